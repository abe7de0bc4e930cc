/** The form's values as the calls' body (common/contract/backtesting.ts RunBody), and back for a loaded saved run. */
import type { RunBody } from '@common/contract/backtesting';
import type { BacktestForm, FileSeries } from './data';

const YEAR_MS = 365.25 * 86_400_000;

/** Whether an address is a continuous main contract (`md:SHFE.FU@main`, with or without a field): it may be back-adjusted. */
export const isMainAddress = (address: string): boolean => /^md:[^:]+@main(:[a-z]+)?$/.test(address.trim());

export function runBodyOf(form: BacktestForm, file: FileSeries | null, now: number): RunBody | null {
  const input: RunBody['input'] | null =
    form.source === 'file'
      ? file && file.points.length >= 2
        ? { kind: 'points', name: file.name, points: file.points }
        : null
      : form.source === 'book'
        ? form.bookId
          ? { kind: 'book', bookId: form.bookId }
          : null
        : {
            kind: 'address',
            address: form.address.trim(),
            from: Math.round(now - form.years * YEAR_MS),
            to: now,
            ...(isMainAddress(form.address) ? { adjust: form.adjust } : {}),
          };
  if (!input) return null;
  return {
    input,
    mode: form.mode,
    rule:
      form.ruleKind === 'zScore'
        ? { kind: 'zScore', window: form.window, entry: form.entry, exit: form.exit, stop: form.stop ?? null }
        : { kind: 'maCross', fast: form.fast, slow: form.slow },
    sizing: form.sizingKind === 'lots' ? { kind: 'lots', lots: form.lots, multiplier: form.multiplier } : { kind: 'unit' },
    costs: { value: form.costValue, unit: form.costUnit },
    slippage: { value: form.slippageValue, unit: form.slippageUnit, ...(form.slippageUnit === 'ticks' ? { tick: form.tick } : {}) },
    capital: form.capital,
    metrics: { periodsPerYear: form.periodsPerYear, riskFree: form.riskFreePct / 100, convention: form.convention },
    rollingWindow: form.rollingWindow,
    ...(form.benchmark?.trim() ? { benchmark: form.benchmark.trim() } : {}),
  };
}

export const DEFAULT_FORM: BacktestForm = {
  source: 'address',
  address: 'md:SHFE.FU@main',
  bookId: '',
  adjust: 'none',
  years: 10,
  mode: 'rule',
  ruleKind: 'zScore',
  window: 60,
  entry: 2,
  exit: 0.5,
  stop: null,
  fast: 10,
  slow: 60,
  sizingKind: 'lots',
  lots: 1,
  multiplier: 10,
  costValue: 0,
  costUnit: 'price',
  slippageValue: 1,
  slippageUnit: 'ticks',
  tick: 1,
  capital: 1_000_000,
  periodsPerYear: 243,
  riskFreePct: 0,
  convention: 'empyrical',
  rollingWindow: 63,
  benchmark: '',
};

/** A saved run's body as form values (the file's points come back as the file series). */
export function formOf(body: RunBody): { form: BacktestForm; file: FileSeries | null } {
  const rule = body.rule;
  const form: BacktestForm = {
    ...DEFAULT_FORM,
    source: body.input.kind === 'points' ? 'file' : body.input.kind === 'book' ? 'book' : 'address',
    address: body.input.address ?? DEFAULT_FORM.address,
    bookId: body.input.bookId ?? '',
    adjust: body.input.adjust ?? 'none',
    mode: body.mode,
    ruleKind: rule?.kind ?? DEFAULT_FORM.ruleKind,
    window: rule?.window ?? DEFAULT_FORM.window,
    entry: rule?.entry ?? DEFAULT_FORM.entry,
    exit: rule?.exit ?? DEFAULT_FORM.exit,
    stop: rule?.stop ?? null,
    fast: rule?.fast ?? DEFAULT_FORM.fast,
    slow: rule?.slow ?? DEFAULT_FORM.slow,
    sizingKind: body.sizing.kind,
    lots: body.sizing.lots ?? DEFAULT_FORM.lots,
    multiplier: body.sizing.multiplier ?? DEFAULT_FORM.multiplier,
    costValue: body.costs.value,
    costUnit: body.costs.unit,
    slippageValue: body.slippage.value,
    slippageUnit: body.slippage.unit,
    tick: body.slippage.tick ?? DEFAULT_FORM.tick,
    capital: body.capital,
    periodsPerYear: body.metrics.periodsPerYear,
    riskFreePct: body.metrics.riskFree * 100,
    convention: body.metrics.convention,
    rollingWindow: body.rollingWindow,
    benchmark: body.benchmark ?? '',
  };
  const file = body.input.kind === 'points' ? { name: body.input.name ?? '', points: (body.input.points ?? []) as [number, number][], errors: [] } : null;
  return { form, file };
}
