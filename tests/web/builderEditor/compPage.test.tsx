/**
 * /list/comp through the page harness: the components table (kind, used by N, a removal refused while pages place
 * it, in three languages); the component editor with its live preview (a text panel drawn by the renderer, a history
 * panel asking the series it shows, with the page variables' defaults), save, used-by links, versions and restore, and
 * a stale save's conflict.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import BuilderComponents from '@/pages/List/Comp';
import { answer, bodiesSentTo, failWith, makeUser, must, ok, renderPage } from '../harness';
import { REMINDERS } from '../events/fixtures';
import { seriesOf, strategyOf } from '../market/fixtures';
import { seasonalAnswer } from '../seasonal/fixtures';
import { componentSummary, componentVersion, ME, T0, textPanel } from './fixtures';

type Locale = import('../harness').Locale;

jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined }),
}));

const USER = makeUser({ id: ME, paths: ['/list/page', '/list/comp'] });
const open = (locale: Locale = 'en-US', path = '/list/comp') => renderPage(<BuilderComponents />, { user: USER, locale, path });

test.each<[Locale, string, string, string, string]>([
  ['zh-CN', '配置组件', '文字', '2 个页面', '该组件仍被页面使用'],
  ['en-US', 'Configure components', 'Text', '2 pages', 'Pages still place this component'],
  ['ar-EG', 'إعداد المكونات', 'نص', 'صفحتان', 'ما زالت صفحات تستخدم هذا المكوّن'],
])('the components table in %s; removing one that pages place shows why not', async (locale, title, kind, usedBy, refusal) => {
  answer('/v2/builder/comp/list', ok([componentSummary()]));
  answer('/v2/builder/comp/remove', failWith('builderComponentInUse'));
  open(locale);
  expect(await screen.findByText(title)).toBeInTheDocument();
  const row = (await screen.findByText('Desk notes')).closest('tr') as HTMLElement;
  expect(within(row).getByText(kind)).toBeInTheDocument();
  expect(within(row).getByText(usedBy)).toBeInTheDocument();
  fireEvent.click(within(row).getByRole('button', { name: /删\s?除|Remove|حذف/ }));
  const confirm = await waitFor(() => must(document.querySelector<HTMLElement>('.ant-popconfirm'), 'the confirmation'));
  fireEvent.click(within(confirm).getAllByRole('button').at(-1) as HTMLElement);
  await waitFor(() => expect(bodiesSentTo('/v2/builder/comp/remove')).toEqual([{ id: 'c-1' }]));
  // The server's refusal in the user's language (api.error.builderComponentInUse).
  expect(await screen.findByText((text) => text.startsWith(refusal))).toBeInTheDocument();
});

test('a new component: the live preview draws the panel as the renderer will, then it is saved', async () => {
  const DAY = 86_400_000;
  answer('/v2/marketData/series', ({ body }) =>
    ok(
      seriesOf(
        body.address,
        [100, 102, 101].map((v, i): [number, number] => [T0 - (3 - i) * DAY, v]),
        { unit: 'USD/t', demo: true },
      ),
    ),
  );
  answer('/v2/strategy/list', ok({ items: [strategyOf({ id: 'fu_inner_outer_usd_t', name: 'FU inner/outer', unit: 'USD/t' })] }));
  answer('/v2/builder/comp/save', ok({ id: 'c-5', version: 1 }));
  answer('/v2/builder/comp/get', ok(componentVersion({ id: 'c-5', version: 1, latest: 1, usedBy: [], usedByCount: 0 })));
  answer('/v2/builder/comp/versions', ok([{ version: 1, title: 'Desk notes', savedBy: ME, savedAt: T0 }]));
  const view = open('en-US', '/list/comp?id=new');
  // A history panel waits for its series before the preview draws.
  expect(await screen.findByTestId('panel-preview-waiting')).toHaveTextContent('/series/0/address');
  fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
  fireEvent.change(await screen.findByRole('textbox', { name: 'The panel as JSON' }), {
    target: { value: '{"kind":"history","title":{"text":"Inner/outer"},"layout":{"w":12,"h":4},"series":[{"address":"spread:fu_inner_outer_usd_t"}]}' },
  });
  expect(await screen.findByTestId('panel-preview')).toHaveTextContent('Inner/outer');
  await waitFor(() => expect(bodiesSentTo('/v2/marketData/series').map((b) => b.address)).toContain('spread:fu_inner_outer_usd_t'));

  // Switch to a text panel: the form, and the preview drawing its text.
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
  fireEvent.click(await screen.findByTitle('Text'));
  fireEvent.click(screen.getByRole('tab', { name: 'Form' }));
  fireEvent.change(await screen.findByRole('textbox', { name: 'Text' }), { target: { value: 'Cracks firmed overnight.' } });
  await waitFor(() => expect(screen.getByTestId('panel-preview')).toHaveTextContent('Cracks firmed overnight.'));

  fireEvent.click(screen.getByRole('button', { name: /^save Save$/ }));
  expect(await screen.findByTestId('save-problems')).toHaveTextContent('Give it a title.');
  fireEvent.change(screen.getByRole('textbox', { name: 'Component title' }), { target: { value: 'Desk notes' } });
  fireEvent.click(screen.getByRole('button', { name: /^save Save$/ }));
  await waitFor(() => expect(bodiesSentTo('/v2/builder/comp/save')).toHaveLength(1));
  expect(bodiesSentTo('/v2/builder/comp/save')[0]).toEqual({
    title: 'Desk notes',
    panel: { id: 'p1', kind: 'text', title: { text: 'Inner/outer' }, layout: { w: 12, h: 4 }, body: { text: 'Cracks firmed overnight.' } },
  });
  await waitFor(() => expect(view.navigations).toContain('/list/comp?id=c-5'));
});

test('an existing component: the pages that use it, restoring a version, and a stale save', async () => {
  answer('/v2/builder/comp/get', ({ body }) =>
    ok(body.version === 1 ? componentVersion({ version: 1, title: 'Desk notes (first)', panel: textPanel('p1', 'Old') }) : componentVersion()),
  );
  answer('/v2/builder/comp/versions', ok([2, 1].map((version) => ({ version, title: 'Desk notes', savedBy: ME, savedAt: T0 }))));
  answer('/v2/builder/comp/save', ({ body }) =>
    body.title === 'Desk notes (first)' ? ok({ id: 'c-1', version: 3 }) : failWith('builderVersionConflict', { data: { currentVersion: 4 } as never }),
  );
  open('en-US', '/list/comp?id=c-1');
  const usedBy = await screen.findByTestId('used-by');
  expect(within(usedBy).getByText('Fuel oil morning').closest('a')).toHaveAttribute('href', '/list/page?id=pg-1');
  expect(usedBy).toHaveTextContent('and 1 more you may not read');
  expect(screen.getByText('Used by 2 pages')).toBeInTheDocument();

  fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
  const confirm = await waitFor(() => must(document.querySelector<HTMLElement>('.ant-popconfirm'), 'the confirmation'));
  fireEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(bodiesSentTo('/v2/builder/comp/save')).toHaveLength(1));
  expect(bodiesSentTo('/v2/builder/comp/save')[0]).toMatchObject({ id: 'c-1', version: 2, title: 'Desk notes (first)', panel: { body: { text: 'Old' } } });
  expect(await screen.findByText('Version 1 restored as version 3.')).toBeInTheDocument();

  // Someone saved version 4 meanwhile: this save (from version 3) is refused, the edit stays.
  fireEvent.change(screen.getByRole('textbox', { name: 'Component title' }), { target: { value: 'Mine' } });
  fireEvent.click(screen.getByRole('button', { name: /^save Save$/ }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Version 4 was saved after you opened version 3.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
  expect(await screen.findByTestId('overwrite-warning')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Component title' })).toHaveValue('Mine');
  expect(bodiesSentTo('/v2/builder/comp/save')[1]).toMatchObject({ id: 'c-1', version: 3, title: 'Mine' });
});

test("a history panel's form: a series picked (a typed address with a variable), transform, axis, interval, range and bands", async () => {
  answer('/v2/marketData/catalog', ok({ list: [], total: 0, current: 1, pageSize: 50 }));
  answer('/v2/strategy/list', ok({ items: [] }));
  answer('/v2/marketData/series', ({ body }) => ok(seriesOf(body.address, [[T0, 1]], { unit: 'CNY/t', demo: true })));
  answer('/v2/builder/comp/save', ok({ id: 'c-6', version: 1 }));
  answer('/v2/builder/comp/get', ok(componentVersion({ id: 'c-6', version: 1, latest: 1, usedBy: [], usedByCount: 0 })));
  answer('/v2/builder/comp/versions', ok([]));
  open('en-US', '/list/comp?id=new');
  fireEvent.change(await screen.findByRole('textbox', { name: 'Component title' }), { target: { value: 'FU main' } });
  const picker = screen.getByRole('combobox', { name: 'Series 1' });
  fireEvent.mouseDown(picker);
  fireEvent.change(picker, { target: { value: 'md:SHFE.{product}@main:close' } });
  fireEvent.click(await screen.findByTitle('md:SHFE.{product}@main:close'));
  const choose = async (name: string, option: string) => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name }));
    const options = await screen.findAllByTitle(option);
    fireEvent.click(options[options.length - 1]);
  };
  await choose('Transform of series 1', 'Z-score');
  await choose('Axis of series 1', 'Right axis');
  await choose('Interval', 'One minute');
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Days back' }), { target: { value: '5' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Bands around the first line' }));
  fireEvent.click(screen.getByRole('button', { name: /^save Save$/ }));
  await waitFor(() => expect(bodiesSentTo('/v2/builder/comp/save')).toHaveLength(1));
  expect(bodiesSentTo('/v2/builder/comp/save')[0].panel).toEqual({
    id: 'p1',
    kind: 'history',
    title: { text: 'History chart' },
    layout: { w: 12, h: 4 },
    series: [{ address: 'md:SHFE.{product}@main:close', transform: 'zScore', axis: 'right' }],
    interval: '1m',
    range: { days: 5 },
    bands: { window: 250, zScore: [1, 2] },
  });
});

test("someone else's component is read-only", async () => {
  answer('/v2/builder/comp/get', ok(componentVersion({ ownerId: 'u-other' })));
  answer('/v2/builder/comp/versions', ok([{ version: 2, title: 'Desk notes', savedBy: 'u-other', savedAt: T0 }]));
  open('en-US', '/list/comp?id=c-1');
  expect(await screen.findByText('You can read this component; only its owner or an administrator changes it.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^save Save$/ })).toBeNull();
  expect(screen.queryByTestId('panel-editor')).toBeNull();
});

test.each<[string, string, (panel: Record<string, unknown>) => void]>([
  [
    'Figures table',
    'table',
    (panel) => {
      expect(panel.columns).toEqual(['last', 'change', 'zScore', 'percentile', 'max']);
      expect(panel.window).toBe(60);
    },
  ],
  ['Economic calendar', 'events', (panel) => expect(panel).toMatchObject({ days: 3, importance: [3] })],
  ['Seasonality', 'seasonal', (panel) => expect(panel).toMatchObject({ years: 8, x: 'weekOfYear', mode: 'rebased' })],
])('the %s form', async (kindLabel, kind, check) => {
  answer('/v2/marketData/catalog', ok({ list: [], total: 0, current: 1, pageSize: 50 }));
  answer('/v2/strategy/list', ok({ items: [] }));
  answer('/v2/marketData/series', ({ body }) => ok(seriesOf(body.address, [[T0, 1]], { unit: 'USD/t', demo: true })));
  // The preview draws the panel through the renderer, which asks the calls of its kind.
  answer('/v2/calendar/reminder/get', ok(REMINDERS));
  answer('/v2/calendar/event/list', ok([]));
  // The seasonal preview asks once its address is chosen (sooner or later than the save, as the machine runs).
  answer('/v2/analytics/seasonality', ({ body }) => ok(seasonalAnswer({ address: body.address })));
  answer('/v2/builder/comp/save', ok({ id: 'c-7', version: 1 }));
  answer('/v2/builder/comp/get', ok(componentVersion({ id: 'c-7', version: 1, latest: 1, usedBy: [], usedByCount: 0 })));
  answer('/v2/builder/comp/versions', ok([]));
  open('en-US', '/list/comp?id=new');
  fireEvent.change(await screen.findByRole('textbox', { name: 'Component title' }), { target: { value: kindLabel } });
  const kindBox = screen.getByRole('combobox', { name: 'Kind' });
  fireEvent.mouseDown(kindBox);
  // The list is virtual (the first kinds only): the search narrows it.
  fireEvent.change(kindBox, { target: { value: kindLabel } });
  fireEvent.click(await screen.findByTitle(kindLabel));
  const pickAddress = async () => {
    const picker = screen.getByRole('combobox', { name: 'Series 1' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'ds:eia:RBRTE' } });
    fireEvent.click(await screen.findByTitle('ds:eia:RBRTE'));
  };
  const choose = async (name: string, option: string) => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name }));
    const options = await screen.findAllByTitle(option);
    fireEvent.click(options[options.length - 1]);
  };
  if (kind === 'table') {
    await pickAddress();
    await choose('Columns', 'Max');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Z-score and percentile window (trading days)' }), { target: { value: '60' } });
  } else if (kind === 'events') {
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Days ahead' }), { target: { value: '3' } });
    await choose('Importance', 'High');
  } else {
    await pickAddress();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Years' }), { target: { value: '8' } });
    fireEvent.click(screen.getByText('Week'));
    fireEvent.click(screen.getByText('Rebased'));
  }
  fireEvent.click(screen.getByRole('button', { name: /^save Save$/ }));
  await waitFor(() => expect(bodiesSentTo('/v2/builder/comp/save')).toHaveLength(1));
  const panel = bodiesSentTo('/v2/builder/comp/save')[0].panel as unknown as Record<string, unknown>;
  expect(panel.kind).toBe(kind);
  check(panel);
});
