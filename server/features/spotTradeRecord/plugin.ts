/**
 * The spot trade record (Platts Singapore Market-on-Close window; docs/spotTradeRecord.md): the records' store, the
 * specification's `/v1/setting/mocTrade/update` (moved here from the setting area, URL, body and answer unchanged),
 * hand entry, the CSV/Excel import and the window's statistics and Dubai partials convergences
 * (common/domain/mocWindow.ts). Every call is gated by the page's key (common/contract/spotTradeRecord.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DUBAI_CONVERGENCE_RULES, SPOT_TRADE_LIST_MAX_ROWS, SPOT_TRADE_MAX_RANGE_DAYS, type SpotTradeRange } from '../../../common/contract/spotTradeRecord';
import { counterpartyPairs, dubaiConvergences, firmActivity } from '../../../common/domain/mocWindow';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { recordAudit } from '../../infra/audit/auditLog';
import { apiError, badRequest } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { listSpotTrades, productsInRange, removeSpotTrade, saveSpotTrade, upsertMocTrades } from './store';
import { parseWindowFile } from './windowImport';

/** Records the statistics and the convergence counter read at most (a year of a busy window is far below). */
const STATS_MAX_ROWS = 50_000;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` naming a real day (the schema checks only the digits: 2025-02-30 passes it). */
function isCalendarDate(date: string): boolean {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === date;
}

/** Refuses a range whose end is before its start or that is longer than SPOT_TRADE_MAX_RANGE_DAYS (400, in the user's language). */
function checkRange({ from, to }: SpotTradeRange): void {
  for (const [field, date] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (!isCalendarDate(date)) throw badRequest(`${field}: ${date} is not a calendar date`, { [field]: FIELD_ERROR_KEYS.invalid });
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (!(days >= 1)) throw apiError('spotTradeRange', `The range ends (${to}) before it starts (${from})`, { to: 'api.error.spotTradeRange' });
  if (days > SPOT_TRADE_MAX_RANGE_DAYS)
    throw apiError('spotTradeRange', `The range is ${days} days; at most ${SPOT_TRADE_MAX_RANGE_DAYS}`, { from: 'api.error.spotTradeRange' });
}

async function spotTradeRecordPlugin(app: FastifyInstance): Promise<void> {
  const now = () => app.config.now();

  registerEndpoint(app, '/v1/setting/mocTrade/update', async ({ user, body }) => upsertMocTrades(app.db, body.records, user.username, now()));

  registerEndpoint(app, '/v2/spotTradeRecord/list', async ({ body }) => {
    checkRange(body);
    const [{ rows, truncated }, products] = await Promise.all([
      listSpotTrades(app.db, body, SPOT_TRADE_LIST_MAX_ROWS),
      productsInRange(app.db, body.from, body.to),
    ]);
    return { rows, truncated, products };
  });
  registerEndpoint(app, '/v2/spotTradeRecord/save', async ({ user, body }) => saveSpotTrade(app.db, body.id, body.record, user.username, now()));
  // Records are shared by every holder of the page key: a deletion is kept in the audit trail with what it removed.
  registerEndpoint(app, '/v2/spotTradeRecord/remove', async ({ user, body }) => {
    const { id, updatedAt: _at, updatedBy: _by, ...removed } = await removeSpotTrade(app.db, body.id);
    await recordAudit(app.db, now(), user, 'spotTrades.remove', { id, name: `${removed.date} ${removed.time} ${removed.product} ${removed.side}` }, removed);
    return null;
  });

  registerEndpoint(app, '/v2/spotTradeRecord/import/preview', async ({ body }) => parseWindowFile(body));
  registerEndpoint(app, '/v2/spotTradeRecord/import/commit', async ({ user, body }) => {
    const parsed = await parseWindowFile(body);
    if (parsed.errors.length > 0 || parsed.rows.length === 0) {
      const first = parsed.errors[0];
      throw apiError('spotTradeImportInvalid', `${parsed.errors.length} error(s)${first ? `; row ${first.row}: ${first.message}` : '; no rows'}`);
    }
    // One transaction (upsertMocTrades): every row or none.
    const written = await upsertMocTrades(
      app.db,
      parsed.rows.map(({ row: _row, ...record }) => record),
      user.username,
      now(),
    );
    await recordAudit(app.db, now(), user, 'spotTrades.import', null, { file: body.fileName, ...written });
    return written;
  });

  registerEndpoint(app, '/v2/spotTradeRecord/stats', async ({ body }) => {
    checkRange(body);
    const { rows, truncated } = await listSpotTrades(app.db, body, STATS_MAX_ROWS);
    const tradedVolume = rows.reduce((sum, r) => (r.side === 'trade' ? sum + r.volume : sum), 0);
    return { pairs: counterpartyPairs(rows), firms: firmActivity(rows), records: rows.length, tradedVolume, truncated };
  });

  registerEndpoint(app, '/v2/spotTradeRecord/convergence', async ({ body }) => {
    checkRange(body);
    const { rows, truncated } = await listSpotTrades(app.db, { ...body, instrument: 'partial', side: 'trade' }, STATS_MAX_ROWS);
    return { ...dubaiConvergences(rows, DUBAI_CONVERGENCE_RULES), truncated };
  });
}

export default fp(spotTradeRecordPlugin, { name: 'spotTradeRecord' });
