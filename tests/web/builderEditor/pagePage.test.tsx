/**
 * /list/page through the page harness: the pages table (examples, copy, remove refused with the server's message) in
 * three languages; building a two-panel page (panel editor, JSON tab, move and resize through the grid's callback,
 * save); a stale save's conflict (keep editing, or show the newest with the edit kept); versions with their diff and
 * restore; export and import round trip. react-grid-layout is replaced by a stand-in that hands its callbacks to the
 * test (jsdom has no layout to drag in; the Chromium test drags for real).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import BuilderPages from '@/pages/List/Page';
import { answer, bodiesSentTo, fail, failWith, makeUser, must, ok, renderPage } from '../harness';
import { seriesOf } from '../market/fixtures';
import { componentSummary, componentVersion, ME, pageSummary, pageVersion, T0, textPanel } from './fixtures';

// Types as import() expressions: jest's mock hoisting cannot strip type-only import bindings here.
type GridProps = import('react-grid-layout').GridLayoutProps;
type PageExport = import('@common/contract/builder').PageExport;
type Locale = import('../harness').Locale;

const mockGrid: { props: GridProps | null } = { props: null };
jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined }),
}));
jest.mock('react-grid-layout', () => ({
  __esModule: true,
  default: (props: GridProps) => {
    mockGrid.props = props;
    return <div data-testid="grid-stand-in">{props.children}</div>;
  },
  useContainerWidth: () => ({ width: 1200, containerRef: { current: null }, mounted: true, measureWidth: () => undefined }),
}));
const mockExported: PageExport[] = [];
jest.mock('@/pages/List/Page/exportFile', () => ({
  ...jest.requireActual('@/pages/List/Page/exportFile'),
  downloadPageExport: (file: PageExport) => mockExported.push(file),
}));

const USER = makeUser({ id: ME, paths: ['/list/page', '/list/comp'] });
const open = (locale: Locale = 'en-US', path = '/list/page') => renderPage(<BuilderPages />, { user: USER, locale, path });

beforeEach(() => {
  localStorage.clear();
  mockExported.length = 0;
  mockGrid.props = null;
});

test.each<[Locale, string, string, string]>([
  ['zh-CN', '配置页面', '复制为可编辑副本', '示例'],
  ['en-US', 'Configure pages', 'Make an editable copy', 'Example'],
  ['ar-EG', 'إعداد الصفحات', 'إنشاء نسخة قابلة للتعديل', 'مثال'],
])('the pages table in %s: examples are copied, not edited', async (locale, title, copyLabel, exampleLabel) => {
  answer('/v2/builder/page/list', ok([pageSummary(), pageSummary({ id: 'ex-1', title: 'FU example', ownerId: null, shared: true, example: true })]));
  answer('/v2/builder/page/copy', ok({ id: 'pg-9', version: 1 }));
  answer('/v2/builder/page/get', ok(pageVersion({ id: 'pg-9', title: 'FU example' })));
  const view = open(locale);
  expect(await screen.findByText(title)).toBeInTheDocument();
  const row = (await screen.findByText('FU example')).closest('tr') as HTMLElement;
  expect(within(row).getAllByText(exampleLabel).length).toBeGreaterThan(0);
  fireEvent.click(within(row).getByText(copyLabel));
  await waitFor(() => expect(view.navigations).toContain('/list/page?id=pg-9'));
  expect(bodiesSentTo('/v2/builder/page/copy')).toEqual([{ id: 'ex-1' }]);
});

test("removing a published page shows the server's reason", async () => {
  answer('/v2/builder/page/list', ok([pageSummary()]));
  answer('/v2/builder/page/remove', fail(409, { msg: 'A route publishes this page: unpublish it first' }));
  open();
  const row = (await screen.findByText('Fuel oil morning')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByText('Remove'));
  const confirm = await waitFor(() => must(document.querySelector<HTMLElement>('.ant-popconfirm'), 'the confirmation'));
  fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('A route publishes this page: unpublish it first')).toBeInTheDocument();
});

/** Adds a text panel through the add dialog and types its body in the drawer's form. */
async function addTextPanel(body: string) {
  fireEvent.click(screen.getByRole('button', { name: /Add panel/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Kind' }));
  fireEvent.click(await screen.findByTitle('Text'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  const text = await screen.findByRole('textbox', { name: 'Text' });
  fireEvent.change(text, { target: { value: body } });
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
}

test('build a two-panel page: panels, JSON tab, move and resize on the grid, save', async () => {
  answer('/v2/builder/page/save', ok({ id: 'pg-5', version: 1 }));
  answer('/v2/builder/page/get', ok(pageVersion({ id: 'pg-5' })));
  const view = open('en-US', '/list/page?id=new');
  fireEvent.change(await screen.findByRole('textbox', { name: 'Page title' }), { target: { value: 'Desk view' } });
  await addTextPanel('Inventories rose.');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Done' })).toBeNull());

  // The second panel: a history panel written in the JSON tab (every field, checked by path while typed).
  fireEvent.click(screen.getByRole('button', { name: /Add panel/ }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add' }));
  fireEvent.click(await screen.findByRole('tab', { name: 'JSON' }));
  const json = await screen.findByRole('textbox', { name: 'The panel as JSON' });
  fireEvent.change(json, { target: { value: '{"kind":"history","title":{"text":"Spread"},"layout":{"w":12,"h":4},"series":[{"address":"x"}]}' } });
  expect(await screen.findByText(/^\/series\/0\/address: /)).toBeInTheDocument();
  fireEvent.change(json, {
    target: {
      value: '{"kind":"history","title":{"text":"Spread"},"layout":{"w":12,"h":4},"series":[{"address":"spread:fu_inner_outer_usd_t"}],"range":{"years":2}}',
    },
  });
  await waitFor(() => expect(screen.queryByTestId('panel-json-problems')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));

  // Move the history panel above the text panel and resize it, as the grid reports a finished drag.
  await waitFor(() => expect(mockGrid.props?.layout).toHaveLength(2));
  expect(mockGrid.props?.layout).toEqual([
    { i: 'p1', x: 0, y: 0, w: 12, h: 4 },
    { i: 'p2', x: 0, y: 4, w: 12, h: 4 },
  ]);
  act(() =>
    mockGrid.props?.onDragStop?.(
      [
        { i: 'p1', x: 0, y: 6, w: 24, h: 3 },
        { i: 'p2', x: 0, y: 0, w: 24, h: 6 },
      ],
      null,
      null,
      null,
      new Event('mouseup'),
      null,
    ),
  );
  fireEvent.click(screen.getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(bodiesSentTo('/v2/builder/page/save')).toHaveLength(1));
  const body = bodiesSentTo('/v2/builder/page/save')[0];
  expect(body).toEqual({
    title: 'Desk view',
    // Reading order of the cells: the renderer flows panels in order.
    panels: [
      {
        id: 'p2',
        kind: 'history',
        title: { text: 'Spread' },
        layout: { w: 24, h: 6 },
        series: [{ address: 'spread:fu_inner_outer_usd_t' }],
        range: { years: 2 },
      },
      { id: 'p1', kind: 'text', title: { text: 'Text' }, layout: { w: 24, h: 3 }, body: { text: 'Inventories rose.' } },
    ],
    layout: { p1: { x: 0, y: 6, w: 24, h: 3 }, p2: { x: 0, y: 0, w: 24, h: 6 } },
    variables: {},
  });
  await waitFor(() => expect(view.navigations).toContain('/list/page?id=pg-5'));
  expect(await screen.findByText('Version 1')).toBeInTheDocument();
});

/** The conflict answer: the page is at `current` now. */
const conflictAt = (current: number) => failWith('builderVersionConflict', { data: { currentVersion: current } as never });

test('two saves from one version: the second gets the conflict, keeps its edit and may save over the newest', async () => {
  answer('/v2/builder/page/get', ok(pageVersion()));
  answer('/v2/builder/page/save', ({ body }) => (body.version === 1 ? conflictAt(2) : ok({ id: 'pg-1', version: 3 })));
  open('en-US', '/list/page?id=pg-1');
  const title = await screen.findByRole('textbox', { name: 'Page title' });
  fireEvent.change(title, { target: { value: 'Fuel oil morning (mine)' } });
  fireEvent.click(screen.getByRole('button', { name: /Save/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Version 2 was saved after you opened version 1. Your edit is kept whichever you choose.')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
  expect(await screen.findByTestId('overwrite-warning')).toHaveTextContent('after version 2');
  expect(screen.getByRole('textbox', { name: 'Page title' })).toHaveValue('Fuel oil morning (mine)');
  fireEvent.click(screen.getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(bodiesSentTo('/v2/builder/page/save')).toHaveLength(2));
  expect(bodiesSentTo('/v2/builder/page/save').map((b) => [b.version, b.title])).toEqual([
    [1, 'Fuel oil morning (mine)'],
    [2, 'Fuel oil morning (mine)'],
  ]);
  expect(await screen.findByText('Version 3')).toBeInTheDocument();
});

test.each<[Locale, string, string]>([
  ['zh-CN', '显示版本 2', '恢复我的修改'],
  ['en-US', 'Show version 2', 'Restore my edit'],
  ['ar-EG', 'عرض الإصدار 2', 'استعادة تعديلي'],
])('in %s, showing the newest version after a conflict keeps the edit to restore', async (locale, showLabel, restoreLabel) => {
  let newest = pageVersion();
  answer('/v2/builder/page/get', () => ok(newest));
  answer('/v2/builder/page/save', conflictAt(2));
  open(locale, '/list/page?id=pg-1');
  const title = await screen.findByDisplayValue('Fuel oil morning');
  fireEvent.change(title, { target: { value: 'My edit' } });
  fireEvent.click(document.querySelector('.anticon-save')?.closest('button') as HTMLElement);
  newest = pageVersion({ version: 2, latest: 2, title: 'Their edit' });
  fireEvent.click(await screen.findByRole('button', { name: showLabel }));
  expect(await screen.findByDisplayValue('Their edit')).toBeInTheDocument();
  fireEvent.click(within(await screen.findByTestId('kept-draft')).getByRole('button', { name: restoreLabel }));
  expect(await screen.findByDisplayValue('My edit')).toBeInTheDocument();
  expect(screen.getByTestId('overwrite-warning')).toBeInTheDocument();
});

test('an unsaved edit is kept across leaving the editor, and offered back', async () => {
  answer('/v2/builder/page/get', ok(pageVersion()));
  answer('/v2/builder/page/list', ok([pageSummary()]));
  const view = open('en-US', '/list/page?id=pg-1');
  fireEvent.change(await screen.findByDisplayValue('Fuel oil morning'), { target: { value: 'Half done' } });
  fireEvent.click(screen.getByRole('button', { name: /Back to the list/ }));
  await screen.findByText('Fuel oil morning');
  act(() => view.history.push('/list/page?id=pg-1'));
  const kept = await screen.findByTestId('kept-draft');
  expect(kept).toHaveTextContent('started from version 1');
  fireEvent.click(within(kept).getByRole('button', { name: 'Restore my edit' }));
  expect(await screen.findByDisplayValue('Half done')).toBeInTheDocument();
});

test('versions: the diff between two, and restoring an old one saves it from the newest', async () => {
  const v1 = pageVersion({ version: 1, latest: 2 });
  const v2 = pageVersion({
    version: 2,
    latest: 2,
    title: 'Fuel oil morning v2',
    panels: [textPanel('p1', 'First notes, edited'), textPanel('p3', 'New panel', 24)],
    layout: { p1: { x: 0, y: 4, w: 12, h: 4 }, p3: { x: 0, y: 0, w: 24, h: 4 } },
    variables: { product: 'FU' },
  });
  answer('/v2/builder/page/get', ({ body }) => ok(body.version === 1 ? v1 : v2));
  answer('/v2/builder/page/versions', ok([2, 1].map((version) => ({ version, title: 'x', savedBy: ME, savedAt: 0 }))));
  answer('/v2/builder/page/save', ok({ id: 'pg-1', version: 3 }));
  open('en-US', '/list/page?id=pg-1');
  fireEvent.click(await screen.findByRole('button', { name: /Versions/ }));
  const drawer = await screen.findByRole('dialog');
  const pick = async (name: string, option: string) => {
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name }));
    const options = await screen.findAllByTitle(option);
    fireEvent.click(options[options.length - 1]);
  };
  await within(drawer).findByText('Newest');
  await pick('From version', 'Version 1');
  await pick('To version', 'Version 2');
  fireEvent.click(within(drawer).getByRole('button', { name: 'Compare' }));
  const diff = await screen.findByTestId('version-diff');
  for (const line of [
    'Title: "Fuel oil morning" → "Fuel oil morning v2"',
    'Variable added: product',
    'Panel added: p3',
    'Panel removed: p2',
    'Panel changed: p1',
    'Panel p1 moved or resized: (0, 0) 12×4 → (0, 4) 12×4',
  ])
    expect(within(diff).getByText(line)).toBeInTheDocument();

  fireEvent.click(within(drawer).getByRole('button', { name: 'Restore' }));
  fireEvent.click(within(document.querySelector('.ant-popconfirm') as HTMLElement).getByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(bodiesSentTo('/v2/builder/page/save')).toHaveLength(1));
  expect(bodiesSentTo('/v2/builder/page/save')[0]).toEqual({ id: 'pg-1', version: 2, title: v1.title, panels: v1.panels, layout: v1.layout, variables: {} });
  expect(await screen.findByText('Version 1 restored as version 3.')).toBeInTheDocument();
});

test('export and import: the file re-imports as the same page; a bad file names its problems and creates nothing', async () => {
  const page = pageVersion({
    panels: [textPanel('p1', 'Mine'), { ...textPanel('p2', 'From the library'), title: { text: 'Library notes' } }],
    library: { p2: { componentId: 'c-1', version: 4 } },
    variables: { product: 'FU' },
  });
  answer('/v2/builder/page/get', ok(page));
  answer('/v2/builder/page/list', ok([pageSummary()]));
  answer('/v2/builder/page/save', ok({ id: 'pg-2', version: 1 }));
  const view = open('en-US', '/list/page?id=pg-1');
  expect(await screen.findByText('Library')).toBeInTheDocument();
  expect(screen.getByText('Edit component').closest('a')).toHaveAttribute('href', '/list/comp?id=c-1');
  fireEvent.click(screen.getByRole('button', { name: /Export JSON/ }));
  expect(mockExported).toHaveLength(1);
  const file = mockExported[0];
  expect(file.panels.map((p) => p.kind)).toEqual(['text', 'text']);

  fireEvent.click(screen.getByRole('button', { name: /Back to the list/ }));
  fireEvent.click(await screen.findByRole('button', { name: /Import/ }));
  const dialog = await screen.findByRole('dialog');
  // The upload's input is a new element after each pick.
  const input = () => must(dialog.querySelector<HTMLInputElement>('input[type="file"]'), 'the file input');
  const bad = { ...file, panels: [{ ...file.panels[0], body: {} }] };
  fireEvent.change(input(), { target: { files: [new File([JSON.stringify(bad)], 'bad.json', { type: 'application/json' })] } });
  expect(await within(dialog).findByTestId('import-problems')).toHaveTextContent('/panels/0/body');
  expect(within(dialog).getByRole('button', { name: 'Create the page' })).toBeDisabled();

  fireEvent.change(input(), { target: { files: [new File([JSON.stringify(file)], 'page.json', { type: 'application/json' })] } });
  const preview = await within(dialog).findByTestId('import-preview');
  expect(preview).toHaveTextContent('product = FU');
  expect(preview).toHaveTextContent('2 panels');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create the page' }));
  await waitFor(() => expect(bodiesSentTo('/v2/builder/page/save')).toHaveLength(1));
  // The same page: title, complete panels (the library panel inlined), layout and variables.
  expect(bodiesSentTo('/v2/builder/page/save')[0]).toEqual({ title: page.title, panels: page.panels, layout: page.layout, variables: page.variables });
  await waitFor(() => expect(view.navigations).toContain('/list/page?id=pg-2'));
});

test('a library component placed on a page is saved as a reference; variables fill the addresses the preview reads', async () => {
  answer('/v2/builder/page/get', ok(pageVersion({ panels: [textPanel('p1', 'Mine')], layout: { p1: { x: 0, y: 0, w: 12, h: 4 } } })));
  answer('/v2/builder/comp/list', ok([componentSummary()]));
  answer('/v2/builder/comp/get', ok(componentVersion()));
  answer('/v2/builder/page/save', ok({ id: 'pg-1', version: 2 }));
  answer('/v2/strategy/list', ok({ items: [] }));
  answer('/v2/marketData/series', ({ body }) => ok(seriesOf(body.address, [[T0, 1]], { unit: 'USD/t', demo: true })));
  open('en-US', '/list/page?id=pg-1');
  fireEvent.click(await screen.findByRole('button', { name: /Add panel/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByText('A library component'));
  fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: 'Component' }));
  fireEvent.click(await screen.findByTitle('Desk notes (Text, v2)'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  const cell = await screen.findByTestId('grid-cell-p2');
  expect(within(cell).getByText('Library')).toBeInTheDocument();
  expect(within(cell).getByText('Edit component').closest('a')).toHaveAttribute('href', '/list/comp?id=c-1');

  // A variable and a panel whose address uses it: the panel's preview reads the default value.
  fireEvent.click(screen.getByRole('button', { name: /Add variable/ }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Variable 1 name' }), { target: { value: 'product' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Variable 1 default value' }), { target: { value: 'FU' } });
  fireEvent.click(within(screen.getByTestId('grid-cell-p1')).getByRole('button', { name: 'Edit panel p1' }));
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Kind' }));
  fireEvent.click(await screen.findByTitle('History chart'));
  fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
  fireEvent.change(await screen.findByRole('textbox', { name: 'The panel as JSON' }), {
    target: { value: '{"kind":"history","title":{"text":"Main"},"layout":{"w":12,"h":4},"series":[{"address":"md:SHFE.{product}@main:close"}]}' },
  });
  await waitFor(() => expect(bodiesSentTo('/v2/marketData/series').map((b) => b.address)).toContain('md:SHFE.FU@main:close'));
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));

  // The page's default time range is the `range` variable, chosen from the look-backs.
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Time range' }));
  fireEvent.click(await screen.findByTitle('Last 6 months'));

  fireEvent.click(screen.getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(bodiesSentTo('/v2/builder/page/save')).toHaveLength(1));
  const body = bodiesSentTo('/v2/builder/page/save')[0];
  expect(body.variables).toEqual({ product: 'FU', range: '6m' });
  expect(body.panels[0]).toMatchObject({ id: 'p1', kind: 'history', series: [{ address: 'md:SHFE.{product}@main:close' }] });
  expect(body.panels[1]).toEqual({ kind: 'library', componentId: 'c-1', id: 'p2', layout: { w: 12, h: 4 } });
});

test('an example opens read-only with its editable copy offered; the copy opens in the editor', async () => {
  answer('/v2/builder/page/get', ({ body }) =>
    ok(body.id === 'ex-1' ? pageVersion({ id: 'ex-1', ownerId: null, shared: true, example: true }) : pageVersion({ id: 'pg-9' })),
  );
  answer('/v2/builder/page/copy', ok({ id: 'pg-9', version: 1 }));
  const view = open('en-US', '/list/page?id=ex-1');
  expect(await screen.findByText('This is an example page: make an editable copy to change it.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^save Save$/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /Add panel/ })).toBeNull();
  expect(screen.getByRole('textbox', { name: 'Page title' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Make an editable copy' }));
  await waitFor(() => expect(view.navigations).toContain('/list/page?id=pg-9'));
  expect(await screen.findByRole('button', { name: /^save Save$/ })).toBeInTheDocument();
});
