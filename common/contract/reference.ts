/**
 * Products, contract specifications with dated versions, contract months, month mappings and dated reference rates (issue 9). Owner: server/reference/, server/routes/reference/.
 * Declare each call once here with `e(...)`; docs/market-data.md describes the area.
 */
import { e, type Endpoint } from './endpoint';

export const REFERENCE_ENDPOINTS = [] as const satisfies readonly Endpoint[];
void e;
