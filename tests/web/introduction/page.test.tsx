/**
 * The usage-instructions page through the page harness: mounted under its route pattern
 * (`/user/introduction/*`) in a memory history, with the real locale files (a missing key fails the test).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import zhCNIntroduction from '@/locales/zh-CN/introduction';
import IntroductionPage from '@/pages/User/Introduction';
import { documentsFor } from '@/pages/User/Introduction/library';
import { makeUser, renderPage, type Locale, type RenderedPage } from '../harness';

const PREFIX = '/user/introduction/';

const scrollIntoView = jest.fn();

beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

let page: RenderedPage;
/** The address the page is at now. */
const at = () => page.history.location.pathname;

function open(path: string, locale: Locale = 'en-US') {
  page = renderPage(<IntroductionPage />, { user: makeUser({ paths: ['/user', '/user/introduction/*'] }), locale, path, route: `${PREFIX}*` });
  return page;
}

const doc = (locale: string, slug: string) => documentsFor(locale).find((d) => d.slug === slug) as ReturnType<typeof documentsFor>[number];

describe('IntroductionPage', () => {
  it('opens "getting started" by default, with the document and its table of contents', () => {
    open(PREFIX);
    const expected = doc('en-US', 'getting-started');
    expect(screen.getByRole('heading', { level: 1, name: expected.title })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const entries = within(toc)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(entries).toEqual(expected.toc.map((h) => h.text));
    expect(entries).toContain('Data-source lights in the header');
    const areas = screen.getByRole('navigation', { name: 'Areas' });
    expect(within(areas).getByRole('link', { name: expected.title })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the document named in the address and marks it in the area list', () => {
    open(`${PREFIX}files`);
    expect(screen.getByRole('heading', { level: 1, name: 'Files' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Limits' })).toHaveAttribute('id', 'intro-limits');
    const areas = screen.getByRole('navigation', { name: 'Areas' });
    expect(within(areas).getAllByRole('link')).toHaveLength(8);
    expect(within(areas).getByRole('link', { name: 'Files' })).toHaveAttribute('aria-current', 'page');
  });

  it('scrolls to a heading from the table of contents without touching the route', () => {
    open(`${PREFIX}account`);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    fireEvent.click(within(toc).getByRole('link', { name: 'Active sessions' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('intro-active-sessions'));
    expect(at()).toBe(`${PREFIX}account`);
  });

  it('follows area links to another document', () => {
    open(PREFIX);
    const areas = screen.getByRole('navigation', { name: 'Areas' });
    fireEvent.click(within(areas).getByRole('link', { name: 'Administration' }));
    expect(at()).toBe(`${PREFIX}administration`);
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Permission management' })).toBeInTheDocument();
  });

  it('searches every document, highlights the match and opens the hit at its heading', () => {
    open(PREFIX);
    const box = screen.getByRole('searchbox', { name: 'Search the usage instructions' });
    fireEvent.change(box, { target: { value: 'kpler layout' } });
    const search = screen.getByRole('search');
    expect(within(search).getByText(/1 document matches/)).toBeInTheDocument();
    const hit = within(search).getByRole('link', { name: /Data sources/ });
    expect(hit.querySelector('mark')?.textContent).toBe('Kpler layout');

    fireEvent.click(hit);
    expect(at()).toBe(`${PREFIX}data-sources`);
    expect(screen.getByRole('heading', { level: 1, name: 'Data sources' })).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('intro-kpler-layout'));
  });

  it('lists title matches first and says so when nothing matches', () => {
    open(PREFIX);
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'files' } });
    const hits = within(screen.getByRole('search')).getAllByRole('link');
    expect(hits[0]).toHaveTextContent(/^Files/);
    expect(hits.length).toBeGreaterThan(1);

    fireEvent.change(box, { target: { value: 'zzqx-nothing' } });
    expect(within(screen.getByRole('search')).getByText('No document mentions “zzqx-nothing”.')).toBeInTheDocument();
    expect(within(screen.getByRole('search')).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows a friendly state for an unknown document, with the list and a way back', () => {
    open(`${PREFIX}no-such-page`);
    expect(screen.getByText('No such document')).toBeInTheDocument();
    expect(screen.getByText(/no usage document called “no-such-page”/)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Areas' })).getAllByRole('link')).toHaveLength(8);
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Open “Getting started”' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Getting started' })).toBeInTheDocument();
  });

  it('shows the documents of the current language: Chinese by default, Arabic when chosen', () => {
    open(`${PREFIX}files`, 'zh-CN');
    expect(screen.getByRole('heading', { level: 1, name: doc('zh-CN', 'files').title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: zhCNIntroduction['introduction.areas'] })).toBeInTheDocument();
  });

  it('renders Arabic documents, marked with their language, searchable in Arabic', () => {
    open(`${PREFIX}account`, 'ar-EG');
    const article = document.querySelector('article') as HTMLElement;
    expect(article).toHaveAttribute('lang', 'ar-EG');
    expect(screen.getByRole('heading', { level: 1, name: doc('ar-EG', 'account').title })).toBeInTheDocument();
    const term = doc('ar-EG', 'files').title;
    act(() => {
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: term } });
    });
    expect(within(screen.getByRole('search')).getAllByRole('link')[0]).toHaveTextContent(term);
  });
});
