/**
 * /test, diagnostics for administrators and QA: the server's health check and diagnostics (including
 * the user the current token belongs to, as the server sees it), the nine data sources' states, the
 * version check (this build against the published version) and the session's request log.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useIntl, useModel } from '@umijs/max';
import { Alert, Badge, Button, Card, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
// feeds area (issue 9)
import FeedStates from '@/components/FeedStates';
import LoadError from '@/components/LoadError';
import SourceStates from '@/components/SourceStates';
import { BUILD_VERSION } from '@/constants';
import { useServerVersion } from '@/services/serverVersion';
import { unknownHealth, useSourceHealth } from '@/services/sourceHealth';
import { DATE_TIME_SECONDS } from '@/utils/dateTime';
import { isMajorUpdate, majorOf } from '@/utils/version';
import RequestLog from './components/RequestLog';
import { useDiagnostics, useServerHealthCheck } from './service';
import { useMessagePart } from '@/components/PageMessages';
import '@/locales/pageParts/test';

export default function TestPage() {
  // Its strings are a part of their own, loaded with this page (src/locales/pageOwnedAreas.ts).
  useMessagePart('test');
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const time = (at: number) => intl.formatDate(at, DATE_TIME_SECONDS);
  const { initialState } = useModel('@@initialState');
  const signedIn = initialState?.currentUser;
  const healthy = useServerHealthCheck();
  const diagnostics = useDiagnostics();
  const sources = useSourceHealth();
  const version = useServerVersion();
  // feeds area (issue 9): the feed state card, for users who may open the real-time board (the call's access).
  const canSeeFeeds = (useAccess() as Record<string, unknown>).auth_tool_trade_realtime === true;

  const refreshAll = () => Promise.all([healthy.refetch(), diagnostics.refetch(), sources.refetch(), version.refetch()]);
  const d = diagnostics.data;
  const server = version.data?.version;
  const sameUser = d && signedIn ? d.userId === signedIn.id : null;

  return (
    <PageContainer
      title={f('menu.test')}
      content={f('test.intro')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void refreshAll()}>
          {f('common.refresh')}
        </Button>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={f('test.health.title')} data-testid="server-health">
            {healthy.error ? (
              <LoadError error={healthy.error} onRetry={() => void healthy.refetch()} />
            ) : !healthy.data ? (
              <Skeleton active paragraph={{ rows: 3 }} />
            ) : (
              <Descriptions column={1} size="small">
                <Descriptions.Item label={f('test.health.state')}>
                  <Badge status={healthy.data.ok ? 'success' : 'error'} text={f(healthy.data.ok ? 'test.health.ok' : 'test.health.notOk')} />
                </Descriptions.Item>
                <Descriptions.Item label={f('test.health.database')}>{healthy.data.database}</Descriptions.Item>
                <Descriptions.Item label={f('test.health.uptime')}>
                  {f('test.health.uptimeValue', {
                    hours: Math.floor(healthy.data.uptimeSeconds / 3600),
                    minutes: Math.floor((healthy.data.uptimeSeconds % 3600) / 60),
                  })}
                </Descriptions.Item>
                <Descriptions.Item label={f('test.health.serverTime')}>{time(healthy.data.time)}</Descriptions.Item>
              </Descriptions>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={f('test.token.title')} data-testid="token-user">
            {diagnostics.error ? (
              <LoadError error={diagnostics.error} onRetry={() => void diagnostics.refetch()} />
            ) : !d ? (
              <Skeleton active paragraph={{ rows: 4 }} />
            ) : (
              <>
                <Descriptions column={1} size="small">
                  <Descriptions.Item label={f('test.token.user')}>
                    <span dir="ltr">{`${d.username} (${d.userId})`}</span>
                  </Descriptions.Item>
                  <Descriptions.Item label={f('test.token.role')}>
                    <Typography.Text code>{d.role}</Typography.Text>
                  </Descriptions.Item>
                  <Descriptions.Item label={f('test.token.database')}>
                    {f('test.token.databaseValue', { kind: d.database, ms: intl.formatNumber(d.roundTripMs, { maximumFractionDigits: 2 }) })}
                  </Descriptions.Item>
                  <Descriptions.Item label={f('test.token.storage')}>{d.storage}</Descriptions.Item>
                  <Descriptions.Item label={f('test.token.node')}>
                    <span dir="ltr">{d.node}</span>
                  </Descriptions.Item>
                  <Descriptions.Item label={f('test.health.serverTime')}>{time(d.time)}</Descriptions.Item>
                </Descriptions>
                {sameUser === false ? <Alert type="warning" showIcon message={f('test.token.mismatch')} /> : null}
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={f('test.version.title')} data-testid="version-check">
            {version.error ? (
              <LoadError error={version.error} onRetry={() => void version.refetch()} />
            ) : !server ? (
              <Skeleton active paragraph={{ rows: 2 }} />
            ) : (
              <Descriptions column={1} size="small">
                <Descriptions.Item label={f('about.buildVersion')}>
                  <span dir="ltr">{`${BUILD_VERSION} (${f('test.version.major', { major: majorOf(BUILD_VERSION) })})`}</span>
                </Descriptions.Item>
                <Descriptions.Item label={f('about.serverVersion')}>
                  <span dir="ltr">{`${server} (${f('test.version.major', { major: majorOf(server) })})`}</span>
                </Descriptions.Item>
                <Descriptions.Item label={f('test.version.result')}>
                  <Badge
                    status={isMajorUpdate(server, BUILD_VERSION) ? 'warning' : 'success'}
                    text={f(isMajorUpdate(server, BUILD_VERSION) ? 'about.check.update' : 'about.check.current')}
                  />
                </Descriptions.Item>
              </Descriptions>
            )}
          </Card>
        </Col>
        {/* The whole row: in half a row the sources table clipped its last columns. */}
        <Col span={24}>
          <Card title={f('health.title')}>
            {sources.error ? (
              <LoadError error={sources.error} onRetry={() => void sources.refetch()} />
            ) : (
              <SourceStates health={sources.data ?? unknownHealth()} loading={sources.isFetching} />
            )}
          </Card>
        </Col>
        {canSeeFeeds ? (
          <Col span={24}>
            <Card title={f('feeds.test.title')} data-testid="feed-states">
              <FeedStates />
            </Card>
          </Col>
        ) : null}
        <Col span={24}>
          <Card title={f('test.log.title')}>
            <RequestLog />
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}
