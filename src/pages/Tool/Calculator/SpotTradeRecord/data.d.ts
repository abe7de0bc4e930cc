/** View types of the spot trade record page (API types come from @common/contract/spotTradeRecord). */
import type { Dayjs } from 'dayjs';
import type { MocTradeRecord } from '@common/contract/spotTradeRecord';

/** The record form's values: the record with its date as a picker value and every text as typed. */
export type RecordFormValues = Omit<MocTradeRecord, 'date'> & { date: Dayjs };
