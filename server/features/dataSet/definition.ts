/**
 * Checks a data set definition before it is previewed or saved (docs/dataSet.md): each transform has the fields its
 * kind needs, every address parses, the formula is of the strategy formula language over the declared inputs only,
 * and the graph of data sets reading data sets has no cycle and is at most DATA_SET_MAX_DEPTH deep. Problems answer
 * 400 naming the field (`definition.transforms.1.window`).
 */
import { DATA_SET_MAX_DEPTH, type DataSetDefinition, type Transform } from '../../../common/contract/dataSet';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { parseAddress } from '../../../common/market/address';
import { checkFormula, parseFormula, type Node } from '../../../common/strategy/formula';
import { badRequest } from '../../infra/http/apiError';

const F = 'definition';

/** Which fields each kind needs (the others must be absent, so a stored transform says only what it does). */
const FIELDS_OF: Record<Transform['kind'], readonly (keyof Transform)[]> = {
  resample: ['period', 'how'],
  change: [],
  pctChange: [],
  rollingMean: ['window'],
  rollingZ: ['window'],
  rebase: ['date'],
  convert: ['rate', 'op'],
};
const OPTIONAL_FIELDS: readonly (keyof Transform)[] = ['period', 'how', 'window', 'date', 'rate', 'op'];

const isDay = (s: string) => {
  const t = Date.parse(`${s}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === s;
};

function checkTransforms(transforms: readonly Transform[]): void {
  transforms.forEach((t, i) => {
    const at = `${F}.transforms.${i}`;
    const needs = FIELDS_OF[t.kind];
    for (const f of OPTIONAL_FIELDS) {
      if (needs.includes(f) && t[f] === undefined) throw badRequest(`A ${t.kind} transform needs ${f}`, { [`${at}.${f}`]: FIELD_ERROR_KEYS.required });
      if (!needs.includes(f) && t[f] !== undefined) throw badRequest(`A ${t.kind} transform takes no ${f}`, { [`${at}.${f}`]: FIELD_ERROR_KEYS.invalid });
    }
    if (t.kind === 'rollingZ' && (t.window ?? 0) < 2)
      throw badRequest('A rolling z-score needs a window of at least 2', { [`${at}.window`]: FIELD_ERROR_KEYS.outOfRange });
    if (t.kind === 'rebase' && !isDay(t.date ?? '')) throw badRequest(`"${t.date}" is not a calendar day`, { [`${at}.date`]: FIELD_ERROR_KEYS.invalid });
    if (t.kind === 'convert' && !parseAddress(t.rate ?? '')) throw badRequest(`Not a series address: ${t.rate}`, { [`${at}.rate`]: FIELD_ERROR_KEYS.invalid });
  });
}

/** The parsed formula of a definition, or null when it has none (one input, read as it is). */
export function formulaOf(def: DataSetDefinition): Node | null {
  const names = Object.keys(def.inputs);
  const text = def.formula?.trim() ?? '';
  if (!text) {
    if (names.length !== 1) throw badRequest('Several inputs need a formula', { [`${F}.formula`]: FIELD_ERROR_KEYS.required });
    return null;
  }
  const parsed = parseFormula(text);
  if (!parsed.ok) throw badRequest(`Formula: ${parsed.issue.message}`, { [`${F}.formula`]: FIELD_ERROR_KEYS.invalid });
  // The strategy language's check: names, functions, arity, division by zero. Inputs are free numbers here (the data
  // set states its own unit), positive so a ratio of two inputs is allowed; a zero divisor gives no point there.
  const legs = Object.fromEntries(names.map((n) => [n, { unit: 'ratio', positive: true }]));
  const checked = checkFormula(parsed.ast, { legs, rateAliases: {}, rateUnit: () => undefined });
  const problem = checked.issues[0];
  if (problem) throw badRequest(`Formula: ${problem.message}`, { [`${F}.formula`]: FIELD_ERROR_KEYS.invalid });
  return parsed.ast;
}

/** Every address a definition reads: its inputs and its conversion rates. */
export const addressesOf = (def: DataSetDefinition): string[] => [
  ...Object.values(def.inputs),
  ...def.transforms.flatMap((t) => (t.kind === 'convert' && t.rate ? [t.rate] : [])),
];

/** The data sets a definition reads directly (`set:<id>` inputs and rates). */
export const setsReadBy = (def: DataSetDefinition): string[] =>
  addressesOf(def).flatMap((a) => {
    const parsed = parseAddress(a);
    return parsed?.scheme === 'set' ? [parsed.setId] : [];
  });

/** The shape of a definition: transforms' fields, addresses, formula. Throws the 400 of the first problem. */
export function checkDefinition(def: DataSetDefinition): void {
  // The schema strips input names other than a..h: a body left without inputs names the field.
  if (Object.keys(def.inputs).length === 0) throw badRequest('A data set needs an input', { [`${F}.inputs`]: FIELD_ERROR_KEYS.required });
  for (const [name, address] of Object.entries(def.inputs)) {
    if (!parseAddress(address)) throw badRequest(`Not a series address: ${address.slice(0, 200)}`, { [`${F}.inputs.${name}`]: FIELD_ERROR_KEYS.invalid });
  }
  checkTransforms(def.transforms);
  formulaOf(def);
}

/**
 * The graph of data sets with `id` defined as `def`: refuses a set it reads that does not exist, a cycle through
 * `id`, and any data set (this one or one reading it) deeper than DATA_SET_MAX_DEPTH (depth 1: reads no data set).
 */
export function checkGraph(id: string, def: DataSetDefinition, all: ReadonlyMap<string, DataSetDefinition>): void {
  const graph = new Map(all);
  graph.set(id, def);
  for (const child of setsReadBy(def)) {
    if (!graph.has(child)) throw badRequest(`No such data set: set:${child}`, { [`${F}.inputs`]: FIELD_ERROR_KEYS.invalid });
  }
  const depth = new Map<string, number>();
  const visiting = new Set<string>();
  const depthOf = (node: string): number => {
    const known = depth.get(node);
    if (known !== undefined) return known;
    if (visiting.has(node)) throw badRequest(`set:${id} would read itself (a cycle through set:${node})`, { [`${F}.inputs`]: FIELD_ERROR_KEYS.invalid });
    visiting.add(node);
    const children = setsReadBy(graph.get(node) ?? { inputs: {}, transforms: [], unit: '' }).filter((c) => graph.has(c));
    const d = 1 + Math.max(0, ...children.map(depthOf));
    visiting.delete(node);
    depth.set(node, d);
    return d;
  };
  for (const node of graph.keys()) {
    if (depthOf(node) > DATA_SET_MAX_DEPTH) {
      throw badRequest(`Data sets may read data sets at most ${DATA_SET_MAX_DEPTH} deep (set:${node} would be ${depthOf(node)})`, {
        [`${F}.inputs`]: FIELD_ERROR_KEYS.outOfRange,
      });
    }
  }
}
