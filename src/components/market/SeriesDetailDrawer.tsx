/**
 * The detail of one live row (a grid's Enter or double click): its session (1-minute) and daily charts through the
 * shared `<Chart>`, and for a strategy the explanation of its value: legs with prices and times, the rates with their
 * dates, the formula. Legs and rates without a value yet are left out.
 */
import { useIntl } from '@umijs/max';
import { Descriptions, Drawer, Space, Table, Typography } from 'antd';
import { useId } from 'react';
import Chart from '@/components/Chart';
import DemoBadge from '@/components/DemoBadge';
import { rangeOf, useSeriesAnnotations } from '@/hooks/useSeriesAnnotations';
import { failureMessage } from '@/utils/apiError';
import { DATE_TIME_SECONDS } from '@/utils/dateTime';
import type { Explanation as StrategyExplanation } from '@common/contract/strategy';
import type { RowMeta } from '@/services/market/rows';
import { useRowSeries } from '@/services/market/series';
import { useExplanation } from '@/services/market/strategies';
import { hasOwnMessage } from '@/utils/i18n';
import { rateName, validFromText } from './rateText';

/** An explanation as the drawer shows it: only legs and rates that have a value. */
interface SpreadExplanation {
  value: number;
  unit: string;
  ts: number;
  formula: string;
  demo: boolean;
  legs: { name: string; instrument: string; price: number; unit: string; ts: number }[];
  rates: { key: string; value: number; unit: string; validFrom: string; source: string }[];
}

/** A strategy whose legs have not ticked yet has no value: nothing to explain (null). */
const shownExplanation = (x: StrategyExplanation): SpreadExplanation | null =>
  x.value === null || x.ts === null
    ? null
    : {
        value: x.value,
        unit: x.unit,
        ts: x.ts,
        formula: x.formula,
        demo: x.demo,
        legs: x.legs.flatMap((l) =>
          l.price === null || l.ts === null ? [] : [{ name: l.alias, instrument: l.instrument, price: l.price, unit: l.unit, ts: l.ts }],
        ),
        rates: x.rates.flatMap((r) =>
          r.value === null || r.validFrom === null ? [] : [{ key: r.key, value: r.value, unit: r.unit, validFrom: r.validFrom, source: r.source }],
        ),
      };

function Explanation({ explanation }: { explanation: SpreadExplanation }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const has = (id: string) => hasOwnMessage(intl.messages, id);
  const time = (ts: number) => intl.formatDate(ts, DATE_TIME_SECONDS);
  // Headings above their tables, naming them (a <caption> sat under its table: antd's reset puts captions at the bottom).
  const legsId = useId();
  const ratesId = useId();
  return (
    <section aria-label={t('board.explain.title')}>
      <Typography.Title level={5}>
        {t('board.explain.title')} <DemoBadge show={explanation.demo} />
      </Typography.Title>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('board.explain.value')}>
          {intl.formatNumber(explanation.value)} {explanation.unit} ({time(explanation.ts)})
        </Descriptions.Item>
        <Descriptions.Item label={t('board.explain.formula')}>
          <Typography.Text code>{explanation.formula}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} id={legsId} style={{ marginBlockStart: 12 }}>
        {t('board.explain.legs')}
      </Typography.Title>
      <Table
        aria-labelledby={legsId}
        size="small"
        pagination={false}
        rowKey="name"
        dataSource={explanation.legs}
        columns={[
          { key: 'name', title: t('board.explain.leg'), render: (_, leg) => `${leg.name} (${leg.instrument})` },
          { key: 'price', title: t('board.explain.price'), align: 'end', render: (_, leg) => `${intl.formatNumber(leg.price)} ${leg.unit}` },
          { key: 'ts', title: t('board.explain.time'), render: (_, leg) => time(leg.ts) },
        ]}
      />
      <Typography.Title level={5} id={ratesId} style={{ marginBlockStart: 12 }}>
        {t('board.explain.rates')}
      </Typography.Title>
      <Table
        aria-labelledby={ratesId}
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={explanation.rates}
        locale={{ emptyText: t('board.explain.noRates') }}
        columns={[
          { key: 'key', title: t('board.explain.rate'), render: (_, rate) => <span title={rate.key}>{rateName(t, has, rate.key)}</span> },
          { key: 'value', title: t('board.explain.rateValue'), align: 'end', render: (_, rate) => `${intl.formatNumber(rate.value)} ${rate.unit}` },
          { key: 'validFrom', title: t('board.explain.validFrom'), render: (_, rate) => validFromText(t, rate.validFrom) },
          { key: 'source', title: t('board.explain.source'), dataIndex: 'source' },
        ]}
      />
    </section>
  );
}

export default function SeriesDetailDrawer({ row, onClose }: { row: RowMeta | null; onClose: () => void }) {
  const intl = useIntl();
  const address = row && !row.unavailable ? row.address : null;
  const session = useRowSeries(address, '1m');
  const daily = useRowSeries(address, '1d');
  // Research documents pinned to this row's series, as marks on both charts (none without the research page).
  const sessionMarks = useSeriesAnnotations(address ? [address] : [], rangeOf(session.data?.points));
  const dailyMarks = useSeriesAnnotations(address ? [address] : [], rangeOf(daily.data?.points));
  const explanation = useExplanation(row?.kind === 'spread' && !row.unavailable ? row.address.slice('spread:'.length) : null);
  const explained = explanation.data ? shownExplanation(explanation.data) : null;
  const seriesOf = (data: typeof session.data) => (row && data ? [{ name: row.name, unit: data.unit || row.unit, points: data.points }] : []);
  const errorOf = (query: typeof session) => (query.error ? failureMessage(query.error) : null);

  return (
    <Drawer open={row !== null} onClose={onClose} width={720} title={row?.name} destroyOnClose>
      {row && (
        <Space direction="vertical" size={16} style={{ inlineSize: '100%' }}>
          {row.unavailable && <Typography.Text type="secondary">{intl.formatMessage({ id: 'board.unavailable.hint' })}</Typography.Text>}
          <Chart
            title={intl.formatMessage({ id: 'board.detail.intraday' }, { name: row.name })}
            series={seriesOf(session.data)}
            loading={session.isPending && address !== null}
            error={errorOf(session)}
            onRetry={() => void session.refetch()}
            demo={session.data?.demo}
            precision={row.precision}
            height={240}
            annotations={sessionMarks.annotations}
            onAnnotationClick={sessionMarks.open}
          />
          <Chart
            title={intl.formatMessage({ id: 'board.detail.daily' }, { name: row.name })}
            series={seriesOf(daily.data)}
            loading={daily.isPending && address !== null}
            error={errorOf(daily)}
            onRetry={() => void daily.refetch()}
            demo={daily.data?.demo}
            precision={row.precision}
            height={240}
            annotations={dailyMarks.annotations}
            onAnnotationClick={dailyMarks.open}
          />
          {explained && <Explanation explanation={explained} />}
          {explanation.error && <Typography.Text type="danger">{failureMessage(explanation.error)}</Typography.Text>}
        </Space>
      )}
    </Drawer>
  );
}
