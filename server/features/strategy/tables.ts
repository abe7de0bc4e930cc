/** The strategy area's tables (migration 0008_strategy); part of server/schema.ts's Database. */

export interface StrategiesTable {
  id: string;
  name: string;
  description: string;
  /** JSON StrategyLeg[] (common/contract/strategy.ts). */
  legs_json: string;
  /** JSON StrategyRate[]. */
  rates_json: string;
  formula: string;
  unit: string;
  precision: number;
  owner_id: string | null;
  visibility: 'private' | 'roles' | 'everyone';
  roles_json: string;
  seed_key: string | null;
  created_at: number;
  updated_at: number;
}

export interface AlertRulesTable {
  id: string;
  user_id: string;
  target: string;
  kind: 'level' | 'zscore' | 'percentile';
  params_json: string;
  webhook_url: string | null;
  active: number;
  armed: number | null;
  /** Why the rule is suspended (a locale key: its owner may no longer read an input), null while it runs (0021). */
  suspended: string | null;
  created_at: number;
  updated_at: number;
}

export interface AlertEventsTable {
  id: string;
  rule_id: string;
  user_id: string;
  target: string;
  kind: 'level' | 'zscore' | 'percentile';
  ts: number;
  value: number;
  detail_json: string;
  webhook: string | null;
}

export interface StrategyTables {
  strategies: StrategiesTable;
  alert_rules: AlertRulesTable;
  alert_events: AlertEventsTable;
}
