/** product/list, product/versions, product/addVersion and contract/list (docs/market-data/reference.md). */
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../infra/audit/auditLog';
import { fieldApiError, notFound } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import type { ReferenceStore } from './referenceData';
import { checkVersionFields, NAME_LOCALES, requireRealDate } from './validate';

const DEFAULT_LOCALE = 'zh-CN';

export function registerProductRoutes(app: FastifyInstance, store: ReferenceStore): void {
  registerEndpoint(app, '/v2/reference/product/list', ({ body }) => {
    // A BCP 47 extension (`ar-EG-u-nu-latn`, what the browser's Intl carries in Arabic) names the same language.
    const asked = body.locale?.split('-u-')[0];
    const locale = asked && (NAME_LOCALES as readonly string[]).includes(asked) ? asked : DEFAULT_LOCALE;
    return store
      .currentVersions()
      .map((v) => ({
        ...v,
        name: v.names[locale] ?? v.names[DEFAULT_LOCALE] ?? v.code,
        versions: store.versionsOf(v.exchange, v.code)?.length ?? 1,
      }))
      .sort((a, b) => a.exchange.localeCompare(b.exchange) || a.code.localeCompare(b.code));
  });

  registerEndpoint(app, '/v2/reference/product/versions', ({ body }) => {
    const versions = store.versionsOf(body.exchange, body.code);
    if (!versions) throw notFound('Product');
    return [...versions].reverse();
  });

  registerEndpoint(app, '/v2/reference/product/addVersion', async ({ body, user }) => {
    const versions = store.versionsOf(body.exchange, body.code);
    if (!versions) throw notFound('Product');
    checkVersionFields(body);
    const latest = versions[versions.length - 1];
    if (body.validFrom <= latest.validFrom) {
      throw fieldApiError('referenceValidFrom', 'validFrom', `validFrom must be after ${latest.validFrom}, the latest version's date`);
    }
    const now = app.config.now();
    // Kind and access key are the product's identity (docs/market-data.md fixes the keys): a version keeps them.
    const version = { ...body, kind: latest.kind, accessKey: latest.accessKey };
    return store.addVersion(version, user.username, now, (tx) =>
      recordAudit(
        tx,
        now,
        user,
        'reference.productVersion',
        { id: null, name: `${body.exchange}.${body.code}` },
        {
          validFrom: body.validFrom,
          previousValidFrom: latest.validFrom,
          lot: body.lot,
          tick: body.tick,
          note: body.versionNote,
        },
      ),
    );
  });

  registerEndpoint(app, '/v2/reference/contract/list', ({ body }) => {
    requireRealDate(body.date, 'date');
    const date = body.date ?? store.todayDate();
    if (!store.versionsOf(body.exchange, body.code)) throw notFound('Product');
    const spec = store.product(body.exchange, body.code, date);
    return { date, listingRule: spec?.listingRule ?? '', contracts: store.contracts(body.exchange, body.code, date) };
  });
}
