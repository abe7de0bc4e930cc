/** The editor's state to and from a definition (common/contract/dataSet.ts), and each transform kind's defaults. */
import { DATA_SET_INPUT_NAMES, type DataSetDefinition, type DataSetInfo, type Transform, type TransformKind } from '@common/contract/dataSet';
import type { EditorState } from '../data';

export const emptyEditor = (): EditorState => ({ name: '', unit: '', shared: false, inputs: [{ name: 'a', address: null }], formula: '', transforms: [] });

export const editorOf = (set: DataSetInfo): EditorState => ({
  id: set.id,
  name: set.name,
  unit: set.definition.unit,
  shared: set.shared,
  inputs: Object.entries(set.definition.inputs).map(([name, address]) => ({ name, address })),
  formula: set.definition.formula ?? '',
  transforms: set.definition.transforms,
});

/** The next free input name (`a` .. `h`), or null when all eight are used. */
export const nextInputName = (state: EditorState): string | null => DATA_SET_INPUT_NAMES.find((n) => !state.inputs.some((i) => i.name === n)) ?? null;

/** The definition the editor describes; null until an input has an address (nothing to preview yet). */
export function definitionOf(state: EditorState): DataSetDefinition | null {
  const inputs = Object.fromEntries(state.inputs.filter((i) => i.address).map((i) => [i.name, i.address as string]));
  if (Object.keys(inputs).length === 0) return null;
  const formula = state.formula.trim();
  return { inputs, ...(formula ? { formula } : {}), transforms: state.transforms, unit: state.unit.trim() || '-' };
}

/** A new transform of a kind with the fields it needs, filled with common choices. */
export function defaultTransform(kind: TransformKind): Transform {
  switch (kind) {
    case 'resample':
      return { kind, period: 'month', how: 'last' };
    case 'rollingMean':
    case 'rollingZ':
      return { kind, window: 20 };
    case 'rebase':
      return { kind, date: `${new Date().getUTCFullYear()}-01-01` };
    case 'convert':
      return { kind, rate: 'ref:fx.usdcny', op: 'multiply' };
    default:
      return { kind };
  }
}
