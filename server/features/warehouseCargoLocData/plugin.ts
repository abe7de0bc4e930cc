/**
 * Warehouse and cargo locations (common/contract/warehouseCargoLocData.ts; docs/warehouseCargoLocData.md): exchange
 * warehouse receipts stored per exchange, product, warehouse and day, read as daily series with changes
 * (common/domain/warehouseReceipts.ts), imported from CSV / Excel all or nothing, or filled by the demo generator.
 * The page's cargo flows are the spec's kpler/* calls, answered by the data-source feature (which imports the
 * Kpler exports) and gated by this page's key in the contract. A product's total is also a series by address
 * (`wr:<EXCHANGE>:<product>`, receiptScheme.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { RECEIPT_SERIES_MAX_DAYS } from '../../../common/contract/warehouseCargoLocData';
import { receiptsByWarehouse, receiptTotals } from '../../../common/domain/warehouseReceipts';
import { recordAudit } from '../../infra/audit/auditLog';
import { apiError, badRequest, notFound } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { demoReceipts } from './demoReceipts';
import { parseReceiptFile } from './receiptFile';
import { receiptScheme } from './receiptScheme';
import { listReceiptProducts, readReceipts, writeDemoReceipts, writeImportedReceipts } from './store';

const DAY_MS = 86_400_000;

/** A real calendar day (2025-02-30 is not one). */
const isDay = (s: string) => {
  const t = Date.parse(`${s}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === s;
};

async function warehouseCargoLocDataPlugin(app: FastifyInstance): Promise<void> {
  const now = () => app.config.now();
  app.series.register('wr', receiptScheme(app.db));

  registerEndpoint(app, '/v2/warehouseCargoLocData/receipt/products', async () => listReceiptProducts(app.db));

  registerEndpoint(app, '/v2/warehouseCargoLocData/receipt/series', async ({ body }) => {
    for (const f of ['from', 'to'] as const) {
      const v = body[f];
      if (v !== undefined && !isDay(v)) throw badRequest(`${f} "${v}" is not a calendar day`, { [f]: FIELD_ERROR_KEYS.invalid });
    }
    if (body.from && body.to) {
      if (body.from > body.to) throw badRequest('from must not be after to', { to: FIELD_ERROR_KEYS.outOfRange });
      if ((Date.parse(body.to) - Date.parse(body.from)) / DAY_MS + 1 > RECEIPT_SERIES_MAX_DAYS) {
        throw badRequest(`A series covers at most ${RECEIPT_SERIES_MAX_DAYS} days`, { to: FIELD_ERROR_KEYS.outOfRange });
      }
    }
    const stored = await readReceipts(app.db, body);
    if (!stored) throw notFound('Warehouse receipts');
    return {
      exchange: body.exchange,
      product: body.product,
      unit: stored.unit,
      demo: stored.demo,
      total: receiptTotals(stored.rows),
      warehouses: receiptsByWarehouse(stored.rows),
    };
  });

  registerEndpoint(app, '/v2/warehouseCargoLocData/receipt/import/preview', async ({ body }) => parseReceiptFile(body));

  registerEndpoint(app, '/v2/warehouseCargoLocData/receipt/import/commit', async ({ user, body }) => {
    const parsed = await parseReceiptFile(body);
    if (parsed.errors.length > 0 || parsed.rows.length === 0) {
      const first = parsed.errors[0];
      throw apiError('receiptImportInvalid', `${parsed.errors.length} error(s)${first ? `; row ${first.row}: ${first.message}` : ''}`);
    }
    const figures = parsed.rows.map((r) => ({
      exchange: r.exchange,
      product: r.product,
      warehouse: r.warehouse,
      day: r.date,
      receipts: r.receipts,
      unit: r.unit,
    }));
    const written = await writeImportedReceipts(app.db, figures, now(), user.username);
    await recordAudit(app.db, now(), user, 'warehouseReceipts.import', null, { file: body.fileName, rows: written });
    return { written };
  });

  registerEndpoint(app, '/v2/warehouseCargoLocData/receipt/demo', async ({ user }) => ({
    written: await writeDemoReceipts(app.db, demoReceipts(now()), now(), user.username),
  }));
}

export default fp(warehouseCargoLocDataPlugin, { name: 'warehouseCargoLocData', dependencies: ['marketData'], decorators: { fastify: ['series'] } });
