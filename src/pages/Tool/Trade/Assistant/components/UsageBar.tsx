/** The caller's tokens today against the daily limit (`/v2/assistant/usage`, refreshed after each turn). */
import { useIntl } from '@umijs/max';
import { Progress, Space, Typography } from 'antd';
import type { AssistantUsage } from '@common/contract/assistant';

export default function UsageBar({ usage }: { usage: AssistantUsage }) {
  const intl = useIntl();
  const n = (value: number) => intl.formatNumber(value);
  const percent = usage.dailyTokenLimit > 0 ? Math.min(100, (usage.tokensUsed / usage.dailyTokenLimit) * 100) : 100;
  return (
    <Space size="middle" wrap data-testid="assistant-usage">
      <Typography.Text>
        {intl.formatMessage(
          { id: 'assistant.usage' },
          { used: n(usage.tokensUsed), limit: n(usage.dailyTokenLimit), remaining: n(usage.remainingTokens), turns: n(usage.turns), day: usage.day },
        )}
      </Typography.Text>
      <Progress
        percent={Math.round(percent)}
        size="small"
        style={{ width: 160, margin: 0 }}
        status={usage.remainingTokens <= 0 ? 'exception' : 'normal'}
        aria-label={intl.formatMessage({ id: 'assistant.usage.label' })}
      />
    </Space>
  );
}
