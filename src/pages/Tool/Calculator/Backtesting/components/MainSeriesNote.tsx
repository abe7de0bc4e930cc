/**
 * Whether an `@main` series is adjusted and how (issue 18): a plain statement above the results, with the rolls in
 * range (date, contracts, gap on the roll date). Nothing for other inputs, which have no rolls.
 */
import { Alert } from 'antd';
import type { RunResult } from '@common/contract/backtesting';
import { tickDigits } from './TradeTable';
import { num, useText } from './useText';

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The one-line statement of the series' adjustment (also carried into exports); null for inputs that are not `@main`. */
export function useSeriesLabel(result: RunResult): string | null {
  const text = useText();
  return result.adjusted === null ? null : text(`result.adjusted.${result.adjusted}`, { count: result.rolls.length });
}

export default function MainSeriesNote({ result }: { result: RunResult }) {
  const text = useText();
  const label = useSeriesLabel(result);
  if (label === null) return null;
  const digits = tickDigits(result.tick);
  return (
    <Alert
      data-testid="backtest-adjustment"
      type={result.adjusted === 'none' && result.rolls.length > 0 ? 'warning' : 'info'}
      showIcon
      message={label}
      description={
        result.rolls.length > 0 ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {result.rolls.map((r) => (
              <li key={r.t}>
                {text('result.roll', {
                  date: day(r.t),
                  from: r.from,
                  to: r.to,
                  gap: r.gap === null ? text('result.roll.noGap') : num(r.gap, digits),
                })}
              </li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
