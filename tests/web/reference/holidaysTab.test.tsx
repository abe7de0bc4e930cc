/**
 * The contract page's Holidays tab (docs/market-data/reference.md, "Holiday calendars") through the page harness:
 * trading days per year with the provisional year flagged, the history in the shared table (who and when, filter by
 * status, 10 a page, exports), switching calendar, and an administrator adding a holiday and removing one with a reason.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HolidayList, HolidayRow } from '@common/contract/reference';
import ReferencePage from '@/pages/Tool/Trade/Reference';
import { answer, bodiesSentTo, makeAdmin, makeUser, ok, renderPage } from '../harness';

const R = '/v2/reference';
const PAGES = ['/tool/trade/realtime', '/tool/trade/realtime/config/contract'];
const AT = Date.UTC(2025, 3, 1, 2);

const row = (date: string, name: string, extra: Partial<HolidayRow> = {}): HolidayRow => ({
  id: `${date}-${extra.action ?? 'add'}-${extra.createdBy ?? 'seed'}`,
  calendar: 'CN',
  date,
  action: 'add',
  name,
  source: 'State Council notice',
  provisional: false,
  reason: '',
  createdBy: 'seed',
  createdAt: AT,
  inForce: true,
  ...extra,
});
// The 2025 Spring Festival closure (six weekdays), National Day, a removed date with its history, a provisional 2027 day.
const SPRING = ['2025-01-28', '2025-01-29', '2025-01-30', '2025-02-03', '2025-02-04'].map((d) => row(d, 'Spring Festival'));
const CN: HolidayList = {
  calendar: 'CN',
  years: [
    { year: 2025, holidays: 18, tradingDays: 243, provisional: false },
    { year: 2027, holidays: 17, tradingDays: 244, provisional: true },
  ],
  rows: [
    row('2025-01-31', 'Spring Festival', { action: 'remove', reason: 'Exchange notice: open', createdBy: 'admin', createdAt: AT + 60_000 }),
    row('2025-01-31', 'Spring Festival', { inForce: false }),
    ...SPRING,
    ...['2025-10-01', '2025-10-02', '2025-10-03', '2025-10-06', '2025-10-07', '2025-10-08'].map((d) => row(d, 'National Day and Mid-Autumn')),
    row('2027-02-08', 'Spring Festival', { provisional: true }),
  ],
};
const CME: HolidayList = {
  calendar: 'CME',
  years: [{ year: 2024, holidays: 10, tradingDays: 252, provisional: false }],
  rows: [row('2024-12-25', 'Christmas Day', { calendar: 'CME' })],
};

beforeEach(() => {
  answer(`${R}/product/list`, ok([]));
  answer(`${R}/holiday/list`, ({ body }) => ok(body.calendar === 'CME' ? CME : CN));
});

const open = (admin = false) => renderPage(<ReferencePage />, { user: admin ? makeAdmin(PAGES) : makeUser({ paths: PAGES }), locale: 'en-US' });
const table = () => screen.getByRole('table', { name: 'Holidays' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

test('a reader sees trading days per year, the provisional year flagged, and the history with who and when', async () => {
  open();
  fireEvent.click(screen.getByRole('tab', { name: 'Holidays' }));
  expect(await screen.findByText('2025: 243 trading days (18 holidays)')).toBeInTheDocument();
  expect(screen.getByText('2027: 244 trading days (17 holidays), provisional')).toBeInTheDocument();
  expect(screen.getByText(/Provisional years are not yet published/)).toBeInTheDocument();
  // 14 rows, 10 a page.
  await waitFor(() => expect(bodyRows()).toHaveLength(10));
  const removed = bodyRows()[0];
  expect(within(removed).getByText('Removed (trades)')).toBeInTheDocument();
  expect(within(removed).getByText('Exchange notice: open')).toBeInTheDocument();
  expect(within(removed).getByText('admin')).toBeInTheDocument();
  expect(within(bodyRows()[1]).getByText('Changed later')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Remove the holiday/ })).toBeNull();
  expect(screen.queryByRole('form', { name: 'Add a holiday' })).toBeNull();
  expect(screen.getByRole('button', { name: /CSV/ })).toBeInTheDocument();

  fireEvent.click(screen.getByText('CME / NYMEX'));
  expect(await screen.findByText('2024: 252 trading days (10 holidays)')).toBeInTheDocument();
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  expect(bodiesSentTo(`${R}/holiday/list`)).toEqual([{ calendar: 'CN' }, { calendar: 'CME' }]);
});

test('an administrator adds a holiday and removes one with a reason', async () => {
  answer(`${R}/holiday/add`, ({ body }) => ok(row(body.date, body.name, { source: body.source, createdBy: 'admin' })));
  answer(`${R}/holiday/remove`, ({ body }) => ok(row(body.date, 'Spring Festival', { action: 'remove', reason: body.reason, createdBy: 'admin' })));
  open(true);
  fireEvent.click(screen.getByRole('tab', { name: 'Holidays' }));
  const form = await screen.findByRole('form', { name: 'Add a holiday' });
  fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2025-13-01' } });
  fireEvent.change(within(form).getByLabelText('Holiday'), { target: { value: 'Exchange closure' } });
  fireEvent.change(within(form).getByLabelText('Source'), { target: { value: 'SHFE notice' } });
  fireEvent.click(within(form).getByText('Save'));
  expect(await within(form).findByText('Enter a date as YYYY-MM-DD.')).toBeInTheDocument();
  fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2025-12-31' } });
  fireEvent.click(within(form).getByText('Save'));
  expect(await screen.findByText('2025-12-31 added as a holiday.')).toBeInTheDocument();
  expect(bodiesSentTo(`${R}/holiday/add`)).toEqual([
    { calendar: 'CN', date: '2025-12-31', name: 'Exchange closure', source: 'SHFE notice', provisional: false },
  ]);

  fireEvent.click(await screen.findByRole('button', { name: 'Remove the holiday of 2025-01-28' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await within(dialog).findByText('Required.')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Exchange opened' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('2025-01-28 is a trading day again.')).toBeInTheDocument();
  expect(bodiesSentTo(`${R}/holiday/remove`)).toEqual([{ calendar: 'CN', date: '2025-01-28', reason: 'Exchange opened' }]);
});
