/**
 * A published report as a page spec for the one renderer (issue 22, docs/builder.md "Reports"):
 * `POST /v2/builder/report/spec { slug, variables? }` answers the report's page as a valid `PageSpec` with the
 * variables filled in, plus what the reader may not read, so the web draws it with `<PageView>` and never asks for a
 * withheld series. Only the address of a withheld series leaves the server (it is in the spec already).
 */
import { Type, type Static } from '@sinclair/typebox';
import { BuilderVariables, REPORT_KEY, ReportGetBody, Withheld } from './builder';
import { e } from './endpoint';
import { PageSpec } from './pageSpec';

export const ReportSpecBody = ReportGetBody;
export type ReportSpecBody = Static<typeof ReportSpecBody>;

/**
 * A panel whose own call (seasonality, curve, events, ...) needs a page key the reader lacks: the call and the key.
 * The web shows why the panel is empty instead of calling (and getting a "no permission" answer).
 */
export const BlockedPanel = Type.Object({ call: Type.String(), access: Type.String() });
export type BlockedPanel = Static<typeof BlockedPanel>;

export const ReportSpecData = Type.Object({
  title: Type.String(),
  version: Type.Integer(),
  /** The variables the page declares, with their defaults (the inputs of the report page). */
  variables: BuilderVariables,
  /** The values the spec was filled with (the defaults, overridden by the body's). */
  values: BuilderVariables,
  /** id `r-<slug>`, title `{ text }`, panels with every `{name}` filled in. */
  spec: PageSpec,
  /** Address -> why the reader gets no points for it (the same rule as report/get). */
  withheld: Type.Record(Type.String(), Withheld),
  /** Panel id -> the addresses of that panel withheld (a panel reading one address is withheld whole). */
  panelWithheld: Type.Record(Type.String(), Type.Array(Type.String())),
  /** Panel id -> the call it needs and may not make. */
  blocked: Type.Record(Type.String(), BlockedPanel),
});
export type ReportSpecData = Static<typeof ReportSpecData>;

export const REPORT_SPEC_ENDPOINTS = [
  e(
    '/v2/builder/report/spec',
    REPORT_KEY,
    ReportSpecBody,
    ReportSpecData,
    'A published report as a page spec for the renderer, with the series and panels the reader may not read named',
    'added',
  ),
] as const;
