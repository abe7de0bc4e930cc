/**
 * The data set page (/list/data) through the page harness: the table of data sets (10 a page, sorted by name,
 * searched), a new data set made with the series picker and a transform, its live preview (DEMO when an input is
 * demo) and its save; a saved one's "used by" list; a refused preview naming its field; the page in three languages.
 * Answers are written by hand, not computed by the server's code.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Data from '@/pages/List/Data';
import { answer, bodiesSentTo, failWith, makeUser, ok, renderPage } from '../harness';

jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined }),
}));

type Locale = import('../harness').Locale;
type DataSetInfo = import('@common/contract/dataSet').DataSetInfo;
type CatalogEntry = import('@common/contract/marketData').CatalogEntry;

const open = (locale: Locale = 'en-US') => renderPage(<Data />, { user: makeUser({ paths: ['/list', '/list/data'] }), locale, path: '/list/data' });

const set = (i: number, over: Partial<DataSetInfo> = {}): DataSetInfo => ({
  id: `id-${i}`,
  address: `set:id-${i}`,
  name: `Set ${String(i).padStart(2, '0')}`,
  ownerId: 'u1',
  shared: i % 2 === 0,
  definition: { inputs: { a: 'ds:eia:RBRTE' }, transforms: [], unit: 'USD/bbl' },
  updatedAt: Date.UTC(2025, 2, i),
  ...over,
});

const BRENT: CatalogEntry = { address: 'ds:eia:RBRTE', kind: 'ds', name: 'Brent spot', unit: 'USD/bbl', source: 'EIA', first: null, last: null, demo: false };
const FU: CatalogEntry = { address: 'md:SHFE.FU@main', kind: 'md', name: 'Fuel oil main', unit: 'CNY/t', source: 'demo', first: null, last: null, demo: true };

function catalog(): void {
  answer('/v2/marketData/catalog', ok({ list: [FU, BRENT], total: 2, current: 1, pageSize: 50 }));
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

test('the table: 10 data sets a page, sorted by name, searched', async () => {
  answer('/v2/dataSet/list', ok(Array.from({ length: 12 }, (_, i) => set(12 - i))));
  open();
  const table = await screen.findByRole('table', { name: 'Data sets' });
  await waitFor(() => expect(rowsOf(table)).toHaveLength(10));
  fireEvent.click(within(table).getAllByText('Name')[0]);
  await waitFor(() => expect(within(rowsOf(table)[0]).getByText('Set 01')).toBeInTheDocument());
  expect(within(rowsOf(table)[0]).getByText('set:id-1')).toBeInTheDocument();
  expect(within(rowsOf(table)[0]).getByText('Private')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search this table' }), { target: { value: 'Set 07' } });
  await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
});

test('a new data set: pick an input, add a rolling mean, see the preview (DEMO), save it as set:<id>', async () => {
  answer('/v2/dataSet/list', ok([]));
  catalog();
  answer('/v2/dataSet/preview', ok({ unit: 'CNY/t', points: [[Date.UTC(2025, 2, 3), 2810]], demo: true }));
  answer('/v2/dataSet/save', ({ body }) => ok(set(99, { name: body.name, definition: body.definition, shared: false })));
  answer('/v2/dataSet/get', ok({ ...set(99), usedBy: { pages: [], hiddenPages: 0, sets: [], hiddenSets: 0 } }));
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'New data set' }));
  const editor = await screen.findByTestId('dataset-editor');
  expect(within(editor).getByText('Choose an input to see the preview.')).toBeInTheDocument();
  fireEvent.mouseDown(within(editor).getByRole('combobox', { name: 'Input a' }));
  fireEvent.click(await screen.findByText('Fuel oil main (CNY/t) md:SHFE.FU@main'));
  fireEvent.mouseDown(within(editor).getByRole('combobox', { name: 'Add transform' }));
  fireEvent.click(await screen.findByTitle('Rolling mean'));
  fireEvent.change(within(editor).getByRole('spinbutton', { name: 'Observations (1)' }), { target: { value: '5' } });
  await waitFor(() =>
    expect(bodiesSentTo('/v2/dataSet/preview').at(-1)).toEqual({
      definition: { inputs: { a: 'md:SHFE.FU@main' }, transforms: [{ kind: 'rollingMean', window: 5 }], unit: '-' },
    }),
  );
  const preview = await screen.findByTestId('dataset-preview');
  expect(within(preview).getAllByTestId('demo-badge').length).toBeGreaterThan(0);
  expect(within(preview).getByText('History only: a data set has no live value.')).toBeInTheDocument();
  fireEvent.change(within(editor).getByRole('textbox', { name: 'Name' }), { target: { value: 'FU 5-day mean' } });
  fireEvent.change(within(editor).getByRole('textbox', { name: 'Unit of the result' }), { target: { value: 'CNY/t' } });
  fireEvent.click(within(editor).getByRole('button', { name: /^Save$/ }));
  expect(await screen.findByTestId('dataset-address')).toHaveTextContent('set:id-99');
  expect(bodiesSentTo('/v2/dataSet/save')).toEqual([
    {
      name: 'FU 5-day mean',
      definition: { inputs: { a: 'md:SHFE.FU@main' }, transforms: [{ kind: 'rollingMean', window: 5 }], unit: 'CNY/t' },
      shared: false,
    },
  ]);
  expect(await screen.findByText('No builder page or data set uses it.')).toBeInTheDocument();
});

test('a saved data set shows who uses it; a refused preview names its field', async () => {
  answer(
    '/v2/dataSet/list',
    ok([set(1, { definition: { inputs: { a: 'ds:eia:RBRTE', b: 'md:SHFE.FU@main' }, formula: 'a - b', transforms: [], unit: 'x' } })]),
  );
  catalog();
  answer(
    '/v2/dataSet/preview',
    failWith('badRequest', { fields: { 'definition.inputs.b': 'api.field.invalid' } } as Partial<import('@common/contract/envelope').ApiEnvelope<null>>),
  );
  answer('/v2/dataSet/get', ok({ ...set(1), usedBy: { pages: [{ id: 'p1', title: 'Fuel-oil morning' }], hiddenPages: 2, sets: [], hiddenSets: 0 } }));
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Set 01' }));
  const usedBy = await screen.findByTestId('used-by');
  expect(within(usedBy).getByText('Page: Fuel-oil morning')).toBeInTheDocument();
  expect(within(usedBy).getByText('2 more you may not read')).toBeInTheDocument();
  const error = await screen.findByTestId('preview-error');
  expect(error).toHaveTextContent('definition.inputs.b');
});

test.each<[Locale, string, string]>([
  ['zh-CN', '配置数据', '新建数据集'],
  ['en-US', 'Configure data', 'New data set'],
  ['ar-EG', 'إعداد البيانات', 'مجموعة بيانات جديدة'],
])('in %s: title, intro and the new button', async (locale, title, button) => {
  answer('/v2/dataSet/list', ok([]));
  open(locale);
  expect(await screen.findByRole('button', { name: button })).toBeInTheDocument();
  expect(screen.getAllByText(title).length).toBeGreaterThan(0);
  expect(screen.getByText(/set:<id>/)).toBeInTheDocument();
});
