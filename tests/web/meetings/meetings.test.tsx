/**
 * /tool/research/internal through the page harness (real locale files, the fake network): the list with the
 * server's highlighted matches and the empty state, a new meeting starting from its kind's template with a
 * sanitised live preview and the save body, the history drawer (who, when, changed fields, body diff), my action
 * items' status change, the Markdown export, the print view, and the usage panel in every locale.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MeetingsPage from '@/pages/Tool/Research/Meetings';
import { lineDiff } from '@/pages/Tool/Research/Meetings/components/lineDiff';
import { answer, bodiesSentTo, makeUser, ok, renderPage } from '../harness';

// Types as import() expressions: jest's mock hoisting (babel) cannot strip type-only import bindings here.
type Meeting = import('@common/contract/meetings').Meeting;
type MeetingListRow = import('@common/contract/meetings').MeetingListRow;
type MeetingVersion = import('@common/contract/meetings').MeetingVersion;
type MyActionItem = import('@common/contract/meetings').MyActionItem;
type Locale = import('../harness').Locale;

const M = '/v2/meetings';
const ME = { id: 'u-1', name: 'Trader' };
const BOB = { id: 'u-2', name: 'Bob' };
const HELD = Date.UTC(2025, 2, 3, 0, 30);

const ROW: MeetingListRow = {
  id: 'm1',
  title: 'Fuel oil morning',
  kind: 'morning',
  heldAt: HELD,
  attendees: [BOB],
  products: ['FU'],
  author: ME,
  openItems: 1,
  overdueItems: 1,
  restricted: false,
  updatedAt: HELD,
  match: null,
};
const MEETING: Meeting = {
  id: 'm1',
  title: 'Fuel oil morning',
  kind: 'morning',
  heldAt: HELD,
  attendees: [BOB],
  products: ['FU'],
  body: '## Overnight\n\nCracks **wider**',
  attachments: [],
  decisions: ['Keep the spread'],
  actionItems: [{ id: 'a1', text: 'Call the refinery', ownerId: 'u-2', ownerName: 'Bob', dueAt: HELD + 86_400_000, status: 'open', overdue: true }],
  visibility: { mode: 'all', userIds: [], roles: [] },
  author: ME,
  version: 2,
  createdAt: HELD,
  updatedAt: HELD,
};

beforeEach(() => {
  answer(`${M}/list`, ok([ROW]));
  answer(`${M}/users`, ok([ME, BOB]));
  answer(`${M}/roles`, ok(['trader', 'admin']));
  answer(`${M}/get`, ok(MEETING));
  answer(`${M}/actionItem/mine`, ok([]));
  answer(`${M}/settings/get`, ok({ reminderLeadHours: 24 }));
});

const open = (locale: Locale = 'en-US') => renderPage(<MeetingsPage />, { user: makeUser({ paths: ['/tool/research/internal'] }), locale });
const list = () => screen.findByRole('table', { name: 'Meetings list' });

test('a search goes to the server and its matches are highlighted; no meeting shows how to add one', async () => {
  answer(`${M}/list`, ({ body }) =>
    body.query
      ? ok([
          {
            ...ROW,
            match: {
              title: [
                { text: 'Fuel oil', hit: true },
                { text: ' morning', hit: false },
              ],
              snippet: [
                { text: '…cracks ', hit: false },
                { text: 'fuel oil', hit: true },
              ],
              score: 2,
            },
          },
        ])
      : ok([]),
  );
  open();
  expect(await screen.findByText(/No meetings yet\. Click "New meeting"/)).toBeInTheDocument();
  const search = screen.getByRole('searchbox', { name: 'Search titles, bodies, decisions, action items' });
  fireEvent.change(search, { target: { value: 'fuel oil' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  const table = await list();
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  const marks = [...table.querySelectorAll('mark')].map((m) => m.textContent);
  expect(marks).toEqual(['Fuel oil', 'fuel oil']);
  expect(within(table).getByText('1 overdue')).toBeInTheDocument();
  expect(bodiesSentTo(`${M}/list`)).toContainEqual({ query: 'fuel oil' });
});

test('a new meeting starts from its kind\u2019s template, previews sanitised Markdown and saves what was entered', async () => {
  answer(`${M}/save`, ({ body }) => ok({ ...MEETING, id: 'm9', title: body.title, version: 1 }));
  open();
  await list();
  fireEvent.click(screen.getByRole('button', { name: 'New meeting' }));
  const body = (await screen.findByRole('textbox', { name: 'Body (Markdown)' })) as HTMLTextAreaElement;
  expect(body.value).toContain('## Overnight markets');

  // Another kind while the body is still the template: that kind's template replaces it.
  const kind = screen.getByRole('combobox', { name: 'Kind' });
  fireEvent.mouseDown(kind);
  fireEvent.click(await screen.findByTitle('Weekly review'));
  await waitFor(() => expect(body.value).toContain('## The week in review'));

  fireEvent.change(body, { target: { value: '# Plan\n\n**long** FU <img src=x onerror="alert(1)"><script>alert(2)</script>' } });
  const preview = screen.getByTestId('meeting-preview');
  expect(within(preview).getByRole('heading', { name: 'Plan' })).toBeInTheDocument();
  expect(preview.querySelector('strong')?.textContent).toBe('long');
  expect(preview.innerHTML).not.toMatch(/onerror|<script/);

  fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: '  Weekly FU  ' } });
  fireEvent.click(screen.getByRole('button', { name: /Add decision/ }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Decision 1' }), { target: { value: 'Roll the hedge' } });
  fireEvent.click(screen.getByRole('button', { name: /Add decision/ }));
  fireEvent.click(screen.getByRole('button', { name: /Add action item/ }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Action' }), { target: { value: 'Send the book' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Selected users and roles only' }));
  expect(screen.getByRole('combobox', { name: 'Roles who may see it' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(bodiesSentTo(`${M}/save`)).toHaveLength(1));
  const sent = bodiesSentTo(`${M}/save`)[0];
  expect(sent).toMatchObject({
    title: 'Weekly FU',
    kind: 'weekly',
    decisions: ['Roll the hedge'],
    visibility: { mode: 'restricted', userIds: [], roles: [] },
    actionItems: [{ text: 'Send the book', ownerId: 'u-1', status: 'open' }],
  });
  // A create names no id or version; the item is due a day after the meeting by default.
  expect(sent).not.toHaveProperty('id');
  expect(sent.actionItems[0].dueAt - sent.heldAt).toBe(86_400_000);
  // The editor goes on with the saved meeting (it is fetched by its new id).
  await waitFor(() => expect(bodiesSentTo(`${M}/get`)).toContainEqual({ id: 'm9' }));
});

test('an edit sends the version it read; an attendee who is not the author cannot change the visibility', async () => {
  answer(`${M}/get`, ok({ ...MEETING, author: BOB, attendees: [ME] }));
  answer(`${M}/save`, ({ body }) => ok({ ...MEETING, ...body, author: BOB, attendees: [ME], version: 3 } as unknown as Meeting));
  open();
  const table = await list();
  fireEvent.click(await within(table).findByRole('button', { name: 'Open' }));
  const title = await screen.findByRole('textbox', { name: 'Title' });
  expect(screen.queryByRole('radio', { name: 'Selected users and roles only' })).toBeNull();
  expect(screen.getByText('Everyone with this page')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  fireEvent.change(title, { target: { value: 'Fuel oil morning (edited)' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(bodiesSentTo(`${M}/save`)).toHaveLength(1));
  expect(bodiesSentTo(`${M}/save`)[0]).toMatchObject({ id: 'm1', version: 2, title: 'Fuel oil morning (edited)', attendeeIds: ['u-1'] });
  expect(bodiesSentTo(`${M}/save`)[0].actionItems).toEqual([{ id: 'a1', text: 'Call the refinery', ownerId: 'u-2', dueAt: HELD + 86_400_000, status: 'open' }]);
});

test('history lists each version with who, when and the changed fields, the body line by line', async () => {
  const history: MeetingVersion[] = [
    {
      version: 2,
      at: HELD + 3_600_000,
      user: BOB,
      changes: [
        { field: 'title', before: JSON.stringify('FU morning'), after: JSON.stringify('Fuel oil morning') },
        { field: 'attendees', before: JSON.stringify([]), after: JSON.stringify(['u-2']) },
        { field: 'body', before: JSON.stringify('## Overnight\nflat'), after: JSON.stringify('## Overnight\nCracks wider') },
      ],
    },
    { version: 1, at: HELD, user: ME, changes: [{ field: 'title', before: null, after: JSON.stringify('FU morning') }] },
  ];
  answer(`${M}/history`, ok(history));
  open();
  const table = await list();
  fireEvent.click(await within(table).findByRole('button', { name: 'History' }));
  const entries = await screen.findAllByTestId('history-entry');
  expect(entries).toHaveLength(2);
  expect(entries[0]).toHaveTextContent('Version 2');
  expect(entries[0]).toHaveTextContent('Bob');
  expect(entries[0]).toHaveTextContent(/FU morning.*→.*Fuel oil morning/);
  expect(within(entries[0]).getByText('Bob', { selector: 'span' })).toBeInTheDocument();
  const diff = within(entries[0]).getByTestId('body-diff');
  expect(diff.querySelector('del')?.textContent).toBe('- flat');
  expect(diff.querySelector('ins')?.textContent).toBe('+ Cracks wider');
  expect(entries[1]).toHaveTextContent('Version 1');
  expect(bodiesSentTo(`${M}/history`)).toEqual([{ id: 'm1' }]);
});

test('my action items: overdue ones are marked and the owner changes the status', async () => {
  const mine: MyActionItem = {
    ...MEETING.actionItems[0],
    ownerId: 'u-1',
    ownerName: 'Trader',
    meetingId: 'm1',
    meetingTitle: 'Fuel oil morning',
    heldAt: HELD,
  };
  answer(`${M}/actionItem/mine`, ok([mine]));
  answer(`${M}/actionItem/status`, ok({ ...MEETING, actionItems: [{ ...MEETING.actionItems[0], status: 'done' }] }));
  open();
  await list();
  fireEvent.click(screen.getByRole('tab', { name: 'My action items' }));
  const table = await screen.findByRole('table', { name: 'My action items' });
  await waitFor(() => expect(within(table).getByText('Call the refinery')).toBeInTheDocument());
  expect(within(table).getByText('Overdue')).toBeInTheDocument();
  fireEvent.mouseDown(within(table).getByRole('combobox', { name: 'Status of "Call the refinery"' }));
  fireEvent.click(await screen.findByTitle('Done'));
  await waitFor(() => expect(bodiesSentTo(`${M}/actionItem/status`)).toEqual([{ meetingId: 'm1', itemId: 'a1', status: 'done' }]));
});

test('Markdown export downloads the server\u2019s file; Print / PDF prints a copy of just the meeting', async () => {
  answer(`${M}/export/markdown`, ok({ fileName: 'fuel-oil-morning.md', content: '# Fuel oil morning\n' }));
  const createObjectURL = jest.fn(() => 'blob:md');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  open();
  const table = await list();
  fireEvent.click(await within(table).findByRole('button', { name: 'Open' }));
  await screen.findByRole('textbox', { name: 'Title' });

  fireEvent.click(screen.getByRole('button', { name: 'Export Markdown' }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
  expect(anchor.download).toBe('fuel-oil-morning.md');
  // The origin makes the export's attachment links absolute.
  expect(bodiesSentTo(`${M}/export/markdown`)).toEqual([{ id: 'm1', origin: window.location.origin }]);

  const printed = screen.getByTestId('meeting-print');
  expect(printed.parentElement).toBe(document.body);
  // Hidden on screen (the print stylesheet shows it only when printing).
  expect(within(printed).queryByRole('heading', { name: 'Fuel oil morning' })).toBeNull();
  expect(within(printed).getByRole('heading', { name: 'Fuel oil morning', level: 1, hidden: true })).toBeInTheDocument();
  expect(printed.querySelector('strong')?.textContent).toBe('wider');
  expect(within(printed).getByText('Keep the spread')).toBeInTheDocument();
  expect(within(printed).getByText('Call the refinery')).toBeInTheDocument();
  expect(printed.querySelector('style')?.textContent).toContain('@media print');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Print / PDF' }));
  });
  expect(print).toHaveBeenCalledTimes(1);
  click.mockRestore();
  print.mockRestore();
});

test.each<[Locale, string, string]>([
  ['zh-CN', '使用说明', '另存为 PDF'],
  ['en-US', 'How to use', 'Save as PDF'],
  ['ar-EG', 'طريقة الاستخدام', 'حفظ بتنسيق PDF'],
])('the usage panel in %s', async (locale, label, text) => {
  open(locale);
  fireEvent.click(await screen.findByText(label));
  expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
});

test('the body diff keeps common lines and orders removals before additions', () => {
  expect(lineDiff('a\nb\nc', 'a\nx\nc\nd')).toEqual([
    { op: 'same', text: 'a' },
    { op: 'del', text: 'b' },
    { op: 'add', text: 'x' },
    { op: 'same', text: 'c' },
    { op: 'add', text: 'd' },
  ]);
  expect(lineDiff('', 'new')).toEqual([{ op: 'add', text: 'new' }]);
});
