/** The shared API contract against the mock as `max dev` serves it (Umi's loader and mock middleware: umiMockTarget.ts). */
import { runContractSuite } from './suite';
import { makeUmiMockTarget } from './umiMockTarget';

runContractSuite('mock (Umi mock entry)', makeUmiMockTarget);
