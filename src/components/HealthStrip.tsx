/**
 * The header's data-source strip (docs/spec-reference.md#3-entities-and-their-fields): the nine sources in order,
 * each a coloured dot and its name, with a tooltip giving state, message and last update.
 */
import { useIntl } from '@umijs/max';
import { Badge, Space, Tooltip } from 'antd';
import type { BadgeProps } from 'antd';
import { SOURCE_NAMES, type HealthState } from '@common/contract/finData';
import { useHealthStatus } from '@/hooks/useHealthStatus';
import type { HealthView } from '@/services/sourceHealth';
import { DATE_TIME } from '@/utils/dateTime';
import { hasOwnMessage } from '@/utils/i18n';

const DOT: Record<HealthState, BadgeProps['status']> = {
  OK: 'success',
  WARN: 'warning',
  ERROR: 'error',
  UNKNOWN: 'default',
};

export function HealthStripView({ health }: { health: HealthView }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const has = (id?: string): id is string => hasOwnMessage(intl.messages, id);
  return (
    <Space size={10} wrap={false} aria-label={f('health.title')} data-testid="health-strip">
      {SOURCE_NAMES.map((source) => {
        const h = health[source];
        const stateText = f(`health.state.${h.state}`);
        const time = h.lastUpdate === null ? f('health.tooltip.never') : intl.formatDate(h.lastUpdate, DATE_TIME);
        const message = has(h.messageKey) ? f(h.messageKey, h.messageParams) : h.message;
        const tip = (
          <div>
            <div>{f('health.tooltip.state', { state: stateText })}</div>
            {message ? <div>{f('health.tooltip.message', { message })}</div> : null}
            <div>{f('health.tooltip.lastUpdate', { time })}</div>
          </div>
        );
        return (
          <Tooltip key={source} title={tip}>
            <span data-source={source} data-state={h.state} style={{ whiteSpace: 'nowrap', cursor: 'default' }}>
              <Badge status={DOT[h.state]} text={f(`health.source.${source}`)} />
            </span>
          </Tooltip>
        );
      })}
    </Space>
  );
}

export default function HealthStrip() {
  return <HealthStripView health={useHealthStatus()} />;
}
