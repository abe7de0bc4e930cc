/**
 * The header's data-source health (docs/spec-reference.md#3-entities-and-their-fields): on wide screens the nine
 * sources in order, each a coloured dot and its name, with a tooltip giving state, message and last update. Below
 * the `xl` breakpoint (1200 px) the nine names do not fit next to the title, the language switcher and the user
 * menu (on a 390 px phone they pushed both off screen; at 1024 px the header overlapped the title), so they
 * collapse into one indicator of the worst state whose popover lists the same nine.
 */
import { useIntl } from '@umijs/max';
import { Badge, Button, Grid, Popover, Space, Tooltip } from 'antd';
import type { BadgeProps } from 'antd';
import { HEALTH_STATES, SOURCE_NAMES, type HealthState } from '@common/contract/datasource';
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

/** Worst first: an error outweighs a warning, a warning (stale data) an unknown state, anything outweighs OK. */
const SEVERITY: readonly HealthState[] = ['ERROR', 'WARN', 'UNKNOWN', 'OK'];

export function worstState(health: HealthView): HealthState {
  return SEVERITY.find((state) => SOURCE_NAMES.some((source) => health[source].state === state)) ?? 'UNKNOWN';
}

export function HealthStripView({ health, vertical = false }: { health: HealthView; vertical?: boolean }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const has = (id?: string): id is string => hasOwnMessage(intl.messages, id);
  return (
    <Space size={vertical ? 4 : 10} direction={vertical ? 'vertical' : 'horizontal'} wrap={false} aria-label={f('health.title')} data-testid="health-strip">
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
          <Tooltip key={source} title={tip} placement={vertical ? 'left' : 'bottom'}>
            <span data-source={source} data-state={h.state} style={{ whiteSpace: 'nowrap', cursor: 'default' }}>
              <Badge status={DOT[h.state]} text={f(`health.source.${source}`)} />
              {vertical ? <span style={{ marginInlineStart: 8, opacity: 0.65 }}>{stateText}</span> : null}
            </span>
          </Tooltip>
        );
      })}
    </Space>
  );
}

/** One dot of the worst state; the popover lists the nine (rendered at once and kept current while closed: `fresh`). */
export function HealthSummaryView({ health }: { health: HealthView }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const worst = worstState(health);
  const count = (state: HealthState) => SOURCE_NAMES.filter((s) => health[s].state === state).length;
  const [ok, warn, error, unknown] = HEALTH_STATES.map(count);
  const label = `${f('health.summary', { state: f(`health.state.${worst}`) })} (${f('health.summary.counts', { ok, warn, error, unknown })})`;
  return (
    <Popover forceRender fresh trigger={['click', 'hover']} placement="bottom" title={f('health.title')} content={<HealthStripView health={health} vertical />}>
      <Button type="text" aria-label={label} data-testid="health-summary" data-state={worst} style={{ paddingInline: 8 }}>
        <Badge status={DOT[worst]} text={error + warn ? String(error + warn) : undefined} />
      </Button>
    </Popover>
  );
}

export default function HealthStrip() {
  const health = useHealthStatus();
  const screens = Grid.useBreakpoint();
  return screens.xl ? <HealthStripView health={health} /> : <HealthSummaryView health={health} />;
}
