/**
 * One book's daily unit net value for its owner: what `/v2/tradeRecord/nav` answers, and what a backtest reads when
 * its input is a book (server/features/backtesting/series.ts). Another user's book is not found; a caller without the trade
 * record page's key is refused, whichever page asks.
 */
import type { FastifyInstance } from 'fastify';
import type { TradeNav } from '../../../common/contract/tradeRecord';
import type { AuthUser } from '../../infra/auth/authUser';
import { allows } from '../../infra/auth/routeAccess';
import { apiError } from '../../infra/http/apiError';
import { listFlows, listTrades, requireBook } from './store';
import { bookNav } from './valuation';

export const TRADE_RECORD_ACCESS = 'auth_tool_trade_record';

export async function bookNavOf(app: FastifyInstance, user: AuthUser, bookId: string, now: number): Promise<TradeNav> {
  if (!allows(user, TRADE_RECORD_ACCESS)) throw apiError('forbidden', 'Books need the trade records page');
  const book = await requireBook(app.db, user.id, bookId);
  const [trades, flows] = await Promise.all([listTrades(app.db, bookId), listFlows(app.db, bookId)]);
  return bookNav(app, { initialCash: Number(book.initial_cash), startDate: book.start_date }, trades, flows, now);
}
