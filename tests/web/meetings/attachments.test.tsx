/**
 * The meeting editor's attachments and the reminder lead time, through the page harness (real locale files, the
 * fake network, a hand-driven XMLHttpRequest for the upload bytes): picking from file management, uploading a new
 * file with progress, a refused type and a cancel, removing, what the save sends; read-only without the file page;
 * the export's attachment link (`?meeting=&attachment=`) downloading the file; and the lead-time control's
 * validation and save.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MeetingsPage from '@/pages/Tool/Research/Meetings';
import { answer, bodiesSentTo, makeUser, ok, renderPage, sentTo } from '../harness';
import { FakeXhr, installFakeXhr } from '../harness/fakeXhr';

type Meeting = import('@common/contract/meetings').Meeting;
type FileRecord = import('@common/contract/fileUpload').FileRecord;

const M = '/v2/meetings';
const FILES = '/v1/user/oss/upload/getFileList';
const PAGE = '/tool/research/internal';
const ME = { id: 'u-1', name: 'Trader' };
const HELD = Date.UTC(2025, 2, 3, 0, 30);

const MEETING: Meeting = {
  id: 'm1',
  title: 'Fuel oil morning',
  kind: 'morning',
  heldAt: HELD,
  attendees: [],
  products: ['FU'],
  body: '## Overnight',
  attachments: [{ id: 'fa', name: 'cracks.pdf', size: 2048, url: '/v1/user/oss/file/tok-fa' }],
  decisions: [],
  actionItems: [],
  visibility: { mode: 'all', userIds: [], roles: [] },
  author: ME,
  version: 4,
  createdAt: HELD,
  updatedAt: HELD,
};
const fileRecord = (id: string, name: string): FileRecord => ({
  id,
  name,
  size: 1536,
  contentType: 'application/octet-stream',
  ownerId: 'u-1',
  ownerName: 'trader',
  createdAt: HELD,
  url: `/v1/user/oss/file/tok-${id}`,
});

installFakeXhr();

beforeEach(() => {
  FakeXhr.held = true; // each upload waits for the test
  answer(`${M}/list`, ok([]));
  answer(`${M}/users`, ok([ME]));
  answer(`${M}/roles`, ok([]));
  answer(`${M}/get`, ok(MEETING));
  answer(`${M}/actionItem/mine`, ok([]));
  answer(`${M}/settings/get`, ok({ reminderLeadHours: 24 }));
  answer(FILES, ({ body }) => {
    const all = [fileRecord('fb', 'curve.xlsx'), fileRecord('fa', 'cracks.pdf')];
    const list = body.keyword ? all.filter((r) => r.name.includes(body.keyword ?? '')) : all;
    return ok({ list, total: list.length, current: 1, pageSize: 10 });
  });
  let n = 0;
  answer('/v1/user/oss/upload/getToken', () => {
    n += 1;
    return ok({ fileId: `up${n}`, url: `/v1/user/oss/upload/put/tok${n}`, method: 'PUT', headers: {}, expiresAt: 0, maxBytes: 10 });
  });
});

const open = (paths: string[], path = '/') => renderPage(<MeetingsPage />, { user: makeUser({ paths }), path });
const drawer = async () => (await screen.findByRole('textbox', { name: 'Title' })).closest('.ant-drawer') as HTMLElement;
/** rc-upload puts in a fresh file input after every choice: look it up each time. */
const chooseFiles = async (editor: HTMLElement, files: File[]) => {
  const input = editor.querySelector('input[type=file]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
};

test('attach from my files and by a new upload (progress, refused type, cancel), remove one, and save the ids', async () => {
  answer(`${M}/save`, ({ body }) => ok({ ...MEETING, version: 5, attachments: body.attachmentIds.map((id) => ({ id, name: id, size: 1, url: `/f/${id}` })) }));
  open([PAGE, '/user/fileUpload'], `/?meeting=m1`);
  const editor = await drawer();
  const existing = within(editor).getByRole('link', { name: 'cracks.pdf' });
  expect(existing).toHaveAttribute('href', '/v1/user/oss/file/tok-fa');
  expect(within(editor).getByText('2 kB')).toBeInTheDocument();

  // The picker lists the caller's files; one already attached cannot be chosen again.
  fireEvent.click(within(editor).getByRole('button', { name: /Choose from my files/ }));
  // (The test set-up gives every rc component the same id, so the dialog is found by its title's text.)
  const picker = (await screen.findByText('Choose files to attach')).closest('[role=dialog]') as HTMLElement;
  await within(picker).findByText('curve.xlsx');
  expect(within(picker).getByRole('checkbox', { name: 'cracks.pdf' })).toBeDisabled();
  fireEvent.click(within(picker).getByRole('checkbox', { name: 'curve.xlsx' }));
  fireEvent.click(within(picker).getByRole('button', { name: 'Attach (1)' }));
  expect(await within(editor).findByRole('link', { name: 'curve.xlsx' })).toHaveAttribute('href', '/v1/user/oss/file/tok-fb');
  expect(bodiesSentTo(FILES)[0]).toEqual({ current: 1, pageSize: 10, sortField: 'createdAt', sortOrder: 'descend' });

  // A new file: its type checked before any call, then uploaded with progress and attached when done.
  expect((editor.querySelector('input[type=file]') as HTMLInputElement).accept).toContain('.pdf');
  await chooseFiles(editor, [new File(['MZ'], 'tool.exe')]);
  expect(await screen.findByText('tool.exe: this file type may not be uploaded.')).toBeInTheDocument();
  expect(sentTo('/v1/user/oss/upload/getToken')).toHaveLength(0);

  await chooseFiles(editor, [new File(['# notes'], '纪要.md', { type: 'text/markdown' })]);
  await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
  const row = await within(editor).findByTestId('attachment-upload');
  expect(row).toHaveTextContent('纪要.md');
  act(() => FakeXhr.instances[0].progress(40));
  expect(within(row).getByText('40%')).toBeInTheDocument();
  await act(async () => FakeXhr.instances[0].finish());
  expect(await within(editor).findByText('纪要.md')).toBeInTheDocument();
  expect(within(editor).getByText('(download link after saving)')).toBeInTheDocument();
  expect(within(editor).queryByTestId('attachment-upload')).toBeNull();

  // Cancel stops an upload: nothing is attached.
  await chooseFiles(editor, [new File(['a,b'], 'slow.csv', { type: 'text/csv' })]);
  await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
  fireEvent.click(await within(editor).findByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Upload of slow.csv cancelled.')).toBeInTheDocument();
  await waitFor(() => expect(within(editor).queryByTestId('attachment-upload')).toBeNull());
  expect(within(editor).queryByText('slow.csv')).toBeNull();

  fireEvent.click(within(editor).getByRole('button', { name: 'Remove attachment cracks.pdf' }));
  expect(within(editor).queryByRole('link', { name: 'cracks.pdf' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(bodiesSentTo(`${M}/save`)).toHaveLength(1));
  expect(bodiesSentTo(`${M}/save`)[0]).toMatchObject({ id: 'm1', version: 4, attachmentIds: ['fb', 'up1'] });
  expect(bodiesSentTo(`${M}/save`)[0]).not.toHaveProperty('attachments');
});

test('without the file page the attachments are links only, and the editor says why it cannot add any', async () => {
  open([PAGE], '/?meeting=m1');
  const editor = await drawer();
  expect(within(editor).getByRole('link', { name: 'cracks.pdf' })).toBeInTheDocument();
  expect(within(editor).getByText(/Attaching files needs access to the File management page/)).toBeInTheDocument();
  expect(within(editor).queryByRole('button', { name: /Choose from my files/ })).toBeNull();
  expect(editor.querySelector('input[type=file]')).toBeNull();
});

test('an exported attachment link opens the meeting and downloads the file; one no longer attached says so', async () => {
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const first = open([PAGE], '/?meeting=m1&attachment=fa');
  await drawer();
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
  expect(anchor.getAttribute('href')).toBe('/v1/user/oss/file/tok-fa');
  expect(anchor.download).toBe('cracks.pdf');
  first.unmount();

  open([PAGE], '/?meeting=m1&attachment=gone');
  await drawer();
  expect(await screen.findByText('That file is no longer attached to this meeting.')).toBeInTheDocument();
  expect(click).toHaveBeenCalledTimes(1);
  click.mockRestore();
});

test('the reminder lead time: shown from the server, refused outside 1 hour to 14 days or in part hours, saved in hours', async () => {
  answer(`${M}/settings/set`, ({ body }) => ok(body));
  open([PAGE]);
  fireEvent.click(await screen.findByRole('tab', { name: 'My action items' }));
  const amount = (await screen.findByRole('spinbutton', { name: 'Reminder lead time' })) as HTMLInputElement;
  // 24 hours reads as 1 day.
  await waitFor(() => expect(amount.value).toBe('1'));
  const unit = screen.getByRole('combobox', { name: 'Unit' });
  const save = screen.getByRole('button', { name: 'Save reminder' });
  expect(save).toBeDisabled();

  fireEvent.change(amount, { target: { value: '15' } });
  expect(await screen.findByText('Between 1 hour and 14 days.')).toBeInTheDocument();
  expect(save).toBeDisabled();
  fireEvent.change(amount, { target: { value: '0.3' } });
  expect(await screen.findByText(/Use whole hours/)).toBeInTheDocument();
  fireEvent.change(amount, { target: { value: '' } });
  expect(await screen.findByText('Enter how long before the due time to remind you.')).toBeInTheDocument();

  fireEvent.mouseDown(unit);
  fireEvent.click(await screen.findByTitle('hours'));
  fireEvent.change(amount, { target: { value: '36' } });
  await waitFor(() => expect(save).toBeEnabled());
  fireEvent.click(save);
  await waitFor(() => expect(bodiesSentTo(`${M}/settings/set`)).toEqual([{ reminderLeadHours: 36 }]));
  expect(await screen.findByText('Reminder lead time saved')).toBeInTheDocument();
  expect(screen.queryByText(/Use whole hours|Between 1 hour/)).toBeNull();
});
