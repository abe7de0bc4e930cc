/**
 * The strategy area's running parts, built at registration and started once the market services exist (onReady):
 * the engine (app.strategy.engine), the alert service (notifying through app.notifications), the `spread:` topic provider, the `spread`
 * series scheme and the catalogue source, over app.reference, app.bars, app.series and app.bus (decorators of the
 * features the plugin declares, so present when it starts; docs/market-data/strategy.md, "Engine").
 */
import type { FastifyInstance } from 'fastify';
import type { CatalogEntry } from '../../../common/contract/marketData';
import { parseAddress, spreadTopic } from '../../../common/market/address';
import type { AuthUser } from '../../infra/auth/authUser';
import { apiError } from '../../infra/http/apiError';
import { createOutboundFetch } from '../../infra/http/outboundFetch';
import { allows } from '../../infra/auth/routeAccess';
import type { ReferenceData, SeriesScheme, TopicProvider } from '../../infra/market/ports';
import { AlertService } from './alerts/service';
import { demoCoverage, legsAreDemo } from './demoInputs';
import { StrategyEngine } from './engine';
import { evaluateHistory } from './history';
import { seedKeyOfName, seedStrategies } from './seeds';
import { allStrategies, findStrategy, type StrategyRecord } from './store';
import { canReadStrategy, visibleTo } from './visibility';
import { canReadLegs, isAddressLeg, type LegReaders } from './legs';
import { userAccess } from '../../infra/auth/userAccess';
import { onBusAccessChange } from '../../infra/stream/accessChanges';

export class StrategyServices {
  engine: StrategyEngine | null = null;
  alerts: AlertService | null = null;
  private names = new Map<string, string>();
  private units = new Map<string, string>();
  private started = false;

  constructor(private readonly app: FastifyInstance) {}

  get reference(): ReferenceData {
    return this.app.reference;
  }

  /** Seeds, then starts the engine and alerts and registers the providers (the plugin declares the services it needs). */
  async start(): Promise<void> {
    if (this.started) return;
    const { app } = this;
    await seedStrategies(app.db, app.config.now());
    const { reference, bus, bars, series, topics } = app;
    this.started = true;
    const warn = (msg: string, err?: unknown) => app.log.warn({ err }, msg);
    this.engine = new StrategyEngine({ db: app.db, reference, bus, bars, series, now: app.config.now, warn });
    this.alerts = new AlertService({
      db: app.db,
      bus,
      notifications: app.notifications,
      series,
      now: app.config.now,
      warn,
      targetName: (t) => this.names.get(t) ?? t.replace(/^md:/, '').replace(/:last$|:close$/, ''),
      targetUnit: (t) => this.unitOf(t),
      accessProblem: (userId, target) => this.alertAccessProblem(userId, target),
      accessChanges: (listener) => onBusAccessChange(bus, listener),
      outbound: createOutboundFetch(app.config.outbound),
    });
    this.engine.onValue((v) => this.alerts?.onSpread(v));
    reference.onChange(() => void this.reload());
    await this.refreshNames();
    await this.engine.start();
    await this.alerts.start();
    topics?.register('spread:', this.spreadTopics());
    series.register('spread', this.spreadScheme());
    series.registerCatalog((user, locale) => this.catalog(user, locale));
  }

  /** Stops the engine and alerts; a later start() builds them again over the market services then in place. */
  async stop(): Promise<void> {
    await this.engine?.stop();
    await this.alerts?.stop();
    this.started = false;
  }

  /** After a strategy is saved or deleted, or the reference data changed. */
  async reload(): Promise<void> {
    await this.refreshNames();
    await this.engine?.reload();
  }

  private async refreshNames(): Promise<void> {
    const strategies = await allStrategies(this.app.db);
    this.names = new Map(strategies.map((s) => [spreadTopic(s.id), s.name]));
    this.units = new Map(strategies.map((s) => [spreadTopic(s.id), s.unit]));
  }

  /** The unit of an alert target's values: the strategy's output unit or the instrument's price unit ('' if unknown). */
  private unitOf(target: string): string {
    const own = this.units.get(target);
    if (own !== undefined) return own;
    const address = parseAddress(target);
    return address?.scheme === 'md' ? (this.reference.resolveInstrument(address.instrument)?.unit ?? '') : '';
  }

  /**
   * Why a rule's owner may not read its target now (a locale key shown with the rule), or null: the account,
   * then the strategy's audience, then the products of its legs or of the instrument (docs/security.md, "Revocation").
   */
  private async alertAccessProblem(userId: string, target: string): Promise<string | null> {
    const user = await userAccess(this.app.db, userId);
    if (!user) return 'strategy.alert.suspended.account';
    const address = parseAddress(target);
    if (address?.scheme === 'spread') {
      const s = await findStrategy(this.app.db, address.strategyId);
      if (!s || !visibleTo(user, s)) return 'strategy.alert.suspended.strategy';
      return (await canReadLegs(user, this.legReaders(), s.legs)) ? null : 'strategy.alert.suspended.product';
    }
    return canReadInstrumentTarget(user, this.reference, target) ? null : 'strategy.alert.suspended.product';
  }

  /** What reads legs: instruments by the reference data, address legs by the series resolver (legs.ts). */
  legReaders(): LegReaders {
    return { reference: this.app.reference, series: this.app.series };
  }

  private async readable(user: AuthUser, id: string): Promise<StrategyRecord | undefined> {
    const reference = this.reference;
    const s = reference ? await findStrategy(this.app.db, id) : undefined;
    return s && (await canReadStrategy(user, this.legReaders(), s)) ? s : undefined;
  }

  spreadTopics(): TopicProvider {
    const bus = this.app.bus;
    return {
      canRead: async (user, topic) => (await this.readable(user, topic.slice('spread:'.length))) !== undefined,
      snapshot: (topic) => {
        const v = this.engine?.latest(topic.slice('spread:'.length));
        return v ? { strategyId: v.strategyId, ts: v.ts, value: v.value, unit: v.unit, demo: v.demo } : null;
      },
      subscribe: (topic, onUpdate) => bus.subscribeTopics(topic, (t, data) => t === topic && onUpdate(data)),
    };
  }

  spreadScheme(): SeriesScheme<'spread'> {
    return {
      // A strategy that does not exist answers "unknown series" from read(), as unknown instruments do; an existing
      // one the caller may not read is refused here.
      // canRead reads the record once; read asks again because the engine's compiled copy can outlive a delete
      // made by another process until its next reload.
      canRead: async (user, address) => {
        const s = await findStrategy(this.app.db, address.strategyId);
        const reference = this.reference;
        return s === undefined || (reference !== undefined && (await canReadStrategy(user, this.legReaders(), s)));
      },
      read: async (address, q) => {
        const { reference, series } = this.app;
        const s = await findStrategy(this.app.db, address.strategyId);
        if (s === undefined) throw apiError('seriesUnknown', `No such series: spread:${address.strategyId}`);
        const c = this.engine?.compiled(address.strategyId);
        // Not compiled (yet, or broken by a reference change): no points, in the unit it declares.
        if (!c) return { unit: s.unit, points: [], demo: false, source: 'strategy' };
        const h = await evaluateHistory(reference, series, c, q);
        return { unit: c.unit, points: h.points, demo: h.demo, source: 'strategy' };
      },
      // What it reads: instruments as md: addresses, address legs as written (inputGraph.ts walks them).
      inputs: async (address) => {
        const s = await findStrategy(this.app.db, address.strategyId);
        return (s?.legs ?? []).map((leg) => (isAddressLeg(leg) ? leg.instrument : `md:${leg.instrument}`));
      },
    };
  }

  private async catalog(user: AuthUser, _locale: string): Promise<CatalogEntry[]> {
    const reference = this.reference;
    const coverage = new Map<string, { first: number; last: number; demo: boolean }>();
    const rows = await this.app.bars.coverage();
    for (const c of rows) if (c.instrument.startsWith('spread:') && c.interval === '1d') coverage.set(c.instrument, c);
    const demoRows = demoCoverage(rows);
    const readable: StrategyRecord[] = [];
    for (const s of await allStrategies(this.app.db)) if (await canReadStrategy(user, this.legReaders(), s)) readable.push(s);
    return readable.map((s) => {
      const cov = coverage.get(spreadTopic(s.id));
      return {
        address: spreadTopic(s.id),
        kind: 'spread' as const,
        name: s.name,
        ...seedKeyOf(s),
        unit: s.unit,
        source: 'strategy',
        first: cov?.first ?? null,
        last: cov?.last ?? null,
        // Demo when any input is: its own bars, its live value, or a leg's ticks or bars (demoInputs.ts).
        demo: (cov?.demo ?? false) || (this.engine?.latest(s.id)?.demo ?? false) || legsAreDemo(reference, this.app.bus, demoRows, s.legs),
      };
    });
  }
}

/** A seeded strategy's key while it keeps its seed's name (the web names it per locale); nothing otherwise. */
function seedKeyOf(s: { id: string; name: string; seeded: boolean }): { seedKey?: string } {
  const key = seedKeyOfName(s);
  return key ? { seedKey: key } : {};
}

/** An `md:` alert target is readable with its product's access key. */
export function canReadInstrumentTarget(user: AuthUser, reference: ReferenceData, target: string): boolean {
  const a = parseAddress(target);
  if (a?.scheme !== 'md') return false;
  const spec = reference.resolveInstrument(a.instrument);
  return spec !== undefined && allows(user, spec.accessKey);
}
