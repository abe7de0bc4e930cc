/**
 * The calendar outlook (/tool/calendar/prdiction; docs/research/outlook.md): upcoming releases with the desk's
 * forecasts and the baseline, and each event's leaderboard.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Card, Select, Space, Tabs } from 'antd';
import { useState } from 'react';
import HowToUse from '@/components/Analytics/HowToUse';
import Leaderboard from './components/Leaderboard';
import UpcomingTable from './components/UpcomingTable';
import { useEventKeys, useOutlookEvents, useScores } from './service';

function LeaderboardTab() {
  const intl = useIntl();
  const keys = useEventKeys();
  const [eventKey, setEventKey] = useState('');
  const scores = useScores(eventKey);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        showSearch
        style={{ minWidth: 280 }}
        placeholder={intl.formatMessage({ id: 'outlook.pickEvent' })}
        aria-label={intl.formatMessage({ id: 'outlook.pickEvent' })}
        value={eventKey || undefined}
        onChange={setEventKey}
        options={(keys.data ?? []).map((k) => ({ value: k.eventKey, label: `${k.title} (${k.eventKey})` }))}
      />
      {eventKey ? <Leaderboard rows={scores.data?.leaderboard ?? []} loading={scores.isLoading} /> : null}
    </Space>
  );
}

export default function OutlookPage() {
  const intl = useIntl();
  const events = useOutlookEvents();
  return (
    <PageContainer>
      <Space direction="vertical" style={{ width: '100%' }}>
        <HowToUse i18nKey="outlook.howToUse.text" />
        <Card>
          <Tabs
            items={[
              {
                key: 'upcoming',
                label: intl.formatMessage({ id: 'outlook.tab.upcoming' }),
                children: <UpcomingTable rows={events.data ?? []} loading={events.isLoading} />,
              },
              { key: 'leaderboard', label: intl.formatMessage({ id: 'outlook.tab.leaderboard' }), children: <LeaderboardTab /> },
            ]}
          />
        </Card>
      </Space>
    </PageContainer>
  );
}
