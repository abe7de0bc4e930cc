/**
 * The library's upload drawer: a file of the wrong type, an empty one or one over the limit is refused under the
 * picker before any call; markdown is read in the browser and sent as `body` with the metadata; a PDF goes through
 * file management first (getToken + PUT with progress) and the library call names the new file; the server's
 * researchFileTooLarge is shown on the file, a full library quota above the form; cancelling stops the upload; the attachments come from file management.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RESEARCH_PDF_MAX_BYTES } from '@common/contract/library';
import ResearchLibraryPage from '@/pages/Tool/Research/Library';
import { answer, bodiesSentTo, failWith, makeUser, ok, renderPage, sentTo } from '../harness';
import { FakeXhr, installFakeXhr } from '../harness/fakeXhr';
import { FILES, listItem, pageOf, REPORTS } from './fixtures';

installFakeXhr();

const user = makeUser({ paths: [REPORTS, FILES] });

beforeEach(() => {
  answer('/v2/research/document/list', ok(pageOf([])));
  answer('/v2/research/document/filters', ok({ publishers: ['Platts', 'Argus'], products: ['HSFO'] }));
  answer('/v1/user/oss/upload/getFileList', ok({ list: [], total: 0, current: 1, pageSize: 50 }));
  answer(
    '/v1/user/oss/upload/getToken',
    ok({ fileId: 'f-pdf', url: '/v1/user/oss/upload/put/tok', method: 'PUT', headers: {}, expiresAt: 0, maxBytes: 1 << 20 }),
  );
});

async function openUpload(options: { user?: ReturnType<typeof makeUser> } = {}) {
  renderPage(<ResearchLibraryPage />, { user: options.user ?? user, path: REPORTS });
  await screen.findByText(/The library is empty/);
  fireEvent.click(screen.getByRole('button', { name: /Upload/ }));
  return screen.findByRole('dialog', { name: 'Upload a document' });
}

const pick = (drawer: HTMLElement, file: File) => {
  const input = drawer.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

const fileOf = (parts: BlobPart[], name: string, type = '') => new File(parts, name, { type });

async function fillMetadata(drawer: HTMLElement, title = 'Fuel oil monthly') {
  fireEvent.change(within(drawer).getByLabelText('Title'), { target: { value: title } });
  fireEvent.change(within(drawer).getByLabelText('Publisher'), { target: { value: 'Platts' } });
  const date = within(drawer).getByLabelText('Published');
  fireEvent.mouseDown(date);
  fireEvent.change(date, { target: { value: '2026-11-02' } });
  fireEvent.keyDown(date, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

test('refuses a wrong type, an empty file and an oversized PDF under the picker, before any call', async () => {
  const drawer = await openUpload();
  pick(drawer, fileOf(['MZ'], 'tool.exe'));
  expect(await within(drawer).findByText(/This file is not of the chosen format/)).toBeTruthy();
  pick(drawer, fileOf([], 'empty.pdf'));
  expect(await within(drawer).findByText('The file is empty.')).toBeTruthy();
  const big = fileOf(['%PDF-'], 'big.pdf');
  Object.defineProperty(big, 'size', { value: RESEARCH_PDF_MAX_BYTES + 1 });
  pick(drawer, big);
  expect(await within(drawer).findByText('The file is too large: at most 20 MB for this format.')).toBeTruthy();
  // A .pdf that is not a PDF inside: refused when sending, still before any call.
  pick(drawer, fileOf(['hello'], 'fake.pdf'));
  await fillMetadata(drawer);
  fireEvent.click(within(drawer).getByTestId('research-form-submit'));
  expect(await within(drawer).findByText(/This file is not of the chosen format/)).toBeTruthy();
  expect(sentTo('/v1/user/oss/upload/getToken')).toHaveLength(0);
  expect(sentTo('/v2/research/document/upload')).toHaveLength(0);
});

test('markdown is read in the browser and sent as body with the metadata; the format follows the file name', async () => {
  answer('/v2/research/document/upload', (req) => ok({ ...listItem({ id: 'new' }), title: req.body.title }));
  const drawer = await openUpload();
  pick(drawer, fileOf(['# 库存下降\n\n裂解价差走强'], 'weekly_note.md', 'text/markdown'));
  await waitFor(() => expect(within(drawer).getByRole('radio', { name: 'Markdown' })).toBeChecked());
  await fillMetadata(drawer, 'weekly note');
  fireEvent.click(within(drawer).getByTestId('research-form-submit'));
  await waitFor(() => expect(bodiesSentTo('/v2/research/document/upload')).toHaveLength(1));
  expect(bodiesSentTo('/v2/research/document/upload')[0]).toEqual({
    kind: 'report',
    title: 'weekly note',
    publisher: 'Platts',
    products: [],
    regions: [],
    publishedAt: Date.UTC(2026, 10, 2),
    effectiveAt: null,
    language: 'zh-CN',
    format: 'markdown',
    body: '# 库存下降\n\n裂解价差走强',
    attachments: [],
  });
  expect(await screen.findByText('Document added to the library.')).toBeTruthy();
  expect(sentTo('/v1/user/oss/upload/getToken')).toHaveLength(0);
});

test('a PDF goes through file management first, then the library call names the new file', async () => {
  answer('/v2/research/document/upload', ok(listItem({ id: 'new', hasPdf: true })));
  const drawer = await openUpload();
  pick(drawer, fileOf(['%PDF-1.4 body'], 'report.pdf', 'application/pdf'));
  await fillMetadata(drawer);
  fireEvent.click(within(drawer).getByTestId('research-form-submit'));
  await waitFor(() => expect(bodiesSentTo('/v2/research/document/upload')).toHaveLength(1));
  expect(bodiesSentTo('/v1/user/oss/upload/getToken')[0]).toMatchObject({ filename: 'report.pdf', contentType: 'application/pdf' });
  expect(FakeXhr.instances[0]).toMatchObject({ method: 'PUT', url: '/v1/user/oss/upload/put/tok' });
  expect(bodiesSentTo('/v2/research/document/upload')[0]).toMatchObject({ format: 'pdf', fileId: 'f-pdf', title: 'Fuel oil monthly' });
  expect(bodiesSentTo('/v2/research/document/upload')[0]).not.toHaveProperty('body');
  expect(await screen.findByText('Document added to the library.')).toBeTruthy();
});

test("the server's refusal of the file is shown on the file, in the user's language", async () => {
  answer('/v2/research/document/upload', failWith('researchFileTooLarge'));
  const drawer = await openUpload();
  pick(drawer, fileOf(['<p>x</p>'], 'note.html', 'text/html'));
  await fillMetadata(drawer);
  fireEvent.click(within(drawer).getByTestId('research-form-submit'));
  expect(await within(drawer).findByText('The file is too large for the library (PDF up to 20 MB, HTML or markdown up to 2 MB).')).toBeTruthy();
  expect(bodiesSentTo('/v2/research/document/upload')[0]).toMatchObject({ format: 'html', body: '<p>x</p>' });
});

test("a full library quota (researchQuota) is said above the form in the user's language, the form kept", async () => {
  answer('/v2/research/document/upload', failWith('researchQuota'));
  const drawer = await openUpload();
  pick(drawer, fileOf(['# note'], 'note.md', 'text/markdown'));
  await fillMetadata(drawer);
  fireEvent.click(within(drawer).getByTestId('research-form-submit'));
  expect(
    await within(drawer).findByText('Your research library quota is used up (number of documents or total size). Delete documents you uploaded to add more.'),
  ).toBeTruthy();
  expect((within(drawer).getByLabelText('Title') as HTMLInputElement).value).toBe('Fuel oil monthly');
});

test('shows the progress of the bytes and cancels the upload: no library call follows', async () => {
  FakeXhr.held = true;
  const drawer = await openUpload();
  pick(drawer, fileOf(['%PDF-1.4 body'], 'report.pdf', 'application/pdf'));
  await fillMetadata(drawer);
  fireEvent.click(within(drawer).getByTestId('research-form-submit'));
  const progress = await screen.findByTestId('research-upload-progress');
  await waitFor(() => expect(within(progress).getByText('Sending the file…')).toBeTruthy());
  await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
  act(() => FakeXhr.last.progress(50));
  await waitFor(() => expect(within(progress).getByText('50%')).toBeTruthy());
  await act(async () => {
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cancel upload' }));
  });
  expect(await screen.findByText('Upload cancelled.')).toBeTruthy();
  expect(screen.queryByTestId('research-upload-progress')).toBeNull();
  expect(sentTo('/v2/research/document/upload')).toHaveLength(0);
});

test('without the file page: a PDF and attachments say they need it, and no file list is asked for', async () => {
  const drawer = await openUpload({ user: makeUser({ paths: [REPORTS] }) });
  expect(within(drawer).getAllByText(/you need access to the file page/)).toHaveLength(2);
  expect(sentTo('/v1/user/oss/upload/getFileList')).toHaveLength(0);
});
