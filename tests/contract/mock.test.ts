/** The shared API contract against the mock (the Umi mock files served by mock/_lib/fastifyAdapter.ts). */
import { makeMockTarget } from './mockApp';
import { runContractSuite } from './suite';

runContractSuite('mock', makeMockTarget);
