/**
 * The builder's library components (`/v2/builder/comp/*`, key `auth_list_comp`; docs/builder.md, "Components"): one
 * panel stored once, every save a version (compare and set, as pages), placed on any number of pages as a library
 * panel, shared on the one visibility model, not removed while a page's newest version places it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ComponentSaveBody, ComponentVersion } from '../../../common/contract/builder';
import type { AuthUser } from '../../infra/auth/authUser';
import { apiError, forbidden, notFound, withData } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { localeOf } from '../../infra/http/locale';
import {
  allComponents,
  appendComponentVersion,
  componentVersion,
  componentVersions,
  createComponent,
  findComponent,
  pagesPlacing,
  removeComponent,
  setComponentShared,
  toComponentSummary,
  useCounts,
} from './compStore';
import { canChangeComponent, canReadComponent } from './compVisibility';
import { titleIn } from './examples';
import { storedComponentPanel } from './pageInput';
import { canReadPage } from './visibility';

const stale = (current: number) => withData('builderVersionConflict', `The component is at version ${current}`, { currentVersion: current });

export function registerComponentRoutes(app: FastifyInstance): void {
  const now = () => app.config.now();

  /** A component the user may read, else notFound (an unreadable component is never revealed). */
  const readable = async (user: AuthUser, id: string) => {
    const c = await findComponent(app.db, id);
    if (!c || !canReadComponent(user, c)) throw notFound('Component');
    return c;
  };
  const changeable = async (user: AuthUser, id: string) => {
    const c = await readable(user, id);
    if (!canChangeComponent(user, c)) throw forbidden('Only the component’s owner or an administrator changes it');
    return c;
  };

  registerEndpoint(app, '/v2/builder/comp/save', async ({ user, body }) => {
    const { panel: input, title } = body as ComponentSaveBody;
    const panel = storedComponentPanel(title, input);
    if (body.id === undefined) {
      const id = randomUUID();
      await createComponent(app.db, { id, ownerId: user.id, title, panel }, now());
      return { id, version: 1 };
    }
    const c = await changeable(user, body.id);
    const current = Number(c.version);
    // As page/save: a save names the version it edits, else it could overwrite a newer save unseen.
    if (body.version !== current) throw stale(current);
    const version = await appendComponentVersion(app.db, { id: c.id, from: current, title, panel, savedBy: user.id }, now());
    if (version === null) {
      const moved = await findComponent(app.db, c.id);
      if (!moved) throw notFound('Component');
      throw stale(Number(moved.version));
    }
    return { id: c.id, version };
  });

  registerEndpoint(app, '/v2/builder/comp/list', async ({ user }) => {
    const [all, counts] = await Promise.all([allComponents(app.db), useCounts(app.db)]);
    return all.filter((c) => canReadComponent(user, c)).map((c) => toComponentSummary(c, counts.get(c.id) ?? 0));
  });

  registerEndpoint(app, '/v2/builder/comp/get', async ({ user, body, request }): Promise<ComponentVersion> => {
    const c = await readable(user, body.id);
    const found = await componentVersion(app.db, c.id, body.version ?? Number(c.version));
    if (!found) throw notFound('Version');
    const pages = await pagesPlacing(app.db, c.id);
    const locale = localeOf(request.headers['accept-language']);
    return {
      id: c.id,
      title: found.title,
      version: found.version,
      latest: Number(c.version),
      panel: found.panel,
      ownerId: c.owner_id,
      shared: Number(c.shared) === 1,
      savedBy: found.savedBy,
      savedAt: found.savedAt,
      // Pages the caller may not read are counted, never named.
      usedBy: pages.filter((p) => canReadPage(user, p)).map((p) => ({ pageId: p.id, title: titleIn(p, p.title, locale) })),
      usedByCount: pages.length,
    };
  });

  registerEndpoint(app, '/v2/builder/comp/versions', async ({ user, body }) => componentVersions(app.db, (await readable(user, body.id)).id));

  registerEndpoint(app, '/v2/builder/comp/share', async ({ user, body }) => {
    const c = await changeable(user, body.id);
    const at = now();
    await setComponentShared(app.db, c.id, body.shared, at);
    const used = (await useCounts(app.db)).get(c.id) ?? 0;
    return toComponentSummary({ ...c, shared: body.shared ? 1 : 0, updated_at: at }, used);
  });

  registerEndpoint(app, '/v2/builder/comp/remove', async ({ user, body }) => {
    const c = await changeable(user, body.id);
    const used = await removeComponent(app.db, c.id);
    if (used > 0) throw apiError('builderComponentInUse', `${used} page(s) place the component; take it off them first`);
    return null;
  });
}
