/**
 * A published report as a page spec for the one renderer (POST /v2/builder/report/spec, docs/builder.md "Reports"),
 * and `app.reports` for the features that read reports (subscriptions, page digests; server/infra/reports/ports.ts).
 *
 * The route is checked against the reader first (report/get's rule), then each address of each panel: a series the
 * reader may not read is named in `withheld` (and the panel's list) so the web never asks for it; a panel whose own
 * call needs a page key the reader lacks is named in `blocked`. Nothing is fetched for a withheld series; only its
 * address (already in the spec) leaves the server.
 */
import type { Kysely } from 'kysely';
import { badRange } from '../../../common/builder/timeRange';
import type { BuilderVariables, Withheld } from '../../../common/contract/builder';
import { endpointOf, type EndpointPath } from '../../../common/contract/endpoints';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { PAGE_SPEC_VERSION, type PageSpec, type PanelKind, type PanelSpec, type SpecText } from '../../../common/contract/pageSpec';
import type { BlockedPanel, ReportSpecData } from '../../../common/contract/reportSpec';
import { parseAddress } from '../../../common/market/address';
import type { AuthUser } from '../../infra/auth/authUser';
import { allows } from '../../infra/auth/routeAccess';
import { ApiError, badRequest, forbidden, notFound } from '../../infra/http/apiError';
import type { SeriesResolver } from '../../infra/market/ports';
import type { ReportReader } from '../../infra/reports/ports';
import type { Database } from '../../schema';
import { addressesOfPanel, fillPanelVariables } from './panelAddresses';
import { findPage, findRoute, pageVersion } from './store';
import { canReadReport } from './visibility';

/**
 * The call each panel kind makes besides reading series (src/components/PageView/panels/): the reader needs its key.
 * Kinds reading only series (`/v2/marketData/series` and the stream, key 'user') and text panels make none.
 */
export const PANEL_CALLS: Partial<Record<PanelKind, EndpointPath>> = {
  seasonal: '/v2/analytics/seasonality',
  curve: '/v2/calculators/termStructure',
  matrix: '/v2/calculators/termStructure',
  explain: '/v2/strategy/explain',
  regression: '/v2/analytics/regression',
  expiryYears: '/v2/calculators/calendarSpreadYears',
  months: '/v2/strategy/byMonth',
  monthAverage: '/v2/strategy/monthAverage',
  events: '/v2/calendar/event/list',
  inventories: '/v2/marketData/inventories',
};

/** The spec's id: `r-` and the slug (a slug may start with a digit; a spec id may not). */
export const reportSpecId = (slug: string): string => `r-${slug}`.slice(0, 64);

/** The page's newest version behind a route the reader may read, with the values its variables take. */
export async function openReport(db: Kysely<Database>, user: AuthUser, slug: string, variables: BuilderVariables | undefined) {
  const route = await findRoute(db, slug);
  if (!route) throw notFound('Report');
  if (!canReadReport(user, route)) throw forbidden(`You may not read /report/${slug}`);
  const page = await findPage(db, route.pageId);
  const latest = page && (await pageVersion(db, page));
  if (!latest) throw notFound('Report');
  const unknown = Object.keys(variables ?? {}).filter((name) => !(name in latest.variables));
  if (unknown.length) throw badRequest(`The report has no variable ${unknown.join(', ').slice(0, 200)}`, { variables: FIELD_ERROR_KEYS.invalid });
  const range = badRange(variables ?? {});
  if (range !== null) throw badRequest(`The time range "${range.slice(0, 60)}" is not a look-back such as 6m or 3y`, { variables: FIELD_ERROR_KEYS.invalid });
  return { route, page, latest, values: { ...latest.variables, ...variables } as BuilderVariables };
}

/** Why the reader gets no points for an address, or null when they may read it. */
async function withheldOf(series: SeriesResolver, user: AuthUser, address: string, now: number): Promise<Withheld | null> {
  if (!(await series.canRead(user, address))) return parseAddress(address) ? 'forbidden' : 'unknown';
  // A readable, well-formed address may still name no series: ask for the last two days' points (cheap) to tell.
  try {
    await series.resolve(user, address, { from: now - 2 * 86_400_000, to: now, interval: '1d', maxPoints: 2 });
    return null;
  } catch (err) {
    if (err instanceof ApiError) return err.error === 'forbidden' ? 'forbidden' : 'unknown';
    throw err;
  }
}

export async function reportSpec(
  db: Kysely<Database>,
  series: SeriesResolver,
  user: AuthUser,
  slug: string,
  variables: BuilderVariables | undefined,
  now: number,
  onlyPanel?: string,
): Promise<ReportSpecData> {
  const { latest, values } = await openReport(db, user, slug, variables);
  // The renderer flows panels in order: the builder's grid order (row, then column).
  const cell = (p: PanelSpec) => latest.layout[p.id] ?? { x: 0, y: Number.MAX_SAFE_INTEGER };
  const panels = [...latest.panels]
    .filter((p) => onlyPanel === undefined || p.id === onlyPanel)
    .sort((a, b) => cell(a).y - cell(b).y || cell(a).x - cell(b).x)
    .map((p) => fillPanelVariables(p, values));
  const withheld: Record<string, Withheld> = {};
  const panelWithheld: Record<string, string[]> = {};
  const blocked: Record<string, BlockedPanel> = {};
  const checked = new Map<string, Promise<Withheld | null>>();
  for (const panel of panels) {
    const call = PANEL_CALLS[panel.kind];
    const access = call && endpointOf(call).access;
    if (call && access && !allows(user, access)) blocked[panel.id] = { call, access };
    const mine: string[] = [];
    for (const address of addressesOfPanel(panel)) {
      if (!checked.has(address)) checked.set(address, withheldOf(series, user, address, now));
      const why = await checked.get(address);
      if (why) {
        withheld[address] = why;
        mine.push(address);
      }
    }
    if (mine.length) panelWithheld[panel.id] = mine;
  }
  const spec: PageSpec = { specVersion: PAGE_SPEC_VERSION, id: reportSpecId(slug), title: { text: latest.title }, panels };
  return { title: latest.title, version: latest.version, variables: latest.variables, values, spec, withheld, panelWithheld, blocked };
}

const textOf = (t: SpecText): string => ('text' in t ? t.text : t.key);

/** `app.reports`: the report as a reader may read it, for subscriptions and digests. */
export function reportReader(db: Kysely<Database>, series: SeriesResolver, now: () => number): ReportReader {
  return {
    spec: (user, slug, variables, panelId) => reportSpec(db, series, user, slug, variables, now(), panelId),
    async outline(user, slug) {
      try {
        const { latest } = await openReport(db, user, slug, undefined);
        return { title: latest.title, variables: latest.variables, panels: latest.panels.map((p) => ({ id: p.id, title: textOf(p.title) })) };
      } catch (err) {
        if (err instanceof ApiError && err.error === 'forbidden') return 'forbidden';
        if (err instanceof ApiError && err.error === 'notFound') return 'unknown';
        throw err;
      }
    },
  };
}
