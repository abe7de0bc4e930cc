/**
 * A data set's points over a window (docs/dataSet.md, "Evaluation"): its inputs read through the one series resolver
 * on the server's behalf (the caller's rights were checked on the whole tree before: scheme.ts, plugin.ts), aligned as
 * the strategy engine aligns its legs, the formula evaluated with the strategy language's interpreter, then the
 * transforms in order (common/domain/seriesTransforms.ts). Inputs are read from before `from` so the first windows,
 * changes and a rebase date before the range are complete; the answer is cut to [from, to].
 */
import type { DataSetDefinition, Transform } from '../../../common/contract/dataSet';
import type { Interval } from '../../../common/contract/marketData';
import { parseAddress } from '../../../common/market/address';
import {
  type AlignInput,
  alignAsOf,
  change,
  convertWithRates,
  pctChange,
  type Point,
  rebase,
  resample,
  rollingMeanOf,
  rollingZOf,
} from '../../../common/domain/seriesTransforms';
import { evaluateFormula } from '../../../common/strategy/formula';
import type { SeriesResolver } from '../../infra/market/ports';
import { formulaOf } from './definition';

const DAY = 86_400_000;
/** How old an input's value may be and still count at a time (the strategy engine's FILL_LIMIT_MS). */
const FILL_LIMIT: Record<Interval, number> = { '1d': 45 * DAY, '1m': DAY };
/**
 * Calendar time one observation may span: daily inputs may be monthly observations (data-source series are daily or
 * monthly, docs/market-data.md), minute inputs skip nights. Generous, so the first windows of the range are complete.
 */
const OBSERVATION: Record<Interval, number> = { '1d': 31 * DAY, '1m': 10 * 60_000 };
const PERIOD = { week: 8 * DAY, month: 32 * DAY } as const;
/** Points per input read: a century of days, several months of minutes. */
const MAX_READ = 100_000;

export interface Window {
  from: number;
  to: number;
  interval: Interval;
}

export interface Evaluated {
  points: Point[];
  demo: boolean;
}

/** How far before `from` the inputs are read so every transform has its history by `from`. */
export function lookback(transforms: readonly Transform[], interval: Interval): number {
  let step = OBSERVATION[interval];
  let back = 0;
  for (const t of transforms) {
    if (t.kind === 'resample') {
      step = PERIOD[t.period ?? 'month'];
      back += step;
    } else if (t.kind === 'change' || t.kind === 'pctChange') back += step + 4 * DAY;
    else if (t.kind === 'rollingMean' || t.kind === 'rollingZ') back += step * ((t.window ?? 1) + 1) + 4 * DAY;
  }
  return back;
}

/** Reads another data set: the scheme passes its own evaluation so nested sets count their depth. */
export type ReadSet = (setId: string, w: Window) => Promise<Evaluated & { unit: string }>;

async function readInput(series: SeriesResolver, readSet: ReadSet, address: string, w: Window): Promise<Evaluated> {
  const parsed = parseAddress(address);
  if (parsed?.scheme === 'set') return readSet(parsed.setId, w);
  const data = await series.resolve(null, address, { ...w, maxPoints: MAX_READ });
  return { points: data.points, demo: data.demo };
}

async function applyTransform(points: Point[], t: Transform, read: (address: string) => Promise<Evaluated>): Promise<Evaluated> {
  switch (t.kind) {
    case 'resample':
      return { points: resample(points, t.period ?? 'month', t.how ?? 'last'), demo: false };
    case 'change':
      return { points: change(points), demo: false };
    case 'pctChange':
      return { points: pctChange(points), demo: false };
    case 'rollingMean':
      return { points: rollingMeanOf(points, t.window ?? 1), demo: false };
    case 'rollingZ':
      return { points: rollingZOf(points, t.window ?? 2), demo: false };
    case 'rebase':
      return { points: rebase(points, t.date ?? ''), demo: false };
    case 'convert': {
      const rates = await read(t.rate ?? '');
      return { points: convertWithRates(points, rates.points, t.op ?? 'multiply'), demo: rates.demo };
    }
  }
}

export async function evaluateDefinition(series: SeriesResolver, readSet: ReadSet, def: DataSetDefinition, w: Window): Promise<Evaluated> {
  const rebaseFrom = Math.min(w.from, ...def.transforms.flatMap((t) => (t.kind === 'rebase' && t.date ? [Date.parse(`${t.date}T00:00:00Z`)] : [])));
  const start = rebaseFrom - lookback(def.transforms, w.interval);
  const read = (address: string) => readInput(series, readSet, address, { from: start, to: w.to, interval: w.interval });
  const names = Object.keys(def.inputs);
  const inputs = await Promise.all(names.map((n) => read(def.inputs[n])));
  let demo = inputs.some((i) => i.demo);
  const ast = formulaOf(def);
  let points: Point[];
  if (!ast) points = inputs[0].points;
  else {
    // Dated rates (`ref:`) fill in, in force from their dates; other inputs make the timeline (strategy legs).
    const aligned = alignAsOf(
      names.map((n, i): AlignInput => {
        const rate = parseAddress(def.inputs[n])?.scheme === 'ref';
        return { points: inputs[i].points, drives: !rate, fillLimit: rate ? null : FILL_LIMIT[w.interval] };
      }),
    );
    points = [];
    aligned.times.forEach((t, k) => {
      const byName = new Map(names.map((n, i) => [n, aligned.values[i][k]]));
      const v = evaluateFormula(ast, { leg: (n) => byName.get(n), rate: () => undefined, rateAliases: {} });
      if (v !== null) points.push([t, v]);
    });
  }
  for (const t of def.transforms) {
    const step = await applyTransform(points, t, read);
    points = step.points;
    demo ||= step.demo;
  }
  return { points: points.filter((p) => p[0] >= w.from && p[0] <= w.to), demo };
}
