/**
 * The feeds' state on the board: connected or not, age of the last tick, ticks per second; demo feeds say so. Only
 * feeds that serve some product: push, before any product is assigned to it, is not configured, and its
 * "disconnected" would be a false alarm to every trader (the feeds tab of the contract page lists every feed).
 */
import { useIntl } from '@umijs/max';
import { Badge, Space, Tooltip, Typography } from 'antd';
import type { FeedStateInfo } from '@common/contract/feeds';

export default function FeedStrip({ feeds, failed }: { feeds: readonly FeedStateInfo[] | undefined; failed: boolean }) {
  const intl = useIntl();
  if (failed) return <Typography.Text type="warning">{intl.formatMessage({ id: 'board.feeds.unknown' })}</Typography.Text>;
  if (!feeds) return null;
  return (
    <Space size={16} wrap aria-label={intl.formatMessage({ id: 'board.feeds' })} data-testid="feed-strip">
      {feeds
        .filter((feed) => feed.products > 0)
        .map((feed) => {
          const age =
            feed.lastTickAgeMs === null
              ? intl.formatMessage({ id: 'board.feeds.noTicks' })
              : intl.formatMessage({ id: 'board.feeds.age' }, { seconds: Math.round(feed.lastTickAgeMs / 1000) });
          const late = feed.lastTickAgeMs === null || feed.lastTickAgeMs > feed.normalGapMs;
          return (
            <Tooltip key={feed.name} title={intl.formatMessage({ id: `board.feeds.kind.${feed.kind}` })}>
              <span>
                <Badge
                  status={!feed.connected ? 'error' : late ? 'warning' : 'success'}
                  text={`${feed.name}${feed.demo ? ` (${intl.formatMessage({ id: 'board.feeds.demo' })})` : ''}: ${
                    feed.connected ? intl.formatMessage({ id: 'board.feeds.connected' }) : intl.formatMessage({ id: 'board.feeds.disconnected' })
                  } · ${age} · ${intl.formatMessage({ id: 'board.feeds.rate' }, { rate: intl.formatNumber(feed.ticksPerSecond, { maximumFractionDigits: 1 }) })}`}
                />
              </span>
            </Tooltip>
          );
        })}
    </Space>
  );
}
