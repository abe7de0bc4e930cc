/**
 * /user/fileUpload with '@umijs/max' replaced (real locale files) and the file services mocked: the list
 * (search, sort, paging body), limits shown and enforced before upload, delete with confirmation,
 * the administrators' scope switch, server errors by msgKey, and the CSV preview.
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import FileUploadPage from '@/pages/User/FileUpload';
import { deleteFile, getFileList, getUploadToken } from '@/services/oss';
import { setRealLocale, umiState } from './umiMock';

jest.mock('@umijs/max', () => jest.requireActual('./umiMock').umiMock());
jest.mock('@/services/oss', () => ({ getFileList: jest.fn(), deleteFile: jest.fn(), getUploadToken: jest.fn() }));

// ProTable pages render slowly in jsdom on a shared machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const ok = (data: unknown) => ({ code: 200, status: 'success', version: '1', data });
const failure = (status: number, body: Record<string, unknown>) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data: { code: status, status: 'fail', version: '1', data: null, ...body } } });

const file = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
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

const page = (list: unknown[], total = list.length) => ok({ list, total, current: 1, pageSize: 10 });

beforeEach(() => {
  act(() => setRealLocale('en-US'));
  umiState.access = { isAdmin: false };
  jest.mocked(getFileList).mockReset().mockResolvedValue(page([file('f1', 'prices.csv'), file('f2', 'chart.png', { size: 3 * 1024 * 1024 })]) as never);
  jest.mocked(deleteFile).mockReset();
  jest.mocked(getUploadToken).mockReset();
});

const lastListBody = () => jest.mocked(getFileList).mock.calls.at(-1)?.[0];

test('lists the files with formatted sizes, asks for page 1 of 10 and shows the limits before upload', async () => {
  render(<FileUploadPage />);
  expect(await screen.findByText('prices.csv')).toBeInTheDocument();
  expect(screen.getByText('chart.png')).toBeInTheDocument();
  expect(screen.getByText('3 MB')).toBeInTheDocument();
  expect(lastListBody()).toMatchObject({ current: 1, pageSize: 10, scope: 'mine' });
  expect(screen.getByText(/Up to 50 MB per file\. Allowed types: csv, xlsx/)).toBeInTheDocument();
  // Preview only for previewable kinds; download links go to the signed url.
  const row = screen.getByText('prices.csv').closest('tr')!;
  expect(within(row).getByText('Preview')).toBeInTheDocument();
  expect(within(row).getByText('Download').closest('a')).toHaveAttribute('href', '/v1/user/oss/file/tok-f1');
  // Non-administrators get no scope switch.
  expect(screen.queryByText('All users')).not.toBeInTheDocument();
});

test('search and sort go to the server', async () => {
  render(<FileUploadPage />);
  await screen.findByText('prices.csv');
  const box = screen.getByPlaceholderText('Search by file name');
  fireEvent.change(box, { target: { value: 'price' } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(lastListBody()).toMatchObject({ keyword: 'price' }));
  fireEvent.click(screen.getByText('Size'));
  await waitFor(() => expect(lastListBody()).toMatchObject({ sortField: 'size' }));
});

test('a failing list shows the server message in the user language', async () => {
  act(() => setRealLocale('zh-CN'));
  jest.mocked(getFileList).mockRejectedValue(failure(401, { msg: 'No permission', msgKey: 'api.error.forbidden' }));
  render(<FileUploadPage />);
  expect(await screen.findByText('您没有执行此操作的权限。')).toBeInTheDocument();
});

test('delete asks for confirmation naming the file, then deletes and reloads', async () => {
  jest.mocked(deleteFile).mockResolvedValue(ok(null) as never);
  render(<FileUploadPage />);
  const row = (await screen.findByText('prices.csv')).closest('tr')!;
  fireEvent.click(within(row).getByText('Delete'));
  expect(await screen.findByText('Delete prices.csv? This cannot be undone.')).toBeInTheDocument();
  expect(deleteFile).not.toHaveBeenCalled();
  const calls = jest.mocked(getFileList).mock.calls.length;
  fireEvent.click(within(document.querySelector('.ant-popconfirm') as HTMLElement).getByText('Delete').closest('button')!);
  await waitFor(() => expect(deleteFile).toHaveBeenCalledWith({ id: 'f1' }));
  await waitFor(() => expect(jest.mocked(getFileList).mock.calls.length).toBeGreaterThan(calls));
});

test('administrators may switch to every user’s files, with an owner column', async () => {
  umiState.access = { isAdmin: true };
  render(<FileUploadPage />);
  await screen.findByText('prices.csv');
  fireEvent.click(screen.getByText('All users'));
  await waitFor(() => expect(lastListBody()).toMatchObject({ scope: 'all' }));
  expect(await screen.findByText('Owner')).toBeInTheDocument();
});

test('a file of a refused type or size is rejected before any call', async () => {
  const { container } = render(<FileUploadPage />);
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
  expect(getUploadToken).not.toHaveBeenCalled();
});

test('a refused upload token shows the server reason for that file', async () => {
  jest.mocked(getUploadToken).mockRejectedValue(failure(400, { msg: 'bad', msgKey: 'api.error.payloadTooLarge' }));
  const { container } = render(<FileUploadPage />);
  await screen.findByText('prices.csv');
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['a,b\n1,2\n'], 'ok.csv', { type: 'text/csv' })] } });
  });
  await waitFor(() => expect(getUploadToken).toHaveBeenCalledWith({ filename: 'ok.csv', size: 8, contentType: 'text/csv' }));
  expect(await screen.findByText('ok.csv: The upload or request is too large.')).toBeInTheDocument();
});

test('CSV preview parses the file into a table', async () => {
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, text: async () => 'date,price\n2025-04-01,"1,234.5"\n2025-04-02,99\n' });
  (global as { fetch?: unknown }).fetch = fetchMock;
  render(<FileUploadPage />);
  const row = (await screen.findByText('prices.csv')).closest('tr')!;
  fireEvent.click(within(row).getByText('Preview'));
  const preview = await screen.findByTestId('file-preview');
  expect(await within(preview).findByText('1,234.5')).toBeInTheDocument();
  expect(within(preview).getAllByText('price').length).toBeGreaterThan(0);
  expect(within(preview).getByText('2 rows.')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/v1/user/oss/file/tok-f1');
});

test('a dead preview link shows why', async () => {
  (global as { fetch?: unknown }).fetch = jest.fn().mockResolvedValue({ ok: false, status: 403, json: async () => ({ code: 403, msgKey: 'api.error.linkExpired', msg: 'x' }) });
  render(<FileUploadPage />);
  const row = (await screen.findByText('prices.csv')).closest('tr')!;
  fireEvent.click(within(row).getByText('Preview'));
  expect(await screen.findByText('This link is invalid or has expired.')).toBeInTheDocument();
});
