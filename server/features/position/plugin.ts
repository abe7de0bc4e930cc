/**
 * Holdings (issue 21, docs/position.md): CFTC Commitments of Traders imports and views, and the exchanges' member
 * rankings (imports, the DEMO generator, a day's lists, net long of the top N, one member across contracts). Every
 * call is gated by the page's key (`auth_tool_calculator_position`); imports preview first and write every row or
 * none.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { chinaDate } from '../../infra/chinaDate';
import { recordAudit } from '../../infra/audit/auditLog';
import { apiError } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import type { PositionImportIssue } from '../../../common/contract/position';
import { parseCotFile } from './cotFile';
import { demoRankings } from './demoRankings';
import { parseRankingFile } from './rankingFile';
import {
  cotWeeks,
  listCotMarkets,
  memberLatestDay,
  memberRankings,
  rankingContracts,
  rankingDates,
  rankingMembers,
  rankingsOf,
  saveCotRows,
  saveRankings,
} from './store';
import { cotSeriesOf, memberRowsOf, netTopOf, rankingDayOf } from './views';

/** The refusal of a file with errors (or no rows): nothing is written. */
function refuse(errors: readonly PositionImportIssue[]): never {
  const first = errors[0];
  throw apiError('positionImportInvalid', `${errors.length} error(s)${first ? `; row ${first.row}: ${first.message}` : ''}`);
}

async function positionPlugin(app: FastifyInstance): Promise<void> {
  const now = () => app.config.now();

  registerEndpoint(app, '/v2/position/cot/preview', async ({ body }) => {
    const { all: _all, ...preview } = await parseCotFile(body);
    return preview;
  });
  registerEndpoint(app, '/v2/position/cot/import', async ({ user, body }) => {
    const parsed = await parseCotFile(body);
    if (parsed.errors.length > 0 || parsed.all.length === 0) refuse(parsed.errors);
    // The CFTC's files are the cftc data source's data: the import is one of its runs (history, last update, health).
    const written = await app.dataSourceRuns.recordImport('cftc', user.name || user.username, body.fileName, () =>
      saveCotRows(app.db, body.layout, parsed.all, now()),
    );
    await recordAudit(app.db, now(), user, 'position.cot.import', null, { file: body.fileName, layout: body.layout, rows: written.rows });
    return { written: written.rows };
  });
  registerEndpoint(app, '/v2/position/cot/markets', async () => listCotMarkets(app.db));
  registerEndpoint(app, '/v2/position/cot/series', async ({ body }) =>
    cotSeriesOf(body.layout, body.marketCode, body.lookback, await cotWeeks(app.db, body.layout, body.marketCode)),
  );

  registerEndpoint(app, '/v2/position/ranking/preview', async ({ body }) => {
    const { all: _all, ...preview } = await parseRankingFile(body);
    return preview;
  });
  registerEndpoint(app, '/v2/position/ranking/import', async ({ user, body }) => {
    const parsed = await parseRankingFile(body);
    if (parsed.errors.length > 0 || parsed.all.length === 0) refuse(parsed.errors);
    const rows = parsed.all.map(({ row: _row, ...r }) => ({ ...r, exchange: body.exchange, date: body.date, demo: false }));
    const written = await saveRankings(app.db, rows, now());
    await recordAudit(app.db, now(), user, 'position.ranking.import', null, { file: body.fileName, exchange: body.exchange, date: body.date, rows: written });
    return { written };
  });
  registerEndpoint(app, '/v2/position/ranking/demo', async ({ body }) => {
    const demo = demoRankings(app.reference, chinaDate(now()), body.days);
    const written = await saveRankings(app.db, demo.rows, now());
    return { written, contracts: demo.contracts, from: demo.from, to: demo.to };
  });
  registerEndpoint(app, '/v2/position/ranking/catalog', async () => ({
    contracts: await rankingContracts(app.db),
    members: await rankingMembers(app.db),
  }));
  registerEndpoint(app, '/v2/position/ranking/day', async ({ body }) => {
    const contract = body.contract.toUpperCase();
    const dates = await rankingDates(app.db, body.exchange, contract);
    const date = body.date ?? dates[0] ?? null;
    const rows = date ? await rankingsOf(app.db, body.exchange, contract, date) : [];
    return rankingDayOf(body.exchange, contract, rows.length > 0 ? date : null, dates, rows);
  });
  registerEndpoint(app, '/v2/position/ranking/netTop', async ({ body }) => {
    const contract = body.contract.toUpperCase();
    return { exchange: body.exchange, contract, points: netTopOf(await rankingsOf(app.db, body.exchange, contract)) };
  });
  registerEndpoint(app, '/v2/position/ranking/member', async ({ body }) => {
    const date = await memberLatestDay(app.db, body.member, body.date);
    return { member: body.member, date, rows: date ? memberRowsOf(await memberRankings(app.db, body.member, date)) : [] };
  });
}

export default fp(positionPlugin, { name: 'position', dependencies: ['reference', 'datasource'], decorators: { fastify: ['reference', 'dataSourceRuns'] } });
