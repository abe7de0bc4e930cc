/** The builder editor's pure parts (common/builder/): version diff, grid layout conversions, variables, export/import. */
import type { PageVersion } from '@common/contract/builder';
import type { PanelSpec } from '@common/contract/pageSpec';
import { boundedCell, builderLayoutOf, gridItemsOf, nextPanelId, placeBelow, readingOrder } from '@common/builder/gridLayout';
import { diffPages, isEmptyDiff, type PageSnapshot } from '@common/builder/pageDiff';
import { pageExportOf, saveBodyOfExport } from '@common/contract/pageExport';
import { pageFileProblems } from '@common/builder/pageImport';
import { saveBodyOfVersion } from '@common/builder/pageRestore';
import { fillPanelVariables, variablesUsed } from '@common/builder/panelVariables';
import { panelProblems } from '@common/builder/panelProblems';

const history = (id: string, address = 'spread:fu_inner_outer_usd_t'): PanelSpec => ({
  id,
  kind: 'history',
  title: { text: 'FU inner/outer' },
  layout: { w: 12, h: 4 },
  series: [{ address }],
});
const text = (id: string, body = 'Morning notes'): PanelSpec => ({ id, kind: 'text', title: { text: 'Notes' }, layout: { w: 12, h: 4 }, body: { text: body } });

const v1: PageSnapshot = {
  title: 'Fuel oil morning',
  panels: [history('p1'), text('p2')],
  layout: { p1: { x: 0, y: 0, w: 12, h: 4 }, p2: { x: 12, y: 0, w: 12, h: 4 } },
  variables: { product: 'FU' },
};

describe('diffPages', () => {
  test('the same page (fields written in another order) has no diff', () => {
    const reordered = {
      ...v1,
      panels: [
        {
          layout: { h: 4, w: 12 },
          series: [{ address: 'spread:fu_inner_outer_usd_t' }],
          title: { text: 'FU inner/outer' },
          kind: 'history',
          id: 'p1',
        } as PanelSpec,
        text('p2'),
      ],
    };
    expect(isEmptyDiff(diffPages(v1, reordered))).toBe(true);
  });

  test('title, variables, panels added / removed / changed and layout moves', () => {
    const v2: PageSnapshot = {
      title: 'Fuel oil morning (desk)',
      panels: [history('p1', 'spread:fu_inner_outer_usd_bbl'), history('p3')],
      layout: { p1: { x: 0, y: 4, w: 24, h: 6 }, p3: { x: 0, y: 0, w: 24, h: 4 } },
      variables: { product: 'SC', month: '2501' },
    };
    const d = diffPages(v1, v2);
    expect(d.title).toEqual({ from: 'Fuel oil morning', to: 'Fuel oil morning (desk)' });
    expect(d.variables).toEqual({ added: ['month'], removed: [], changed: [{ name: 'product', from: 'FU', to: 'SC' }] });
    expect(d.panels).toEqual({ added: ['p3'], removed: ['p2'], changed: ['p1'] });
    expect(d.moved).toEqual([{ id: 'p1', from: { x: 0, y: 0, w: 12, h: 4 }, to: { x: 0, y: 4, w: 24, h: 6 } }]);
    expect(isEmptyDiff(d)).toBe(false);
  });

  test('a resize alone is a move, not a panel change; a library panel compares by its component', () => {
    const resized = { ...v1, panels: [{ ...history('p1'), layout: { w: 8, h: 4 } }, text('p2')], layout: { ...v1.layout, p1: { x: 0, y: 0, w: 8, h: 4 } } };
    const d = diffPages(v1, resized);
    expect(d.panels.changed).toEqual([]);
    expect(d.moved.map((m) => m.id)).toEqual(['p1']);
    // The component's newest version is drawn in both: only the reference counts.
    const lib = (componentId: string, body: string): PageSnapshot => ({ ...v1, panels: [history('p1'), text('p2', body)], library: { p2: { componentId } } });
    expect(diffPages(lib('c-1', 'old text'), lib('c-1', 'new text')).panels.changed).toEqual([]);
    expect(diffPages(lib('c-1', 'x'), lib('c-2', 'x')).panels.changed).toEqual(['p2']);
  });
});

describe('grid layout', () => {
  test('cells stay inside the 24 columns and the height bounds', () => {
    expect(boundedCell({ x: 20, y: -3, w: 10, h: 40 })).toEqual({ x: 14, y: 0, w: 10, h: 16 });
    expect(boundedCell({ x: 0, y: 2.6, w: 0, h: 0 })).toEqual({ x: 0, y: 3, w: 1, h: 1 });
  });

  test('panels the layout does not place go full width below, one after another', () => {
    const items = gridItemsOf({ p1: { x: 0, y: 0, w: 12, h: 5 } }, [{ id: 'p1' }, { id: 'p2', layout: { w: 12, h: 3 } }, { id: 'p3' }]);
    expect(items).toEqual([
      { i: 'p1', x: 0, y: 0, w: 12, h: 5 },
      { i: 'p2', x: 0, y: 5, w: 12, h: 3 },
      { i: 'p3', x: 0, y: 8, w: 24, h: 4 },
    ]);
  });

  test("the grid's items back to a layout, dropping items of no panel", () => {
    expect(
      builderLayoutOf(
        [
          { i: 'p1', x: 6, y: 1, w: 18, h: 3 },
          { i: 'gone', x: 0, y: 0, w: 1, h: 1 },
        ],
        ['p1'],
      ),
    ).toEqual({ p1: { x: 6, y: 1, w: 18, h: 3 } });
  });

  test('panels follow their cells in reading order (the renderer flows them in order)', () => {
    const layout = { a: { x: 12, y: 0, w: 12, h: 2 }, b: { x: 0, y: 0, w: 12, h: 2 }, c: { x: 0, y: 2, w: 24, h: 2 } };
    expect(readingOrder(['c', 'a', 'b', 'unplaced'], (id) => id, layout)).toEqual(['b', 'a', 'c', 'unplaced']);
  });

  test('a new panel goes below the others with the first free id', () => {
    expect(placeBelow(v1.layout, 'p3', 12, 3).p3).toEqual({ x: 0, y: 4, w: 12, h: 3 });
    expect(nextPanelId(['p1', 'p2', 'p4'])).toBe('p3');
  });
});

test('variables fill addresses and the texts the reader sees, as the report does; unknown names stay', () => {
  // One rule with the server's report/spec (server/features/builder/reportSpec.ts fills with this function; the API
  // test tests/api/builderReport.test.ts checks its answer against it): a title naming a variable shows the value.
  const panel: PanelSpec = { ...history('p1', 'md:SHFE.{product}@main:close'), title: { text: 'Price of {product}' } };
  const filled = fillPanelVariables(panel, { product: 'FU' });
  expect(filled).toEqual({ ...panel, title: { text: 'Price of FU' }, series: [{ address: 'md:SHFE.FU@main:close' }] });
  expect(panel.title).toEqual({ text: 'Price of {product}' });
  expect(fillPanelVariables(text('p3', 'Stocks of {series}, not {other}'), { series: 'RBRTE' })).toMatchObject({
    body: { text: 'Stocks of RBRTE, not {other}' },
  });
  expect(fillPanelVariables(panel, {})).toEqual(panel);
  // What a page must declare: the variables its addresses use, not those of its texts.
  expect(variablesUsed([panel, history('p2', 'ds:eia:{series}'), text('p3', '{notAVariable}')])).toEqual(['product', 'series']);
});

describe('export, import (common/contract/pageExport.ts, with the import check of common/builder/pageImport.ts) and restore', () => {
  const stored: PageVersion = {
    id: 'pg-1',
    title: 'Fuel oil morning',
    version: 2,
    latest: 3,
    panels: v1.panels as PanelSpec[],
    library: { p2: { componentId: 'c-1', version: 4 } },
    layout: v1.layout,
    variables: { product: 'FU' },
    ownerId: 'u-1',
    shared: false,
    example: false,
    savedBy: 'u-1',
    savedAt: 0,
  };

  test('the file inlines library panels and re-imports as the same page', () => {
    const file = pageExportOf(stored, Date.UTC(2026, 10, 29));
    expect(file).toMatchObject({ format: 'commodity-console/builder-page', formatVersion: 1, exportedAt: '2026-11-29T00:00:00.000Z' });
    expect(pageFileProblems(JSON.parse(JSON.stringify(file)))).toEqual([]);
    const body = saveBodyOfExport(file);
    expect(body).toEqual({ title: stored.title, panels: stored.panels, layout: stored.layout, variables: stored.variables });
    expect(body.panels.some((p) => p.kind === 'library')).toBe(false);
  });

  test('problems name their path', () => {
    expect(pageFileProblems({ hello: 1 })[0]).toMatch(/^\/format/);
    const file = pageExportOf(stored, 0);
    const bad = { ...file, panels: [{ ...history('p1'), series: [] }, text('p1')], layout: { ...file.layout, p9: { x: 0, y: 0, w: 1, h: 1 } } };
    expect(pageFileProblems(bad).some((p) => p.startsWith('/panels/0/series'))).toBe(true);
    const dup = { ...file, panels: [history('p1'), text('p1')], layout: { p1: file.layout.p1, p9: { x: 0, y: 0, w: 1, h: 1 } } };
    expect(pageFileProblems(dup)).toEqual(['/panels: id p1 is used twice', '/layout/p9: no panel has this id']);
  });

  test('restoring a version saves it from the newest version with its library references', () => {
    const body = saveBodyOfVersion(stored);
    expect(body.version).toBe(3);
    expect(body.panels[1]).toEqual({ kind: 'library', componentId: 'c-1', id: 'p2', layout: { w: 12, h: 4 } });
    expect(body.panels[0]).toEqual(stored.panels[0]);
  });
});

test('panel problems reach the field of the kind the panel names', () => {
  expect(panelProblems({ ...history('p1'), series: [{ address: 'x' }] })).toEqual([expect.stringMatching(/^\/series\/0\/address: /)]);
  expect(panelProblems({ kind: 'nope' })[0]).toMatch(/^\/kind: one of live, history/);
  expect(panelProblems(text('p1'))).toEqual([]);
});
