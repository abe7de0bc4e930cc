/**
 * /tool/calculator/cycle through the page harness: nothing is drawn before both indicators are chosen (said
 * plainly), indicators imported from CSV files in the page (preview; a bad file refused with its rows listed),
 * today's phase and the phase runs, the rule shown with its parameter, and an asset's mean return per phase.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CyclePage from '@/pages/Tool/Calculator/Cycle';
import { answer, bodiesSentTo, makeUser, ok, renderPage } from '../harness';

type Locale = import('../harness').Locale;

jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => 'data:,', dispose: () => undefined, on: () => undefined }),
}));

const PAGES = ['/tool/calculator', '/tool/calculator/cycle'];
const months = Array.from({ length: 12 }, (_, i) => i);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
// The hand-worked case of cycleView.unit.test.ts, as files: growth up all year (mid-month dates), inflation down to June
// then up (dated on the 1st, written as YYYY-MM). HP on these monthly points (lambda 129600) is what the page uses.
const GROWTH_CSV = `date,value\n${months.map((i) => `${iso(Date.UTC(2024, i, 15))},${50 + i}`).join('\n')}\n`;
const INFLATION_CSV = `date,value\n${months.map((i) => `2024-${String(i + 1).padStart(2, '0')},${(i < 6 ? 3 - 0.1 * i : 2.5 + 0.1 * (i - 5)).toFixed(1)}`).join('\n')}\n`;

const open = (locale: Locale = 'en-US') => renderPage(<CyclePage />, { user: makeUser({ paths: PAGES }), locale });

async function importFile(indicator: string, name: string, text: string) {
  fireEvent.click(within(screen.getByRole('radiogroup', { name: `Source of ${indicator}` })).getByText('Import file'));
  const button = await screen.findByRole('button', { name: `Choose a file for ${indicator}` });
  const input = button.closest('span')?.querySelector('input[type=file]') ?? document.querySelectorAll('input[type=file]')[0];
  fireEvent.change(input as HTMLInputElement, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

describe('investment clock page', () => {
  test('says plainly that nothing is shown before both indicators are chosen', async () => {
    open();
    expect(
      await screen.findByText('Choose a growth indicator and an inflation indicator to see the phases. Nothing is shown until both are chosen.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('cycle-today')).not.toBeInTheDocument();
    // Issue 18: the rule says the trend is one-sided (no look-ahead), not the whole sample's two-sided HP trend.
    expect(screen.getByTestId('cycle-rule')).toHaveTextContent('Direction = sign of the change of the one-sided HP trend (lambda 129600)');
    expect(screen.getByRole('spinbutton', { name: 'Publication lag (periods)' })).toHaveValue('1');
  });

  test("two imported files give the phases and today's phase; an asset gets its mean return per phase", async () => {
    open();
    await importFile('Growth indicator', 'pmi.csv', GROWTH_CSV);
    expect(await screen.findByText('pmi.csv: 12 values (latest shown)')).toBeInTheDocument();
    await importFile('Inflation indicator', 'cpi.csv', INFLATION_CSV);
    const today = await screen.findByTestId('cycle-today');
    expect(today).toHaveTextContent('Period ending 2024-12-31:');
    expect(today).toHaveTextContent('Overheat');
    expect(today).toHaveTextContent('growth up, inflation up: favours commodities');
    // Moving average instead: the window is shown and the rule says so.
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Direction by' })).getByText('Moving average'));
    expect(screen.getByTestId('cycle-rule')).toHaveTextContent('Direction = value above (up) or below (down) its 12-period moving average.');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Window (periods)' }), { target: { value: '2' } });
    const runs = await screen.findByRole('table', { name: 'Phases over time' });
    await waitFor(() =>
      expect(
        within(runs)
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.textContent),
      ).toEqual(['2024-07-312024-12-31Overheat6', '2024-02-292024-06-30Recovery5']),
    );
    // An asset typed as an address: its month-end prices step from 100 to 110 in July (cycleView.unit.test.ts: recovery 2 %).
    answer('/v2/marketData/catalog', ok({ list: [], total: 0, current: 1, pageSize: 50 }));
    answer(
      '/v2/marketData/series',
      ok({
        address: 'md:SHFE.FU@main',
        unit: 'CNY/t',
        demo: true,
        source: 'demo',
        points: months.map((i): [number, number] => [Date.UTC(2024, i + 1, 0), i < 6 ? 100 : 110]),
      }),
    );
    const picker = screen.getByRole('combobox', { name: 'Add an asset' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'md:SHFE.FU@main' } });
    fireEvent.click(await screen.findByTitle('md:SHFE.FU@main'));
    const returns = await screen.findByRole('table', { name: 'Asset returns per phase' });
    await waitFor(() => expect(within(returns).getByText('2.00%')).toBeInTheDocument());
    expect(screen.getByTestId('cycle-returns-rule')).toHaveTextContent('the phase of the period 1 period(s) earlier');
    expect(bodiesSentTo('/v2/marketData/series')[0]).toMatchObject({ address: 'md:SHFE.FU@main', interval: '1d' });
    expect(screen.getAllByTestId('demo-badge').length).toBeGreaterThan(0);
  });

  test('a file with bad rows is refused with each row and why', async () => {
    open();
    await importFile('Growth indicator', 'bad.csv', 'date,value\n2024-01-31,50\n2024-02-30,51\n2024-03-31,n/a\n');
    expect(await screen.findByText('bad.csv was not used: 2 bad rows')).toBeInTheDocument();
    expect(screen.getByText(/Row 3: not a date/)).toBeInTheDocument();
    expect(screen.getByText(/Row 4: the value is not a number/)).toBeInTheDocument();
    expect(screen.getByTestId('cycle-none')).toBeInTheDocument();
  });

  test.each(['zh-CN', 'ar-EG'] as const)('in %s the empty state is in that language', async (locale) => {
    open(locale);
    const text = { 'zh-CN': '请选择增长指标和通胀指标以查看阶段。', 'ar-EG': 'اختر مؤشراً للنمو ومؤشراً للتضخم لرؤية المراحل.' }[locale];
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
  });
});
