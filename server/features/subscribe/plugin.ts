/**
 * Subscriptions (common/contract/subscribe.ts, docs/builder.md "Subscriptions and home"): one panel of a published
 * report with its variables pinned, placed on the user's home. Reports are read through `app.reports` (the builder
 * feature), so every list and read re-checks the route and each series against the caller at that moment.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fillAddress } from '../../../common/builder/panelVariables';
import fp from 'fastify-plugin';
import type { BuilderVariables } from '../../../common/contract/builder';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { SUBSCRIBE_DEFAULT_WIDTH, SUBSCRIBE_MAX, type Subscription } from '../../../common/contract/subscribe';
import type { AuthUser } from '../../infra/auth/authUser';
import { badRequest, notFound } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import type { ReportOutline } from '../../infra/reports/ports';
import {
  addSubscription,
  arrange,
  countSubscriptions,
  findSubscription,
  listSubscriptions,
  removeSubscription,
  setVariables,
  type StoredSubscription,
} from './store';

/** Pinned values the page still declares (a variable removed from the page since is dropped, not an error). */
const declaredOnly = (pinned: BuilderVariables, declared: BuilderVariables): BuilderVariables =>
  Object.fromEntries(Object.entries(pinned).filter(([name]) => name in declared));

async function subscribePlugin(app: FastifyInstance): Promise<void> {
  const now = () => app.config.now();

  /** Titles as the caller may see them now: none for a report they lost or a panel removed from the page. */
  const withTitles = async (user: AuthUser, subs: StoredSubscription[]): Promise<Subscription[]> => {
    const outlines = new Map<string, Promise<ReportOutline | string>>();
    return Promise.all(
      subs.map(async (s) => {
        if (!outlines.has(s.slug)) outlines.set(s.slug, app.reports.outline(user, s.slug));
        const outline = await outlines.get(s.slug);
        const readable = typeof outline === 'object' ? outline : null;
        const title = readable?.panels.find((p) => p.id === s.panelId)?.title;
        // Its `{name}`s filled with the pinned values, as the report shows the panel (fillPanelVariables' rule).
        const values = readable ? { ...readable.variables, ...declaredOnly(s.variables, readable.variables) } : {};
        return { ...s, reportTitle: readable?.title ?? null, panelTitle: title === undefined ? null : fillAddress(title, values) };
      }),
    );
  };
  const owned = async (user: AuthUser, id: string) => {
    const found = await findSubscription(app.db, user.id, id);
    if (!found) throw notFound('Subscription');
    return found;
  };
  /** The values to pin: the report's (its defaults overridden by `variables`), after the reader and the panel are checked. */
  const pinnable = async (user: AuthUser, slug: string, panelId: string, variables: BuilderVariables | undefined) => {
    const report = await app.reports.spec(user, slug, variables, panelId);
    if (report.spec.panels.length === 0) throw badRequest('The report has no such panel', { panelId: FIELD_ERROR_KEYS.invalid });
    return report.values;
  };

  registerEndpoint(app, '/v2/subscribe/list', async ({ user }) => withTitles(user, await listSubscriptions(app.db, user.id)));

  registerEndpoint(app, '/v2/subscribe/add', async ({ user, body }) => {
    if ((await countSubscriptions(app.db, user.id)) >= SUBSCRIBE_MAX) throw badRequest(`At most ${SUBSCRIBE_MAX} subscriptions`);
    const values = await pinnable(user, body.slug, body.panelId, body.variables);
    const s = await addSubscription(
      app.db,
      { id: randomUUID(), userId: user.id, slug: body.slug, panelId: body.panelId, variables: values, w: SUBSCRIBE_DEFAULT_WIDTH },
      now(),
    );
    return (await withTitles(user, [s]))[0];
  });

  registerEndpoint(app, '/v2/subscribe/update', async ({ user, body }) => {
    const s = await owned(user, body.id);
    const values = await pinnable(user, s.slug, s.panelId, body.variables);
    await setVariables(app.db, user.id, s.id, values);
    return (await withTitles(user, [{ ...s, variables: values }]))[0];
  });

  registerEndpoint(app, '/v2/subscribe/remove', async ({ user, body }) => {
    if (!(await removeSubscription(app.db, user.id, body.id))) throw notFound('Subscription');
    return null;
  });

  registerEndpoint(app, '/v2/subscribe/layout', async ({ user, body }) => {
    const mine = new Set((await listSubscriptions(app.db, user.id)).map((s) => s.id));
    if (body.items.some((i) => !mine.has(i.id))) throw notFound('Subscription');
    await arrange(app.db, user.id, body.items);
    return withTitles(user, await listSubscriptions(app.db, user.id));
  });

  registerEndpoint(app, '/v2/subscribe/read', async ({ user, body }) => {
    const s = await owned(user, body.id);
    const [subscription] = await withTitles(user, [s]);
    const outline = await app.reports.outline(user, s.slug);
    if (typeof outline === 'string') return { subscription, report: null, withheld: outline };
    if (!outline.panels.some((p) => p.id === s.panelId)) return { subscription, report: null, withheld: 'unknown' as const };
    const report = await app.reports.spec(user, s.slug, declaredOnly(s.variables, outline.variables), s.panelId);
    return { subscription, report, withheld: null };
  });
}

export default fp(subscribePlugin, { name: 'subscribe', dependencies: ['builder'], decorators: { fastify: ['reports'] } });
