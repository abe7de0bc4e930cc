/**
 * The baseline method of one event, for the whole desk (`/v2/outlook/method/set`, any user with the page): automatic
 * (the lowest walk-forward MAE) or one of the three methods, each shown with its walk-forward MAE and how many
 * releases it was scored on, so the choice is informed. Who chose the method in force, and when, is named.
 */
import type { OutlookHistory } from '@common/contract/outlook';
import { BASELINE_METHODS } from '@common/domain/eventForecast';
import { useIntl } from '@umijs/max';
import { Alert, Radio, Space, Typography } from 'antd';
import { useText } from '@/hooks/useText';
import { failureMessage } from '@/utils/apiError';
import { useSetMethod } from '../service';

const AUTO = 'auto';
const mae = (v: number) => String(Number(v.toFixed(4)));

export default function MethodControl({ history }: { history: OutlookHistory }) {
  const intl = useIntl();
  const f = useText();
  const set = useSetMethod();
  const { baseline, choice } = history;
  const scoreOf = (method: string) => baseline.scores.find((s) => s.method === method);
  const label = (method: (typeof BASELINE_METHODS)[number]) => {
    const score = scoreOf(method);
    const detail =
      score && score.mae !== null ? f('outlook.methodControl.mae', { mae: mae(score.mae), count: score.count }) : f('outlook.methodControl.cannot');
    return `${f(`outlook.method.${method}`)} (${detail})`;
  };
  const inForce = choice
    ? f('outlook.methodControl.chosen', {
        method: f(`outlook.method.${choice.method}`),
        name: choice.name || '—',
        at: intl.formatDate(choice.at, { dateStyle: 'medium', timeStyle: 'short' }),
      })
    : f('outlook.methodControl.auto', { method: f(`outlook.method.${baseline.method}`) });
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Typography.Text strong>{f('outlook.methodControl.title')}</Typography.Text>
      {/* antd's Radio.Group takes no role or label: the wrapper names the group for screen readers and tests. */}
      <div role="radiogroup" aria-label={f('outlook.methodControl.title')}>
        <Radio.Group
          name="outlook-baseline-method"
          value={choice ? choice.method : AUTO}
          disabled={set.isPending}
          onChange={(e) => set.mutate({ eventKey: history.eventKey, method: e.target.value === AUTO ? null : e.target.value })}
          options={[{ value: AUTO, label: f('outlook.methodControl.autoOption') }, ...BASELINE_METHODS.map((m) => ({ value: m, label: label(m) }))]}
        />
      </div>
      <Typography.Text type="secondary" data-testid="method-in-force">
        {inForce}
      </Typography.Text>
      {set.isError ? <Alert type="error" showIcon message={failureMessage(set.error)} /> : null}
    </Space>
  );
}
