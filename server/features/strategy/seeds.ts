/**
 * The seeded strategies (issue 9; formulas from docs/domain.md, "Spread formulas"): owner system, visibility
 * everyone, editable by administrators and copied by anyone. Seeded once per `seedKey` (idempotent): an
 * administrator's later edit is never overwritten.
 *
 * Rates are read by key from the reference area (dated: the value in force on each bar's date). The keys used here
 * (documented in docs/market-data/strategy.md, "Rate keys") must exist in the reference seed.
 */
import type { Kysely } from 'kysely';
import { RATE_KEYS } from '../../../common/contract/reference';
import type { StrategyLeg, StrategyRate } from '../../../common/contract/strategy';
import type { Database } from '../../schema';

export interface SeedStrategy {
  seedKey: string;
  name: string;
  description: string;
  legs: StrategyLeg[];
  rates: StrategyRate[];
  formula: string;
  unit: string;
  precision: number;
}

const FX: StrategyLeg = { alias: 'FX', instrument: 'FX.USDCNY' };
const BBL: StrategyRate = { alias: 'BBL', key: RATE_KEYS.bblPerTonneFuelOil };
const LPG_COST = '(FEI + PREMIUM + FREIGHT) * FX * (1 + TARIFF) * (1 + VAT) + PORT';
const LPG_RATES: StrategyRate[] = [
  { alias: 'PREMIUM', key: RATE_KEYS.lpgParityPremium },
  { alias: 'FREIGHT', key: RATE_KEYS.lpgParityFreight },
  { alias: 'TARIFF', key: RATE_KEYS.lpgTariff },
  { alias: 'VAT', key: RATE_KEYS.vatLpg },
  { alias: 'PORT', key: RATE_KEYS.lpgParityPortFees },
];

// Issue 20 (product pages): PX in USD, converted to CNY/t at the dated general VAT and PX tariff.
const PX_CFR: StrategyLeg = { alias: 'PXCFR', instrument: 'PLATTS.PXCFR' };
const PX_PARITY = 'PXCFR * FX * (1 + TARIFF) * (1 + VAT)';
const PX_PARITY_RATES: StrategyRate[] = [
  { alias: 'TARIFF', key: RATE_KEYS.pxTariff },
  { alias: 'VAT', key: RATE_KEYS.vatGeneral },
];
const PDH_PLATTS_RATES: StrategyRate[] = [
  { alias: 'K', key: RATE_KEYS.pdhPropaneCoefficient },
  { alias: 'COST', key: RATE_KEYS.pdhCost },
];
const BRENT: StrategyLeg = { alias: 'BRENT', instrument: 'ICE.BRENT@main' };

export const SEED_STRATEGIES: readonly SeedStrategy[] = [
  {
    seedKey: 'fu_inner_outer_usd_t',
    name: 'FU inner/outer (USD/t)',
    description: 'Bonded parity FU / FX - Singapore 380 cSt; FU month M against Singapore M-1 (month mapping).',
    legs: [{ alias: 'FU', instrument: 'SHFE.FU@main' }, FX, { alias: 'SG', instrument: 'ICE.SG380', mapFrom: 'FU' }],
    rates: [],
    formula: 'FU / FX - SG',
    unit: 'USD/t',
    precision: 2,
  },
  {
    seedKey: 'fu_inner_outer_usd_bbl',
    name: 'FU inner/outer (USD/bbl)',
    description: 'FU inner/outer per barrel: (FU / FX - Singapore 380) / 6.35 bbl/t (dated factor).',
    legs: [{ alias: 'FU', instrument: 'SHFE.FU@main' }, FX, { alias: 'SG', instrument: 'ICE.SG380', mapFrom: 'FU' }],
    rates: [BBL],
    formula: '(FU / FX - SG) / BBL',
    unit: 'USD/bbl',
    precision: 3,
  },
  {
    seedKey: 'lu_inner_outer_usd_t',
    name: 'LU inner/outer (USD/t)',
    description: 'LU / FX - Singapore Marine Fuel 0.5 %; LU month M against Singapore M-1.',
    legs: [{ alias: 'LU', instrument: 'INE.LU@main' }, FX, { alias: 'MF', instrument: 'ICE.MF05', mapFrom: 'LU' }],
    rates: [],
    formula: 'LU / FX - MF',
    unit: 'USD/t',
    precision: 2,
  },
  {
    seedKey: 'lu_inner_outer_usd_bbl',
    name: 'LU inner/outer (USD/bbl)',
    description: 'LU inner/outer per barrel: (LU / FX - Marine Fuel 0.5 %) / 6.35 bbl/t.',
    legs: [{ alias: 'LU', instrument: 'INE.LU@main' }, FX, { alias: 'MF', instrument: 'ICE.MF05', mapFrom: 'LU' }],
    rates: [BBL],
    formula: '(LU / FX - MF) / BBL',
    unit: 'USD/bbl',
    precision: 3,
  },
  {
    seedKey: 'hi5_singapore',
    name: 'Hi-5 (Singapore)',
    description: 'Singapore Marine Fuel 0.5 % - Singapore 380 cSt.',
    legs: [
      { alias: 'MF', instrument: 'ICE.MF05@main' },
      { alias: 'SG', instrument: 'ICE.SG380@main' },
    ],
    rates: [],
    formula: 'MF - SG',
    unit: 'USD/t',
    precision: 2,
  },
  {
    seedKey: 'hi5_china',
    name: 'Hi-5 (China: LU - FU)',
    description: 'The Chinese Hi-5: INE LU - SHFE FU.',
    legs: [
      { alias: 'LU', instrument: 'INE.LU@main' },
      { alias: 'FU', instrument: 'SHFE.FU@main' },
    ],
    rates: [],
    formula: 'LU - FU',
    unit: 'CNY/t',
    precision: 0,
  },
  {
    seedKey: 'pg_import_parity',
    name: 'PG import parity',
    description: 'LPG import cost (FEI + premium + freight) * FX * (1 + tariff) * (1 + LPG VAT) + port fees; FEI propane is a proxy for the PG mix.',
    legs: [{ alias: 'FEI', instrument: 'NYMEX.FEI@main' }, FX],
    rates: LPG_RATES,
    formula: LPG_COST,
    unit: 'CNY/t',
    precision: 0,
  },
  {
    seedKey: 'pg_inner_outer',
    name: 'PG inner/outer',
    description: 'DCE PG - LPG import parity (CNY/t); PG month M against FEI M-1 (month mapping).',
    // FEI mapped from PG (issue 20): on the main contracts it reads FEI@main as before (legs.ts), by month
    // (byMonth.ts) PG 2603 is compared with FEI 2602 by the reference mapping DCE.PG -> NYMEX.FEI.
    legs: [{ alias: 'PG', instrument: 'DCE.PG@main' }, { alias: 'FEI', instrument: 'NYMEX.FEI', mapFrom: 'PG' }, FX],
    rates: LPG_RATES,
    formula: `PG - (${LPG_COST})`,
    unit: 'CNY/t',
    precision: 0,
  },
  {
    seedKey: 'pdh_margin',
    name: 'PDH margin (exchange)',
    description:
      'PL - 1.2 * PG - processing cost (CNY/t), the exchange version of the Platts break-even 1.2 * propane + 200: the 200 USD/t cost converted at FX.',
    legs: [{ alias: 'PL', instrument: 'ZCE.PL@main' }, { alias: 'PG', instrument: 'DCE.PG@main' }, FX],
    rates: [
      { alias: 'K', key: RATE_KEYS.pdhPropaneCoefficient },
      { alias: 'COST', key: RATE_KEYS.pdhCost },
    ],
    formula: 'PL - K * PG - COST * FX',
    unit: 'CNY/t',
    precision: 0,
  },
  {
    seedKey: 'pta_processing',
    name: 'PTA processing spread',
    description: 'TA - 0.655 * PX (both ZCE futures, CNY/t); usual band 450-700.',
    legs: [
      { alias: 'TA', instrument: 'ZCE.TA@main' },
      { alias: 'PX', instrument: 'ZCE.PX@main' },
    ],
    rates: [{ alias: 'K', key: RATE_KEYS.ptaPxCoefficient }],
    formula: 'TA - K * PX',
    unit: 'CNY/t',
    precision: 0,
  },
  {
    seedKey: 'pta_processing_px_usd',
    name: 'PTA processing spread (PX in USD)',
    description: 'TA - 0.655 * PX CFR China (USD/t) * FX * (1 + PX tariff) * (1 + VAT), CNY/t; tariff and VAT dated.',
    legs: [{ alias: 'TA', instrument: 'ZCE.TA@main' }, PX_CFR, FX],
    rates: [{ alias: 'K', key: RATE_KEYS.ptaPxCoefficient }, ...PX_PARITY_RATES],
    formula: `TA - K * ${PX_PARITY}`,
    unit: 'CNY/t',
    precision: 0,
  },
  {
    seedKey: 'pta_margin_platts',
    name: 'PTA margin (Platts Asia)',
    description: 'PTA CFR China - (0.66 * PX CFR China + 150), USD/t (Platts).',
    legs: [{ alias: 'PTA', instrument: 'PLATTS.PTACFR' }, PX_CFR],
    rates: [
      { alias: 'K', key: RATE_KEYS.ptaPxCoefficientPlatts },
      { alias: 'COST', key: RATE_KEYS.ptaCostPlatts },
    ],
    formula: 'PTA - (K * PXCFR + COST)',
    unit: 'USD/t',
    precision: 2,
  },
  {
    seedKey: 'px_import_parity',
    name: 'PX import parity',
    description: 'PX CFR China (USD/t) * FX * (1 + PX tariff) * (1 + VAT): the CNY/t cost of imported PX, VAT included like ZCE PX.',
    legs: [PX_CFR, FX],
    rates: PX_PARITY_RATES,
    formula: PX_PARITY,
    unit: 'CNY/t',
    precision: 0,
  },
  {
    seedKey: 'px_inner_outer',
    name: 'PX inner/outer',
    description: 'ZCE PX - PX import parity (CNY/t).',
    legs: [{ alias: 'PX', instrument: 'ZCE.PX@main' }, PX_CFR, FX],
    rates: PX_PARITY_RATES,
    formula: `PX - ${PX_PARITY}`,
    unit: 'CNY/t',
    precision: 0,
  },
  {
    seedKey: 'px_naphtha',
    name: 'PX - naphtha',
    description: 'PX CFR China - naphtha CFR Japan (USD/t). Demo only: no data source of the console delivers naphtha yet.',
    legs: [PX_CFR, { alias: 'NAPHTHA', instrument: 'PLATTS.NAPHJ' }],
    rates: [],
    formula: 'PXCFR - NAPHTHA',
    unit: 'USD/t',
    precision: 2,
  },
  {
    seedKey: 'pdh_breakeven_platts',
    name: 'PDH break-even propylene (Platts)',
    description: 'Break-even propylene = 1.2 * FEI propane + 200, USD/t (Platts).',
    legs: [{ alias: 'FEI', instrument: 'NYMEX.FEI@main' }],
    rates: PDH_PLATTS_RATES,
    formula: 'K * FEI + COST',
    unit: 'USD/t',
    precision: 2,
  },
  {
    seedKey: 'pdh_margin_platts',
    name: 'PDH margin (Platts)',
    description: 'Propylene CFR China - (1.2 * FEI propane + 200), USD/t (Platts).',
    legs: [
      { alias: 'PROPYLENE', instrument: 'PLATTS.C3CFR' },
      { alias: 'FEI', instrument: 'NYMEX.FEI@main' },
    ],
    rates: PDH_PLATTS_RATES,
    formula: 'PROPYLENE - (K * FEI + COST)',
    unit: 'USD/t',
    precision: 2,
  },
  {
    seedKey: 'east_west_380',
    name: 'East-West (380)',
    description: 'Singapore 380 cSt - Rotterdam 3.5 % barges, the same swap month (USD/t).',
    legs: [
      { alias: 'SG', instrument: 'ICE.SG380@main' },
      { alias: 'RDAM', instrument: 'ICE.RDAM35', mapFrom: 'SG' },
    ],
    rates: [],
    formula: 'SG - RDAM',
    unit: 'USD/t',
    precision: 2,
  },
  {
    seedKey: 'visco_180_380',
    name: 'Visco spread (180 - 380)',
    description: 'Singapore 180 cSt - Singapore 380 cSt, the same swap month (USD/t).',
    legs: [
      { alias: 'SG', instrument: 'ICE.SG380@main' },
      { alias: 'SG180', instrument: 'ICE.SG180', mapFrom: 'SG' },
    ],
    rates: [],
    formula: 'SG180 - SG',
    unit: 'USD/t',
    precision: 2,
  },
  {
    seedKey: 'crack_380_brent',
    name: '380 crack vs Brent',
    description: 'Singapore 380 cSt / 6.35 bbl/t (dated factor) - Brent (USD/bbl).',
    legs: [{ alias: 'SG', instrument: 'ICE.SG380@main' }, BRENT],
    rates: [BBL],
    formula: 'SG / BBL - BRENT',
    unit: 'USD/bbl',
    precision: 2,
  },
  {
    seedKey: 'crack_mf05_brent',
    name: 'Marine Fuel 0.5 % crack vs Brent',
    description: 'Singapore Marine Fuel 0.5 % / 6.35 bbl/t (dated factor) - Brent (USD/bbl).',
    legs: [{ alias: 'MF', instrument: 'ICE.MF05@main' }, BRENT],
    rates: [BBL],
    formula: 'MF / BBL - BRENT',
    unit: 'USD/bbl',
    precision: 2,
  },
  {
    seedKey: 'uco_export_arb',
    name: 'UCO export arbitrage',
    description:
      'UCO FOB China * FX - domestic delivered UCO - logistics (CNY/t), plus the export VAT rebate on the purchase (domestic / (1 + VAT) * rebate) while it was in force: 13 % until 2024-11-30, 0 from 2024-12-01.',
    legs: [{ alias: 'UCO', instrument: 'ARGUS.UCOFOB' }, FX, { alias: 'DOMESTIC', instrument: 'CNSPOT.UCO' }],
    rates: [
      { alias: 'VAT', key: RATE_KEYS.vatGeneral },
      { alias: 'REBATE', key: RATE_KEYS.ucoExportRebate },
      { alias: 'LOGISTICS', key: RATE_KEYS.ucoLogistics },
    ],
    formula: 'UCO * FX - DOMESTIC + DOMESTIC / (1 + VAT) * REBATE - LOGISTICS',
    unit: 'CNY/t',
    precision: 0,
  },
  {
    seedKey: 'brent_wti',
    name: 'Brent-WTI',
    description: 'ICE Brent - NYMEX WTI (USD/bbl).',
    legs: [
      { alias: 'BRENT', instrument: 'ICE.BRENT@main' },
      { alias: 'WTI', instrument: 'NYMEX.WTI@main' },
    ],
    rates: [],
    formula: 'BRENT - WTI',
    unit: 'USD/bbl',
    precision: 2,
  },
];

/**
 * Seeded legs changed after they were first seeded: seed key -> the earlier legs. A stored row still on exactly
 * those legs (nobody edited them) takes the seed's current legs; an edited row is left alone.
 */
const EARLIER_LEGS: Readonly<Record<string, string>> = {
  // Issue 20: FEI became mapped from PG (same live value: both read FEI@main on the main contracts).
  pg_inner_outer: JSON.stringify([{ alias: 'PG', instrument: 'DCE.PG@main' }, { alias: 'FEI', instrument: 'NYMEX.FEI@main' }, FX]),
};

async function upgradeSeededLegs(db: Kysely<Database>, now: number): Promise<void> {
  for (const [key, earlier] of Object.entries(EARLIER_LEGS)) {
    const seed = SEED_STRATEGIES.find((s) => s.seedKey === key);
    if (!seed) continue;
    await db
      .updateTable('strategies')
      .set({ legs_json: JSON.stringify(seed.legs), updated_at: now })
      .where('seed_key', '=', key)
      .where('legs_json', '=', earlier)
      .execute();
  }
}

/** Inserts the seeded strategies that are not there yet (by seed key); upgrades unedited rows of changed seeds. */
export async function seedStrategies(db: Kysely<Database>, now: number): Promise<void> {
  await upgradeSeededLegs(db, now);
  const have = new Set((await db.selectFrom('strategies').select('seed_key').where('seed_key', 'is not', null).execute()).map((r) => r.seed_key));
  for (const s of SEED_STRATEGIES) {
    if (have.has(s.seedKey)) continue;
    await db
      .insertInto('strategies')
      .values({
        // The seed key is the id: a seeded spread has the same address (`spread:fu_inner_outer_usd_t`) on every
        // install, so first-visit watchlists, saved dashboards and the assistant can name it.
        id: s.seedKey,
        name: s.name,
        description: s.description,
        legs_json: JSON.stringify(s.legs),
        rates_json: JSON.stringify(s.rates),
        formula: s.formula,
        unit: s.unit,
        precision: s.precision,
        owner_id: null,
        visibility: 'everyone',
        roles_json: '[]',
        seed_key: s.seedKey,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();
  }
}

/** The seed key of a seeded strategy whose name is still the seed's (the web app localises it); null otherwise. */
export function seedKeyOfName(s: { id: string; name: string; seeded: boolean }): string | null {
  if (!s.seeded) return null;
  const seed = SEED_STRATEGIES.find((x) => x.seedKey === s.id);
  return seed && seed.name === s.name ? seed.seedKey : null;
}
