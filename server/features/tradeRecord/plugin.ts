/**
 * The trade record calls (common/contract/tradeRecord.ts), gated by the page's key and scoped to the caller's own
 * books. Storage in server/features/tradeRecord/store.ts, the file import in tradesImport.ts, positions and NAV in valuation.ts.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { TRADE_BEFORE_START_KEY, type TradeFields } from '../../../common/contract/tradeRecord';
import { recordAudit } from '../../infra/audit/auditLog';
import { apiError, badRequest } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { resolveTradeInstrument } from './instrument';
import {
  createBook,
  createFlow,
  deleteFlow,
  deleteTrade,
  createTrade,
  importTrades,
  listBooks,
  listFlows,
  listTrades,
  requireBook,
  toTrade,
  tradeHistory,
  updateTrade,
} from './store';
import { parseTradesFile } from './tradesImport';
import type { TradeBooks } from '../../infra/tradeBooks/ports';
import { bookNavOf } from './bookNavOf';
import { bookPositions } from './valuation';

async function tradeRecordPlugin(app: FastifyInstance): Promise<void> {
  const now = () => app.config.now();
  // A backtest reads a book's net value through this decorator (server/infra/tradeBooks/ports.ts).
  const books: TradeBooks = { navOf: (user, bookId, at) => bookNavOf(app, user, bookId, at) };
  app.decorate('tradeBooks', books);

  /** The fields as stored (instrument upper-cased) and the trading date; a 400 naming the instrument when unknown. */
  /**
   * A fill counting to a day before the book's first day is refused (issue 18), as in the import: the NAV starts on
   * that day, so the trade would silently count nowhere. The user moves the trade or creates a book starting earlier.
   */
  const checked = (body: TradeFields, book: { start_date: string }): TradeFields & { tradingDate: string } => {
    const instrument = body.instrument.trim().toUpperCase();
    const resolved = resolveTradeInstrument(app.reference, instrument, body.time);
    if (!resolved) throw badRequest(`Unknown instrument ${instrument}`, { instrument: FIELD_ERROR_KEYS.invalid });
    if (resolved.tradingDate < book.start_date)
      throw badRequest(`The trade counts to ${resolved.tradingDate}, before the book's first day ${book.start_date}`, { time: TRADE_BEFORE_START_KEY });
    const { time, side, lots, price, fee, strategy, note } = body;
    return { time, instrument, side, lots, price, fee, strategy, note, tradingDate: resolved.tradingDate };
  };

  registerEndpoint(app, '/v2/tradeRecord/book/list', async ({ user }) => listBooks(app.db, user.id));
  registerEndpoint(app, '/v2/tradeRecord/book/create', async ({ user, body }) => createBook(app.db, user.id, now(), body));

  registerEndpoint(app, '/v2/tradeRecord/trade/list', async ({ user, body }) => {
    await requireBook(app.db, user.id, body.bookId);
    return listTrades(app.db, body.bookId);
  });
  registerEndpoint(app, '/v2/tradeRecord/trade/save', async ({ user, body }) => {
    const book = await requireBook(app.db, user.id, body.bookId);
    const fields = checked(body, book);
    if (body.id) return updateTrade(app.db, user, now(), body.bookId, body.id, fields, fields.tradingDate);
    const row = await createTrade(app.db, user, now(), body.bookId, fields);
    return toTrade(row);
  });
  registerEndpoint(app, '/v2/tradeRecord/trade/delete', async ({ user, body }) => {
    await deleteTrade(app.db, user, now(), body.id);
    return null;
  });
  registerEndpoint(app, '/v2/tradeRecord/trade/history', async ({ user, body }) => tradeHistory(app.db, user.id, body.id));

  registerEndpoint(app, '/v2/tradeRecord/trade/import/preview', async ({ user, body }) => {
    const book = await requireBook(app.db, user.id, body.bookId);
    return parseTradesFile(body, app.reference, { startDate: book.start_date });
  });
  registerEndpoint(app, '/v2/tradeRecord/trade/import/commit', async ({ user, body }) => {
    const book = await requireBook(app.db, user.id, body.bookId);
    const parsed = await parseTradesFile(body, app.reference, { startDate: book.start_date });
    if (parsed.errors.length > 0 || parsed.rows.length === 0) {
      const first = parsed.errors[0];
      throw apiError('tradeImportInvalid', `${parsed.errors.length} error(s)${first ? `; row ${first.row}: ${first.message}` : ''}`);
    }
    const written = await importTrades(app.db, user, now(), body.bookId, parsed.rows);
    await recordAudit(app.db, now(), user, 'trades.import', { id: book.id, name: book.name }, { file: body.fileName, rows: written });
    return { written };
  });

  registerEndpoint(app, '/v2/tradeRecord/flow/list', async ({ user, body }) => {
    await requireBook(app.db, user.id, body.bookId);
    return listFlows(app.db, body.bookId);
  });
  registerEndpoint(app, '/v2/tradeRecord/flow/create', async ({ user, body }) => {
    await requireBook(app.db, user.id, body.bookId);
    return createFlow(app.db, now(), body);
  });
  registerEndpoint(app, '/v2/tradeRecord/flow/delete', async ({ user, body }) => {
    await deleteFlow(app.db, user.id, body.id);
    return null;
  });

  registerEndpoint(app, '/v2/tradeRecord/positions', async ({ user, body }) => {
    await requireBook(app.db, user.id, body.bookId);
    return bookPositions(app, await listTrades(app.db, body.bookId), now());
  });
  registerEndpoint(app, '/v2/tradeRecord/nav', async ({ user, body }) => bookNavOf(app, user, body.bookId, now()));
}

export default fp(tradeRecordPlugin, { name: 'tradeRecord', dependencies: ['reference', 'marketData'], decorators: { fastify: ['reference', 'bars'] } });
