/**
 * One trading date (issue 18): the board's phase (common/domain/sessionState.ts) and the server's trading date of an
 * instant (common/domain/sessions.ts, used by bars, spreads and dated rates) must agree for every seeded product, with
 * the seeded exchange holiday calendars, across a weekend, the 2024 National Day closure, the 2025 Spring Festival and
 * US/UK holidays (Christmas 2024, Good Friday 2025). Sampled every 11 minutes (prime to the 15-minute session grid).
 */
import { sessionClock, sessionPhaseAt } from '../../common/domain/sessionState';
import { localTime, parseSessions, tradingDateAt } from '../../common/domain/sessions';
import { seededReference } from '../support/seededReference';

const SPANS: [string, string][] = [
  ['2024-09-26T00:00:00Z', '2024-10-10T00:00:00Z'],
  ['2024-12-20T00:00:00Z', '2024-12-28T00:00:00Z'],
  ['2025-01-24T00:00:00Z', '2025-02-07T00:00:00Z'],
  ['2025-04-16T00:00:00Z', '2025-04-23T00:00:00Z'],
];
const STEP_MS = 11 * 60_000;

describe('one trading date: the board phase and the trading date of an instant agree', () => {
  const reference = seededReference('2025-01-02');
  const products = reference.products().filter((p) => p.sessions.length > 0);

  it.each(products.map((p) => [`${p.exchange}.${p.code}`, p] as const))('%s', (_key, product) => {
    const calendar = reference.tradingCalendar(product.exchange);
    const spans = parseSessions(product.sessions);
    const phaseAt = sessionClock(product.sessions, product.timeZone, calendar);
    const disagreements: string[] = [];
    for (const [from, to] of SPANS) {
      for (let t = Date.parse(from); t < Date.parse(to); t += STEP_MS) {
        const phase = phaseAt(t);
        const trading = phase.state === 'open' || phase.state === 'night';
        const date = tradingDateAt(spans, localTime(t, product.timeZone), calendar);
        if (trading ? date !== phase.tradingDate : date !== null)
          disagreements.push(`${new Date(t).toISOString()} ${phase.state} ${phase.tradingDate} vs ${date}`);
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });

  it('the closures are real: no SHFE session on 2024-10-02 nor on the evening before the closure', () => {
    const fu = reference.product('SHFE', 'FU');
    if (!fu) throw new Error('SHFE.FU is seeded');
    const cn = reference.tradingCalendar('SHFE');
    expect(sessionPhaseAt(fu.sessions, fu.timeZone, Date.parse('2024-10-02T02:00:00Z'), cn).state).toBe('closed');
    expect(sessionPhaseAt(fu.sessions, fu.timeZone, Date.parse('2024-09-30T13:30:00Z'), cn).state).toBe('closed');
    expect(sessionPhaseAt(fu.sessions, fu.timeZone, Date.parse('2024-09-27T13:30:00Z'), cn)).toEqual({ state: 'night', tradingDate: '2024-09-30' });
  });
});
