/**
 * Strategies (formula spreads), their preview and explanation, alerts and notifications (issue 9). Owner: server/strategy/, server/routes/strategy/.
 * Declare each call once here with `e(...)`; docs/market-data.md describes the area.
 */
import { e, type Endpoint } from './endpoint';

export const STRATEGY_ENDPOINTS = [] as const satisfies readonly Endpoint[];
void e;
