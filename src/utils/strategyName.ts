/**
 * A strategy's name in the reader's language: a seeded strategy that still carries its seed's name (the server's
 * `seedKey`) reads `strategy.seed.<seedKey>` from the locale files; any other name is the user's own text.
 */
import type { Strategy } from '@common/contract/strategy';
import { hasMessage } from './i18n';

export function strategyName(s: Pick<Strategy, 'name' | 'seedKey'>, format: (id: string) => string): string {
  const key = s.seedKey ? `strategy.seed.${s.seedKey}` : null;
  return key && hasMessage(key) ? format(key) : s.name;
}
