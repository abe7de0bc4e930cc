/** The chart's CSV: one row per time any series has, a column per series (four per candle series), gaps left blank. */
import { chartCsv } from '@/components/Chart/chartCsv';
import { toCsv } from '@/utils/csvExport';

const labels = { time: 'Time', open: 'open', close: 'close', low: 'low', high: 'high' };

it('joins series on time and leaves gaps blank', () => {
  const { rows, columns } = chartCsv(
    [
      {
        name: 'FU',
        unit: 'CNY/t',
        points: [
          [2000, 2810],
          [1000, 2800],
        ],
      },
      {
        name: 'SG380',
        unit: 'USD/t',
        points: [
          [1000, 392.55],
          [3000, 393],
        ],
      },
    ],
    labels,
  );
  expect(rows.map((r) => r.ts)).toEqual([1000, 2000, 3000]);
  expect(columns.map((c) => c.title)).toEqual(['Time', 'FU (CNY/t)', 'SG380 (USD/t)']);
  expect(columns[0].time).toBeDefined();
  // Time column raw here (exportCsv formats it as the table shows it).
  expect(toCsv(rows, columns)).toBe('Time,FU (CNY/t),SG380 (USD/t)\r\n1000,2800,392.55\r\n2000,2810,\r\n3000,,393\r\n');
});

it('writes open, close, low and high for candles', () => {
  const { rows, columns } = chartCsv([{ kind: 'candle', name: 'FU', unit: 'CNY/t', candles: [[1000, 1, 2, 0.5, 3]] }], labels);
  expect(toCsv(rows, columns)).toBe('Time,FU open (CNY/t),FU close (CNY/t),FU low (CNY/t),FU high (CNY/t)\r\n1000,1,2,0.5,3\r\n');
});
