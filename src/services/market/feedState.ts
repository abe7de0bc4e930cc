/**
 * The feeds' state (`/v2/feeds/state`: connected, age of the last tick, rate, normal gap): one poll, every five seconds
 * while the page is visible, shared by every view of it (the board's strip and stale marking, the /test card, the
 * contract page's feeds tab).
 */
import { useQuery } from '@tanstack/react-query';
import { apiQuery, dataOf } from '@/services/query';
import { FEED_STATE_PATH } from './paths';

export const FEED_STATE_POLL_MS = 5000;

/** Fresh for one poll period: a page that asked it ahead (askPanelsAhead.ts) is not asked again when its panels mount. */
export const feedStatesQuery = () => ({ ...apiQuery(FEED_STATE_PATH), staleTime: FEED_STATE_POLL_MS });

export const useFeedStates = () => useQuery({ ...feedStatesQuery(), select: dataOf, refetchInterval: FEED_STATE_POLL_MS, refetchIntervalInBackground: false });
