/**
 * The options page (issue 21): Haug's Black-76 example (F = K = 20, T = 4/12, r = 9 %, sigma = 25 %: 1.1166) and its
 * implied volatility back (25.00 %), the American value never below the European one, a price no volatility
 * reproduces said so in the reader's language, incomplete inputs said so, and a reader without an option underlying
 * told why the cross-section is empty. The calculator's figures are the domain's functions; it asks nothing of the server.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import FutOptCrossSectionData from '@/pages/Tool/Calculator/FutOptCrossSectionData';
import { answer, makeUser, ok, renderPage, sent } from '../harness';

const mockChartMade = jest.fn();
jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => {
    mockChartMade();
    return { setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined };
  },
}));

const USER = makeUser({ paths: ['/tool/calculator/futOptCrossSectionData'] });
/** The page opens on the cross-section; these tests are the calculator tab's (no underlying to read here). */
async function openCalculator(name = 'Single-option calculator') {
  fireEvent.click(await screen.findByRole('tab', { name }));
}
const type = (label: string, value: string) => fireEvent.change(screen.getByRole('spinbutton', { name: label }), { target: { value } });

test("Haug's Black-76 example and its implied volatility", async () => {
  answer('/v2/futOptCrossSectionData/products', ok({ products: [] }));
  renderPage(<FutOptCrossSectionData />, { user: USER });
  await openCalculator();
  fireEvent.click(screen.getByText('European (Black-76)'));
  type('Futures price', '20');
  type('Strike', '20');
  type('Days to expiry', String(365 / 3));
  type('Rate (% a year)', '9');
  type('Volatility (% a year)', '25');
  await waitFor(() => expect(mockChartMade).toHaveBeenCalled());
  const result = screen.getByTestId('option-result');
  const row = (label: string) => within(result).getByText(label, { selector: '.ant-descriptions-item-label' }).closest('tr') as HTMLElement;
  await waitFor(() => expect(row('European value (Black-76)')).toHaveTextContent('1.1166'));
  // The headline value is the chosen model's: Black-76 here.
  expect(within(result).getByText('European value (Black-76)', { selector: '.ant-statistic-title' }).parentElement).toHaveTextContent('1.1166');
  // The American value is at least the European one: the early-exercise premium is not negative.
  const premium = row('Early-exercise premium').querySelector('.ant-descriptions-item-content')?.textContent;
  expect(Number(premium)).toBeGreaterThanOrEqual(0);

  type('Option price', '1.1166414565589438');
  await waitFor(() => expect(screen.getByTestId('option-iv')).toHaveTextContent('Implied volatility: 25.00%'));
  type('Option price', '0.0001');
  await waitFor(() => expect(screen.getByTestId('option-iv')).toHaveTextContent('No volatility reproduces this option price'));
  expect(sent.filter((r) => r.url.startsWith('/v2/calculators/'))).toEqual([]);
});

test('incomplete inputs are said so; without a readable underlying the cross-section says why', async () => {
  answer('/v2/futOptCrossSectionData/products', ok({ products: [] }));
  renderPage(<FutOptCrossSectionData />, { user: USER, locale: 'zh-CN' });
  expect(await screen.findByText('没有可读取的期权标的：需要该品种的权限，并有导入的结算价或演示行情。')).toBeInTheDocument();
  await openCalculator('单个期权计算器');
  await waitFor(() => expect(mockChartMade).toHaveBeenCalled());
  fireEvent.change(screen.getByRole('spinbutton', { name: '行权价' }), { target: { value: '' } });
  expect(screen.getByText('请输入为正的期货价格、行权价、剩余天数与波动率。')).toBeInTheDocument();
});
