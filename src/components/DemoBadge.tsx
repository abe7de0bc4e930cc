/**
 * The "DEMO DATA" badge: every screen that shows a value from the demo simulator shows it (issue 9), next to the
 * values. One component so it reads and looks the same everywhere.
 */
import { useIntl } from '@umijs/max';
import { Tag, Tooltip } from 'antd';

export default function DemoBadge({ show = true }: { show?: boolean }) {
  const intl = useIntl();
  if (!show) return null;
  return (
    <Tooltip title={intl.formatMessage({ id: 'demo.badge.hint' })}>
      <Tag color="orange" data-testid="demo-badge" style={{ marginInlineEnd: 0, fontWeight: 600 }}>
        {intl.formatMessage({ id: 'demo.badge' })}
      </Tag>
    </Tooltip>
  );
}
