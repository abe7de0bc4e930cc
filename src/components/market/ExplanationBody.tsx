/**
 * The explanation of a strategy's value (`/v2/strategy/explain`), drawn once for the ExplainDrawer and the page
 * `explain` panel: the formula, the value and its time, which USD/CNY the value used (issue 18: the live rate with its
 * instrument and time, or the monthly average in force with its source and the date it has been in force since),
 * each leg's price and time, and each rate by name with its value, the date it is valid from ("since the start of the
 * records" for the seeded placeholder date) and its source. Each table's heading names it (aria-labelledby).
 */
import { useIntl } from '@umijs/max';
import { Descriptions, Table, Typography } from 'antd';
import { useId } from 'react';
import type { Explanation } from '@common/contract/strategy';
import { DATE_TIME_SECONDS } from '@/utils/dateTime';
import { hasOwnMessage } from '@/utils/i18n';
import { rateName, validFromText } from './rateText';

/** `FX.USDCNY` -> `USD/CNY` (a currency pair's code is its two ISO codes); other instruments as they are. */
const pairOf = (instrument: string): string => {
  const code = instrument.slice(instrument.indexOf('.') + 1);
  return /^[A-Z]{6}$/.test(code) ? `${code.slice(0, 3)}/${code.slice(3)}` : instrument;
};

const HEADING = { marginTop: 12 } as const;

export default function ExplanationBody({ explanation: x }: { explanation: Explanation }) {
  const intl = useIntl();
  const f = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const has = (key: string) => hasOwnMessage(intl.messages, key);
  const legsId = useId();
  const ratesId = useId();
  const time = (ts: number | null) => (ts === null ? '—' : intl.formatDate(ts, DATE_TIME_SECONDS));
  return (
    <>
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
        {x.fx.map((r) => {
          const values = {
            pair: pairOf(r.instrument),
            value: r.value === null ? '—' : intl.formatNumber(r.value, { minimumFractionDigits: 4, maximumFractionDigits: 4 }),
          };
          return (
            <Descriptions.Item key={r.alias} label={f('strategy.explain.fxInUse', { alias: r.alias })}>
              <span data-testid="fx-in-use" dir="auto">
                {r.source === 'live'
                  ? f('strategy.explain.fxLive', { ...values, instrument: r.instrument, time: time(r.ts) })
                  : f('strategy.explain.fxReference', { ...values, source: r.sourceLabel, since: validFromText(f, r.validFrom) })}
              </span>
            </Descriptions.Item>
          );
        })}
      </Descriptions>
      <Typography.Title level={5} id={legsId} style={HEADING}>
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
      <Typography.Title level={5} id={ratesId} style={HEADING}>
        {f('strategy.explain.rates')}
      </Typography.Title>
      {x.rates.length === 0 ? (
        <Typography.Text type="secondary">{f('strategy.explain.noRates')}</Typography.Text>
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
    </>
  );
}
