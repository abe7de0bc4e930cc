/**
 * The desk's date: the desk and the exchanges whose rates it keeps work on Asia/Shanghai time, so dated settings and
 * reference data take effect by China date (settings' getConfigValue and the reference data's "in force today").
 */
import { dayKey } from '../../common/domain/zonedTime';

export const chinaDate = (epochMs: number): string => dayKey(epochMs, 'Asia/Shanghai');
