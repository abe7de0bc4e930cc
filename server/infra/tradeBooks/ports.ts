/**
 * A trade book's net value for other features: a backtest can take a book as its input. Implemented and decorated
 * by the trade record feature (server/features/tradeRecord/); the type lives here so a consumer imports no feature.
 */
import type { TradeNav } from '../../../common/contract/tradeRecord';
import type { AuthUser } from '../auth/authUser';

export interface TradeBooks {
  /** The book's daily unit net value for its owner; another user's book is not found, a reader without the page's key is refused. */
  navOf(user: AuthUser, bookId: string, now: number): Promise<TradeNav>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Trade books: the trade record feature (server/features/tradeRecord/). */
    tradeBooks: TradeBooks;
  }
}
