/**
 * /tool/calculator/spotTradeRecord: the Platts Singapore Market-on-Close window records (docs/spotTradeRecord.md).
 * A day's window (timeline to the 16:30:00 close, the records with hand entry, bids/offers/trades by firm), a date
 * range's counterparty statistics and Dubai partials convergences, and the CSV/Excel import.
 */
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Button, Card, DatePicker, Space, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import type { SpotTrade } from '@common/contract/spotTradeRecord';
import { useMessagePart } from '@/components/PageMessages';
import { useText } from '@/hooks/useText';
import { failureMessage } from '@/utils/apiError';
import ConvergenceView from './components/ConvergenceView';
import CounterpartyView from './components/CounterpartyView';
import FirmActivityView from './components/FirmActivityView';
import RecordForm from './components/RecordForm';
import RecordTable from './components/RecordTable';
import WindowImport from './components/WindowImport';
import WindowTimeline from './components/WindowTimeline';
import { useWindowRecords } from './service';
import '@/locales/pageParts/spotTradeRecord';

const ISO = 'YYYY-MM-DD';
/** The range views start 90 days before the day shown (a loading month's partials trade over about two months). */
const RANGE_DAYS = 90;

export default function SpotTradeRecord() {
  // Its strings are a part of their own, loaded with this page (src/locales/pageOwnedAreas.ts).
  useMessagePart('spotTradeRecord');
  const intl = useIntl();
  const f = useText();
  const [day, setDay] = useState<Dayjs>(() => dayjs());
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(RANGE_DAYS, 'day'), dayjs()]);
  const [editing, setEditing] = useState<SpotTrade | null | undefined>(undefined);
  const dayText = day.format(ISO);
  const records = useWindowRecords({ from: dayText, to: dayText });
  const rows = records.data?.rows ?? [];
  const rangeBody = useMemo(() => ({ from: range[0].format(ISO), to: range[1].format(ISO) }), [range]);
  const onEdit = useCallback((r: SpotTrade) => setEditing(r), []);

  const dayPicker = (
    <Space wrap>
      <Typography.Text>{f('spotTradeRecord.day')}</Typography.Text>
      <DatePicker aria-label={f('spotTradeRecord.day')} value={day} format={ISO} allowClear={false} onChange={(d) => d && setDay(d)} />
      <Typography.Text type="secondary">{f('spotTradeRecord.zone')}</Typography.Text>
    </Space>
  );
  const rangePicker = (
    <Space wrap>
      <Typography.Text>{f('spotTradeRecord.range')}</Typography.Text>
      <DatePicker.RangePicker
        aria-label={f('spotTradeRecord.range')}
        value={range}
        format={ISO}
        allowClear={false}
        onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
      />
    </Space>
  );
  const loadError = records.isError ? <Alert type="error" showIcon message={failureMessage(records.error)} /> : null;

  return (
    <PageContainer title={intl.formatMessage({ id: 'menu.tool.calculator.spotTradeRecord' })}>
      <Card>
        <Typography.Paragraph type="secondary">{f('spotTradeRecord.intro')}</Typography.Paragraph>
        <Tabs
          items={[
            {
              key: 'window',
              label: f('spotTradeRecord.tab.window'),
              children: (
                <Space direction="vertical" style={{ inlineSize: '100%' }} size="middle">
                  <Space wrap style={{ justifyContent: 'space-between', inlineSize: '100%' }}>
                    {dayPicker}
                    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
                      {f('spotTradeRecord.form.add')}
                    </Button>
                  </Space>
                  {loadError}
                  {records.data?.truncated && <Alert type="warning" showIcon message={f('spotTradeRecord.truncated')} />}
                  <WindowTimeline rows={rows} loading={records.isPending} />
                  <RecordTable rows={rows} loading={records.isPending} onEdit={onEdit} />
                </Space>
              ),
            },
            {
              key: 'firms',
              label: f('spotTradeRecord.tab.firms'),
              children: (
                <Space direction="vertical" style={{ inlineSize: '100%' }} size="middle">
                  {dayPicker}
                  {loadError}
                  <FirmActivityView rows={rows} loading={records.isPending} />
                </Space>
              ),
            },
            {
              key: 'counterparties',
              label: f('spotTradeRecord.tab.counterparties'),
              children: (
                <Space direction="vertical" style={{ inlineSize: '100%' }} size="middle">
                  {rangePicker}
                  <CounterpartyView range={rangeBody} />
                </Space>
              ),
            },
            {
              key: 'convergence',
              label: f('spotTradeRecord.tab.convergence'),
              children: (
                <Space direction="vertical" style={{ inlineSize: '100%' }} size="middle">
                  {rangePicker}
                  <ConvergenceView range={rangeBody} />
                </Space>
              ),
            },
            { key: 'import', label: f('spotTradeRecord.tab.import'), children: <WindowImport day={dayText} /> },
          ]}
        />
      </Card>
      <RecordForm record={editing} day={dayText} onClose={() => setEditing(undefined)} />
    </PageContainer>
  );
}
