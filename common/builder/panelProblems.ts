/**
 * What is wrong with one panel, each problem with its path (`/series/0/address: Expected string length greater or
 * equal to 3`). A panel is a union of kinds, and a union's own check names only the panel ("expected union value"):
 * here the panel is checked against the schema of the kind it names, so the path reaches the field. The builder's
 * JSON tab and the page import show these.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { PanelSpec } from '../contract/pageSpec';

const KINDS: ReadonlyMap<string, TSchema> = new Map(
  PanelSpec.anyOf.map((schema) => [String((schema as TObject).properties.kind.const), schema as TSchema] as const),
);

/** The panel kinds, in the contract's order. */
export const PANEL_KINDS: readonly string[] = [...KINDS.keys()];

export function panelProblems(panel: unknown, at = ''): string[] {
  const kind = typeof panel === 'object' && panel !== null ? (panel as { kind?: unknown }).kind : undefined;
  const schema = typeof kind === 'string' ? KINDS.get(kind) : undefined;
  if (!schema) return [`${at}/kind: one of ${PANEL_KINDS.join(', ')}`];
  return [...Value.Errors(schema, panel)].slice(0, 20).map((e) => `${at}${e.path || '/'}: ${e.message}`);
}
