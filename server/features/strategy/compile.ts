/**
 * Turns a strategy's legs, rates and formula into something the engine can run: legs checked against the
 * reference data, the formula parsed and checked (common/strategy/formula), and an evaluator over leg prices and
 * the rates in force on a date.
 */
import type { FormulaBody, StrategyLeg, StrategyRate } from '../../../common/contract/strategy';
import { checkFormula, evaluateFormula, type FormulaIssue, type Node, parseFormula } from '../../../common/strategy/formula';
import type { IsoDate, ReferenceData } from '../../infra/market/ports';
import type { AddressUnits } from './addressUnits';
import { isAddressLeg, legInstrument, legSpec } from './legs';

const NO_ADDRESSES: AddressUnits = new Map();

/**
 * Field errors of the legs and rates (`legs.1.instrument` -> locale key), checked before the formula. An address leg
 * must name a series (`units`, addressUnits.ts) and cannot be month-mapped.
 */
export function legProblems(
  reference: ReferenceData,
  legs: readonly StrategyLeg[],
  rates: readonly StrategyRate[],
  units: AddressUnits = NO_ADDRESSES,
): Record<string, string> {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [i, leg] of legs.entries()) {
    if (seen.has(leg.alias)) fields[`legs.${i}.alias`] = 'strategy.leg.duplicateAlias';
    seen.add(leg.alias);
    if (isAddressLeg(leg)) {
      if (!units.has(leg.instrument)) fields[`legs.${i}.instrument`] = 'strategy.leg.unknownSeries';
      else if (leg.mapFrom) fields[`legs.${i}.mapFrom`] = 'strategy.leg.badMapFrom';
    } else if (!legSpec(reference, leg)) fields[`legs.${i}.instrument`] = 'strategy.leg.unknownInstrument';
    else if (leg.mapFrom) {
      const base = legs.find((l) => l.alias === leg.mapFrom);
      if (!base || base.mapFrom || base === leg) fields[`legs.${i}.mapFrom`] = 'strategy.leg.badMapFrom';
      else if (legInstrument(reference, legs, leg) === null) fields[`legs.${i}.mapFrom`] = 'strategy.leg.badMapFrom';
    }
  }
  for (const [i, rate] of rates.entries()) {
    if (seen.has(rate.alias)) fields[`rates.${i}.alias`] = 'strategy.leg.duplicateAlias';
    seen.add(rate.alias);
  }
  return fields;
}

export interface Compiled {
  ast: Node;
  /** Inferred output unit. */
  unit: string;
  legs: StrategyLeg[];
  rates: StrategyRate[];
  rateAliases: Record<string, string>;
  /** Rate keys the formula reads (aliases and ref()). */
  rateKeys: string[];
}

export type CompileResult = { ok: true; compiled: Compiled; issues: [] } | { ok: false; issues: FormulaIssue[]; unit: string | null };

/**
 * Today's date for the unit lookup of rates: the unit of a rate does not change between its versions. `units`: the
 * address legs' units (addressUnits.ts); an address leg is not known positive, so dividing by one needs a guard.
 */
export function compileFormula(reference: ReferenceData, body: FormulaBody, today: IsoDate, units: AddressUnits = NO_ADDRESSES): CompileResult {
  const rates = body.rates ?? [];
  const parsed = parseFormula(body.formula);
  if (!parsed.ok) return { ok: false, issues: [parsed.issue], unit: null };
  const legsInfo: Record<string, { unit: string; positive: boolean }> = {};
  for (const leg of body.legs) {
    const spec = legSpec(reference, leg);
    if (spec) legsInfo[leg.alias] = { unit: spec.unit, positive: spec.kind === 'fx' };
    const unit = isAddressLeg(leg) ? units.get(leg.instrument) : undefined;
    if (unit !== undefined) legsInfo[leg.alias] = { unit, positive: false };
  }
  const rateAliases = Object.fromEntries(rates.map((r) => [r.alias, r.key]));
  const result = checkFormula(
    parsed.ast,
    { legs: legsInfo, rateAliases, rateUnit: (key) => (reference.rateAsOf(key, today) ?? reference.rateAsOf(key, '9999-12-31'))?.unit },
    body.unit,
  );
  if (result.issues.length > 0 || result.unit === null) return { ok: false, issues: result.issues, unit: result.unit };
  return { ok: true, compiled: { ast: parsed.ast, unit: body.unit, legs: body.legs, rates, rateAliases, rateKeys: result.rates }, issues: [] };
}

/** Evaluates with leg prices by alias and the rates in force on `date`; null when a leg or rate is missing. */
export function evaluateAt(reference: ReferenceData, c: Compiled, legPrice: (alias: string) => number | undefined, date: IsoDate): number | null {
  return evaluateFormula(c.ast, { leg: legPrice, rate: (key) => reference.rateAsOf(key, date)?.value, rateAliases: c.rateAliases });
}

/** The exchange date of a time: Chinese markets' trading dates (UTC+8); rates change at those dates' midnight. */
export const dateOf = (ts: number): IsoDate => new Date(ts + 8 * 3600_000).toISOString().slice(0, 10);
