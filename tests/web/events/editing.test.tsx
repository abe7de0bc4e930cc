/**
 * The events page's writing parts through the page harness: the import tab (a file picked, previewed with each
 * row's change and the refused rows with field and reason, committed, a wrong file type refused before any call),
 * the edit form (required fields and formats checked in the user's language, a new release's time read in the
 * chosen zone, publishing an actual on an existing release) and the reminder settings.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CalendarImportPreview } from '@common/contract/events';
import Events from '@/pages/Tool/Calendar/Events';
import { answer, bodiesSentTo, makeUser, ok, renderPage } from '../harness';
import { release, REMINDERS, WEEK } from './fixtures';

type Locale = import('../harness').Locale;

const PATHS = ['/tool/calendar', '/tool/calendar/events'];
const row = release('new-row');
const PREVIEW: CalendarImportPreview = {
  rows: [
    { ...row, row: 2, uid: 'us-cpi', eventKey: 'US.CPI.YOY', change: 'new' },
    { ...row, title: 'PPI YoY', row: 3, uid: 'us-ppi', eventKey: 'US.PPI', change: 'updated' },
  ],
  errors: [{ row: 4, field: 'timezone', code: 'unknownTimeZone', message: 'Mars/Olympus is not a time zone' }],
  warnings: [{ row: 3, field: 'timezone', code: 'noTimeZone', message: 'no zone' }],
  counts: { new: 1, updated: 1, unchanged: 0, rejected: 1 },
};

function open(locale: Locale = 'en-US', timeZone: 'UTC' | 'Asia/Shanghai' = 'UTC') {
  answer('/v2/calendar/event/list', ok(WEEK));
  answer('/v2/calendar/reminder/get', ok({ ...REMINDERS, settings: { minutesBefore: 30, timeZone } }));
  answer('/v2/calendar/import/history', ok([]));
  return renderPage(<Events />, { user: makeUser({ paths: PATHS }), locale });
}

const chooseFile = (name: string, text: string) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/plain' })] } });
};

describe('import tab', () => {
  test('previews a file with each row change and the refused rows, then imports it', async () => {
    answer('/v2/calendar/import/preview', ok(PREVIEW));
    answer(
      '/v2/calendar/import/commit',
      ok({ id: 'r1', at: 1, userName: 'trader', fileName: 'cal.ics', connector: 'file', format: 'ics', counts: PREVIEW.counts, errors: PREVIEW.errors }),
    );
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Import' }));
    expect(await screen.findByText('Nothing imported yet.')).toBeInTheDocument();
    chooseFile('cal.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(bodiesSentTo('/v2/calendar/import/preview')).toHaveLength(1));
    const [body] = bodiesSentTo('/v2/calendar/import/preview');
    expect(body).toEqual({ fileName: 'cal.ics', format: 'ics', content: Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64') });
    expect(await screen.findByText('1 new, 1 updated, 0 unchanged, 1 refused, 1 warning(s)')).toBeInTheDocument();
    const issues = screen.getByRole('table', { name: 'Row errors and warnings' });
    const refused = within(issues).getByText('Unknown time zone').closest('tr') as HTMLElement;
    expect(refused).toHaveTextContent('4RefusedtimezoneUnknown time zoneMars/Olympus is not a time zone');
    expect(within(issues).getByText('No time zone given: read as UTC')).toBeInTheDocument();
    const rows = screen.getByRole('table', { name: 'Rows to import' });
    expect(within(within(rows).getByText('PPI YoY').closest('tr') as HTMLElement).getByText('Updated')).toBeInTheDocument();
    expect(within(within(rows).getByText('us-cpi').closest('tr') as HTMLElement).getByText('New')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported: 1 new, 1 updated, 0 unchanged, 1 refused')).toBeInTheDocument();
    expect(bodiesSentTo('/v2/calendar/import/commit')).toEqual([body]);
  });

  test('a file of another type is refused before any call', async () => {
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Import' }));
    chooseFile('notes.pdf', '%PDF');
    expect(await screen.findByText('Only .ics, .csv and .xlsx files can be imported')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(bodiesSentTo('/v2/calendar/import/preview')).toHaveLength(0);
  });
});

describe('edit form', () => {
  test('checks the fields in the user language and sends a new release at the zone time', async () => {
    answer('/v2/calendar/event/save', ({ body }) => ok({ ...release('saved'), ...body, id: 'saved', eventKey: 'X', surprise: null, updatedAt: 1 }));
    open('en-US', 'Asia/Shanghai');
    fireEvent.click(await screen.findByRole('button', { name: /New release/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the event name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the country code')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the date')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the time, or choose "Date only"')).toBeInTheDocument();
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    fireEvent.change(field(/^Event$/), { target: { value: 'Trade balance' } });
    fireEvent.change(field(/^Country$/), { target: { value: 'c' } });
    fireEvent.change(field(/^Currency$/), { target: { value: 'cny' } });
    fireEvent.change(field(/^Date \(/), { target: { value: '2026-02-30' } });
    fireEvent.change(field(/^Time/), { target: { value: '25:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Country: 2 to 8 letters (US, CN, EZ)')).toBeInTheDocument();
    expect(within(dialog).getByText('Date as YYYY-MM-DD, a real calendar day')).toBeInTheDocument();
    expect(within(dialog).getByText('Time as HH:mm (00:00-23:59)')).toBeInTheDocument();
    expect(bodiesSentTo('/v2/calendar/event/save')).toHaveLength(0);
    fireEvent.change(field(/^Country$/), { target: { value: 'cn' } });
    fireEvent.change(field(/^Date \(/), { target: { value: '2026-12-07' } });
    fireEvent.change(field(/^Time/), { target: { value: '11:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo('/v2/calendar/event/save')).toHaveLength(1));
    // 11:00 in Shanghai is 03:00 UTC.
    expect(bodiesSentTo('/v2/calendar/event/save')[0]).toMatchObject({
      country: 'CN',
      currency: 'CNY',
      title: 'Trade balance',
      releaseAt: Date.UTC(2026, 11, 7, 3, 0),
      dateStatus: 'official',
      importance: 2,
      actual: null,
      products: [],
    });
    expect(bodiesSentTo('/v2/calendar/event/save')[0]).not.toHaveProperty('id');
  });

  test('publishing the actual of a release sends its id, time unchanged and the actual', async () => {
    answer('/v2/calendar/event/save', ({ body }) => ok({ ...release('nodx'), ...body, id: 'nodx', eventKey: 'SG.NODX', surprise: null, updatedAt: 1 }));
    open();
    const nodx = (await screen.findByText('NODX YoY')).closest('tr') as HTMLElement;
    fireEvent.click(within(nodx).getByRole('button', { name: 'Edit NODX YoY' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Time/)).toHaveValue('20:00');
    fireEvent.change(within(dialog).getByLabelText(/^Actual$/), { target: { value: '2.75' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo('/v2/calendar/event/save')).toHaveLength(1));
    const nodxEvent = WEEK[1];
    expect(bodiesSentTo('/v2/calendar/event/save')[0]).toMatchObject({
      id: 'nodx',
      eventKey: 'SG.NODX',
      releaseAt: nodxEvent.releaseAt,
      actual: 2.75,
      consensus: 2.5,
    });
  });

  test('in Chinese the checks speak Chinese', async () => {
    open('zh-CN');
    fireEvent.click(await screen.findByRole('button', { name: /新建发布/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入事件名称')).toBeInTheDocument();
  });
});

describe('reminder settings', () => {
  test('lead time 1-1440 and a subscription to every high-importance event', async () => {
    answer('/v2/calendar/reminder/settings', ({ body }) => ok(body));
    answer('/v2/calendar/reminder/subscribe', ({ body }) => ok({ id: 's1', eventKey: null, minImportance: body.minImportance ?? null, createdAt: 1 }));
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Reminders' }));
    const minutes = await screen.findByRole('spinbutton', { name: 'Minutes before the release' });
    await waitFor(() => expect(minutes).toHaveValue('30'));
    fireEvent.change(minutes, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A whole number of minutes from 1 to 1440')).toBeInTheDocument();
    fireEvent.change(minutes, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo('/v2/calendar/reminder/settings')).toEqual([{ minutesBefore: 45, timeZone: 'UTC' }]));
    fireEvent.click(screen.getByRole('button', { name: 'Remind me of every such event' }));
    await waitFor(() => expect(bodiesSentTo('/v2/calendar/reminder/subscribe')).toEqual([{ minImportance: 3 }]));
  });
});
