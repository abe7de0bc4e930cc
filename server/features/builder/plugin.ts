/**
 * The builder (common/contract/builder.ts, docs/builder.md): user-made pages with every save a version, library
 * components placed on pages (compRoutes.ts), the seeded example pages and their copies, routes that publish a page
 * at /report/<slug> for chosen users and roles, and the report as each reader may see it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PageSaveBody } from '../../../common/contract/builder';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import type { AuthUser } from '../../infra/auth/authUser';
import { apiError, badRequest, forbidden, notFound, withData } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import type { PanelSpec } from '../../../common/contract/pageSpec';
import { localeOf } from '../../infra/http/locale';
import { registerComponentRoutes } from './compRoutes';
import { findComponent, newestPanels } from './compStore';
import { canReadComponent } from './compVisibility';
import { copyTitle, seedExamplePages, titleIn } from './examples';
import { expandLibraryPanels } from './library';
import { storedSpecOf } from './pageInput';
import { reportPanels } from './report';
import { openReport, reportReader, reportSpec } from './reportSpec';
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
  storedVersion,
  removeRoute,
  saveRoute,
  setShared,
  slugsOfPage,
  toSummary,
} from './store';
import { componentIdsOf, isLibraryRef, type StoredPanel } from './storedSpec';
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

  /**
   * The newest panel of each component a save places. Placing a component needs the caller to read it (else 400
   * naming `panels`, the same whether it exists or not); a component the page already places (its newest version)
   * stays placeable, so a page's editor keeps a panel someone shared and then made private.
   */
  const placedComponents = async (user: AuthUser, input: PageSaveBody, alreadyPlaced: readonly string[]): Promise<Map<string, PanelSpec>> => {
    const ids = [...new Set(input.panels.flatMap((p) => (p.kind === 'library' ? [p.componentId] : [])))];
    for (const id of ids) {
      if (alreadyPlaced.includes(id)) continue;
      const c = await findComponent(app.db, id);
      if (!c || !canReadComponent(user, c)) throw badRequest('A library panel names no component you may read', { panels: FIELD_ERROR_KEYS.invalid });
    }
    const newest = await newestPanels(app.db, ids);
    return new Map([...newest].map(([id, c]) => [id, c.panel]));
  };

  registerEndpoint(app, '/v2/builder/page/save', async ({ user, body }) => {
    // The schema checked each panel's kind; TypeBox's mapped union is too wide for the compiler to see it.
    const input = body as PageSaveBody;
    if (body.id === undefined) {
      const spec = storedSpecOf(body.title, input, await placedComponents(user, input, []));
      const id = randomUUID();
      await createPage(app.db, { id, ownerId: user.id, title: body.title, spec }, now());
      return { id, version: 1 };
    }
    const page = await changeablePage(user, body.id);
    const current = Number(page.version);
    // A save must name the version it edits: without one it could overwrite a newer save unseen.
    if (body.version !== current) throw stale(current);
    const newest = await storedVersion(app.db, page.id, current);
    const spec = storedSpecOf(body.title, input, await placedComponents(user, input, newest ? componentIdsOf(newest.spec) : []));
    const version = await appendVersion(app.db, { id: page.id, from: current, title: body.title, spec, savedBy: user.id }, now());
    if (version === null) {
      const moved = await findPage(app.db, page.id);
      if (!moved) throw notFound('Page');
      throw stale(Number(moved.version));
    }
    return { id: page.id, version };
  });

  registerEndpoint(app, '/v2/builder/page/list', async ({ user, request }) => {
    const locale = localeOf(request.headers['accept-language']);
    return (await allPages(app.db)).filter((p) => canReadPage(user, p)).map((p) => toSummary({ ...p, title: titleIn(p, p.title, locale) }));
  });

  registerEndpoint(app, '/v2/builder/page/get', async ({ user, body, request }) => {
    const page = await readablePage(user, body.id);
    const found = await pageVersion(app.db, page, body.version);
    if (!found) throw notFound('Version');
    return { ...found, title: titleIn(page, found.title, localeOf(request.headers['accept-language'])) };
  });

  /**
   * An editable copy of a readable page (an example's, or any other), the caller's own at version 1, private, of the
   * newest version. Library panels stay library panels where the caller may read the component; the others are
   * copied as the component's panel today, so the copy never places a component its owner cannot open.
   */
  registerEndpoint(app, '/v2/builder/page/copy', async ({ user, body, request }) => {
    const page = await readablePage(user, body.id);
    const newest = await storedVersion(app.db, page.id, Number(page.version));
    if (!newest) throw notFound('Page');
    const { panels: drawn } = await expandLibraryPanels(app.db, newest.spec.panels);
    const panels: StoredPanel[] = [];
    for (const [i, p] of newest.spec.panels.entries()) {
      const c = isLibraryRef(p) ? await findComponent(app.db, p.componentId) : undefined;
      panels.push(isLibraryRef(p) && !(c && canReadComponent(user, c)) ? drawn[i] : p);
    }
    const locale = localeOf(request.headers['accept-language']);
    const id = randomUUID();
    const title = copyTitle(titleIn(page, newest.title, locale), locale);
    await createPage(app.db, { id, ownerId: user.id, title, spec: { ...newest.spec, panels } }, now());
    return { id, version: 1 };
  });

  registerEndpoint(app, '/v2/builder/page/versions', async ({ user, body }) => pageVersions(app.db, (await readablePage(user, body.id)).id));

  registerEndpoint(app, '/v2/builder/page/share', async ({ user, body, request }) => {
    const page = await changeablePage(user, body.id);
    const at = now();
    await setShared(app.db, page.id, body.shared, at);
    const title = titleIn(page, page.title, localeOf(request.headers['accept-language']));
    return toSummary({ ...page, title, shared: body.shared ? 1 : 0, updated_at: at });
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

  // An example page's title in the reader's language, as page/list gives it.
  const routesIn = async (request: { headers: { 'accept-language'?: string } }) => {
    const locale = localeOf(request.headers['accept-language']);
    return (await allRoutes(app.db)).map(({ pageSeedKey, ...r }) => ({ ...r, pageTitle: titleIn({ seed_key: pageSeedKey }, r.pageTitle, locale) }));
  };

  registerEndpoint(app, '/v2/builder/route/list', async ({ user, request }) => (await routesIn(request)).filter((r) => user.isAdmin || r.ownerId === user.id));

  registerEndpoint(app, '/v2/builder/route/remove', async ({ user, body }) => {
    const route = await findRoute(app.db, body.slug);
    if (!route || !canChangeRoute(user, route)) throw notFound('Route');
    await removeRoute(app.db, route.slug);
    return null;
  });

  registerEndpoint(app, '/v2/builder/report/list', async ({ user, request }) =>
    (await routesIn(request)).filter((r) => canReadReport(user, r)).map((r) => ({ slug: r.slug, title: r.pageTitle })),
  );

  registerEndpoint(app, '/v2/builder/report/get', async ({ user, body, request }) => {
    // The route, the reader, the page's newest version and the values, checked as report/spec checks them.
    const { page, latest, values } = await openReport(app.db, user, body.slug, body.variables);
    const title = titleIn(page, latest.title, localeOf(request.headers['accept-language']));
    return { title, version: latest.version, panels: await reportPanels(app.series, user, latest.panels, values, now()) };
  });

  registerComponentRoutes(app);

  // The example pages are reference data: stored on a fresh database, and added on later starts when missing.
  app.addHook('onReady', async () => {
    await seedExamplePages(app.db, now());
  });

  // The report as a page spec for <PageView> (reportSpec.ts), and the same reading for subscriptions and digests.
  registerEndpoint(app, '/v2/builder/report/spec', async ({ user, body }) => reportSpec(app.db, app.series, user, body.slug, body.variables, now()));
  app.decorate('reports', reportReader(app.db, app.series, now));
}

export default fp(builderPlugin, { name: 'builder', dependencies: ['marketData', 'strategy'], decorators: { fastify: ['series'] } });
