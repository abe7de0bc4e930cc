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
    description: 'DCE PG - LPG import parity (CNY/t).',
    legs: [{ alias: 'PG', instrument: 'DCE.PG@main' }, { alias: 'FEI', instrument: 'NYMEX.FEI@main' }, FX],
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

/** Inserts the seeded strategies that are not there yet (by seed key). */
export async function seedStrategies(db: Kysely<Database>, now: number): Promise<void> {
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
