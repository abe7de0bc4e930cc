/**
 * The options page's cross-section tab: for a product and a trading day, the implied-volatility smile per expiry
 * (out-of-the-money options, as the Cboe method selects them), the ATM term structure, put and call open interest or
 * volume by strike for one expiry, that expiry's chain as a table, and the 25-delta risk reversal over the months
 * before. Chains are the imported settlements of the day or, for the demo products, the seeded simulator's (DEMO).
 */
import { useIntl } from '@umijs/max';
import { Alert, Card, Col, Descriptions, Empty, Input, Row, Segmented, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import Chart from '@/components/Chart';
import DemoBadge from '@/components/DemoBadge';
import LoadError from '@/components/LoadError';
import { formatNumber, formatPercent } from '../../components/format';
import { type FlowMeasure, flowsByStrike, putCallRatio, skewLines, smileLines, termPoints } from '../crossSectionView';
import { useOptionChain, useOptionProducts, useSkewHistory } from '../service';
import ChainTable from './ChainTable';

export default function CrossSection() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const products = useOptionProducts();
  const [chosen, setChosen] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [expiryPick, setExpiryPick] = useState<string | null>(null);
  const [measure, setMeasure] = useState<FlowMeasure>('oi');
  const list = products.data?.products ?? [];
  const product = chosen ?? list[0]?.product ?? null;
  const chain = useOptionChain(product, date);
  const data = chain.data;
  const skew = useSkewHistory(product, data?.date ?? null);
  const expiry = data?.expiries.find((x) => x.underlying === expiryPick) ?? data?.expiries[0] ?? null;
  const nameOf = (p: (typeof list)[number]) => p.names[intl.locale] ?? p.names['zh-CN'] ?? p.product;

  const smile = useMemo(() => (data ? smileLines(data.expiries) : []), [data]);
  const flows = useMemo(() => (expiry ? flowsByStrike(expiry, measure) : null), [expiry, measure]);
  const skewSeries = useMemo(() => (skew.data ? skewLines(skew.data.points) : null), [skew.data]);

  if (products.isError) return <LoadError error={products.error} onRetry={() => products.refetch()} />;
  if (products.isSuccess && list.length === 0) return <Alert type="info" showIcon message={f('futOptCrossSectionData.noProducts')} />;

  const demo = Boolean(data?.demo);
  const measureName = f(`futOptCrossSectionData.chain.${measure}`);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Space wrap align="end">
          <div>
            <Typography.Text type="secondary">{f('futOptCrossSectionData.product')}</Typography.Text>
            <Select
              aria-label={f('futOptCrossSectionData.product')}
              style={{ display: 'block', minWidth: 200 }}
              loading={products.isLoading}
              value={product ?? undefined}
              onChange={(p) => {
                setChosen(p);
                setExpiryPick(null);
              }}
              options={list.map((p) => ({ value: p.product, label: `${nameOf(p)} (${p.product})` }))}
            />
          </div>
          <div>
            <Typography.Text type="secondary">{f('futOptCrossSectionData.date')}</Typography.Text>
            <Input
              type="date"
              aria-label={f('futOptCrossSectionData.date')}
              dir="ltr"
              style={{ display: 'block' }}
              value={date || data?.date || ''}
              onChange={(e) => setDate(e.target.value)}
            />
          </div>
          {data && (
            <Space data-testid="chain-source">
              <DemoBadge show={demo} />
              <Typography.Text type="secondary">
                {demo
                  ? f('futOptCrossSectionData.source.demo', { date: data.date })
                  : f('futOptCrossSectionData.source.imported', { date: data.date, source: data.source })}
              </Typography.Text>
            </Space>
          )}
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {f('futOptCrossSectionData.method', { rate: formatPercent(intl, data?.rate ?? 0.015, 1) })}
        </Typography.Paragraph>
      </Card>
      {chain.isLoading && <Card loading aria-busy="true" />}
      {chain.isError && <LoadError error={chain.error} onRetry={() => chain.refetch()} />}
      {data && data.expiries.length === 0 && <Empty description={f('futOptCrossSectionData.noChain', { date: data.date })} />}
      {data && data.expiries.length > 0 && (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <Chart
                title={f('futOptCrossSectionData.smile.title')}
                xAxis={{ type: 'value', name: f('futOptCrossSectionData.chain.strike') }}
                series={smile.map((s) => ({ name: s.name, unit: '%', points: s.points }))}
                demo={demo}
                height={320}
                precision={2}
              />
            </Col>
            <Col xs={24} lg={10}>
              <Chart
                title={f('futOptCrossSectionData.term.title')}
                xAxis={{ type: 'value', name: f('futOptCrossSectionData.term.days') }}
                series={[{ name: f('futOptCrossSectionData.atmIv'), unit: '%', points: termPoints(data.expiries) }]}
                demo={demo}
                height={320}
                precision={2}
              />
            </Col>
          </Row>
          <Card
            title={f('futOptCrossSectionData.expiry.title')}
            extra={
              <Select
                aria-label={f('futOptCrossSectionData.expiry')}
                style={{ minWidth: 220 }}
                value={expiry?.underlying}
                onChange={setExpiryPick}
                options={data.expiries.map((x) => ({ value: x.underlying, label: `${x.underlying} · ${x.expiry}` }))}
              />
            }
          >
            {expiry && (
              <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} data-testid="expiry-figures">
                  <Descriptions.Item label={f('futOptCrossSectionData.futuresPrice')}>{formatNumber(intl, expiry.futuresPrice, 2)}</Descriptions.Item>
                  <Descriptions.Item label={f('futOptCrossSectionData.daysLeft')}>{expiry.days}</Descriptions.Item>
                  <Descriptions.Item label={f('futOptCrossSectionData.atmIv')}>{formatPercent(intl, expiry.atmIv, 2)}</Descriptions.Item>
                  <Descriptions.Item label={f('futOptCrossSectionData.rr25')}>{formatPercent(intl, expiry.rr25, 2)}</Descriptions.Item>
                  <Descriptions.Item label={f('futOptCrossSectionData.pcr.oi')}>{formatNumber(intl, putCallRatio(expiry, 'oi'), 2)}</Descriptions.Item>
                  <Descriptions.Item label={f('futOptCrossSectionData.pcr.volume')}>{formatNumber(intl, putCallRatio(expiry, 'volume'), 2)}</Descriptions.Item>
                </Descriptions>
                <Segmented
                  aria-label={f('futOptCrossSectionData.flows.measure')}
                  value={measure}
                  onChange={(m) => setMeasure(m as FlowMeasure)}
                  options={[
                    { value: 'oi', label: f('futOptCrossSectionData.chain.oi') },
                    { value: 'volume', label: f('futOptCrossSectionData.chain.volume') },
                  ]}
                />
                {flows && (
                  <Chart
                    title={f('futOptCrossSectionData.flows.title', { measure: measureName })}
                    xAxis={{ type: 'category', categories: flows.strikes }}
                    series={[
                      { kind: 'bar', name: f('futOptCrossSectionData.right.call'), unit: measureName, points: flows.calls },
                      { kind: 'bar', name: f('futOptCrossSectionData.right.put'), unit: measureName, points: flows.puts },
                    ]}
                    demo={demo}
                    height={300}
                    precision={0}
                  />
                )}
                <ChainTable expiry={expiry} />
              </Space>
            )}
          </Card>
        </>
      )}
      <Chart
        title={f('futOptCrossSectionData.skew.title')}
        series={
          skewSeries
            ? [
                { name: f('futOptCrossSectionData.rr25'), unit: '%', points: skewSeries.rr25, levels: [{ value: 0, label: '0' }] },
                { name: f('futOptCrossSectionData.atmIv'), unit: '%', points: skewSeries.atm },
              ]
            : []
        }
        loading={skew.isLoading && Boolean(data)}
        error={skew.isError ? f('futOptCrossSectionData.skew.failed') : null}
        onRetry={() => skew.refetch()}
        demo={Boolean(skew.data?.demo)}
        height={300}
        precision={2}
      />
      <Typography.Text type="secondary">{f('futOptCrossSectionData.skew.note')}</Typography.Text>
    </Space>
  );
}
