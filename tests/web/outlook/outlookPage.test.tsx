/**
 * /tool/calendar/prdiction through the page harness (real locale files, the fake network): an open release takes
 * a forecast inline and sends it; a locked release shows the lock and the desk's forecasts with errors; the
 * leaderboard of a chosen event lists users and the benchmarks best first; the page in Chinese and Arabic.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import OutlookPage from '@/pages/Tool/Calendar/Prdiction';
import { answer, bodiesSentTo, makeUser, ok, renderPage } from '../harness';

type Locale = import('../harness').Locale;
type OutlookRow = import('@common/contract/outlook').OutlookRow;
type OutlookScores = import('@common/contract/outlook').OutlookScores;

const PAGES = ['/tool/calendar', '/tool/calendar/prdiction'];
const baseline = { method: 'lastValue' as const, value: 3.5, overridden: false, season: 12, scores: [] };
const event = (id: string, title: string, releaseAt: number, actual: number | null) => ({
  id,
  eventKey: 'US.CPI.YOY',
  country: 'US',
  currency: 'USD',
  title,
  period: '2026-06',
  releaseAt,
  dateStatus: 'official' as const,
  importance: 3 as const,
  actual,
  consensus: 3.6,
  previous: 3.5,
  revised: null,
  unit: '%',
  source: 'test',
  products: [],
  surprise: null,
  updatedAt: 0,
});
const ROWS: OutlookRow[] = [
  {
    event: event('done', 'PPI YoY', Date.UTC(2026, 6, 1, 12, 30), 3.8),
    locked: true,
    own: 3.65,
    desk: [
      { userId: 'a', name: 'alice', value: 3.65, error: 0.15, hit: true },
      { userId: 'b', name: 'bob', value: 3.5, error: 0.3, hit: false },
    ],
    deskCount: 2,
    baseline,
  },
  { event: event('open', 'CPI YoY', Date.UTC(2026, 6, 12, 12, 30), null), locked: false, own: null, desk: [], deskCount: 1, baseline },
];
const SCORES: OutlookScores = {
  eventKey: 'US.CPI.YOY',
  unit: '%',
  method: 'lastValue',
  leaderboard: [
    { forecaster: { kind: 'consensus', id: 'consensus', name: '' }, count: 7, mae: 0.1286, hitRate: null, points: [] },
    { forecaster: { kind: 'user', id: 'a', name: 'alice' }, count: 1, mae: 0.15, hitRate: 1, points: [] },
    { forecaster: { kind: 'baseline', id: 'baseline', name: '' }, count: 6, mae: 0.2, hitRate: 0.5, points: [] },
  ],
};

const open = (locale: Locale = 'en-US') => {
  answer('/v2/outlook/events', ok(ROWS));
  answer('/v2/outlook/keys', ok([{ eventKey: 'US.CPI.YOY', title: 'CPI YoY', unit: '%', releases: 7 }]));
  answer('/v2/outlook/scores', ok(SCORES));
  answer('/v2/outlook/forecast/save', ({ body }) => ok({ eventId: body.eventId, value: body.value, updatedAt: 1 }));
  return renderPage(<OutlookPage />, { user: makeUser({ paths: PAGES }), locale });
};

describe('outlook page', () => {
  test('an open release takes a forecast; a locked one shows the lock and the desk with errors', async () => {
    open();
    const openRow = (await screen.findByText(/CPI YoY/)).closest('tr') as HTMLElement;
    expect(openRow).toHaveTextContent('1 forecast(s), shown after the release');
    expect(openRow).toHaveTextContent('last value');
    fireEvent.change(within(openRow).getByRole('spinbutton', { name: 'My forecast' }), { target: { value: '3.7' } });
    fireEvent.click(within(openRow).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo('/v2/outlook/forecast/save')).toEqual([{ eventId: 'open', value: 3.7 }]));
    const lockedRow = screen.getByText(/PPI YoY/).closest('tr') as HTMLElement;
    expect(within(lockedRow).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(lockedRow).getByLabelText('Locked: the release time has passed or the actual is out')).toBeInTheDocument();
    expect(lockedRow).toHaveTextContent('alice 3.65 (0.15), bob 3.5 (0.3)');
  });

  test('the leaderboard of a chosen event ranks users and benchmarks by MAE', async () => {
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Choose an event' }));
    fireEvent.click(await screen.findByText('CPI YoY (US.CPI.YOY)'));
    const [cell] = await screen.findAllByText('Baseline model', { selector: 'td' });
    const table = cell.closest('table') as HTMLElement;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['ConsensusConsensus70.1286—', 'aliceDesk member10.1500100%', 'Baseline modelBaseline model60.200050%']);
    expect(bodiesSentTo('/v2/outlook/scores')).toEqual([{ eventKey: 'US.CPI.YOY' }]);
  });

  test.each(['zh-CN', 'ar-EG'] as const)('in %s the tabs and the hidden desk count are translated', async (locale) => {
    open(locale);
    expect(await screen.findByText({ 'zh-CN': '1 条预测，发布后显示', 'ar-EG': '1 توقع، تظهر بعد الإصدار' }[locale])).toBeInTheDocument();
    if (locale === 'ar-EG') expect(document.documentElement.dir).toBe('rtl');
  });
});
