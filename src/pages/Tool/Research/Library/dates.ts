/**
 * Publication and effective dates are calendar days: stored as UTC midnight epoch ms and shown as the UTC date, so
 * a day picked in Shanghai or Cairo is the same day in every list (the list and the reader print the UTC date too).
 */
import dayjs, { type Dayjs } from 'dayjs';

export const utcDayOf = (d: Dayjs): number => Date.UTC(d.year(), d.month(), d.date());
export const pickerDayOf = (ms: number): Dayjs => dayjs(new Date(ms).toISOString().slice(0, 10));
export const dayText = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
