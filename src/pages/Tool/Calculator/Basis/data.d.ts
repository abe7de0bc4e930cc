/** View models of the basis page (API types come from @common/contract/calculators and marketData). */
export type { BasisRow, BasisSummary, TermBasisRow } from './basisView';

export interface BasisSettings {
  spot: string | null;
  futures: string | null;
  /** Years of history shown and used for the percentile. */
  years: number;
}
