/** The contract configuration page's rows: the reference area's contract types (common/contract/reference.ts). */
export type {
  ContractRow,
  HolidayList,
  HolidayRow,
  HolidayYear,
  MonthMapping,
  ProductRow,
  ProductVersion,
  RateHistoryRow,
  RateRow,
} from '@common/contract/reference';

/** A product as the pickers name it: `SHFE.FU`. */
export type ProductKey = `${string}.${string}`;
