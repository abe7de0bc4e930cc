/**
 * /home, the landing page after login: the areas the user may open (only those, from config/routes.ts
 * and the access flags), the nine data sources' states with last update, the server version and the
 * user's newest files (only for users who may open file management) and the high-importance economic releases of the
 * next days (only for users who may open the calendar's events page). The sources' table (antd Table and the export
 * code) loads as its own chunk, after the page's first paint (issue 8 item 25).
 */
import { ReloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useIntl, useModel } from '@umijs/max';
import { Button, Card, Col, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import LoadError from '@/components/LoadError';
import RouteCards from '@/components/RouteCards';
import { HOME_PATH } from '@/constants';
import { unknownHealth, useSourceHealth } from '@/services/sourceHealth';
import { topLevelCards, type AccessFlags } from '@/utils/routeTree';
import CalendarCard from './components/CalendarCard';
import RecentFiles from './components/RecentFiles';
import VersionCard from './components/VersionCard';
import { useSubscriptionList } from './service';

const SourceStates = lazy(() => import('@/components/SourceStates'));
// The subscribed charts and the page renderer: their own chunk, loaded only for a user who has subscriptions.
const SubscribedCharts = lazy(() => import('@/components/SubscribedCharts'));

export default function Home() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const access = useAccess() as AccessFlags;
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const cards = topLevelCards(access, [HOME_PATH]);
  const health = useSourceHealth();
  const reload = () => void health.refetch();
  const subscriptions = useSubscriptionList();

  return (
    <PageContainer title={f('pages.home.welcome', { name: user?.name || user?.username || '' })}>
      <Card title={f('home.areas.title')} style={{ marginBlockEnd: 16 }}>
        {cards.length ? <Typography.Paragraph>{f('pages.home.intro')}</Typography.Paragraph> : null}
        <RouteCards cards={cards} access={access} emptyText={f('pages.home.none')} />
      </Card>
      {subscriptions.data?.length ? (
        <Card title={f('home.subscribed.title')} style={{ marginBlockEnd: 16 }} data-testid="home-subscribed">
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <SubscribedCharts subscriptions={subscriptions.data} />
          </Suspense>
        </Card>
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card
            title={f('health.title')}
            data-testid="home-sources"
            extra={
              <Button size="small" icon={<ReloadOutlined />} onClick={reload} loading={health.isFetching}>
                {f('common.refresh')}
              </Button>
            }
          >
            {health.error ? (
              <LoadError error={health.error} onRetry={reload} />
            ) : (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                <SourceStates health={health.data ?? unknownHealth()} loading={health.isFetching} />
              </Suspense>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Row gutter={[16, 16]}>
            <Col span={24}>
              <VersionCard />
            </Col>
            {access.auth_tool_calendar_events ? (
              <Col span={24}>
                <CalendarCard />
              </Col>
            ) : null}
            {access.auth_user_fileUpload ? (
              <Col span={24}>
                <RecentFiles />
              </Col>
            ) : null}
          </Row>
        </Col>
      </Row>
    </PageContainer>
  );
}
