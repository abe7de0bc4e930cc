/**
 * The home page's calendar card: only for users holding the events page; today's and the next days'
 * high-importance releases in the user's calendar zone, linking to the page; an empty calendar says how to import.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { SOURCE_NAMES } from '@common/contract/datasource';
import Home from '@/pages/Home';
import { answer, bodiesSentTo, makeUser, ok, renderPage } from '../harness';
import { DAY, HOUR, release, REMINDERS } from './fixtures';

const PATHS = ['/tool/calendar', '/tool/calendar/events'];

beforeEach(() => {
  // No subscribed charts (issue 22): home draws none and loads no renderer.
  answer('/v2/subscribe/list', ok([]));
  const status = Object.fromEntries(SOURCE_NAMES.map((s) => [s, 'OK' as const]));
  answer(
    '/v1/finData/lowFreqData/source/get/checkHealth',
    ok(
      SOURCE_NAMES.map((source) => ({ source, state: 'OK' as const, message: '', lastUpdate: null, checkedAt: 0 })),
      { status },
    ),
  );
  answer('/v1/setting/version', ok({ version: '20250401.3', publishedAt: 0 }));
  answer('/v2/calendar/reminder/get', ok({ ...REMINDERS, settings: { minutesBefore: 30, timeZone: 'Asia/Shanghai' } }));
});

test('lists the coming high-importance releases in the user zone, linking to the events page', async () => {
  const soon = Date.now() + 3 * HOUR;
  answer('/v2/calendar/event/list', ok([release('cpi', { releaseAt: soon }), release('old', { title: 'Gone', releaseAt: Date.now() + 10 * DAY })]));
  renderPage(<Home />, { user: makeUser({ paths: PATHS }) });
  const card = await screen.findByTestId('home-calendar');
  const link = await within(card).findByRole('link', { name: /US CPI YoY/ });
  expect(link).toHaveAttribute('href', '/tool/calendar/events');
  expect(within(card).queryByText(/Gone/)).toBeNull();
  const shanghai = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(soon);
  expect(card).toHaveTextContent(`${shanghai} (Asia/Shanghai)`);
  const [body] = bodiesSentTo('/v2/calendar/event/list');
  expect(body.importance).toEqual([3]);
  expect(body.to - body.from).toBe(6 * DAY);
});

test('an empty calendar says how to import', async () => {
  answer('/v2/calendar/event/list', ok([]));
  renderPage(<Home />, { user: makeUser({ paths: PATHS }) });
  expect(await screen.findByText(/No high-importance release today or in the next 3 days\. The calendar is filled by importing/)).toBeInTheDocument();
});

test('users without the events page get no card and no calendar call', async () => {
  renderPage(<Home />, { user: makeUser({ paths: [] }) });
  await screen.findByTestId('server-version');
  await waitFor(() => expect(screen.queryByTestId('home-calendar')).toBeNull());
  expect(bodiesSentTo('/v2/calendar/event/list')).toHaveLength(0);
  expect(bodiesSentTo('/v2/calendar/reminder/get')).toHaveLength(0);
});
