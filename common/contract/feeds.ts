/**
 * Feeds (demo, replay, push), their state, publisher keys and the push endpoint (issue 9). Owner: server/feeds/, server/routes/feeds/.
 * Declare each call once here with `e(...)`; docs/market-data.md describes the area.
 */
import { e, type Endpoint } from './endpoint';

export const FEEDS_ENDPOINTS = [] as const satisfies readonly Endpoint[];
void e;
