/** The strategy page's shapes: the contract's records, and the editor's form values. */
import type { Strategy, StrategyLeg, StrategyRate, Visibility } from '@common/contract/strategy';

export type { Strategy, StrategyLeg, StrategyRate, Visibility };

/** Which strategies the list shows. */
export type Scope = 'all' | 'mine' | 'shared' | 'seeded';

/** The editor's values (a new strategy has no id; a copy starts from another's values without one). */
export interface StrategyForm {
  id?: string;
  name: string;
  description: string;
  legs: { alias: string; instrument: string; mapFrom?: string | null }[];
  rates: StrategyRate[];
  formula: string;
  unit: string;
  precision: number;
  visibility: Visibility;
  roles: string[];
}
