/**
 * /tool/calendar/events through the page harness: the week's releases by day in the chosen zone (clock times,
 * date-only rows without one, surprise with its count or n/a), the zone switch moving times and days and kept
 * through reminder/settings, the week grid's day columns, the next 24 hours, the filters, the detail drawer
 * (history chart and table, subscribe), the empty calendar saying how to import, and the page in Chinese and Arabic.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ltr } from '@/utils/numberText';
import Events from '@/pages/Tool/Calendar/Events';
import { addDays } from '@/utils/zonedTime';
import { answer, bodiesSentTo, makeUser, ok, renderPage } from '../harness';
import { DAY, HOUR, release, REMINDERS, thisMonday, WEEK } from './fixtures';

type Locale = import('../harness').Locale;
type ChartOption = { series?: { name?: string; type?: string; data?: unknown[] }[] };

const options: ChartOption[] = [];
jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({
    setOption: (o: ChartOption) => options.push(o),
    resize: () => undefined,
    getDataURL: () => '',
    dispose: () => undefined,
    on: () => undefined,
  }),
}));

const PATHS = ['/tool/calendar', '/tool/calendar/events'];

function open({ events = WEEK, locale = 'en-US' as Locale, reminders = REMINDERS } = {}) {
  answer('/v2/calendar/event/list', ok(events));
  answer('/v2/calendar/reminder/get', ok(reminders));
  answer('/v2/calendar/reminder/settings', ({ body }) => ok(body));
  answer('/v2/calendar/import/history', ok([]));
  return renderPage(<Events />, { user: makeUser({ paths: PATHS }), locale });
}

const table = () => screen.getByRole('table', { name: 'Economic releases' }) as HTMLElement;
const rowOf = (title: string) => within(table()).getByText(title).closest('tr') as HTMLTableRowElement;
const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const choices = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(choices[choices.length - 1]);
};

beforeEach(() => {
  options.length = 0;
});

describe('events page', () => {
  test('the week by day in UTC: clock times, a date-only release without one, surprise with its count', async () => {
    open();
    await screen.findByText('CPI YoY');
    const cpi = rowOf('CPI YoY');
    expect(within(cpi).getByTestId('event-time')).toHaveTextContent('12:30');
    // Issue 18: z carries its sign in front and is isolated left to right (src/utils/numberText.ts).
    expect(cpi.textContent).toContain(`${ltr('+1.23')} σ (n=6)`);
    expect(cpi).toHaveTextContent('Official');
    // Issue 18: too little history is said plainly with what will appear, not "n/a (n=3)".
    expect(rowOf('NODX YoY')).toHaveTextContent('Only 3 earlier releases: the surprise in σ appears once 5 earlier releases have an actual and a consensus');
    const pmi = rowOf('PMI');
    expect(within(pmi).getByTestId('event-time')).toHaveTextContent('—');
    expect(pmi).toHaveTextContent('Date only');
    // The week asked for with a day's margin each side (date-only releases sit at 00:00 UTC).
    const monday = Date.parse(`${thisMonday()}T00:00:00Z`);
    expect(bodiesSentTo('/v2/calendar/event/list')[0]).toEqual({ from: monday - DAY, to: monday + 8 * DAY });
    // Both Wednesday releases on Wednesday, in release order.
    const rows = within(table()).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(rows.map((r) => within(r).getByTestId('event-time').textContent)).toEqual(['12:30', '20:00', '—']);
    expect(rows[0].cells[0].textContent).toBe(rows[1].cells[0].textContent);
  });

  test('switching the zone moves clock times and days, and keeps the choice for the user', async () => {
    open();
    await screen.findByText('CPI YoY');
    const wednesday = rowOf('NODX YoY').cells[0].textContent;
    await pick('Time zone', 'Asia/Shanghai');
    await waitFor(() => expect(within(rowOf('CPI YoY')).getByTestId('event-time')).toHaveTextContent('20:30'));
    const nodx = rowOf('NODX YoY');
    expect(within(nodx).getByTestId('event-time')).toHaveTextContent('04:00');
    // 20:00 UTC on Wednesday is Thursday in Shanghai; the date-only release keeps its date and shows no time.
    expect(nodx.cells[0].textContent).not.toBe(wednesday);
    expect(rowOf('CPI YoY').cells[0].textContent).toBe(wednesday);
    expect(within(rowOf('PMI')).getByTestId('event-time')).toHaveTextContent('—');
    expect(screen.getByRole('columnheader', { name: /Time \(Asia\/Shanghai\)/ })).toBeInTheDocument();
    await waitFor(() => expect(bodiesSentTo('/v2/calendar/reminder/settings')).toEqual([{ minutesBefore: 30, timeZone: 'Asia/Shanghai' }]));
  });

  test('the zone saved for the user is the one shown', async () => {
    open({ reminders: { ...REMINDERS, settings: { minutesBefore: 30, timeZone: 'America/New_York' } } });
    await screen.findByText('CPI YoY');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Time \(America\/New_York\)/ })).toBeInTheDocument());
    // 12:30 UTC is 07:30 (winter) or 08:30 (summer) in New York.
    expect(within(rowOf('CPI YoY')).getByTestId('event-time').textContent).toMatch(/^0[78]:30$/);
  });

  test('the week grid puts each release in its day column, coloured by importance', async () => {
    open();
    await screen.findByText('CPI YoY');
    fireEvent.click(screen.getByText('Week grid'));
    const grid = await screen.findByTestId('week-grid');
    expect(within(grid).getAllByTestId(/^week-day-/)).toHaveLength(7);
    const wednesday = screen.getByTestId(`week-day-${addDays(thisMonday(), 2)}`);
    expect(wednesday).toHaveTextContent('12:30');
    expect(wednesday).toHaveTextContent('SG NODX YoY');
    expect(within(wednesday).getByLabelText('High')).toBeInTheDocument();
    expect(screen.getByTestId(`week-day-${addDays(thisMonday(), 4)}`)).toHaveTextContent(/Date only.*CN PMI/);
    expect(screen.getByTestId(`week-day-${addDays(thisMonday(), 0)}`)).toHaveTextContent('No releases');
  });

  test('next 24 hours shows only what is released from now to a day ahead', async () => {
    const now = Date.now();
    open({ events: [release('soon', { title: 'Soon', releaseAt: now + 2 * HOUR }), release('later', { title: 'Later', releaseAt: now + 30 * HOUR })] });
    fireEvent.click(screen.getByText('Next 24 hours'));
    await waitFor(() => expect(within(table()).getByText('Soon')).toBeInTheDocument());
    expect(within(table()).queryByText('Later')).toBeNull();
    const body = bodiesSentTo('/v2/calendar/event/list').at(-1);
    expect(body && body.to - body.from).toBe(3 * DAY);
  });

  test('filters by importance, country, currency and product', async () => {
    open();
    await screen.findByText('CPI YoY');
    await pick('Importance', 'Medium');
    await waitFor(() => expect(within(table()).queryByText('CPI YoY')).toBeNull());
    expect(within(table()).getByText('NODX YoY')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Importance' }));
    fireEvent.click(screen.getAllByText('Medium', { selector: '.ant-select-item-option-content' }).at(-1) as HTMLElement);
    await waitFor(() => expect(within(table()).getByText('CPI YoY')).toBeInTheDocument());
    await pick('Product', 'HSFO');
    await waitFor(() => expect(within(table()).queryByText('NODX YoY')).toBeNull());
    expect(within(table()).getByText('CPI YoY')).toBeInTheDocument();
    await pick('Country', 'SG');
    await waitFor(() => expect(within(table()).queryByText('CPI YoY')).toBeNull());
    expect(screen.getByText('No release in this range matches the filters.')).toBeInTheDocument();
  });

  test('a fresh calendar says how to import', async () => {
    open({ events: [] });
    expect(await screen.findByText(/The calendar starts empty: import an ICS, CSV or Excel file in the Import tab/)).toBeInTheDocument();
  });

  test('the drawer shows the event history as a chart and a table, and subscribes to its reminders', async () => {
    const history = [
      release('h1', { releaseAt: Date.UTC(2026, 7, 12, 12, 30), period: '2026-07', actual: 2.9, consensus: 3 }),
      release('h2', { releaseAt: Date.UTC(2026, 8, 11, 12, 30), period: '2026-08', actual: 3.1, consensus: 3, surprise: { raw: 0.1, z: 0.5, count: 5 } }),
    ];
    answer('/v2/calendar/event/history', ok(history));
    answer('/v2/calendar/reminder/subscribe', ({ body }) => ok({ id: 's1', eventKey: body.eventKey ?? null, minImportance: null, createdAt: 1 }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'CPI YoY' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('US CPI YoY')).toBeInTheDocument();
    const historyTable = await within(drawer).findByRole('table', { name: 'History of this event' });
    await waitFor(() => expect(within(historyTable).getAllByRole('row')).toHaveLength(3));
    // Issue 18: z signed and isolated left to right (src/utils/numberText.ts).
    expect(historyTable.textContent).toContain(`${ltr('+0.50')} σ (n=5)`);
    expect(bodiesSentTo('/v2/calendar/event/history')).toEqual([{ eventKey: 'US.CPI.YOY' }]);
    await waitFor(() => expect(options.at(-1)?.series?.map((s) => s.name)).toEqual(expect.arrayContaining(['Actual', 'Consensus', 'Surprise'])));
    fireEvent.click(within(drawer).getByRole('button', { name: /Remind me of this event/ }));
    await waitFor(() => expect(bodiesSentTo('/v2/calendar/reminder/subscribe')).toEqual([{ eventKey: 'US.CPI.YOY' }]));
  });

  test.each([
    ['zh-CN', '按日列表', '官方'],
    ['ar-EG', 'قائمة حسب اليوم', 'رسمي'],
  ] as const)('in %s the views and statuses are translated', async (locale, view, status) => {
    open({ locale });
    expect(await screen.findByText(view)).toBeInTheDocument();
    expect((await screen.findAllByText(status)).length).toBeGreaterThan(0);
    if (locale === 'ar-EG') expect(document.documentElement.dir).toBe('rtl');
  });
});
