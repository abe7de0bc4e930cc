/**
 * Every mock file, for serving the mock outside Umi (fastifyAdapter.ts). Umi itself globs mock/*.ts;
 * tests/contract/umiMockFiles.test.ts checks that this list and Umi's agree.
 */
import control from '../control';
import finData from '../finData';
import oss from '../oss';
import setting from '../setting';
import user from '../user';

export const MOCK_FILES = { user, setting, oss, finData, control } as const;

export const allMocks = (): Record<string, unknown> => Object.assign({}, ...Object.values(MOCK_FILES));
