/**
 * The live-connection indicator for pages that show stream values (docs/market-data/stream.md): a coloured dot and
 * a word, from `useStreamStatus()`. Signed-in pages only (the stream client is not in the login bundle).
 */
import { useIntl } from '@umijs/max';
import { Badge } from 'antd';
import { type StreamStatus, useStreamStatus } from '@/services/stream';

const BADGE: Record<StreamStatus, 'default' | 'processing' | 'success' | 'warning' | 'error'> = {
  idle: 'default',
  connecting: 'processing',
  live: 'success',
  reconnecting: 'warning',
  closed: 'error',
};

export default function StreamStatusBadge() {
  const intl = useIntl();
  const status = useStreamStatus();
  return <Badge data-testid="stream-status" data-status={status} status={BADGE[status]} text={intl.formatMessage({ id: `stream.status.${status}` })} />;
}
