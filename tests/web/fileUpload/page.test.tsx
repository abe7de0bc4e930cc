/**
 * /user/fileUpload through the page harness (real locale files, the fake network at the request layer): the
 * list (search, sort, paging body), limits shown and enforced before upload, delete with confirmation,
 * the administrators' scope switch, server errors by msgKey, and the CSV preview.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_ERRORS } from '@common/contract/errors';
import type { FileRecord, UploadQuota } from '@common/contract/fileUpload';
import FileUploadPage from '@/pages/User/FileUpload';
import { answer, bodiesSentTo, failWith, makeAdmin, makeUser, ok, renderPage, sentTo, type Locale } from '../harness';

const FILES = '/v1/user/oss/upload/getFileList';
const QUOTA = '/v1/user/oss/upload/quota';
const quota = (extra: Partial<UploadQuota> = {}): UploadQuota => ({
  files: 2,
  maxFiles: 1000,
  bytes: 3 * 1024 * 1024 + 2048,
  maxBytes: 2 * 1024 ** 3,
  pending: 0,
  maxPending: 10,
  ...extra,
});
const file = (id: string, name: string, extra: Partial<FileRecord> = {}): FileRecord => ({
  id,
  name,
  size: 2048,
  contentType: 'text/csv',
  ownerId: 'u-trader',
  ownerName: 'trader',
  createdAt: Date.UTC(2025, 3, 1, 8, 0),
  url: `/v1/user/oss/file/tok-${id}`,
  ...extra,
});

const page = (list: FileRecord[], total = list.length) => ok({ list, total, current: 1, pageSize: 10 });
const FILE_PAGES = ['/user', '/user/fileUpload'];

beforeEach(() => {
  answer(FILES, page([file('f1', 'prices.csv'), file('f2', 'chart.png', { size: 3 * 1024 * 1024 })]));
  answer(QUOTA, ok(quota()));
});

const open = ({ admin = false, locale = 'en-US' as Locale } = {}) =>
  renderPage(<FileUploadPage />, { user: admin ? makeAdmin(FILE_PAGES) : makeUser({ paths: FILE_PAGES }), locale });
const lastListBody = () => bodiesSentTo(FILES).at(-1);

test('lists the files with formatted sizes, asks for page 1 of 10 and shows the limits before upload', async () => {
  open();
  expect(await screen.findByText('prices.csv')).toBeInTheDocument();
  expect(screen.getByText('chart.png')).toBeInTheDocument();
  expect(screen.getByText('3 MB')).toBeInTheDocument();
  expect(lastListBody()).toMatchObject({ current: 1, pageSize: 10, scope: 'mine' });
  expect(screen.getByText(/Up to 50 MB per file\. Allowed types: csv, xlsx/)).toBeInTheDocument();
  // Preview only for previewable kinds; download links go to the signed url.
  const row = screen.getByText('prices.csv').closest('tr') as HTMLElement;
  expect(within(row).getByText('Preview')).toBeInTheDocument();
  expect(within(row).getByText('Download').closest('a')).toHaveAttribute('href', '/v1/user/oss/file/tok-f1');
  // Non-administrators get no scope switch.
  expect(screen.queryByText('All users')).not.toBeInTheDocument();
});

test('shows the quota, used against limit, in the user language', async () => {
  open();
  const box = await screen.findByTestId('upload-quota');
  expect(box).toHaveTextContent('Files: 2 of 1,000');
  expect(box).toHaveTextContent('Space: 3 MB of 2 GB');
  expect(box).not.toHaveTextContent('Uploads in progress');
  expect(box).not.toHaveTextContent('Quota used up');
});

test('a full quota and uploads in progress are said so', async () => {
  answer(QUOTA, ok(quota({ files: 1000, pending: 3 })));
  open({ locale: 'zh-CN' });
  const box = await screen.findByTestId('upload-quota');
  expect(box).toHaveTextContent('文件：1,000 / 1,000');
  expect(box).toHaveTextContent('进行中的上传：3 / 10');
  expect(box).toHaveTextContent('配额已用完');
});

test('search and sort go to the server', async () => {
  open();
  await screen.findByText('prices.csv');
  const box = screen.getByPlaceholderText('Search by file name');
  fireEvent.change(box, { target: { value: 'price' } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(lastListBody()).toMatchObject({ keyword: 'price' }));
  fireEvent.click(screen.getByText('Size'));
  await waitFor(() => expect(lastListBody()).toMatchObject({ sortField: 'size' }));
});

test('a failing list shows the server message in the user language', async () => {
  answer(FILES, failWith('forbidden'));
  open({ locale: 'zh-CN' });
  expect(await screen.findByText('您没有执行此操作的权限。')).toBeInTheDocument();
});

test('delete asks for confirmation naming the file, then deletes and reloads', async () => {
  answer('/v1/user/oss/upload/delete', ok(null));
  open();
  const row = (await screen.findByText('prices.csv')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByText('Delete'));
  expect(await screen.findByText('Delete prices.csv? This cannot be undone.')).toBeInTheDocument();
  expect(sentTo('/v1/user/oss/upload/delete')).toHaveLength(0);
  const calls = sentTo(FILES).length;
  fireEvent.click(
    within(document.querySelector('.ant-popconfirm') as HTMLElement)
      .getByText('Delete')
      .closest('button') as HTMLElement,
  );
  await waitFor(() => expect(bodiesSentTo('/v1/user/oss/upload/delete')).toEqual([{ id: 'f1' }]));
  await waitFor(() => expect(sentTo(FILES).length).toBeGreaterThan(calls));
});

test('administrators may switch to every user’s files, with an owner column', async () => {
  open({ admin: true });
  await screen.findByText('prices.csv');
  fireEvent.click(screen.getByText('All users'));
  await waitFor(() => expect(lastListBody()).toMatchObject({ scope: 'all' }));
  expect(await screen.findByText('Owner')).toBeInTheDocument();
});

test('a file of a refused type or size is rejected before any call', async () => {
  const { container } = open();
  await screen.findByText('prices.csv');
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  expect(input.accept).toContain('.csv');
  const exe = new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' });
  const huge = new File(['x'], 'big.csv', { type: 'text/csv' });
  Object.defineProperty(huge, 'size', { value: 60 * 1024 * 1024 });
  await act(async () => {
    fireEvent.change(input, { target: { files: [exe, huge] } });
  });
  expect(await screen.findByText('tool.exe: this file type may not be uploaded.')).toBeInTheDocument();
  expect(await screen.findByText('big.csv: the file is larger than 50 MB.')).toBeInTheDocument();
  expect(sentTo('/v1/user/oss/upload/getToken')).toHaveLength(0);
});

test('a refused upload token shows the server reason for that file', async () => {
  answer('/v1/user/oss/upload/getToken', failWith('payloadTooLarge'));
  const { container } = open();
  await screen.findByText('prices.csv');
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['a,b\n1,2\n'], 'ok.csv', { type: 'text/csv' })] } });
  });
  await waitFor(() => expect(bodiesSentTo('/v1/user/oss/upload/getToken')).toEqual([{ filename: 'ok.csv', size: 8, contentType: 'text/csv' }]));
  expect(await screen.findByText('ok.csv: The upload or request is too large.')).toBeInTheDocument();
});

test('CSV preview parses the file into a table', async () => {
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, text: async () => 'date,price\n2025-04-01,"1,234.5"\n2025-04-02,99\n' });
  (global as { fetch?: unknown }).fetch = fetchMock;
  open();
  const row = (await screen.findByText('prices.csv')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByText('Preview'));
  const preview = await screen.findByTestId('file-preview');
  expect(await within(preview).findByText('1,234.5')).toBeInTheDocument();
  expect(within(preview).getAllByText('price').length).toBeGreaterThan(0);
  expect(within(preview).getByText('2 rows.')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/v1/user/oss/file/tok-f1');
});

test('a dead preview link shows why', async () => {
  const { status, msgKey } = API_ERRORS.linkExpired;
  (global as { fetch?: unknown }).fetch = jest.fn().mockResolvedValue({ ok: false, status, json: async () => ({ code: status, msgKey, msg: 'x' }) });
  open();
  const row = (await screen.findByText('prices.csv')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByText('Preview'));
  expect(await screen.findByText('This link is invalid or has expired.')).toBeInTheDocument();
});
