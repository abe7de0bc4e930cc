/**
 * /tool/trade/realtime/config/strategy through the page harness (real locale files, fake network): the list by
 * scope (mine / shared / seeded), the formula checked while typing with the problem underlined at its place, a
 * save refused by the server shown at the field, a save that goes through, the preview asked with the button,
 * the explanation, and alert rules.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import StrategyPage from '@/pages/Tool/Trade/Strategy';
import { markedPieces } from '@/pages/Tool/Trade/Strategy/components/FormulaIssues';
import { checkBodyOf } from '@/pages/Tool/Trade/Strategy/components/StrategyEditor';
import { answer, bodiesSentTo, failWith, makeUser, ok, renderPage, sentTo } from '../harness';
// Types as import() expressions: jest's mock hoisting (babel) cannot strip type-only import bindings here.
type Strategy = import('@common/contract/strategy').Strategy;

// jsdom has no canvas: ECharts is faked where <Chart> loads it (as tests/web/chart/Chart.test.tsx does); the
// options it is given are kept so the test sees what the preview draws.
const mockOptions: { series: { name: string; data: unknown }[] }[] = [];
jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({
    setOption: (option: { series: { name: string; data: unknown }[] }) => void mockOptions.push(option),
    resize: () => undefined,
    getDataURL: () => 'data:image/png;base64,AAAA',
    dispose: () => undefined,
    on: () => undefined,
  }),
}));

const PAGES = ['/tool/trade/realtime', '/tool/trade/realtime/config/strategy', '/tool/trade/realtime/fu'];
const T0 = Date.UTC(2025, 3, 1, 8, 0);

const strategy = (over: Partial<Strategy>): Strategy => ({
  id: 's1',
  name: 'FU inner/outer (USD/t)',
  description: '',
  legs: [
    { alias: 'FU', instrument: 'SHFE.FU@main' },
    { alias: 'FX', instrument: 'FX.USDCNY' },
    { alias: 'SG', instrument: 'ICE.SG380', mapFrom: 'FU' },
  ],
  rates: [],
  formula: 'FU / FX - SG',
  unit: 'USD/t',
  precision: 2,
  visibility: 'everyone',
  roles: [],
  ownerId: null,
  ownerName: 'system',
  seeded: true,
  canEdit: false,
  live: true,
  createdAt: T0,
  updatedAt: T0,
  ...over,
});

const SEEDED = strategy({});
const MINE = strategy({ id: 's2', name: 'My spread', seeded: false, ownerId: 'u-1', ownerName: 'Trader', canEdit: true, visibility: 'private' });
const SHARED = strategy({ id: 's3', name: 'Desk spread', seeded: false, ownerId: 'u-9', ownerName: 'Analyst', visibility: 'roles', roles: ['trader'] });

function open() {
  answer('/v2/strategy/list', ok({ items: [SEEDED, MINE, SHARED] }));
  return renderPage(<StrategyPage />, { user: makeUser({ paths: PAGES }) });
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('the strategy list', () => {
  test('shows all readable strategies, then mine, shared with me and seeded; edit and delete only where allowed', async () => {
    open();
    await screen.findByText('My spread');
    expect(rowNames()).toEqual(['FU inner/outer (USD/t)', 'My spread', 'Desk spread']);
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    fireEvent.click(screen.getByText('Mine'));
    expect(rowNames()).toEqual(['My spread']);
    fireEvent.click(screen.getByText('Shared with me'));
    expect(rowNames()).toEqual(['Desk spread']);
    fireEvent.click(screen.getByText('Seeded'));
    expect(rowNames()).toEqual(['FU inner/outer (USD/t)']);
    expect(screen.getByText('System')).toBeInTheDocument();
  });
});

test('a history-only strategy (a leg that does not tick) says so and offers no alerts', async () => {
  const historyOnly = strategy({ id: 's4', name: 'Brent minus stocks', seeded: false, live: false, legs: [{ alias: 'A', instrument: 'ds:eia:RBRTE' }] });
  answer('/v2/strategy/list', ok({ items: [SEEDED, historyOnly] }));
  renderPage(<StrategyPage />, { user: makeUser({ paths: PAGES }) });
  const row = (await screen.findByText('Brent minus stocks')).closest('tr') as HTMLElement;
  expect(within(row).getByText('History only')).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: 'Alerts' })).toBeNull();
  const seededRow = screen.getByText('FU inner/outer (USD/t)').closest('tr') as HTMLElement;
  expect(within(seededRow).queryByText('History only')).toBeNull();
  expect(within(seededRow).getByRole('button', { name: 'Alerts' })).toBeInTheDocument();
  // Its copy in the editor says so too, from the leg's address.
  answer('/v2/strategy/check', ok({ ok: true, unit: 'USD/t', issues: [] }));
  fireEvent.click(within(row).getByRole('button', { name: 'Copy' }));
  const editor = within(await screen.findByRole('dialog'));
  expect(await editor.findByText('History only')).toBeInTheDocument();
  await screen.findByText('Formula OK: USD/t');
});

test("seeded names read in the reader's language; a renamed seed keeps its own name (issue 18: English in zh-CN)", async () => {
  const renamed = strategy({ id: 'hi5_china', name: 'Desk Hi-5', seedKey: null });
  answer('/v2/strategy/list', ok({ items: [{ ...SEEDED, id: 'fu_inner_outer_usd_t', seedKey: 'fu_inner_outer_usd_t' }, renamed] }));
  renderPage(<StrategyPage />, { user: makeUser({ paths: PAGES }), locale: 'zh-CN' });
  expect(await screen.findByText('燃料油内外价差（美元/吨）')).toBeInTheDocument();
  expect(screen.getByText('Desk Hi-5')).toBeInTheDocument();
  expect(screen.queryByText('FU inner/outer (USD/t)')).toBeNull();
});

describe('the editor', () => {
  test('checks the formula while typing and underlines the problem where it is', async () => {
    answer('/v2/strategy/check', (req) =>
      req.body.formula === 'FU / SG'
        ? ok({ ok: false, unit: null, issues: [{ key: 'divideByPrice', start: 5, end: 7, message: 'x' }] })
        : ok({ ok: true, unit: 'USD/t', issues: [] }),
    );
    open();
    await screen.findByText('My spread');
    fireEvent.click(screen.getAllByRole('button', { name: 'Copy' })[0]);
    const editor = within(await screen.findByRole('dialog'));
    const formula = await editor.findByLabelText('Formula');
    expect(editor.getByLabelText('Name')).toHaveValue('FU inner/outer (USD/t) (copy)');
    await screen.findByText('Formula OK: USD/t');
    fireEvent.change(formula, { target: { value: 'FU / SG' } });
    const issues = await screen.findByTestId('formula-issues');
    expect(within(issues).getByText(/Characters 6–7: This divisor can be zero/)).toBeInTheDocument();
    expect(
      within(issues)
        .getAllByTestId('formula-mark')
        .map((m) => m.textContent),
    ).toEqual(['SG']);
    expect(bodiesSentTo('/v2/strategy/check').at(-1)).toEqual({ legs: SEEDED.legs, rates: [], formula: 'FU / SG', unit: 'USD/t' });
  });

  test('checks once typing stops, shows leg problems from the check at the leg, and offers the inferred unit', async () => {
    // Issue 18: the check answered 400 (a console error) on every keystroke and the unit had to be guessed.
    answer('/v2/strategy/check', (req) => {
      if (req.body.formula === 'FU / FX - XX') return ok({ ok: false, unit: null, issues: [], fields: { 'legs.1.alias': 'strategy.leg.duplicateAlias' } });
      return req.body.unit === 'USD/t'
        ? ok({ ok: false, unit: 'USD/bbl', issues: [{ key: 'resultUnit', start: 0, end: 12, message: 'x', params: { unit: 'USD/bbl', expected: 'USD/t' } }] })
        : ok({ ok: true, unit: 'USD/bbl', issues: [] });
    });
    answer('/v2/reference/rate/list', ok([]));
    open();
    await screen.findByText('My spread');
    fireEvent.click(screen.getAllByRole('button', { name: 'Copy' })[0]);
    const editor = within(await screen.findByRole('dialog'));
    const formula = await editor.findByLabelText('Formula');
    // The leg's instrument is the series picker, showing the leg's address.
    expect(editor.getAllByLabelText('Instrument')[0].closest('.ant-select')?.textContent).toContain('md:SHFE.FU@main');
    await screen.findByRole('button', { name: 'Use USD/bbl' });
    const before = bodiesSentTo('/v2/strategy/check').length;
    for (const text of ['FU / FX - X', 'FU / FX - XX']) fireEvent.change(formula, { target: { value: text } });
    expect(await screen.findByText('Check the legs marked above.')).toBeInTheDocument();
    expect(screen.getByText('This alias is used twice.')).toBeInTheDocument();
    // Only the text typing stopped at was checked.
    expect(
      bodiesSentTo('/v2/strategy/check')
        .slice(before)
        .map((b) => b.formula),
    ).toEqual(['FU / FX - XX']);
    fireEvent.change(formula, { target: { value: 'FU / FX - SG' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Use USD/bbl' }));
    expect(await screen.findByText('Formula OK: USD/bbl')).toBeInTheDocument();
    expect(bodiesSentTo('/v2/strategy/check').at(-1)).toMatchObject({ formula: 'FU / FX - SG', unit: 'USD/bbl' });
  });

  test('a save the server refuses shows the field error; a good save closes and reloads the list', async () => {
    answer('/v2/strategy/check', ok({ ok: true, unit: 'USD/t', issues: [] }));
    let saves = 0;
    answer('/v2/strategy/save', () => {
      saves += 1;
      return saves === 1
        ? failWith('badRequest', { fields: { 'legs.0.instrument': 'strategy.leg.unknownInstrument' } })
        : ok(strategy({ id: 's4', name: 'New one', seeded: false, canEdit: true }));
    });
    open();
    await screen.findByText('My spread');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByText('Formula OK: USD/t');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Unknown instrument.');
    expect(bodiesSentTo('/v2/strategy/save')[0]).toMatchObject({ id: 's2', name: 'My spread', formula: 'FU / FX - SG', visibility: 'private', roles: [] });
    const listCalls = sentTo('/v2/strategy/list').length;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo('/v2/strategy/list').length).toBe(listCalls + 1));
    await screen.findByText('Strategy saved');
  });

  test('the preview asks the server with the checked formula and the chosen interval', async () => {
    answer('/v2/strategy/check', ok({ ok: true, unit: 'USD/t', issues: [] }));
    answer('/v2/strategy/preview', ok({ unit: 'USD/t', points: [[T0, 1.82]], demo: true }));
    open();
    await screen.findByText('My spread');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByText('Formula OK: USD/t');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(bodiesSentTo('/v2/strategy/preview')).toEqual([{ legs: MINE.legs, rates: [], formula: 'FU / FX - SG', unit: 'USD/t', interval: '1d' }]),
    );
    expect(await screen.findByTestId('demo-badge')).toBeInTheDocument();
    await waitFor(() => expect(mockOptions.at(-1)?.series.map((x) => x.name)).toEqual(['FU / FX - SG']));
  });
});

describe('explanation and alerts', () => {
  test('the explanation lists legs with price and time and rates with valid_from', async () => {
    answer(
      '/v2/strategy/explain',
      ok({
        strategyId: 's1',
        name: SEEDED.name,
        formula: '(FU / FX - SG) / BBL',
        unit: 'USD/bbl',
        precision: 3,
        value: 0.286,
        ts: null,
        demo: false,
        legs: [{ alias: 'FU', instrument: 'SHFE.FU2601', unit: 'CNY/t', price: 2800, ts: T0, demo: false }],
        rates: [
          { key: 'factor.bblpert.fueloil', alias: 'BBL', value: 6.35, unit: 'bbl/t', validFrom: '2000-01-01', source: 'Platts' },
          { key: 'lpg.parity.premium', alias: null, value: 10, unit: 'USD/t', validFrom: '1970-01-01', source: 'assumption' },
        ],
        fx: [],
      }),
    );
    open();
    await screen.findByText('My spread');
    fireEvent.click(screen.getAllByRole('button', { name: 'Explain' })[0]);
    expect(await screen.findByText('0.286 USD/bbl')).toBeInTheDocument();
    expect(screen.getByText('SHFE.FU2601')).toBeInTheDocument();
    expect(screen.getByText('2,800 CNY/t')).toBeInTheDocument();
    // Issue 18: rates by name (the key as the tooltip), the seeded placeholder date as "since the start of the
    // records" (it showed "1970-01-01"), and each table named by the heading above it.
    expect(screen.getByText('BBL = Barrels per tonne, fuel oil')).toHaveAttribute('title', 'factor.bblpert.fueloil');
    expect(screen.getByText('LPG import parity: premium over FEI')).toBeInTheDocument();
    expect(screen.queryByText('lpg.parity.premium')).not.toBeInTheDocument();
    expect(screen.getByText('2000-01-01')).toBeInTheDocument();
    expect(screen.getByText('since the start of the records')).toBeInTheDocument();
    expect(screen.queryByText('1970-01-01')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Rates' })).getByText('6.35 bbl/t')).toBeInTheDocument();
    expect(screen.getByText('Live value')).toBeInTheDocument();
  });

  const FX_BASE = { alias: 'FX', instrument: 'FX.USDCNY', key: 'fx.usdcny', unit: 'CNY/USD' };
  const explainWith = (fx: object[], demo: boolean) =>
    answer(
      '/v2/strategy/explain',
      ok({
        strategyId: 's1',
        name: SEEDED.name,
        formula: 'FU / FX - SG',
        unit: 'USD/t',
        precision: 2,
        value: 1.82,
        ts: null,
        demo,
        legs: [{ alias: 'FU', instrument: 'SHFE.FU2601', unit: 'CNY/t', price: 2800, ts: T0, demo }],
        rates: [],
        fx: fx as never,
      }),
    );

  test('the explanation says which USD/CNY the value used: the live rate with its instrument and time (issue 18)', async () => {
    explainWith([{ ...FX_BASE, source: 'live', value: 7.1834, ts: T0, validFrom: null, sourceLabel: 'FX.USDCNY', demo: true }], true);
    open();
    await screen.findByText('My spread');
    fireEvent.click(screen.getAllByRole('button', { name: 'Explain' })[0]);
    const used = await screen.findByTestId('fx-in-use');
    expect(used.textContent).toMatch(/^USD\/CNY live 7\.1834 \(FX\.USDCNY, .+\)$/);
    expect(screen.getByText('Exchange rate (FX)')).toBeInTheDocument();
    // Computed with the demo feed's rate: the value is demo.
    expect(screen.getByTestId('demo-badge')).toBeInTheDocument();
  });

  test('the explanation says which USD/CNY the value used: the monthly average in force, its source and since when', async () => {
    explainWith(
      [
        {
          ...FX_BASE,
          source: 'reference',
          value: 7.2734,
          ts: null,
          validFrom: '2025-03-04',
          sourceLabel: 'FRED (Federal Reserve H.10/G.5), monthly average, ODC-PDDL 1.0',
          demo: false,
        },
      ],
      false,
    );
    open();
    await screen.findByText('My spread');
    fireEvent.click(screen.getAllByRole('button', { name: 'Explain' })[0]);
    expect((await screen.findByTestId('fx-in-use')).textContent).toBe(
      'USD/CNY monthly average 7.2734 (FRED (Federal Reserve H.10/G.5), monthly average, ODC-PDDL 1.0, in force since 2025-03-04)',
    );
    expect(screen.queryByTestId('demo-badge')).not.toBeInTheDocument();
  });

  test('adds a level alert on the strategy and shows its state', async () => {
    const rule = {
      id: 'r1',
      target: 'spread:s2',
      kind: 'level' as const,
      params: { level: 5, direction: 'up' as const, margin: 0 },
      webhookUrl: null,
      active: true,
      armed: true,
      suspended: null,
      createdAt: T0,
      updatedAt: T0,
    };
    let saved = false;
    answer('/v2/strategy/alert/list', () => ok({ items: saved ? [rule] : [] }));
    answer('/v2/strategy/alert/history', ok({ items: [] }));
    answer('/v2/strategy/alert/save', () => {
      saved = true;
      return ok(rule);
    });
    open();
    await screen.findByText('My spread');
    const row = must(screen.getByText('My spread').closest('tr'));
    fireEvent.click(within(row).getByRole('button', { name: 'Alerts' }));
    await screen.findByText('No alerts on this strategy.');
    fireEvent.change(within(screen.getByRole('dialog')).getByLabelText('Level'), { target: { value: '5' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add alert' }));
    });
    await waitFor(() =>
      expect(bodiesSentTo('/v2/strategy/alert/save')).toEqual([
        { target: 'spread:s2', kind: 'level', params: { level: 5, direction: 'up', margin: 0 }, webhookUrl: null, active: true },
      ]),
    );
    expect(await screen.findByText('Armed')).toBeInTheDocument();
  });

  test('a suspended rule says why instead of its state', async () => {
    // Issue 19: a rule whose owner lost access to an input does not fire and shows the reason the server gives.
    const rule = {
      id: 'r9',
      target: 'spread:s2',
      kind: 'level' as const,
      params: { level: 5, direction: 'up' as const, margin: 0 },
      webhookUrl: null,
      active: true,
      armed: true,
      suspended: 'strategy.alert.suspended.product',
      createdAt: T0,
      updatedAt: T0,
    };
    answer('/v2/strategy/alert/list', ok({ items: [rule] }));
    answer('/v2/strategy/alert/history', ok({ items: [] }));
    open();
    await screen.findByText('My spread');
    fireEvent.click(within(must(screen.getByText('My spread').closest('tr'))).getByRole('button', { name: 'Alerts' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Suspended: you no longer have access to a product it reads')).toBeInTheDocument();
    expect(within(dialog).queryByText('Armed')).toBeNull();
  });

  test('shows levels, margins and fired values with their units, and edits a rule in place', async () => {
    // Issue 18: alerts showed no units and could not be edited; a rule created beyond its level fires at once
    // and its history says so.
    const rule = {
      id: 'r7',
      target: 'spread:s2',
      kind: 'level' as const,
      params: { level: 0, direction: 'down' as const, margin: 5 },
      webhookUrl: null,
      active: true,
      armed: false,
      suspended: null,
      createdAt: T0,
      updatedAt: T0,
    };
    const event = {
      id: 'e1',
      ruleId: 'r7',
      target: 'spread:s2',
      kind: 'level' as const,
      ts: T0,
      value: -12,
      detail: { level: '0', direction: 'down', onStart: 'true' },
      webhook: 'failed' as const,
    };
    answer('/v2/strategy/alert/list', ok({ items: [rule] }));
    answer('/v2/strategy/alert/history', ok({ items: [event] }));
    answer('/v2/strategy/alert/save', ok({ ...rule, params: { level: -5, direction: 'down', margin: 5 }, armed: null }));
    open();
    await screen.findByText('My spread');
    fireEvent.click(within(must(screen.getByText('My spread').closest('tr'))).getByRole('button', { name: 'Alerts' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Falls to or below 0 USD/t')).toBeInTheDocument();
    expect(within(dialog).getByText('5 USD/t')).toBeInTheDocument();
    expect(within(dialog).getByText('Fired, waiting to return inside')).toBeInTheDocument();
    expect(within(dialog).getByText('-12 USD/t')).toBeInTheDocument();
    expect(within(dialog).getByText('Already beyond when the alert started')).toBeInTheDocument();
    // Issue 19: the webhook column shows the outcome in words, never a status or a reason.
    expect(within(dialog).getByText('Not delivered')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(within(dialog).getByText('Edit alert')).toBeInTheDocument();
    const level = within(dialog).getByLabelText('Level') as HTMLInputElement;
    expect(level.value).toBe('0');
    fireEvent.change(level, { target: { value: '-5' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() =>
      expect(bodiesSentTo('/v2/strategy/alert/save')).toEqual([
        { id: 'r7', target: 'spread:s2', kind: 'level', params: { level: -5, direction: 'down', margin: 5 }, webhookUrl: null, active: true },
      ]),
    );
    expect(await within(dialog).findByRole('button', { name: 'Add alert' })).toBeInTheDocument();
  });
});

describe('pure helpers', () => {
  test('markedPieces marks each range (an issue at the end marks the place after the text)', () => {
    expect(markedPieces('FU / SG', [{ start: 5, end: 7 }])).toEqual([
      { text: 'FU / ', marked: false },
      { text: 'SG', marked: true },
      { text: ' ', marked: false },
    ]);
    expect(markedPieces('FU +', [{ start: 4, end: 4 }]).at(-1)).toEqual({ text: ' ', marked: true });
  });

  test('checkBodyOf asks nothing until a formula and a complete leg exist', () => {
    expect(checkBodyOf({ formula: '', unit: 'USD/t', legs: [{ alias: 'FU', instrument: 'SHFE.FU2601' }] })).toBeNull();
    expect(checkBodyOf({ formula: 'FU', unit: 'USD/t', legs: [{ alias: 'FU', instrument: '' }] })).toBeNull();
    // A half-typed alias the contract refuses asks nothing (it would only earn a 400): the form shows the format.
    expect(checkBodyOf({ formula: 'FU', unit: 'USD/t', legs: [{ alias: '1F', instrument: 'SHFE.FU2601' }] })).toBeNull();
    expect(checkBodyOf({ formula: 'FU', unit: 'CNY/t', legs: [{ alias: 'FU', instrument: ' SHFE.FU2601 ', mapFrom: null }], rates: [] })).toEqual({
      legs: [{ alias: 'FU', instrument: 'SHFE.FU2601' }],
      rates: [],
      formula: 'FU',
      unit: 'CNY/t',
    });
  });
});

function must<T>(v: T | null | undefined): T {
  if (v === null || v === undefined) throw new Error('missing');
  return v;
}
