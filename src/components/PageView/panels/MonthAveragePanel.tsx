/**
 * The `monthAverage` panel: balance-month averages of strategies whose legs price on different days (issue 20, oil OTC
 * page). Per strategy: the formula over the legs' own averages (the balance-month value) next to the daily value
 * averaged over the days every leg priced; per leg its pricing calendar, priced / pricing days, average so far and
 * days left; and, expandable, the averaging itself: every date with each leg's close, blank where a leg does not price
 * that day. A month picker offers this month and the eleven before it. Answers: monthAveragePanelCall.ts.
 */
import { useIntl } from '@umijs/max';
import { Alert, Collapse, Select, Skeleton, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { addressForUnit } from '@common/contract/pageSpec';
import type { MonthAverageLeg } from '@common/contract/strategy';
import { useStrategies } from '@/services/market/strategies';
import { failureMessage } from '@/utils/apiError';
import { hasOwnMessage } from '@/utils/i18n';
import { strategyName } from '@/utils/strategyName';
import type { PanelTable, PanelViewProps } from '../types';
import { type MonthAverage, recentMonths, useMonthAverages } from './monthAveragePanelCall';
import { useReportContent } from './reportContent';

const MONTHS_OFFERED = 12;

export default function MonthAveragePanel({ panel, unit, onContent }: PanelViewProps<'monthAverage'>) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // '' asks for the server's current month (its as-of date's), so the page never disagrees with the server's clock.
  const [month, setMonth] = useState('');
  const months = useMemo(() => recentMonths(Date.now(), MONTHS_OFFERED).slice(1), []);
  const addresses = panel.series.map((s) => addressForUnit(s, unit));
  const ids = addresses.filter((a) => a.startsWith('spread:')).map((a) => a.slice('spread:'.length));
  const queries = useMonthAverages(ids, month || null);
  const strategies = useStrategies();
  const answers = queries.map((q) => q.data);
  const failed = queries.find((q) => q.isError);
  const demo = answers.some((a) => a?.demo);
  const dataKey = queries.map((q) => q.dataUpdatedAt).join(',');

  const nameOf = (id: string): string => {
    const s = strategies.data?.items.find((x) => x.id === id);
    return s ? strategyName(s, (key) => f(key)) : id;
  };
  const calendarName = (id: string | null) => {
    if (id === null) return f('pagePanels.monthAverage.weekdays');
    const key = `reference.holiday.calendar.${id}`;
    return hasOwnMessage(intl.messages, key) ? f(key) : id;
  };
  const num = (v: number | null, digits: number) => (v === null ? '—' : intl.formatNumber(v, { minimumFractionDigits: digits, maximumFractionDigits: digits }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: answers change exactly when dataKey does; the names read intl and the strategies
  const table = useMemo<PanelTable | null>(() => {
    const done = answers.filter((a): a is MonthAverage => a !== undefined);
    if (done.length === 0) return null;
    return {
      columns: [
        f('pagePanels.monthAverage.strategy'),
        f('pagePanels.monthAverage.month'),
        f('pagePanels.monthAverage.asOfColumn'),
        f('pagePanels.monthAverage.value'),
        f('pagePanels.monthAverage.commonDaysColumn'),
        f('pagePanels.monthAverage.unit'),
        f('pagePanels.monthAverage.leg'),
        f('pagePanels.monthAverage.calendar'),
        f('pagePanels.monthAverage.pricedDays'),
        f('pagePanels.monthAverage.pricingDays'),
        f('pagePanels.monthAverage.left'),
        f('pagePanels.monthAverage.average'),
      ],
      rows: done.flatMap((a) =>
        a.legs.map((l) => [
          nameOf(a.strategyId),
          a.month,
          a.asOf,
          a.value,
          a.commonDaysAverage,
          a.unit,
          `${l.alias} = ${l.instrument}`,
          calendarName(l.calendar),
          l.priced.length,
          l.pricingDays.length,
          l.left,
          l.average,
        ]),
      ),
    };
  }, [dataKey, strategies.data, intl]);
  useReportContent(onContent, table, demo);

  const picker = (
    <Space wrap>
      <Typography.Text>{f('pagePanels.monthAverage.month')}</Typography.Text>
      <Select
        aria-label={f('pagePanels.monthAverage.month')}
        size="small"
        style={{ minWidth: 140 }}
        value={month}
        onChange={setMonth}
        options={[{ value: '', label: f('pagePanels.monthAverage.thisMonth') }, ...months.map((m) => ({ value: m, label: m }))]}
      />
    </Space>
  );

  if (ids.length === 0) return <Alert type="info" showIcon message={f('pagePanels.monthAverage.notSpread')} />;
  return (
    <div data-testid="month-average-panel">
      {picker}
      {failed ? <Alert style={{ marginTop: 8 }} type="error" showIcon message={failureMessage(failed.error)} /> : null}
      {answers.map((a, i) =>
        a ? (
          <StrategyMonth key={a.strategyId} answer={a} name={nameOf(a.strategyId)} calendarName={calendarName} num={num} f={f} />
        ) : queries[i].isPending ? (
          <Skeleton key={ids[i]} active paragraph={{ rows: 2 }} />
        ) : null,
      )}
    </div>
  );
}

interface StrategyMonthProps {
  answer: MonthAverage;
  name: string;
  calendarName: (id: string | null) => string;
  num: (v: number | null, digits: number) => string;
  f: (id: string, values?: Record<string, string | number>) => string;
}

/** One strategy: its value, its legs, and the daily values behind the averages (collapsed). */
function StrategyMonth({ answer: a, name, calendarName, num, f }: StrategyMonthProps) {
  const digits = Math.max(a.precision, 2);
  return (
    <section style={{ marginTop: 12 }} aria-label={name}>
      <Typography.Title level={5} style={{ marginBottom: 4 }}>
        {name}
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        <span data-testid="month-average-value">
          {f('pagePanels.monthAverage.valueIs', { value: a.value === null ? f('pagePanels.monthAverage.noValue') : `${num(a.value, a.precision)} ${a.unit}` })}
        </span>
        <br />
        <Typography.Text type="secondary">
          {f('pagePanels.monthAverage.commonDays', { value: num(a.commonDaysAverage, a.precision), days: a.commonDays.length })}
          {' · '}
          {f('pagePanels.monthAverage.asOf', { date: a.asOf })}
        </Typography.Text>
      </Typography.Paragraph>
      <Table<MonthAverageLeg>
        size="small"
        pagination={false}
        rowKey="alias"
        scroll={{ x: 'max-content' }}
        dataSource={a.legs}
        columns={[
          { key: 'leg', title: f('pagePanels.monthAverage.leg'), render: (_, l) => `${l.alias} = ${l.instrument}` },
          { key: 'calendar', title: f('pagePanels.monthAverage.calendar'), render: (_, l) => calendarName(l.calendar) },
          {
            key: 'priced',
            title: f('pagePanels.monthAverage.pricedOfTotal'),
            render: (_, l) => f('pagePanels.monthAverage.pricedOf', { priced: l.priced.length, total: l.pricingDays.length }),
          },
          { key: 'average', title: f('pagePanels.monthAverage.average'), render: (_, l) => num(l.average, digits) },
          { key: 'left', title: f('pagePanels.monthAverage.left'), dataIndex: 'left' },
          {
            key: 'missing',
            title: f('pagePanels.monthAverage.missing'),
            render: (_, l) => (l.missing.length ? l.missing.join(', ') : '—'),
          },
        ]}
      />
      <Collapse
        size="small"
        style={{ marginTop: 8 }}
        items={[
          {
            key: 'days',
            label: f('pagePanels.monthAverage.daily'),
            children: (
              <>
                <Typography.Paragraph type="secondary">{f('pagePanels.monthAverage.blankNote')}</Typography.Paragraph>
                <DailyValues answer={a} num={num} f={f} digits={digits} />
              </>
            ),
          },
        ]}
      />
    </section>
  );
}

type DayRow = { date: string } & Record<string, string>;

/** Every date any leg priced (or should have) up to the as-of date; a leg that does not price a date is blank there. */
function DailyValues({ answer: a, num, f, digits }: { answer: MonthAverage; num: StrategyMonthProps['num']; f: StrategyMonthProps['f']; digits: number }) {
  const rows = useMemo<DayRow[]>(() => {
    const dates = [...new Set(a.legs.flatMap((l) => l.pricingDays.filter((d) => d <= a.asOf)))].sort();
    return dates.map((date) => {
      const row: DayRow = { date };
      for (const l of a.legs) {
        const value = l.priced.find((p) => p[0] === date)?.[1];
        row[l.alias] = value !== undefined ? num(value, digits) : l.missing.includes(date) ? f('pagePanels.monthAverage.noClose') : '';
      }
      return row;
    });
  }, [a, num, f, digits]);
  const common = new Set(a.commonDays);
  return (
    <Table<DayRow>
      size="small"
      pagination={false}
      rowKey="date"
      scroll={{ x: 'max-content', y: 320 }}
      dataSource={rows}
      columns={[
        { key: 'date', dataIndex: 'date', title: f('pagePanels.monthAverage.date') },
        { key: 'common', title: f('pagePanels.monthAverage.inCommon'), render: (_: unknown, r: DayRow) => (common.has(r.date) ? '✓' : '') },
        ...a.legs.map((l) => ({
          key: l.alias,
          title: l.alias,
          render: (_: unknown, r: DayRow) =>
            r[l.alias] === '' ? (
              <Typography.Text type="secondary" title={f('pagePanels.monthAverage.notPricing')} aria-label={f('pagePanels.monthAverage.notPricing')}>
                {' '}
              </Typography.Text>
            ) : (
              r[l.alias]
            ),
        })),
      ]}
    />
  );
}
