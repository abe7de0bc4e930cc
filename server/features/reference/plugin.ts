/**
 * The reference area (issue 9, docs/market-data/reference.md): products and their dated versions, contract months,
 * month mappings, dated reference rates and exchange holiday calendars (issue 18) under /v2/reference/.
 *
 * `app.reference` is set here at registration, so later areas may keep the reference at theirs; its cache
 * is filled in this plugin's onReady hook (seed what is missing, then load). Fastify runs onReady hooks in
 * registration order and this area registers first (server/features/index.ts), so every other area's onReady
 * (feeds starting, the engine reading specs) sees the loaded reference.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordAudit } from '../../infra/audit/auditLog';
import { registerEndpoint } from '../../infra/http/endpoint';
import { chinaDate } from '../../infra/chinaDate';
import { ReferenceStore } from './referenceData';
import { seedReference } from './seed';
import { registerProductRoutes } from './productRoutes';
import { registerRateRoutes } from './rateRoutes';
import { registerHolidayRoutes } from './holidayRoutes';

async function referencePlugin(app: FastifyInstance): Promise<void> {
  const store = new ReferenceStore(app.db, () => chinaDate(app.config.now()));
  app.decorate('reference', store);

  registerProductRoutes(app, store);
  registerRateRoutes(app, store);
  registerHolidayRoutes(app, store);

  registerEndpoint(app, '/v2/reference/mapping/list', () => store.mappingList());
  registerEndpoint(app, '/v2/reference/mapping/set', async ({ body, user }) => {
    const now = app.config.now();
    const previous = store.mappingList().find((m) => m.from === body.from && m.to === body.to);
    return store.setMapping(body, user.username, now, (tx) =>
      recordAudit(
        tx,
        now,
        user,
        'reference.mapping',
        { id: null, name: `${body.from} > ${body.to}` },
        { offset: body.offset, previous: previous?.offset ?? null, note: body.note },
      ),
    );
  });

  app.addHook('onReady', async () => {
    await seedReference(app.db, app.config.now());
    await store.load();
  });
}

export default fp(referencePlugin, { name: 'reference' });
