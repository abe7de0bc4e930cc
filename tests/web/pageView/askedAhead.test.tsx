/**
 * Calls asked ahead (docs/page-specs.md): for each spec page (the ten product pages, the oil watch), what `useAskPanelsAhead` starts before
 * the page is drawn is every call its panels then make, and nothing is asked twice. The page is drawn only after the
 * asked calls have answered; drawing it (every panel to `data-drawn`) must then send no request at all. A panel whose
 * call differs from the factory's (another key, a missing call) would send one here; a call asked ahead that no
 * panel uses stays in the cache without an observer.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import PageView from '@/components/PageView';
import { useAskPanelsAhead } from '@/components/PageView/askPanelsAhead';
import { SPEC_PAGES } from '@/pages/Tool/Trade/Product/specs';
import { streamConnection } from '@/services/streamConnection';
import { answer, fakeDate, makeUser, ok, renderPage, sent } from '../harness';
import { SOURCE_NAMES } from '@common/contract/datasource';
import { release, REMINDERS } from '../events/fixtures';
import { feedStateOf, seededProductCalendar, seededProducts, seriesOf, strategyOf } from '../market/fixtures';
import { inventoriesAnswer, NOW, REGRESSION, termAnswer } from '../pagePanels/fixtures';
import { seasonalAnswer } from '../seasonal/fixtures';
import { FakeWebSocket } from '../stream/fakeWebSocket';

jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined }),
}));

// A type as an import() expression: jest's mock hoisting (babel) cannot strip type-only import bindings here.
type PageSpec = import('@common/contract/pageSpec').PageSpec;

const DAY = 86_400_000;
const USER = makeUser({ id: 'u-ahead' });

/** Every `spread:` id the ten specs name, so each has a strategy in the list. */
const SPREAD_IDS = [...new Set(JSON.stringify(Object.values(SPEC_PAGES)).match(/spread:[A-Za-z0-9_]+/g) ?? [])].map((a) => a.slice(7));

function answerEveryPanelCall() {
  answer('/v2/strategy/list', ok({ items: SPREAD_IDS.map((id) => strategyOf({ id, name: id, seedKey: id })) }));
  answer('/v2/feeds/state', ok([feedStateOf()]));
  answer('/v2/reference/product/list', ({ body }) => ok(seededProducts(body.locale)));
  answer('/v2/reference/calendar/product', ({ body }) => ok(seededProductCalendar(body.exchange)));
  answer('/v2/marketData/series', ({ body }) =>
    ok(
      seriesOf(
        body.address,
        Array.from({ length: 30 }, (_, i) => [NOW - (30 - i) * DAY, 100 + (i % 7)]),
        { unit: 'USD/t' },
      ),
    ),
  );
  answer('/v2/analytics/seasonality', ({ body }) => ok(seasonalAnswer({ address: body.address })));
  answer('/v2/calculators/termStructure', ({ body }) => ok(termAnswer(body.to ?? '2026-03-10', [520, 515, 510], { product: body.product })));
  answer('/v2/calculators/calendarSpreadYears', ({ body }) =>
    ok({
      product: body.product,
      unit: 'CNY/t',
      demo: true,
      series: [{ year: 2026, near: `${body.product}2601`, far: `${body.product}2605`, lastTradingDay: '2025-12-31', current: true, points: [[10, 50]] }],
    }),
  );
  answer('/v2/analytics/regression', ok(REGRESSION));
  answer('/v2/strategy/explain', ({ body }) =>
    ok({ strategyId: body.id, name: body.id, value: 1, unit: 'USD/t', precision: 2, ts: null, formula: 'A - B', demo: true, legs: [], rates: [], fx: [] }),
  );
  answer('/v2/calendar/reminder/get', ok({ ...REMINDERS, settings: { minutesBefore: 30, timeZone: 'Asia/Shanghai' } }));
  answer('/v2/calendar/event/list', ok([release('cpi', { releaseAt: NOW + 3_600_000 })]));
  answer(
    '/v1/finData/lowFreqData/source/get/checkHealth',
    ok(
      SOURCE_NAMES.map((source) => ({ source, state: 'OK' as const, message: '', lastUpdate: null, checkedAt: 0 })),
      { status: Object.fromEntries(SOURCE_NAMES.map((s) => [s, 'OK' as const])) },
    ),
  );
  answer('/v2/marketData/inventories', ({ body }) => ok(inventoriesAnswer(body)));
  answer('/v2/strategy/byMonth', ok({ unit: 'USD/t', demo: false, asOf: NOW, rows: [{ month: '2026-05', legs: [], value: 1.5, previous: 1.25 }] }));
  answer('/v2/strategy/monthAverage', ({ body }) =>
    ok({
      strategyId: body.id,
      month: '2026-03',
      unit: 'USD/t',
      precision: 2,
      demo: true,
      asOf: '2026-03-09',
      legs: [
        {
          alias: 'A',
          instrument: 'ICE.SG380@main',
          calendar: 'SG',
          pricingDays: ['2026-03-09'],
          priced: [['2026-03-09', 400]],
          missing: [],
          average: 400,
          left: 15,
        },
      ],
      value: 400,
      commonDays: ['2026-03-09'],
      commonDaysAverage: 400,
    }),
  );
}

/** Asks the spec ahead at once; draws it when the button is pressed. */
function AskedThenDrawn({ spec }: { spec: PageSpec }) {
  const [draw, setDraw] = useState(false);
  useAskPanelsAhead(spec);
  return draw ? (
    <PageView spec={spec} />
  ) : (
    <button type="button" onClick={() => setDraw(true)}>
      draw
    </button>
  );
}

const callsSent = () =>
  sent.filter((r) => r.url.startsWith('/v2/') && r.url !== '/v2/strategy/notification/unread').map((r) => `${r.url} ${JSON.stringify(r.body)}`);

beforeEach(() => {
  fakeDate(NOW);
  FakeWebSocket.install();
  answerEveryPanelCall();
});
afterEach(() => {
  act(() => streamConnection().reset());
});

test.each(Object.entries(SPEC_PAGES))('%s: drawing the page asks nothing its spec did not ask ahead', async (_route, spec) => {
  const { queryClient } = renderPage(<AskedThenDrawn spec={spec} />, { user: USER });
  // The live panels' settle series and calendars follow the product list: wait until the asking has stopped.
  let count = -1;
  await waitFor(
    () => {
      const now = callsSent().length;
      const settled = now === count;
      count = now;
      expect(settled).toBe(true);
    },
    { interval: 50 },
  );
  const ahead = callsSent();
  expect(ahead.length).toBeGreaterThan(0);
  expect(new Set(ahead).size).toBe(ahead.length);

  fireEvent.click(screen.getByRole('button', { name: 'draw' }));
  const frames = () => [...document.querySelectorAll('[data-testid="page-panel"]')];
  await waitFor(
    () =>
      expect(
        frames()
          .filter((f) => f.getAttribute('data-drawn') !== 'true')
          .map((f) => f.getAttribute('data-panel')),
      ).toEqual([]),
    {
      timeout: 15_000,
    },
  );
  expect(frames()).toHaveLength(spec.panels.length);
  expect(callsSent().slice(ahead.length)).toEqual([]);
  // And nothing was asked ahead that no panel uses.
  const unused = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.getObserversCount() === 0)
    .map((q) => JSON.stringify(q.queryKey));
  expect(unused).toEqual([]);
});
