/**
 * Asks a page's calls ahead of its panels (docs/page-specs.md, "Calls asked ahead"). A panel's code is a lazy chunk
 * and a product page's strings a part of their own: asked from the panels alone, the first call would start only once
 * the page chunk, the strings and the panel chunks had loaded (about one second on the product pages). The page calls
 * `askPanelsAhead` as soon as it knows its spec: every call its drawn panels make starts, and their chunks load, at
 * once. Nothing here decides what a panel shows: the panels ask through the same factories (panelQueries.ts).
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { getLocale, useModel } from '@umijs/max';
import type { PageSpec, PanelOf, PanelSpec, SpecUnit } from '@common/contract/pageSpec';
import { productKeyOf } from '@common/market/address';
import { calendarZoneQuery, zoneOfSetting } from '@/services/calendarReleases';
import { productSettles, productsQuery } from '@/services/market/instruments';
import { exchangeCalendarQueries } from '@/services/market/tradingCalendar';
import { eventsQuery, liveSettleQueries, panelQueries } from './panelQueries';
import { drawnPanels, readLayout, unitOf } from './layoutStore';
import { panelLoaders } from './panelRegistry';

/** A page asked ahead this recently is not asked again (a render that suspends runs again when it resumes). */
const AGAIN_AFTER_MS = 2_000;
const askedAt = new Map<string, number>();

export interface AskAhead {
  /** The unit the page will show (layoutStore.ts unitOf). */
  unit: SpecUnit | null;
  /** The panels the page will draw (layoutStore.ts drawnPanels). */
  panels: readonly PanelSpec[];
  locale: string;
  now?: number;
}

/**
 * Starts the calls and loads the chunks of `panels` of `spec` (at most once per page, unit and language in a short
 * while). Failures are left to the panels: a panel that finds a failed answer shows the error with its retry.
 */
export function askPanelsAhead(client: QueryClient, spec: PageSpec, { unit, panels, locale, now = Date.now() }: AskAhead): void {
  const key = `${spec.id}|${unit ?? ''}|${locale}|${panels.map((p) => p.id).join(',')}`;
  if (now - (askedAt.get(key) ?? Number.NEGATIVE_INFINITY) < AGAIN_AFTER_MS) return;
  askedAt.set(key, now);
  for (const kind of new Set(panels.map((p) => p.kind))) void panelLoaders[kind]().catch(() => undefined);
  for (const panel of panels) for (const query of panelQueries(panel, unit, locale, now)) void client.prefetchQuery(query);
  const events = panels.filter((p): p is PanelOf<'events'> => p.kind === 'events');
  if (events.length > 0) {
    client
      .fetchQuery(calendarZoneQuery())
      .then((answer) => {
        for (const panel of events) void client.prefetchQuery(eventsQuery(panel, zoneOfSetting(answer), now));
      })
      .catch(() => undefined);
  }
  const live = panels.filter((p): p is PanelOf<'live'> => p.kind === 'live');
  if (live.length === 0) return;
  // Which products settle, and their exchanges' calendars, come with the product list (asked above, so shared).
  client
    .fetchQuery(productsQuery(locale))
    .then(({ data: products }) => {
      const settling = new Set(products.filter(productSettles).map(productKeyOf));
      for (const query of exchangeCalendarQueries(products)) void client.prefetchQuery(query);
      for (const panel of live) for (const query of liveSettleQueries(panel, unit, (k) => settling.has(k))) void client.prefetchQuery(query);
    })
    .catch(() => undefined);
}

/**
 * For a page component that knows its spec before it can draw it (it waits for strings or data first): asks the spec's
 * calls during render, with the unit and panels this user's kept layout will show. Asking during render is safe here:
 * prefetching is idempotent, and a render that suspends and runs again asks nothing twice (`AGAIN_AFTER_MS`).
 */
export function useAskPanelsAhead(spec: PageSpec | null | undefined): void {
  const client = useQueryClient();
  const { initialState } = useModel('@@initialState');
  if (!spec) return;
  const userId = initialState?.currentUser?.id;
  const layout = userId ? readLayout(userId, spec.id) : { panels: {} };
  askPanelsAhead(client, spec, { unit: unitOf(spec, layout), panels: drawnPanels(spec, layout), locale: getLocale() });
}
