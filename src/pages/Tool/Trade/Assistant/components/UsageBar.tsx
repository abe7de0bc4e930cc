/**
 * The caller's usage today (`/v2/assistant/usage`, refreshed after each turn): tokens against the daily limit and,
 * when administrators set prices, today's cost against the daily cost limit in the pricing's currency. The bar shows
 * the share of the tighter of the two limits (the one that ends the allowance first, as `remainingTokens` does).
 */
import { useIntl } from '@umijs/max';
import { Progress, Space, Typography } from 'antd';
import type { AssistantUsage } from '@common/contract/assistant';

/** Share used of a limit, 0-100; a limit of 0 counts as used up. */
const shareOf = (used: number, limit: number) => (limit > 0 ? Math.min(100, (used / limit) * 100) : 100);

/**
 * Which limit ended today's allowance, or null while tokens are left: the cost limit when the token limit is not what
 * ran out (the allowance can end just short of the cost limit, since what is left is counted at the dearer price).
 */
export function limitReached(usage: AssistantUsage): 'tokens' | 'cost' | null {
  if (usage.remainingTokens > 0) return null;
  const costLimited = usage.costUsed !== null && usage.dailyCostLimit !== null;
  return costLimited && usage.tokensUsed < usage.dailyTokenLimit ? 'cost' : 'tokens';
}

export default function UsageBar({ usage }: { usage: AssistantUsage }) {
  const intl = useIntl();
  const n = (value: number) => intl.formatNumber(value);
  const { currency, costUsed, dailyCostLimit } = usage;
  const priced = currency !== null && costUsed !== null;
  // A cost below a cent would read as 0.00: it keeps up to four decimals, so a day's first small turn shows.
  const money = (value: number) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: currency ?? 'CNY',
      minimumFractionDigits: 2,
      maximumFractionDigits: value > 0 && value < 0.01 ? 4 : 2,
    });
  const costLimited = priced && dailyCostLimit !== null;
  const percent = Math.max(shareOf(usage.tokensUsed, usage.dailyTokenLimit), costLimited ? shareOf(costUsed, dailyCostLimit) : 0);
  return (
    <Space size="middle" wrap data-testid="assistant-usage">
      <Typography.Text>
        {intl.formatMessage(
          { id: 'assistant.usage' },
          { used: n(usage.tokensUsed), limit: n(usage.dailyTokenLimit), remaining: n(usage.remainingTokens), turns: n(usage.turns), day: usage.day },
        )}
      </Typography.Text>
      {priced ? (
        <Typography.Text data-testid="assistant-cost">
          {costLimited
            ? intl.formatMessage({ id: 'assistant.usage.cost' }, { used: money(costUsed), limit: money(dailyCostLimit) })
            : intl.formatMessage({ id: 'assistant.usage.costNoLimit' }, { used: money(costUsed) })}
        </Typography.Text>
      ) : null}
      <Progress
        percent={Math.round(percent)}
        size="small"
        style={{ width: 160, margin: 0 }}
        status={usage.remainingTokens <= 0 ? 'exception' : 'normal'}
        aria-label={intl.formatMessage({ id: costLimited ? 'assistant.usage.label.tighter' : 'assistant.usage.label' })}
      />
    </Space>
  );
}
