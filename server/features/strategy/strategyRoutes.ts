/** /v2/strategy/{list,get,check,preview,save,delete,explain,byMonth}. */
import type { FastifyInstance } from 'fastify';
import type { FormulaBody, FxInUse, Strategy } from '../../../common/contract/strategy';
import type { FormulaIssue } from '../../../common/strategy/formula';
import { spreadTopic } from '../../../common/market/address';
import type { AuthUser } from '../../infra/auth/authUser';
import { notifyAccessChanged } from '../../infra/auth/accessEvents';
import { apiError, badRequest, forbidden, notFound } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import type { ReferenceData } from '../../infra/market/ports';
import { type Compiled, compileFormula, dateOf, evaluateAt, legProblems } from './compile';
import { liveFx, referenceFx } from './fxRate';
import { BY_MONTH_DEFAULT, byMonthLead, evaluateByMonth } from './byMonth';
import { evaluateHistory } from './history';
import { seedKeyOfName } from './seeds';
import { addressLegUnits } from './addressUnits';
import { canReadLegs, isAddressLeg, legInstrument, legSeries, legSpec, legsTick, normalizeLegs } from './legs';
import type { StrategyServices } from './services';
import { allStrategies, deleteStrategy, findStrategy, ownerNamesOf, type StrategyRecord, writeStrategy } from './store';
import { datingProduct, strategyTradingDate } from './tradingDate';
import { calendarOfReference } from '../../infra/market/tradingDate';
import { readsAddress } from '../../infra/market/inputGraph';
import { canEditStrategy, canReadStrategy } from './visibility';

const DAY = 86400_000;

/** English message naming the place (the page underlines it from `check`'s issues). */
const placeText = (i: FormulaIssue) => `Formula error at ${i.start}-${i.end}: ${i.message}`;

export function registerStrategyRoutes(app: FastifyInstance, services: StrategyServices): void {
  const reference = (): ReferenceData => {
    const r = app.reference;
    if (!r) throw apiError('unavailable', 'Reference data is not available');
    return r;
  };
  const today = () => dateOf(app.config.now());

  /** The legs' problems and the compiled formula (address legs' units read first, addressUnits.ts). */
  const checkBody = async (body: FormulaBody) => {
    const ref = reference();
    const units = await addressLegUnits(app.series, body.legs, app.config.now());
    const fields = legProblems(ref, body.legs, body.rates ?? [], units);
    return { fields, result: Object.keys(fields).length > 0 ? null : compileFormula(ref, body, today(), units) };
  };

  /** Legs first (field errors), then the formula: a 400 naming the first problem's place, or the compiled formula. */
  const compileOrThrow = async (body: FormulaBody): Promise<Compiled> => {
    const { fields, result } = await checkBody(body);
    if (!result) throw badRequest('Invalid input: check the legs', fields);
    if (!result.ok) {
      const first = result.issues[0];
      throw badRequest(placeText(first), { formula: `strategy.formula.${first.key}` });
    }
    return result.compiled;
  };

  const ownerNames = async (records: StrategyRecord[]): Promise<Map<string, string>> => {
    const ids = [...new Set(records.map((r) => r.ownerId).filter((id): id is string => id !== null))];
    return ownerNamesOf(app.db, ids);
  };

  const toContract = (user: AuthUser, s: StrategyRecord, names: Map<string, string>): Strategy => ({
    id: s.id,
    name: s.name,
    description: s.description,
    legs: s.legs,
    rates: s.rates,
    formula: s.formula,
    unit: s.unit,
    precision: s.precision,
    visibility: s.visibility,
    roles: s.roles,
    ownerId: s.ownerId,
    ownerName: s.ownerId === null ? 'system' : (names.get(s.ownerId) ?? ''),
    seeded: s.seeded,
    seedKey: seedKeyOfName(s),
    canEdit: canEditStrategy(user, s),
    live: legsTick(s.legs),
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  });

  /** A strategy the user may read, else 404 (a strategy one may not read does not exist for them). */
  const readable = async (user: AuthUser, id: string): Promise<StrategyRecord> => {
    const s = await findStrategy(app.db, id);
    if (!s || !(await canReadStrategy(user, services.legReaders(), s))) throw notFound('Strategy');
    return s;
  };

  registerEndpoint(app, '/v2/strategy/list', async ({ user }) => {
    reference();
    const items: StrategyRecord[] = [];
    for (const s of await allStrategies(app.db)) if (await canReadStrategy(user, services.legReaders(), s)) items.push(s);
    const names = await ownerNames(items);
    return { items: items.map((s) => toContract(user, s, names)) };
  });

  registerEndpoint(app, '/v2/strategy/get', async ({ user, body }) => {
    const s = await readable(user, body.id);
    return toContract(user, s, await ownerNames([s]));
  });

  registerEndpoint(app, '/v2/strategy/check', async ({ user, body: raw }) => {
    const body = { ...raw, legs: normalizeLegs(raw.legs) };
    // Leg problems are the check's answer, not a failed request (issue 18: the editor checks while typing, and a
    // 400 on every keystroke logged a console error each time); save still refuses them with 400.
    const { fields, result } = await checkBody(body);
    if (!result) return { ok: false, unit: null, issues: [], fields };
    if (!(await canReadLegs(user, services.legReaders(), body.legs))) throw forbidden('You may not read every leg of this formula');
    return result.ok ? { ok: true, unit: result.compiled.unit, issues: [] } : { ok: false, unit: result.unit, issues: result.issues };
  });

  registerEndpoint(app, '/v2/strategy/preview', async ({ user, body: raw }) => {
    const body = { ...raw, legs: normalizeLegs(raw.legs) };
    const compiled = await compileOrThrow(body);
    if (!(await canReadLegs(user, services.legReaders(), body.legs))) throw forbidden('You may not read every leg of this formula');
    const to = body.to ?? app.config.now();
    const from = body.from ?? to - (body.interval === '1d' ? 365 * DAY : DAY);
    if (from > to) throw badRequest('Invalid input: from is after to', { from: 'api.field.outOfRange' });
    const h = await evaluateHistory(reference(), app.series, compiled, { from, to, interval: body.interval });
    return { unit: compiled.unit, points: thin(h.points, body.maxPoints ?? 2000), demo: h.demo };
  });

  registerEndpoint(app, '/v2/strategy/save', async ({ user, body: raw }) => {
    const body = { ...raw, legs: normalizeLegs(raw.legs) };
    await compileOrThrow(body);
    if (!(await canReadLegs(user, services.legReaders(), body.legs))) throw forbidden('You may not read every leg of this formula');
    // A leg that reads this strategy back (itself, or a data set or strategy that reads it) would never end.
    if (body.id) {
      const own = spreadTopic(body.id);
      for (const [i, leg] of body.legs.entries()) {
        if (isAddressLeg(leg) && (await readsAddress(app.series, [leg.instrument], own))) {
          throw badRequest(`Invalid input: leg ${leg.alias} reads ${own} itself`, { [`legs.${i}.instrument`]: 'strategy.leg.cycle' });
        }
      }
    }
    if (body.visibility === 'roles' && !(body.roles ?? []).length) throw badRequest('Invalid input: name the roles', { roles: 'api.field.required' });
    if (body.id) {
      const existing = await readable(user, body.id);
      if (!canEditStrategy(user, existing)) throw forbidden('Only the owner or an administrator can change this strategy');
    }
    const saved = await writeStrategy(app.db, body, user.id, app.config.now());
    await services.reload();
    // Its audience or legs may have changed: open subscriptions and other users' alert rules are re-checked.
    if (body.id) notifyAccessChanged({ topic: spreadTopic(saved.id) });
    return toContract(user, saved, await ownerNames([saved]));
  });

  registerEndpoint(app, '/v2/strategy/delete', async ({ user, body }) => {
    const s = await readable(user, body.id);
    if (!canEditStrategy(user, s)) throw forbidden('Only the owner or an administrator can delete this strategy');
    await deleteStrategy(app.db, s.id);
    await services.reload();
    await services.alerts?.reload();
    notifyAccessChanged({ topic: spreadTopic(s.id) });
    return { id: s.id };
  });

  registerEndpoint(app, '/v2/strategy/explain', async ({ user, body }) => {
    const s = await readable(user, body.id);
    const ref = reference();
    const compiled = services.engine?.compiled(s.id) ?? (await compileOrThrow(s));
    const calendarOf = calendarOfReference(() => ref);
    const dating = datingProduct(ref, s.legs);
    // The rates of the value's trading date (tradingDate.ts), as the engine and the history pick them.
    const dateAt = (at: number) => strategyTradingDate(dating, at, calendarOf);
    let ts: number | null;
    let legs: { alias: string; instrument: string; price: number | null; ts: number | null; demo: boolean }[];
    const fx: FxInUse[] = [];
    const fxLeg = (rate: FxInUse) => {
      fx.push(rate);
      return { alias: rate.alias, instrument: rate.instrument, price: rate.value, ts: rate.ts, demo: rate.demo };
    };
    // A history-only strategy (an address leg) has no live value: its explanation is the history's as of now.
    const liveStrategy = legsTick(s.legs);
    if (body.ts === undefined && liveStrategy) {
      const live = services.engine?.latest(s.id);
      ts = live?.ts ?? null;
      const now = app.config.now();
      legs = s.legs.map((leg) => {
        const instrument = legInstrument(ref, s.legs, leg) ?? leg.instrument;
        const l = live?.legs.find((x) => x.alias === leg.alias);
        const used = live?.fx.find((x) => x.alias === leg.alias);
        if (used) return fxLeg(used);
        if (l) return { alias: leg.alias, instrument, price: l.price, ts: l.ts, demo: l.demo };
        // No live value yet: what the engine would use now (the live rate while fresh, else the one in force).
        const tick = app.bus.latest(instrument);
        const rate = liveFx(ref, leg.alias, instrument, tick, now, dateAt(now), calendarOf);
        if (rate) return fxLeg(rate);
        return { alias: leg.alias, instrument, price: tick?.last ?? null, ts: tick?.ts ?? null, demo: tick?.demo ?? false };
      });
    } else {
      const at = body.ts ?? app.config.now();
      ts = at;
      legs = await Promise.all(
        s.legs.map(async (leg) => {
          const read = legSeries(ref, s.legs, leg);
          const instrument = legInstrument(ref, s.legs, leg) ?? leg.instrument;
          // Rates as the history reads them (legSeries): USD/CNY by its reference rate, a `ref:` leg by its own.
          if (read?.kind === 'rate' && read.fx) return fxLeg(referenceFx(ref, leg.alias, instrument, read.key, dateAt(at)));
          if (read?.kind === 'rate') {
            const rate = ref.rateAsOf(read.key, dateAt(at));
            return { alias: leg.alias, instrument, price: rate?.value ?? null, ts: null, demo: false };
          }
          for (const [interval, span] of [
            ['1m', DAY],
            ['1d', 45 * DAY],
          ] as const) {
            if (!read) break;
            const data = await app.series.resolve(null, read.address, { interval, from: at - span, to: at, maxPoints: 100000 });
            const last = data.points.filter((p) => p[0] <= at).at(-1);
            if (last) return { alias: leg.alias, instrument, price: last[1], ts: last[0], demo: data.demo };
          }
          return { alias: leg.alias, instrument, price: null, ts: null, demo: false };
        }),
      );
    }
    const date = dateAt(ts ?? app.config.now());
    const addressUnits = liveStrategy ? new Map<string, string>() : await addressLegUnits(app.series, s.legs, app.config.now());
    const prices = new Map(legs.map((l) => [l.alias, l.price ?? undefined]));
    const value = legs.every((l) => l.price !== null) ? evaluateAt(ref, compiled, (a) => prices.get(a), date) : null;
    const aliasOf = new Map(s.rates.map((r) => [r.key, r.alias]));
    return {
      strategyId: s.id,
      name: s.name,
      formula: s.formula,
      unit: s.unit,
      precision: s.precision,
      value,
      ts,
      demo: legs.some((l) => l.demo),
      legs: legs.map((l) => ({
        ...l,
        unit:
          addressUnits.get(l.instrument) ?? legSpec(ref, s.legs.find((x) => x.alias === l.alias) ?? { alias: l.alias, instrument: l.instrument })?.unit ?? '',
      })),
      rates: compiled.rateKeys.map((key) => {
        const r = ref.rateAsOf(key, date);
        return { key, alias: aliasOf.get(key) ?? null, value: r?.value ?? null, unit: r?.unit ?? '', validFrom: r?.validFrom ?? null, source: r?.source ?? '' };
      }),
      fx,
    };
  });

  registerEndpoint(app, '/v2/strategy/byMonth', async ({ user, body }) => {
    const s = await readable(user, body.id);
    const ref = reference();
    const lead = byMonthLead(ref, s.legs);
    if (!lead) throw badRequest('Invalid input: this strategy has no continuous lead leg to vary by month', { id: 'strategy.byMonth.noLead' });
    const compiled = services.engine?.compiled(s.id) ?? (await compileOrThrow(s));
    const deps = { reference: ref, series: app.series, bus: app.bus, now: app.config.now(), calendarOf: calendarOfReference(() => ref) };
    return evaluateByMonth(deps, s.legs, lead, compiled, body.months ?? BY_MONTH_DEFAULT);
  });
}

/** Keeps at most `max` points, evenly spaced, always the first and the last (a preview, not a chart export). */
export function thin(points: [number, number][], max: number): [number, number][] {
  if (points.length <= max) return points;
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]);
}
