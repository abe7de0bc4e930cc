/**
 * The builder (common/contract/builder.ts, docs/builder.md): user-made pages with every save a version, routes that
 * publish a page at /report/<slug> for chosen users and roles, and the report as each reader may see it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BuilderVariables, PageSaveBody } from '../../../common/contract/builder';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import type { AuthUser } from '../../infra/auth/authUser';
import { apiError, badRequest, forbidden, notFound, withData } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { storedSpecOf } from './pageInput';
import { reportPanels } from './report';
import { reportReader, reportSpec } from './reportSpec';
import {
  allPages,
  allRoutes,
  appendVersion,
  createPage,
  findPage,
  findRoute,
  pageVersion,
  pageVersions,
  removePage,
  removeRoute,
  saveRoute,
  setShared,
  slugsOfPage,
  toSummary,
} from './store';
import { canChangePage, canChangeRoute, canReadPage, canReadReport } from './visibility';

const stale = (current: number) => withData('builderVersionConflict', `The page is at version ${current}`, { currentVersion: current });

async function builderPlugin(app: FastifyInstance): Promise<void> {
  const now = () => app.config.now();

  /** A page the user may read, else notFound (an unreadable page is never revealed). */
  const readablePage = async (user: AuthUser, id: string) => {
    const page = await findPage(app.db, id);
    if (!page || !canReadPage(user, page)) throw notFound('Page');
    return page;
  };
  const changeablePage = async (user: AuthUser, id: string) => {
    const page = await readablePage(user, id);
    if (!canChangePage(user, page)) throw forbidden('Only the page’s owner or an administrator changes it');
    return page;
  };

  registerEndpoint(app, '/v2/builder/page/save', async ({ user, body }) => {
    // The schema checked each panel against its kind; TypeBox's mapped union is too wide for the compiler to see it.
    const spec = storedSpecOf(body.title, body as PageSaveBody);
    if (body.id === undefined) {
      const id = randomUUID();
      await createPage(app.db, { id, ownerId: user.id, title: body.title, spec }, now());
      return { id, version: 1 };
    }
    const page = await changeablePage(user, body.id);
    const current = Number(page.version);
    // A save must name the version it edits: without one it could overwrite a newer save unseen.
    if (body.version !== current) throw stale(current);
    const version = await appendVersion(app.db, { id: page.id, from: current, title: body.title, spec, savedBy: user.id }, now());
    if (version === null) {
      const moved = await findPage(app.db, page.id);
      if (!moved) throw notFound('Page');
      throw stale(Number(moved.version));
    }
    return { id: page.id, version };
  });

  registerEndpoint(app, '/v2/builder/page/list', async ({ user }) => (await allPages(app.db)).filter((p) => canReadPage(user, p)).map(toSummary));

  registerEndpoint(app, '/v2/builder/page/get', async ({ user, body }) => {
    const found = await pageVersion(app.db, await readablePage(user, body.id), body.version);
    if (!found) throw notFound('Version');
    return found;
  });

  registerEndpoint(app, '/v2/builder/page/versions', async ({ user, body }) => pageVersions(app.db, (await readablePage(user, body.id)).id));

  registerEndpoint(app, '/v2/builder/page/share', async ({ user, body }) => {
    const page = await changeablePage(user, body.id);
    const at = now();
    await setShared(app.db, page.id, body.shared, at);
    return toSummary({ ...page, shared: body.shared ? 1 : 0, updated_at: at });
  });

  registerEndpoint(app, '/v2/builder/page/remove', async ({ user, body }) => {
    const page = await changeablePage(user, body.id);
    const slugs = await slugsOfPage(app.db, page.id);
    if (slugs.length) throw apiError('conflict', `The page is published at ${slugs.map((s) => `/report/${s}`).join(', ')}; unpublish it first`);
    await removePage(app.db, page.id);
    return null;
  });

  registerEndpoint(app, '/v2/builder/route/save', async ({ user, body }) => {
    // Publishing needs the page readable by the publisher (shared, own, or an administrator).
    const page = await findPage(app.db, body.pageId);
    if (!page || !canReadPage(user, page)) throw badRequest('No such page', { pageId: FIELD_ERROR_KEYS.invalid });
    const existing = await findRoute(app.db, body.slug);
    if (existing && !canChangeRoute(user, existing)) throw apiError('conflict', `/report/${body.slug} is published by someone else`);
    await saveRoute(
      app.db,
      { slug: body.slug, pageId: page.id, ownerId: existing?.ownerId ?? user.id, users: body.users ?? [], roles: body.roles ?? [] },
      now(),
    );
    return { slug: body.slug };
  });

  registerEndpoint(app, '/v2/builder/route/list', async ({ user }) => (await allRoutes(app.db)).filter((r) => user.isAdmin || r.ownerId === user.id));

  registerEndpoint(app, '/v2/builder/route/remove', async ({ user, body }) => {
    const route = await findRoute(app.db, body.slug);
    if (!route || !canChangeRoute(user, route)) throw notFound('Route');
    await removeRoute(app.db, route.slug);
    return null;
  });

  registerEndpoint(app, '/v2/builder/report/list', async ({ user }) =>
    (await allRoutes(app.db)).filter((r) => canReadReport(user, r)).map((r) => ({ slug: r.slug, title: r.pageTitle })),
  );

  registerEndpoint(app, '/v2/builder/report/get', async ({ user, body }) => {
    const route = await findRoute(app.db, body.slug);
    if (!route) throw notFound('Report');
    if (!canReadReport(user, route)) throw forbidden(`You may not read /report/${body.slug}`);
    const page = await findPage(app.db, route.pageId);
    const latest = page && (await pageVersion(app.db, page));
    if (!latest) throw notFound('Report');
    const unknown = Object.keys(body.variables ?? {}).filter((name) => !(name in latest.variables));
    if (unknown.length) throw badRequest(`The report has no variable ${unknown.join(', ').slice(0, 200)}`, { variables: FIELD_ERROR_KEYS.invalid });
    const values: BuilderVariables = { ...latest.variables, ...body.variables };
    return { title: latest.title, version: latest.version, panels: await reportPanels(app.series, user, latest.panels, values, now()) };
  });

  // The report as a page spec for <PageView> (reportSpec.ts), and the same reading for subscriptions and digests.
  registerEndpoint(app, '/v2/builder/report/spec', async ({ user, body }) => reportSpec(app.db, app.series, user, body.slug, body.variables, now()));
  app.decorate('reports', reportReader(app.db, app.series, now));
}

export default fp(builderPlugin, { name: 'builder', dependencies: ['marketData', 'strategy'], decorators: { fastify: ['series'] } });
