/**
 * The member rankings tab: a contract's three lists on a day (volume, long and short open interest, each with its
 * change; independent lists, never joined), net long of the top 5/10/20 day by day against the contract's price,
 * and one member across contracts. Rankings come from the exchanges' files (import) or the seeded DEMO generator,
 * whose values always show the DEMO badge.
 */
import { ExperimentOutlined, UploadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button, Card, Col, Empty, Row, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { RANKING_TOP_NS, type RankingContract } from '@common/contract/position';
import Chart from '@/components/Chart';
import type { ChartSeries } from '@/components/Chart/types';
import DemoBadge from '@/components/DemoBadge';
import { useSeries } from '@/services/market/series';
import { failureMessage } from '@/utils/apiError';
import { useDemoRankings, useNetTop, useRankingCatalog, useRankingDay } from '../service';
import MemberPositions from './MemberPositions';
import RankList from './RankList';
import RankingImport from './RankingImport';

const key = (c: Pick<RankingContract, 'exchange' | 'contract'>) => `${c.exchange}.${c.contract}`;
const dayX = (date: string) => Date.parse(`${date}T00:00:00Z`);

export default function RankingsTab() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const catalog = useRankingCatalog();
  const demo = useDemoRankings();
  const [chosen, setChosen] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);

  const contracts = catalog.data?.contracts ?? [];
  const contract = contracts.find((c) => key(c) === chosen) ?? contracts[0] ?? null;
  const day = useRankingDay(contract ? { exchange: contract.exchange, contract: contract.contract, ...(date ? { date } : {}) } : null);
  const net = useNetTop(contract ? { exchange: contract.exchange, contract: contract.contract } : null);
  const points = net.data?.points ?? [];
  const range = useMemo(() => (points.length ? { from: dayX(points[0].date), to: dayX(points[points.length - 1].date) + 86_399_999 } : {}), [points]);
  const price = useSeries(contract && points.length ? `md:${key(contract)}` : null, range, '1d', 2000);

  const netSeries: ChartSeries[] = RANKING_TOP_NS.map((n) => ({
    name: f('position.ranking.netTop', { n }),
    unit: f('position.lots'),
    points: points.map((p) => [dayX(p.date), p[`top${n}` as 'top5' | 'top10' | 'top20']] as const),
  }));
  if (price.data && contract) netSeries.push({ name: key(contract), unit: price.data.unit || '-', points: price.data.points });

  const dayData = day.data;
  const isDemo = !!dayData?.demo || points.some((p) => p.demo);
  const exportBase = contract ? `${key(contract)}-${dayData?.date ?? ''}` : 'ranking';

  // The dialog sits outside <Space>, which keys its children by position: it would remount (losing the preview and
  // the result) when the content above it changes once an import lands.
  return (
    <>
      <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
        <Space wrap>
          <Select
            aria-label={f('position.ranking.contract')}
            style={{ minWidth: 220 }}
            placeholder={f('position.ranking.contract')}
            value={contract ? key(contract) : undefined}
            onChange={(v) => {
              setChosen(v);
              setDate(null);
            }}
            options={contracts.map((c) => ({
              value: key(c),
              label: `${f(`position.ranking.exchange.${c.exchange}`)} ${c.contract}${c.demo ? ' · DEMO' : ''}`,
            }))}
          />
          <Select
            aria-label={f('position.ranking.date')}
            style={{ minWidth: 140 }}
            value={dayData?.date ?? undefined}
            onChange={setDate}
            options={(dayData?.dates ?? []).map((d) => ({ value: d, label: d }))}
          />
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {f('position.ranking.import')}
          </Button>
          <Button icon={<ExperimentOutlined />} loading={demo.isPending} onClick={() => demo.mutate({ days: 20 })}>
            {f('position.ranking.demo')}
          </Button>
          <DemoBadge show={isDemo} />
        </Space>
        {demo.isSuccess && (
          <Alert
            type="info"
            showIcon
            message={f('position.ranking.demo.done', { rows: demo.data.data.written, from: demo.data.data.from, to: demo.data.data.to })}
          />
        )}
        {demo.isError && <Alert type="error" showIcon message={failureMessage(demo.error)} />}
        {catalog.isError && <Alert type="error" showIcon message={failureMessage(catalog.error)} />}
        {catalog.isSuccess && contracts.length === 0 && <Empty description={f('position.ranking.empty')} />}
        {contract && dayData && (
          <>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {f('position.ranking.lists', { contract: key(contract), date: dayData.date ?? '–' })}
            </Typography.Paragraph>
            <Row gutter={[12, 12]}>
              {(['volume', 'long', 'short'] as const).map((list) => (
                <Col xs={24} xl={8} key={list}>
                  <Card size="small" title={f(`position.ranking.list.${list}`)}>
                    <RankList list={list} rows={dayData[list]} exportName={`${exportBase}-${list}`} />
                  </Card>
                </Col>
              ))}
            </Row>
            <Chart
              title={f('position.ranking.chart.netTop', { contract: key(contract) })}
              series={netSeries}
              loading={net.isLoading}
              error={net.isError ? failureMessage(net.error) : null}
              demo={isDemo || !!price.data?.demo}
              precision={0}
            />
          </>
        )}
        {contracts.length > 0 && (
          <Card size="small" title={f('position.ranking.memberTitle')}>
            <MemberPositions members={catalog.data?.members ?? []} />
          </Card>
        )}
      </Space>
      <RankingImport open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
