/**
 * /tool/calculator/rollingAnalyzer through the page harness on the hand-made term structure (fixtures.ts): the
 * curve table with spreads and roll yields in the labelled variant, the heat map and curve handed to the chart,
 * both rolling strategies' metrics with the convention shown, the continuous series by adjustment, DEMO DATA, and
 * the page in Chinese and Arabic.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import RollingAnalyzerPage from '@/pages/Tool/Calculator/RollingAnalyzer';
import { answer, bodiesSentTo, makeUser, ok, renderPage } from '../harness';
import { TERM } from './fixtures';

type Locale = import('../harness').Locale;

const mockOptions: { series: { name: string; type: string; data: unknown }[] }[] = [];
jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({
    setOption: (option: { series: { name: string; type: string; data: unknown }[] }) => void mockOptions.push(option),
    resize: () => undefined,
    getDataURL: () => 'data:,',
    dispose: () => undefined,
    on: () => undefined,
  }),
}));

const PAGES = ['/tool/calculator', '/tool/calculator/rollingAnalyzer'];
// The seeded CN calendar's trading days per year (exchange-holidays.json; 2027 provisional) and the 2025 Spring
// Festival closure: the page averages the published years (242.67 -> 243) and counts the closure out.
const CN_YEARS = [243, 244, 243, 243, 242, 242, 242, 243, 242, 244].map((tradingDays, i) => ({
  year: 2018 + i,
  holidays: 0,
  tradingDays,
  provisional: i === 9,
}));
const CN_2025 = ['2025-01-01', '2025-01-28', '2025-01-29', '2025-01-30', '2025-01-31', '2025-02-03', '2025-02-04'];
const open = (locale: Locale = 'en-US') => {
  answer('/v2/calculators/rollingAnalyzer/termStructure', ok(TERM));
  answer('/v2/reference/calendar/product', ok({ calendar: 'CN', holidays: CN_2025, years: CN_YEARS }));
  return renderPage(<RollingAnalyzerPage />, { user: makeUser({ paths: PAGES }), locale });
};

beforeEach(() => {
  mockOptions.length = 0;
});

describe('roll return page', () => {
  test('the curve of the latest day with spreads and roll yields in the labelled variant', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Term structure' });
    const rows = within(table).getAllByRole('row').slice(1);
    // ln(104/102) x 12 = 23.30 %, ln(102/100) x 12 = 23.76 % (rollView.unit.test.ts).
    // Calendar days, then trading days on the seeded CN calendar (issue 18): FU2503 on 2025-02-10 is 15 trading days
    // after 2025-01-10 (11 in January, the Spring Festival closure 28 Jan-4 Feb, 4 in February), FU2504 35.
    expect(rows.map((r) => r.textContent)).toEqual(['M1SHFE.FU2502104.00002.0023.30%', 'M2SHFE.FU2503102.0031152.0023.76%', 'M3SHFE.FU2504100.005935––']);
    expect(screen.getByTestId('roll-variant')).toHaveTextContent('Roll yield: Log, Months = ln(near / far) x 12 / months between');
    // Simple return over calendar days: (104 - 102) / 102 x 365 / 31 = 23.09 %.
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Return' })).getByText('Simple'));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Annualised by' })).getByText('Calendar days'));
    expect(screen.getByTestId('roll-variant')).toHaveTextContent(
      'Roll yield: Simple, Calendar days = (near - far) / far x 365 / calendar days between expiries',
    );
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Term structure' })).getAllByRole('row')[1]).toHaveTextContent('23.09%'));
    expect(bodiesSentTo('/v2/calculators/rollingAnalyzer/termStructure')[0]).toMatchObject({ product: 'SHFE.FU' });
    expect(screen.getAllByTestId('demo-badge').length).toBeGreaterThan(0);
    // Issue 18: trading days by the product's calendar, 243 a year, said next to the formula (was weekdays and 252).
    // ln(104/102) x 243 / 15 trading days (21 weekdays less the Spring Festival closure) = 31.46 %.
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Return' })).getByText('Log'));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Annualised by' })).getByText('Trading days'));
    await waitFor(() => expect(screen.getByTestId('roll-variant')).toHaveTextContent('ln(near / far) x 243 / trading days between expiries'));
    expect(screen.getByTestId('roll-variant')).toHaveTextContent('China (SHFE, INE, DCE, ZCE, GFEX) exchange calendar, 243 a year (average of 2018-2026)');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Term structure' })).getAllByRole('row')[1]).toHaveTextContent('31.46%'));
    expect(bodiesSentTo('/v2/reference/calendar/product')).toEqual([{ exchange: 'SHFE', code: 'FU' }]);
    expect(screen.getByTestId('roll-pair-rule')).toHaveTextContent('largest open interest on the previous trading day');
  });

  test('the heat map of adjacent spreads, both strategies with the shared metrics table, and the continuous series by adjustment', async () => {
    open();
    await screen.findByRole('table', { name: 'Term structure' });
    await waitFor(() => expect(mockOptions.some((o) => o.series.some((s) => s.type === 'heatmap'))).toBe(true));
    // Default N = 5: the first roll would fall before the data, so that strategy holds B throughout (102 / 98 - 1).
    const cumulativeOf = (rule: string) =>
      within(screen.getByTestId(`metrics-${rule}`))
        .getByText('Cumulative return')
        .closest('tr');
    expect(cumulativeOf('daysBeforeExpiry')).toHaveTextContent('4.08%');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Roll N trading days before expiry' }), { target: { value: '2' } });
    // 2 days before expiry: 1.0404 - 1 = 4.04 %; open interest (issue 18: rolls on 2025-01-08, the day after B
    // passed A, the @main rule): also 4.04 % (was 1.01 x 102 / 99 - 1 = 4.06 % rolling on the same day's OI).
    await waitFor(() => expect(cumulativeOf('daysBeforeExpiry')).toHaveTextContent('4.04%'));
    expect(cumulativeOf('openInterest')).toHaveTextContent('4.04%');
    // The convention in force next to the numbers: empyrical, 243 periods per year (the CN calendar's 2018-2026 mean), 4 returns.
    expect(within(screen.getByTestId('metrics-openInterest')).getByTestId('metrics-context')).toHaveTextContent(/empyrical.*243 periods per year.*4 returns/);
    expect(screen.getByTestId('periods-source')).toHaveTextContent('exchange calendar, 243 a year (average of 2018-2026)');
    const rolls = screen.getByRole('table', { name: 'Roll dates' });
    expect(within(rolls).getAllByRole('row')[1]).toHaveTextContent('2025-01-08SHFE.FU2502SHFE.FU2503');
    await waitFor(() => {
      const names = mockOptions.flatMap((o) => o.series.map((s) => s.name));
      expect(names).toEqual(expect.arrayContaining(['None (raw)', 'Difference-adjusted', 'Ratio-adjusted', 'N days before expiry', 'Open interest switch']));
    });
    // Both rules roll on 2025-01-08 here; switching shows the open-interest rule's own table (one row, same date).
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Roll rule of the continuous series' })).getByText('Open interest switch'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Roll dates' })).getAllByRole('row')[1]).toHaveTextContent('2025-01-08'));
  });

  test.each(['zh-CN', 'ar-EG'] as const)('in %s the variant is labelled in that language', async (locale) => {
    open(locale);
    const text = {
      'zh-CN': '展期收益：对数，月数 = ln(近月 / 远月) × 12 / 间隔月数',
      'ar-EG': 'عائد التدوير: لوغاريتمي، الأشهر = ln(القريب / البعيد) × 12 / الأشهر بينهما',
    }[locale];
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
