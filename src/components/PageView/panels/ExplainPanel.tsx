/**
 * An `explain` panel: under a spread, its formula, its legs (price and time), the USD/CNY it used and the dated rates
 * in force with the date each is in force from (the strategy's explanation, `useExplanation`, drawn by the same
 * ExplanationBody as the ExplainDrawer); the panel also reports it as one table for export.
 * Only a `spread:` address has an explanation; any other address says so.
 */
import { useIntl } from '@umijs/max';
import { Alert, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { addressForUnit } from '@common/contract/pageSpec';
import ExplanationBody from '@/components/market/ExplanationBody';
import { validFromText } from '@/components/market/rateText';
import { useExplanation } from '@/services/market/strategies';
import { failureMessage } from '@/utils/apiError';
import { DATE_TIME_SECONDS } from '@/utils/dateTime';
import type { PanelViewProps } from '../types';

export default function ExplainPanel({ panel, unit, onContent }: PanelViewProps<'explain'>) {
  const intl = useIntl();
  const f = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
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
      <ExplanationBody explanation={x} />
    </div>
  );
}
