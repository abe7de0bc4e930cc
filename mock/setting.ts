/** Mock of the settings calls (/v1/setting/*): configuration values, health, diagnostics, versions, MOC records. */
import { defineMock } from '@umijs/max';
import type { ConfigValueBody, MocTradeRecord, MocTradeUpdateBody, VersionRecord, VersionSetBody } from '../common/contract/setting';
import { addAudit } from './_lib/audit';
import { configValues } from './_lib/configValues';
import { endpointMocks, versionFor, type EndpointContext } from './_lib/endpoint';
import { newestFirst, pageOf } from './_lib/paging';
import { nextId } from './_lib/state';

const MOCK_STORAGE = 'mock (in-memory)';

/** Natural key of a Market-on-Close record (the server upserts on the same fields). */
const mocTradeKey = (r: MocTradeRecord) => [r.date, r.product, r.side, r.time, r.buyer ?? '', r.seller ?? '', r.price].join('|');

export default defineMock(
  endpointMocks({
    '/v1/setting/getConfigValue': (ctx: EndpointContext<ConfigValueBody>) => configValues(ctx.body.keys),

    '/v1/setting/healthyCheck': (ctx) => {
      const now = Date.now();
      return { ok: true, database: MOCK_STORAGE, uptimeSeconds: Math.max(0, (now - ctx.state.startedAt) / 1000), time: now };
    },

    '/v1/setting/test': (ctx) => ({
      time: Date.now(),
      userId: ctx.user!.id,
      username: ctx.user!.username,
      role: ctx.user!.role,
      database: MOCK_STORAGE,
      storage: MOCK_STORAGE,
      node: process.version,
    }),

    '/v1/setting/version': (ctx) => {
      const version = versionFor(ctx.state, ctx.user);
      const record = newestFirst(ctx.state.versions, (v) => v.createdAt).find((v) => v.version === version);
      return { version, publishedAt: record?.createdAt ?? null };
    },

    '/v1/setting/version/set': (ctx: EndpointContext<VersionSetBody>) => {
      const record: VersionRecord = {
        id: nextId(ctx.state, 'version'),
        version: ctx.body.version,
        note: ctx.body.note ?? '',
        authorId: ctx.user!.id,
        authorName: ctx.user!.username,
        createdAt: Date.now(),
      };
      ctx.state.versions.push(record);
      ctx.state.version = record.version; // every later envelope carries it
      addAudit(ctx.state, ctx.user, 'version.set', null, { version: record.version });
      return record;
    },

    '/v1/setting/version/updateHistory': (ctx: EndpointContext<{ current?: number; pageSize?: number }>) =>
      pageOf(newestFirst(ctx.state.versions, (v) => v.createdAt), ctx.body),

    '/v1/setting/mocTrade/update': (ctx: EndpointContext<MocTradeUpdateBody>) => {
      let inserted = 0;
      let updated = 0;
      for (const record of ctx.body.records) {
        const key = mocTradeKey(record);
        if (ctx.state.mocTrades.has(key)) updated += 1;
        else inserted += 1;
        ctx.state.mocTrades.set(key, record);
      }
      return { inserted, updated };
    },
  }),
);
