/**
 * The reader and the list's filters: edit (document/update with the changed metadata) and delete after confirmation
 * for a `canEdit` document, neither for others; the PDF drawn through pdf.js (faked: jsdom has no canvas) with page
 * navigation and zoom, and a failure said plainly; pins checked before saving and the server's `addresses.<i>` shown on
 * that address; product, publisher and language filters sent to document/list (the date range is not driven here: the
 * range picker does not take typed dates in jsdom); a chart's `?open=` link opens
 * the reader.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ResearchLibraryPage from '@/pages/Tool/Research/Library';
import { answer, bodiesSentTo, fail, makeUser, ok, renderPage, sentTo } from '../harness';
import { detail, listItem, pageOf, REPORTS } from './fixtures';

const mockDraws: { page: number; scale: number }[] = [];
let mockOpenFails = false;
jest.mock('@/pages/Tool/Research/Library/pdfjs', () => ({
  openPdf: async () => {
    if (mockOpenFails) throw new Error('bad pdf');
    return {
      pages: 3,
      draw: (page: number, _canvas: unknown, scale: number) => {
        mockDraws.push({ page, scale });
        return { done: Promise.resolve(), cancel: () => undefined };
      },
      close: () => undefined,
    };
  },
}));

const user = makeUser({ paths: [REPORTS] });

beforeEach(() => {
  mockDraws.length = 0;
  mockOpenFails = false;
  answer('/v2/research/document/list', ok(pageOf([listItem()])));
  answer('/v2/research/document/filters', ok({ publishers: ['Platts', 'Argus'], products: ['HSFO', 'LPG'] }));
});

async function openReader(over: Partial<import('@common/contract/library').ResearchDocumentDetail> = {}, path = REPORTS) {
  answer('/v2/research/document/get', ok(detail(over)));
  renderPage(<ResearchLibraryPage />, { user, path });
  if (!path.includes('open=')) fireEvent.click(await screen.findByTestId('research-item'));
  return screen.findByRole('dialog', { name: '燃料油裂解月报' });
}

test('edit sends the changed metadata; delete asks first, then removes the document and closes the reader', async () => {
  answer('/v2/research/document/update', (req) => ok({ ...detail(), title: req.body.title }));
  answer('/v2/research/document/delete', ok(null));
  const reader = await openReader();
  fireEvent.click(within(reader).getByRole('button', { name: 'Edit' }));
  // The nested drawer (dialog names are not unique in jsdom: the tests' ids are all the same).
  await screen.findByText('Edit the document');
  const form = screen.getAllByRole('dialog').at(-1) as HTMLElement;
  fireEvent.change(within(form).getByLabelText('Title'), { target: { value: '燃料油月报（修订）' } });
  fireEvent.click(within(form).getByTestId('research-form-submit'));
  await waitFor(() => expect(bodiesSentTo('/v2/research/document/update')).toHaveLength(1));
  expect(bodiesSentTo('/v2/research/document/update')[0]).toEqual({
    id: 'd1',
    kind: 'report',
    title: '燃料油月报（修订）',
    publisher: 'Platts',
    products: ['HSFO'],
    regions: [],
    publishedAt: Date.UTC(2026, 10, 2),
    effectiveAt: null,
    language: 'zh-CN',
  });
  expect(await screen.findByText('Saved.')).toBeTruthy();

  fireEvent.click(within(reader).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(/Delete this document\?/)).toBeTruthy();
  expect(sentTo('/v2/research/document/delete')).toHaveLength(0);
  // The confirmation's own Delete button (the last one on the page).
  fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement);
  await waitFor(() => expect(bodiesSentTo('/v2/research/document/delete')).toEqual([{ id: 'd1' }]));
  expect(await screen.findByText('Document deleted.')).toBeTruthy();
});

test('a document the caller may not edit shows neither edit nor delete', async () => {
  const reader = await openReader({ canEdit: false });
  expect(within(reader).queryByRole('button', { name: 'Edit' })).toBeNull();
  expect(within(reader).queryByRole('button', { name: 'Delete' })).toBeNull();
});

test('the PDF is drawn page by page with zoom', async () => {
  const pdf = { id: 'f1', name: 'report.pdf', size: 10, url: '/v1/user/oss/download/f1?sig=x' };
  const reader = await openReader({ pdf, bodyFormat: 'none', body: '' });
  expect(await within(reader).findByText('of 3')).toBeTruthy();
  await waitFor(() => expect(mockDraws.at(-1)).toEqual({ page: 1, scale: 1 }));
  expect(within(reader).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  fireEvent.click(within(reader).getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(mockDraws.at(-1)).toEqual({ page: 2, scale: 1 }));
  fireEvent.click(within(reader).getByRole('button', { name: 'Zoom in' }));
  await waitFor(() => expect(mockDraws.at(-1)).toEqual({ page: 2, scale: 1.25 }));
  expect(within(reader).getByText('125%')).toBeTruthy();
  expect(within(reader).getByText('Open the PDF (report.pdf)')).toBeTruthy();
});

test('a PDF that cannot be read keeps its link and says so', async () => {
  mockOpenFails = true;
  const pdf = { id: 'f1', name: 'report.pdf', size: 10, url: '/v1/user/oss/download/f1?sig=x' };
  const reader = await openReader({ pdf, bodyFormat: 'none', body: '' });
  expect(await within(reader).findByText(/The PDF could not be shown here/)).toBeTruthy();
  expect(within(reader).getByText('Open the PDF (report.pdf)')).toBeTruthy();
});

test('pins: an unreadable address is refused before saving; the server refusing addresses.1 marks that address', async () => {
  answer('/v2/research/document/pins', fail(400, { msg: 'Invalid input', fields: { 'addresses.1': 'validation.invalid' } }));
  const reader = await openReader();
  const input = within(reader).getByRole('combobox', { name: 'Pinned to series' });
  fireEvent.change(input, { target: { value: 'not-an-address' } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.click(within(reader).getByRole('button', { name: 'Save pins' }));
  expect(await within(reader).findByText('not-an-address: not a series address.')).toBeTruthy();
  expect(sentTo('/v2/research/document/pins')).toHaveLength(0);

  fireEvent.click(within(within(reader).getByTestId('research-pin-bad')).getByRole('img', { name: 'Close' }));
  for (const address of ['md:SHFE.FU@main', 'ds:eia:SECRET']) {
    fireEvent.change(input, { target: { value: address } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  }
  fireEvent.click(within(reader).getByRole('button', { name: 'Save pins' }));
  await waitFor(() => expect(bodiesSentTo('/v2/research/document/pins')).toEqual([{ id: 'd1', addresses: ['md:SHFE.FU@main', 'ds:eia:SECRET'] }]));
  expect(await within(reader).findByText('ds:eia:SECRET: refused (unknown series, or one you may not read).')).toBeTruthy();
  expect(within(reader).getByTestId('research-pin-bad').textContent).toBe('ds:eia:SECRET');
});

test('product, publisher and language filters go to document/list and restart at page 1', async () => {
  renderPage(<ResearchLibraryPage />, { user, path: REPORTS });
  await screen.findByTestId('research-item');
  const choose = async (label: string, option: string) => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByTitle(option));
  };
  await choose('Products', 'LPG');
  await choose('Publisher', 'Argus');
  await choose('Language', 'English');
  await waitFor(() =>
    expect(bodiesSentTo('/v2/research/document/list').at(-1)).toMatchObject({ products: ['LPG'], publisher: 'Argus', language: 'en-US', current: 1 }),
  );
});

test("a chart annotation's link (?open=<id>) opens the reader at once", async () => {
  const reader = await openReader({}, `${REPORTS}?open=d1`);
  expect(within(reader).getByText('Platts')).toBeTruthy();
  expect(bodiesSentTo('/v2/research/document/get')).toEqual([{ id: 'd1' }]);
});

test('a link is shown only when it is http(s): a javascript: link from a feed is not a link (issue 19)', async () => {
  const reader = await openReader({ link: 'javascript:alert(document.cookie)' });
  expect(within(reader).queryByText('javascript:alert(document.cookie)')).toBeNull();
  expect(within(reader).queryByRole('link', { name: /javascript:/ })).toBeNull();
});

test('an https link opens in a new tab', async () => {
  const reader = await openReader({ link: 'https://example.com/a' });
  expect(within(reader).getByRole('link', { name: 'https://example.com/a' })).toHaveAttribute('href', 'https://example.com/a');
});
