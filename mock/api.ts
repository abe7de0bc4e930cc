/**
 * The Umi mock entry (`max dev`; `max preview` loads it too): every request under /v1, /v2 and /__mock, whatever
 * its method, goes to the QA server, the real server application on an in-memory database with the QA accounts,
 * the scenario accounts and the /__mock/ controls (mock/README.md). Helpers live in mock/qa/, which .umirc.ts
 * keeps out of Umi's mock loading.
 */
import { API_PREFIXES } from '../common/contract/paths';
import { forwardTo } from './qa/forwardRequest';
import { qaServerOfThisLoad } from './qa/qaServer';

/** Umi's mock methods (a key without one means GET only). */
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;
/** The API, and the QA controls of the scenario plugin. */
const PREFIXES = [...API_PREFIXES, '/__mock/'];

const forward = forwardTo(qaServerOfThisLoad());

export default Object.fromEntries(PREFIXES.flatMap((prefix) => METHODS.map((method) => [`${method} ${prefix}(.*)`, forward])));
