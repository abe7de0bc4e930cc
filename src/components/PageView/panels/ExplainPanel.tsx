/**
 * An `explain` panel: under a spread, its formula, its legs (price and time) and the dated rates in force with the
 * date each is in force from (the strategy's explanation, `useExplanation`; the same call as the ExplainDrawer).
 * Only a `spread:` address has an explanation; any other address says so.
 */
import { useIntl } from '@umijs/max';
import { Alert, Descriptions, Skeleton, Table, Typography } from 'antd';
import { useEffect, useId, useMemo } from 'react';
import { addressForUnit } from '@common/contract/pageSpec';
import { rateName, validFromText } from '@/components/market/rateText';
import { useExplanation } from '@/services/market/strategies';
import { failureMessage } from '@/utils/apiError';
import { DATE_TIME_SECONDS } from '@/utils/dateTime';
import { hasOwnMessage } from '@/utils/i18n';
import type { PanelViewProps } from '../types';

export default function ExplainPanel({ panel, unit, onContent }: PanelViewProps<'explain'>) {
  const intl = useIntl();
  const f = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const has = (key: string) => hasOwnMessage(intl.messages, key);
  const legsId = useId();
  const ratesId = useId();
  const address = addressForUnit(panel.series, unit);
  const strategyId = address.startsWith('spread:') ? address.slice('spread:'.length) : null;
  const explain = useExplanation(strategyId);
  const x = explain.data;
  const time = (ts: number | null) => (ts === null ? '—' : intl.formatDate(ts, DATE_TIME_SECONDS));

  // biome-ignore lint/correctness/useExhaustiveDependencies: f and time read intl, which the language changes
  const table = useMemo(() => {
    if (!x) return null;
    return {
      columns: [
        f('pageView.explain.part'),
        f('pageView.explain.name'),
        f('strategy.explain.rateValue'),
        f('pageView.explain.unit'),
        f('pageView.explain.dated'),
        f('strategy.explain.source'),
      ],
      rows: [
        [f('strategy.column.formula'), x.formula, x.value, x.unit, x.ts === null ? null : time(x.ts), null],
        ...x.legs.map((l) => [f('strategy.explain.legs'), `${l.alias} = ${l.instrument}`, l.price, l.unit, time(l.ts), null]),
        ...x.rates.map((r) => [
          f('strategy.explain.rates'),
          r.alias ? `${r.alias} = ${r.key}` : r.key,
          r.value,
          r.unit,
          validFromText(f, r.validFrom),
          r.source,
        ]),
      ] as (string | number | null)[][],
    };
  }, [x, intl]);
  useEffect(() => onContent({ table, demo: Boolean(x?.demo) }), [table, x?.demo, onContent]);

  if (!strategyId) return <Alert type="info" showIcon message={f('pageView.explain.notSpread')} />;
  if (explain.isError) return <Alert type="error" showIcon message={failureMessage(explain.error)} />;
  if (!x) return <Skeleton active />;
  return (
    <div data-testid="explain-panel">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={f('strategy.column.formula')}>
          <Typography.Text code dir="ltr">
            {x.formula}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={f('strategy.explain.value')}>
          {x.value === null
            ? f('strategy.explain.noValue')
            : `${intl.formatNumber(x.value, { minimumFractionDigits: x.precision, maximumFractionDigits: x.precision })} ${x.unit}`}
        </Descriptions.Item>
        <Descriptions.Item label={f('strategy.explain.at')}>{x.ts === null ? f('strategy.explain.live') : time(x.ts)}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} id={legsId} style={{ marginTop: 12 }}>
        {f('strategy.explain.legs')}
      </Typography.Title>
      <Table
        aria-labelledby={legsId}
        size="small"
        pagination={false}
        rowKey="alias"
        scroll={{ x: 'max-content' }}
        dataSource={x.legs}
        columns={[
          { key: 'alias', dataIndex: 'alias', title: f('strategy.editor.leg.alias') },
          { key: 'instrument', dataIndex: 'instrument', title: f('strategy.editor.leg.instrument') },
          { key: 'price', title: f('strategy.explain.price'), render: (_, l) => (l.price === null ? '—' : `${intl.formatNumber(l.price)} ${l.unit}`) },
          { key: 'ts', title: f('strategy.explain.time'), render: (_, l) => time(l.ts) },
        ]}
      />
      <Typography.Title level={5} id={ratesId} style={{ marginTop: 12 }}>
        {f('strategy.explain.rates')}
      </Typography.Title>
      {x.rates.length === 0 ? (
        <Typography.Text type="secondary">{f('pageView.explain.noRates')}</Typography.Text>
      ) : (
        <Table
          aria-labelledby={ratesId}
          size="small"
          pagination={false}
          rowKey="key"
          scroll={{ x: 'max-content' }}
          dataSource={x.rates}
          columns={[
            {
              key: 'key',
              title: f('strategy.explain.rate'),
              render: (_, r) => <span title={r.key}>{r.alias ? `${r.alias} = ${rateName(f, has, r.key)}` : rateName(f, has, r.key)}</span>,
            },
            { key: 'value', title: f('strategy.explain.rateValue'), render: (_, r) => (r.value === null ? '—' : `${intl.formatNumber(r.value)} ${r.unit}`) },
            { key: 'validFrom', title: f('strategy.explain.validFrom'), render: (_, r) => validFromText(f, r.validFrom) },
            { key: 'source', dataIndex: 'source', title: f('strategy.explain.source') },
          ]}
        />
      )}
    </div>
  );
}
