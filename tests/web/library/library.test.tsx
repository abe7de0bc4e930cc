/**
 * The research library page (src/pages/Tool/Research/Library) through the page harness (real locale files, the fake
 * network): the route presets the kind filter (reports vs insights), a search sends the query and shows the server's
 * highlighted segments as <mark>, an empty library says how documents are added (upload, or feeds set up by an
 * administrator), the reader renders markdown through DOMPurify (a hostile tag never reaches the page) and saves the
 * caller's note; the usage panel in every language. The upload form, edit/delete, the PDF viewer, the filters and the
 * pin editor have their own files in this folder.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ResearchLibraryPage from '@/pages/Tool/Research/Library';
import { safeHtmlOf } from '@/pages/Tool/Research/Library/components/DocumentBody';
import { answer, bodiesSentTo, failWith, makeUser, ok, renderPage } from '../harness';
import { detail as documentDetail, INSIGHTS, listItem, pageOf, REPORTS } from './fixtures';

type ResearchListItem = import('@common/contract/library').ResearchListItem;
type ResearchDocumentDetail = import('@common/contract/library').ResearchDocumentDetail;
type Locale = import('../harness').Locale;

const user = makeUser({ paths: [REPORTS, INSIGHTS] });
const item = listItem;
/** A document whose markdown body carries hostile tags, for the sanitising check. */
const detail = (over: Partial<ResearchDocumentDetail> = {}) =>
  documentDetail({ body: '# 库存\n\n**下降**<img src=x onerror="alert(1)"><script>alert(2)</script>', ...over });
const page = (list: ResearchListItem[]) => ok(pageOf(list));

beforeEach(() => {
  answer('/v2/research/document/filters', ok({ publishers: ['Platts'], products: ['HSFO'] }));
});

test('the reports route presets report + methodology, the insights route insight + subscriber note', async () => {
  answer('/v2/research/document/list', page([]));
  renderPage(<ResearchLibraryPage />, { user, path: REPORTS });
  await waitFor(() => expect(bodiesSentTo('/v2/research/document/list')).toHaveLength(1));
  expect(bodiesSentTo('/v2/research/document/list')[0]).toMatchObject({ kinds: ['report', 'methodology'], sort: 'date' });
  expect(await screen.findByText(/The library is empty\. Add a document with "Upload"/)).toBeTruthy();
});

test('insights route preset', async () => {
  answer('/v2/research/document/list', page([]));
  renderPage(<ResearchLibraryPage />, { user, path: INSIGHTS });
  await waitFor(() => expect(bodiesSentTo('/v2/research/document/list')).toHaveLength(1));
  expect(bodiesSentTo('/v2/research/document/list')[0]).toMatchObject({ kinds: ['insight', 'subscriberNote'] });
  await screen.findByText(/The library is empty/);
});

test('a search sends the query sorted by relevance and marks the hits; opening a document shows its sanitised body and saves a note', async () => {
  answer('/v2/research/document/list', (req) =>
    req.body.query
      ? page([
          item({
            titleSegments: [
              { text: '燃料油', hit: false },
              { text: '裂解', hit: true },
              { text: '月报', hit: false },
            ],
            snippet: [
              { text: '裂解', hit: true },
              { text: '价差走强', hit: false },
            ],
          }),
        ])
      : page([item()]),
  );
  answer('/v2/research/document/get', ok(detail()));
  answer('/v2/research/document/state', (req) => ok({ read: true, favourite: false, note: req.body.note ?? '' }));
  renderPage(<ResearchLibraryPage />, { user, path: REPORTS });
  await screen.findByText('燃料油裂解月报');

  fireEvent.change(screen.getByLabelText('Search titles and text'), { target: { value: '裂解' } });
  fireEvent.keyDown(screen.getByLabelText('Search titles and text'), { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(document.querySelectorAll('mark')).toHaveLength(2));
  expect(bodiesSentTo('/v2/research/document/list').at(-1)).toMatchObject({ query: '裂解', sort: 'relevance' });
  expect([...document.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['裂解', '裂解']);

  fireEvent.click(screen.getByTestId('research-item'));
  const body = await screen.findByTestId('research-body');
  expect(within(body).getByText('库存').tagName).toBe('H1');
  expect(body.innerHTML).not.toMatch(/onerror|script/);
  fireEvent.change(screen.getByLabelText('My private note'), { target: { value: '关注' } });
  fireEvent.click(screen.getByText('Save note'));
  await waitFor(() => expect(bodiesSentTo('/v2/research/document/state')).toEqual([{ id: 'd1', note: '关注' }]));
});

test('HTML bodies pass DOMPurify again on the client', () => {
  const html = safeHtmlOf({ bodyFormat: 'html', body: '<p>ok</p><iframe src="https://x"></iframe><a href="javascript:x()">l</a><b onclick="x()">b</b>' });
  expect(html).toBe('<p>ok</p><a>l</a><b>b</b>');
  expect(safeHtmlOf({ bodyFormat: 'none', body: '' })).toBe('');
});

test.each<[Locale, string]>([
  ['zh-CN', '每个词都必须出现'],
  ['en-US', 'every word must appear'],
  ['ar-EG', 'يجب أن تظهر كل كلمة'],
])('usage panel in %s', async (locale, text) => {
  answer('/v2/research/document/list', page([]));
  renderPage(<ResearchLibraryPage />, { user, path: REPORTS, locale });
  await waitFor(() => expect(bodiesSentTo('/v2/research/document/list')).toHaveLength(1));
  expect(screen.queryByText(new RegExp(text))).toBeNull();
  fireEvent.click(document.querySelector('.ant-collapse-header') as Element);
  expect(await screen.findByText(new RegExp(text))).toBeTruthy();
});

/** Types `query` into the search box and presses Enter. */
function searchFor(query: string) {
  const box = screen.getByLabelText('Search titles and text');
  fireEvent.change(box, { target: { value: query } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  // The input takes one Enter per key press (rc-input's key lock), released when the key comes up.
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

test('search costs (issue 19): a too-short query, a rate limit with its wait, and a search cut short are said', async () => {
  answer('/v2/research/document/list', (req) => {
    if (req.body.query === 'px') return failWith('searchQueryShort', { fields: { query: 'api.field.tooShort' } });
    if (req.body.query === 'fuel') return failWith('tooManyRequests', { retryAfter: 42 });
    return req.body.query ? ok({ ...pageOf([item()]), searchCut: true }) : page([item()]);
  });
  renderPage(<ResearchLibraryPage />, { user, path: REPORTS });
  await screen.findByText('燃料油裂解月报');
  expect(screen.queryByTestId('research-search-cut')).toBeNull();
  searchFor('px');
  expect(await screen.findByText('Search for at least 3 letters or 2 Chinese characters. For short codes such as PX, use the product filter.')).toBeTruthy();
  searchFor('fuel');
  expect(await screen.findByText('Too many requests. Try again in 42 seconds.')).toBeTruthy();
  searchFor('lorem');
  expect(await screen.findByTestId('research-search-cut')).toHaveTextContent(/The search stopped early/);
});

test.each<[Locale, string]>([
  ['zh-CN', '请求过于频繁，请在42秒钟后再试。'],
  ['ar-EG', 'طلبات كثيرة جداً. حاول مرة أخرى بعد 42 ثانية.'],
])('a rate-limited search says the wait in %s', async (locale, text) => {
  answer('/v2/research/document/list', (req) => (req.body.query ? failWith('tooManyRequests', { retryAfter: 42 }) : page([])));
  renderPage(<ResearchLibraryPage />, { user, path: REPORTS, locale });
  await waitFor(() => expect(bodiesSentTo('/v2/research/document/list')).toHaveLength(1));
  const box = document.querySelector('input[type="search"], .ant-input-search input') as HTMLInputElement;
  fireEvent.change(box, { target: { value: 'fuel' } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  expect(await screen.findByText(text)).toBeTruthy();
});
