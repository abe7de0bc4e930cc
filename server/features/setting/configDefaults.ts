/**
 * Seeded configuration values for getConfigValue (docs/api.md lists them). Rates and coefficients are dated:
 * a row applies from `validFrom` until the next row of the same name. '1970-01-01' marks "in force before the
 * next dated change" where the start date is not part of the reference. Sources: the markets-and-formulas
 * reference (docs/api.md, "Configuration values"); confirm taxes against official schedules before relying on them.
 *
 * Seeding only inserts missing (name, validFrom) rows: values changed in the database are never overwritten.
 */
export interface ConfigDefault {
  name: string;
  validFrom: string;
  value: unknown;
  unit: string;
  description: string;
  source: string;
}

const EARLIEST = '1970-01-01';

export const CONFIG_DEFAULTS: readonly ConfigDefault[] = [
  {
    name: 'tradingDaysPerYear',
    validFrom: '2022-01-01',
    value: 242,
    unit: 'days',
    description: 'Trading days per year on Chinese futures exchanges (annualisation)',
    source: 'exchange calendars 2022-2024',
  },
  {
    name: 'tradingDaysPerYear',
    validFrom: '2025-01-01',
    value: 243,
    unit: 'days',
    description: 'Trading days per year on Chinese futures exchanges (annualisation)',
    source: 'exchange calendar 2025',
  },
  {
    name: 'periodsPerYear',
    validFrom: EARLIEST,
    value: 252,
    unit: 'periods',
    description: 'Default periods per year for performance metrics (empyrical convention)',
    source: 'empyrical',
  },
  {
    name: 'fxSource',
    validFrom: EARLIEST,
    value: 'onshore',
    unit: '',
    description: 'USD/CNY rate used by real-time screens (onshore CNY)',
    source: 'desk convention',
  },
  {
    name: 'fuBblPerTonne',
    validFrom: EARLIEST,
    value: 6.35,
    unit: 'bbl/t',
    description: 'Fuel oil 380 cSt barrels per tonne',
    source: 'Platts reference factor',
  },
  {
    name: 'luBblPerTonne',
    validFrom: EARLIEST,
    value: 6.35,
    unit: 'bbl/t',
    description: 'Marine Fuel 0.5 % barrels per tonne',
    source: 'Platts reference factor',
  },
  { name: 'gasolineBblPerTonne', validFrom: EARLIEST, value: 8.5, unit: 'bbl/t', description: 'Gasoline 92/95 RON barrels per tonne', source: 'Platts' },
  { name: 'gasoilBblPerTonne', validFrom: EARLIEST, value: 7.45, unit: 'bbl/t', description: 'Gasoil 10 ppm barrels per tonne', source: 'Platts' },
  { name: 'eurobobBblPerTonne', validFrom: EARLIEST, value: 8.33, unit: 'bbl/t', description: 'Eurobob barrels per tonne', source: 'Platts' },
  { name: 'vatGeneral', validFrom: EARLIEST, value: 0.17, unit: 'ratio', description: 'China VAT, general rate', source: 'State Taxation Administration' },
  { name: 'vatGeneral', validFrom: '2018-05-01', value: 0.16, unit: 'ratio', description: 'China VAT, general rate', source: 'State Taxation Administration' },
  { name: 'vatGeneral', validFrom: '2019-04-01', value: 0.13, unit: 'ratio', description: 'China VAT, general rate', source: 'State Taxation Administration' },
  { name: 'vatLpg', validFrom: EARLIEST, value: 0.13, unit: 'ratio', description: 'China VAT on LPG (reduced list)', source: 'State Taxation Administration' },
  {
    name: 'vatLpg',
    validFrom: '2017-07-01',
    value: 0.11,
    unit: 'ratio',
    description: 'China VAT on LPG (reduced list)',
    source: 'State Taxation Administration',
  },
  {
    name: 'vatLpg',
    validFrom: '2018-05-01',
    value: 0.1,
    unit: 'ratio',
    description: 'China VAT on LPG (reduced list)',
    source: 'State Taxation Administration',
  },
  {
    name: 'vatLpg',
    validFrom: '2019-04-01',
    value: 0.09,
    unit: 'ratio',
    description: 'China VAT on LPG (reduced list)',
    source: 'State Taxation Administration',
  },
  {
    name: 'fuImportTariffMfn',
    validFrom: EARLIEST,
    value: 0.06,
    unit: 'ratio',
    description: 'Fuel oil import tariff, MFN (HS 27101922)',
    source: 'China customs tariff',
  },
  {
    name: 'fuImportTariffProvisional',
    validFrom: EARLIEST,
    value: 0.01,
    unit: 'ratio',
    description: 'Fuel oil import tariff, provisional (HS 27101922)',
    source: 'China customs tariff',
  },
  {
    name: 'fuConsumptionTax',
    validFrom: EARLIEST,
    value: 1218,
    unit: 'CNY/t',
    description: 'Fuel oil consumption tax',
    source: 'China consumption tax schedule',
  },
  { name: 'lpgImportTariff', validFrom: EARLIEST, value: 0.01, unit: 'ratio', description: 'LPG import tariff (MFN)', source: 'China customs tariff' },
  {
    name: 'ptaPxRatio',
    validFrom: EARLIEST,
    value: 0.655,
    unit: 't PX/t PTA',
    description: 'PX consumption per tonne of PTA (China processing-spread convention)',
    source: 'industry convention',
  },
  {
    name: 'pdhPropaneRatio',
    validFrom: EARLIEST,
    value: 1.2,
    unit: 't/t',
    description: 'Propane per tonne of propylene in the PDH break-even',
    source: 'Platts',
  },
  {
    name: 'pdhFixedCost',
    validFrom: EARLIEST,
    value: 200,
    unit: 'USD/t',
    description: 'Fixed cost in the PDH break-even (1.2 * propane + 200)',
    source: 'Platts',
  },
  {
    name: 'mocWindowClose',
    validFrom: EARLIEST,
    value: '16:30:00',
    unit: 'Asia/Singapore',
    description: 'Platts Singapore Market-on-Close window close',
    source: 'Platts methodology',
  },
  {
    name: 'fuLotTonnes',
    validFrom: EARLIEST,
    value: 50,
    unit: 't',
    description: 'SHFE FU contract size (180 cSt contract)',
    source: 'SHFE contract specification',
  },
  {
    name: 'fuLotTonnes',
    validFrom: '2018-07-16',
    value: 10,
    unit: 't',
    description: 'SHFE FU contract size (380 cSt contract)',
    source: 'SHFE contract specification',
  },
];
