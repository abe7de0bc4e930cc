/**
 * The shared API contract against the mock as `max dev` serves it (Umi's loader and mock middleware: umiMockTarget.ts):
 * every call's success answer and the flows. The access matrix and bad-input rules belong to the server the mock
 * mounts and run once, in server.test.ts.
 */
import { runContractSuite } from './suite';
import { makeUmiMockTarget } from './umiMockTarget';

runContractSuite('mock (Umi mock entry)', makeUmiMockTarget, { serverRules: false });
