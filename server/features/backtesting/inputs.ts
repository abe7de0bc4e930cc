/**
 * The body's rule and sizing as the domain's types: each kind's fields must be there (the contract keeps them
 * optional, server/features/backtesting's docs say why); a missing one answers `backtestInput` naming it (`rule.window`).
 */
import type { BacktestRule as RuleBody, RunBody } from '../../../common/contract/backtesting';
import type { BacktestRule, Sizing } from '../../../common/domain/backtest';
import { apiError } from '../../infra/http/apiError';

const missing = (field: string): never => {
  throw apiError('backtestInput', `${field} is needed`, { [field]: 'api.error.backtestInput' });
};
const need = (value: number | undefined, field: string): number => (value === undefined ? missing(field) : value);

export function ruleOf(rule: RuleBody | undefined): BacktestRule {
  if (!rule) return missing('rule');
  if (rule.kind === 'zScore') {
    return {
      kind: 'zScore',
      window: need(rule.window, 'rule.window'),
      entry: need(rule.entry, 'rule.entry'),
      exit: need(rule.exit, 'rule.exit'),
      stop: rule.stop ?? null,
    };
  }
  return { kind: 'maCross', fast: need(rule.fast, 'rule.fast'), slow: need(rule.slow, 'rule.slow') };
}

export function sizingOf(sizing: RunBody['sizing']): Sizing {
  if (sizing.kind === 'unit') return { kind: 'unit' };
  return { kind: 'lots', lots: need(sizing.lots, 'sizing.lots'), multiplier: need(sizing.multiplier, 'sizing.multiplier') };
}
