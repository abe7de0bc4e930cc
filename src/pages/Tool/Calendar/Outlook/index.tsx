/**
 * The calendar outlook (/tool/calendar/prdiction; docs/research/outlook.md): upcoming releases with the desk's
 * forecasts and the baseline; per event the leaderboard with accuracy over time, the history with the baseline
 * method control, and the event study. One event picker serves the three per-event tabs.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Card, Col, Empty, Row, Select, Space, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import HowToUse from '@/components/Analytics/HowToUse';
import LoadError from '@/components/LoadError';
import AccuracyCharts from './components/AccuracyCharts';
import EventStudy from './components/EventStudy';
import HistoryTab from './components/HistoryTab';
import Leaderboard from './components/Leaderboard';
import UpcomingTable from './components/UpcomingTable';
import { useEventKeys, useOutlookEvents, useScores } from './service';
import { useMessagePart } from '@/components/PageMessages';
import '@/locales/pageParts/outlook';

function LeaderboardTab({ eventKey }: { eventKey: string }) {
  const scores = useScores(eventKey);
  if (scores.isError) return <LoadError error={scores.error} onRetry={() => scores.refetch()} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xxl={12}>
        <Leaderboard rows={scores.data?.leaderboard ?? []} loading={scores.isLoading} />
      </Col>
      <Col xs={24} xxl={12}>
        <AccuracyCharts scores={scores.data} loading={scores.isLoading} />
      </Col>
    </Row>
  );
}

export default function OutlookPage() {
  // Its strings are a part of their own, loaded with this page (src/locales/pageOwnedAreas.ts).
  useMessagePart('outlook');
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const events = useOutlookEvents();
  const keys = useEventKeys();
  const [tab, setTab] = useState('upcoming');
  const [eventKey, setEventKey] = useState('');
  const perEvent = (content: ReactNode) => (eventKey ? content : <Empty description={t('outlook.pickEventFirst')} />);
  const picker = (
    <Select
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 280 }}
      placeholder={t('outlook.pickEvent')}
      aria-label={t('outlook.pickEvent')}
      value={eventKey || undefined}
      onChange={setEventKey}
      loading={keys.isLoading}
      options={(keys.data ?? []).map((k) => ({ value: k.eventKey, label: `${k.title} (${k.eventKey})` }))}
    />
  );
  return (
    <PageContainer>
      <Space direction="vertical" style={{ width: '100%' }}>
        <HowToUse i18nKey="outlook.howToUse.text" />
        {events.isError ? <LoadError error={events.error} onRetry={() => events.refetch()} /> : null}
        <Card>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            tabBarExtraContent={tab === 'upcoming' ? null : picker}
            items={[
              {
                key: 'upcoming',
                label: t('outlook.tab.upcoming'),
                children: <UpcomingTable rows={events.data ?? []} loading={events.isLoading} />,
              },
              { key: 'leaderboard', label: t('outlook.tab.leaderboard'), children: perEvent(<LeaderboardTab eventKey={eventKey} />) },
              { key: 'history', label: t('outlook.tab.history'), children: perEvent(<HistoryTab eventKey={eventKey} />) },
              { key: 'study', label: t('outlook.tab.study'), children: perEvent(<EventStudy eventKey={eventKey} />) },
            ]}
          />
        </Card>
      </Space>
    </PageContainer>
  );
}
