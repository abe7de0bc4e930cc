import { addressForUnit, PAGE_SPEC_VERSION, type PageSpec, pageSpecProblems } from '../../common/contract/pageSpec';

const spec: PageSpec = {
  specVersion: PAGE_SPEC_VERSION,
  id: 'fu',
  title: { key: 'product.fu.title' },
  units: ['USD/t', 'USD/bbl'],
  panels: [
    {
      id: 'live',
      kind: 'live',
      title: { key: 'product.fu.live' },
      layout: { w: 24, h: 4 },
      rows: [{ address: 'spread:fu_inner_outer_usd_t', byUnit: { 'USD/bbl': 'spread:fu_inner_outer_usd_bbl' } }],
    },
    { id: 'about', kind: 'text', title: { text: 'About' }, layout: { w: 8, h: 2 }, body: { text: 'What FU is.' } },
  ],
};

test('a valid spec has no problems; JSON round trip keeps it valid', () => {
  expect(pageSpecProblems(spec)).toEqual([]);
  expect(pageSpecProblems(JSON.parse(JSON.stringify(spec)))).toEqual([]);
});

test('another version, unknown fields, a bad layout and duplicate ids are named', () => {
  expect(pageSpecProblems({ ...spec, specVersion: 2 })).toEqual(['specVersion: 2 is not 1']);
  expect(pageSpecProblems({ ...spec, script: 'alert(1)' }).length).toBeGreaterThan(0);
  const wide = { ...spec, panels: [{ ...spec.panels[1], layout: { w: 25, h: 2 } }] };
  expect(pageSpecProblems(wide).some((p) => p.startsWith('/panels/0'))).toBe(true);
  expect(pageSpecProblems({ ...spec, panels: [spec.panels[1], spec.panels[1]] })).toEqual(['/panels: id about is used twice']);
});

test('the unit switch picks the address of the chosen unit, else the default', () => {
  const row = spec.panels[0].kind === 'live' ? spec.panels[0].rows[0] : null;
  expect(row && addressForUnit(row, 'USD/bbl')).toBe('spread:fu_inner_outer_usd_bbl');
  expect(row && addressForUnit(row, 'CNY/t')).toBe('spread:fu_inner_outer_usd_t');
  expect(row && addressForUnit(row, null)).toBe('spread:fu_inner_outer_usd_t');
});

test('a months panel takes 1 to 24 listed months of a series', () => {
  const months = { id: 'months', kind: 'months', title: { text: 'By month' }, layout: { w: 24, h: 6 }, series: { address: 'spread:fu_inner_outer_usd_t' } };
  expect(pageSpecProblems({ ...spec, panels: [{ ...months, months: 12 }] })).toEqual([]);
  for (const n of [0, 25, 1.5]) expect(pageSpecProblems({ ...spec, panels: [{ ...months, months: n }] }).length).toBeGreaterThan(0);
  expect(pageSpecProblems({ ...spec, panels: [months] }).length).toBeGreaterThan(0);
});
