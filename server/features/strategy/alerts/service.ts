/**
 * Runs the alert rules on live values (leader only): strategy values from the engine (`spread:<id>` targets) and
 * instrument ticks from the bus (`md:<instrument>` targets, the tick's last price). A firing rule records an event,
 * notifies its user in the app and, with a webhook, POSTs the event (docs/market-data/strategy.md, "Alerts").
 * z-score and percentile windows are the target's last `window` daily values, read once per exchange date.
 */
import type { Kysely } from 'kysely';
import type { Tick } from '../../../../common/contract/marketData';
import { parseAddress, formatInstrument } from '../../../../common/market/address';
import type { Database } from '../../../schema';
import type { SeriesResolver, TickBus } from '../../../infra/market/ports';
import type { Notifier } from '../../../infra/notifications/ports';
import { dateOf } from '../compile';
import type { LiveValue } from '../engine';
import { valuesBefore } from '../../../../common/domain/trailingScores';
import { measure, step, windowStats, type WindowStats } from './rules';
import type { AccessChange } from '../../../infra/auth/accessEvents';
import { activeRules, recordEvent, type RuleRecord, setArmed, setEventWebhook, setSuspended } from './store';
import type { OutboundFetch } from '../../../infra/http/outboundFetch';
import { postWebhook } from './webhook';

export interface AlertDeps {
  db: Kysely<Database>;
  bus: TickBus;
  notifications: Notifier;
  series: SeriesResolver;
  now: () => number;
  warn: (msg: string, err?: unknown) => void;
  /** Display name of a target for the notification title (strategy name or instrument). */
  targetName: (target: string) => string;
  /** Unit of a target's values ('' when unknown): the notification states value and level with it. */
  targetUnit: (target: string) => string;
  /**
   * Whether the rule's owner may read every input of its target as of now: null when so, else why not (a locale key,
   * `strategy.alert.suspended.*`). Asked when a rule fires and when access changes (docs/security.md, "Revocation").
   */
  accessProblem: (userId: string, target: string) => Promise<string | null>;
  /** Access changes from every process (the tick bus); answers the function that stops listening. */
  accessChanges?: (listener: (change: AccessChange) => void) => () => void;
  /** The server's outbound client (SSRF policy, docs/security.md): webhooks go nowhere else. */
  outbound: OutboundFetch;
}

const DAY = 86400_000;

export class AlertService {
  private byTarget = new Map<string, RuleRecord[]>();
  private windows = new Map<string, { date: string; stats: WindowStats | null }>();
  private loading = new Set<string>();
  /** Window reads in flight (they run beside the queue); idle() and stop() wait for them too. */
  private loads = new Set<Promise<void>>();
  private chain: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;
  private stopAccessChanges: (() => void) | null = null;

  constructor(private readonly deps: AlertDeps) {}

  async start(): Promise<void> {
    await this.reload();
    this.unsubscribe = this.deps.bus.subscribe((ticks) => this.onTicks(ticks));
    this.stopAccessChanges = this.deps.accessChanges?.((change) => void this.accessChanged(change)) ?? null;
  }

  stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.stopAccessChanges?.();
    this.stopAccessChanges = null;
    return this.idle();
  }

  /**
   * Suspends the rules an access change made unreadable and resumes the suspended ones readable again: a topic's
   * rules (a strategy's audience changed), a user's rules (grants or role), or all of them.
   */
  accessChanged(change: AccessChange): Promise<void> {
    return this.enqueue(async () => {
      const rules = [...this.byTarget.values()].flat();
      const hit =
        'topic' in change
          ? rules.filter((r) => canonicalTarget(r.target) === change.topic)
          : 'userId' in change
            ? rules.filter((r) => r.userId === change.userId)
            : rules;
      for (const rule of hit) await this.recheck(rule);
    });
  }

  /** Resolves when every queued evaluation, event and webhook has been handled, and every window read has landed. */
  async idle(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.chain;
      await seen;
      await Promise.all([...this.loads]);
    } while (seen !== this.chain || this.loads.size > 0);
  }

  reload(): Promise<void> {
    return this.enqueue(async () => {
      const rules = await activeRules(this.deps.db);
      this.byTarget.clear();
      for (const r of rules) {
        const key = canonicalTarget(r.target);
        this.byTarget.set(key, [...(this.byTarget.get(key) ?? []), r]);
      }
      // A change missed while no process listened (a restart, a Redis outage) is caught here.
      for (const r of rules) if (r.suspended) await this.recheck(r);
    });
  }

  onSpread(v: LiveValue): void {
    this.onValue(`spread:${v.strategyId}`, v.value, v.ts);
  }

  onTicks(ticks: readonly Tick[]): void {
    if (!this.deps.bus.isLeader()) return;
    for (const t of ticks) this.onValue(`md:${t.instrument}:last`, t.last, t.ts);
  }

  private onValue(target: string, value: number, ts: number): void {
    const rules = this.byTarget.get(target);
    if (!rules?.length) return;
    this.enqueue(async () => {
      for (const rule of rules) await this.evaluate(rule, value, ts);
    });
  }

  private enqueue(job: () => Promise<void>): Promise<void> {
    this.chain = this.chain.then(job).catch((err) => this.deps.warn('alert evaluation failed', err));
    return this.chain;
  }

  /** Suspends or resumes one rule by its owner's access as of now. */
  private async recheck(rule: RuleRecord): Promise<void> {
    const problem = await this.deps.accessProblem(rule.userId, rule.target);
    if (problem === rule.suspended) return;
    const wasRunning = rule.suspended === null;
    rule.suspended = problem;
    await setSuspended(this.deps.db, rule.id, problem);
    // The owner is told once, in the bell (the strategy's page, where the rule's state shows, may be closed to them now).
    if (problem !== null && wasRunning) {
      await this.deps.notifications.notify(
        { userId: rule.userId, title: this.deps.targetName(rule.target), messageKey: problem, params: {}, link: '/tool/trade/realtime' },
        this.deps.now(),
      );
    }
  }

  private async evaluate(rule: RuleRecord, value: number, ts: number): Promise<void> {
    // A suspended rule sees no values until access returns (accessChanged) or its owner edits it.
    if (rule.suspended) return;
    const stats = rule.kind === 'level' ? null : this.window(rule, ts);
    if (rule.kind !== 'level' && stats === undefined) return; // window loading: the next value is measured
    const m = measure(rule.kind, rule.params, value, stats ?? null);
    if (!m) return;
    // A first value already outside fires too (rules.ts): the event and the notification say so (`onStart`).
    const onStart = rule.armed === null;
    const next = step(rule.armed, m.zone);
    if (next.fire) {
      // Revocation (docs/security.md): a value goes out only to an owner who may still read every input. The
      // hysteresis state is kept, so a rule resumed while its condition holds fires on its next value.
      await this.recheck(rule);
      if (rule.suspended) return;
    }
    if (next.armed !== rule.armed) {
      rule.armed = next.armed;
      await setArmed(this.deps.db, rule.id, next.armed);
    }
    if (!next.fire) return;
    const name = this.deps.targetName(rule.target);
    const detail = onStart ? { ...m.detail, onStart: 'true' } : m.detail;
    const eventId = await recordEvent(this.deps.db, {
      userId: rule.userId,
      ruleId: rule.id,
      target: rule.target,
      kind: rule.kind,
      ts,
      value,
      detail,
      webhook: rule.webhookUrl ? 'pending' : null,
    });
    const parsed = parseAddress(rule.target);
    const link = parsed?.scheme === 'spread' ? `/tool/trade/realtime/config/strategy?id=${encodeURIComponent(parsed.strategyId)}` : '/tool/trade/realtime';
    await this.deps.notifications.notify(
      {
        userId: rule.userId,
        title: name,
        messageKey: onStart ? `strategy.notify.${rule.kind}.onStart` : `strategy.notify.${rule.kind}`,
        params: withUnit({ value: String(value), ...m.detail }, this.deps.targetUnit(rule.target)),
        link,
      },
      this.deps.now(),
    );
    if (rule.webhookUrl) {
      const url = rule.webhookUrl;
      const payload = { ruleId: rule.id, target: rule.target, name, kind: rule.kind, ts, value, detail };
      // The webhook runs beside the queue (a slow endpoint never delays other alerts); its outcome lands in the history.
      // Only delivered / failed reaches the history; why it failed stays in the server log.
      const outcome = postWebhook(this.deps.outbound, url, payload, (reason) =>
        this.deps.warn(`alert webhook of rule ${rule.id} not delivered: ${reason}`),
      ).then((o) => setEventWebhook(this.deps.db, eventId, o));
      this.enqueue(() => outcome);
    }
  }

  /** The rule's window statistics for the value's date; undefined while it loads. */
  private window(rule: RuleRecord, ts: number): WindowStats | null | undefined {
    const n = rule.params.window ?? 20;
    const key = `${canonicalTarget(rule.target)}\u0000${n}`;
    const date = dateOf(ts);
    const cached = this.windows.get(key);
    if (cached && cached.date === date) return cached.stats;
    if (!this.loading.has(key) && this.deps.series) {
      this.loading.add(key);
      const series = this.deps.series;
      // Calendar span generous enough for n trading days; the last n values are used.
      const load: Promise<void> = series
        .resolve(null, rule.target, { interval: '1d', from: ts - Math.ceil(n * 1.6 + 10) * DAY, to: ts, maxPoints: 100000 })
        // The value's own day is not in its window (common/domain/trailingScores.ts: the values before it).
        .then((data) => void this.windows.set(key, { date, stats: windowStats(valuesBefore(data.points, Date.parse(`${date}T00:00:00Z`), n)) }))
        .catch((err) => {
          this.windows.set(key, { date, stats: null });
          this.deps.warn(`alert window of ${rule.target} not read`, err);
        })
        .finally(() => {
          this.loading.delete(key);
          this.loads.delete(load);
        });
      this.loads.add(load);
    }
    return cached?.stats ?? undefined;
  }
}

/** Notification parameters with the target's unit after the value and the level (z and percentiles have none). */
function withUnit(params: Record<string, string>, unit: string): Record<string, string> {
  if (!unit) return params;
  const out: Record<string, string> = { ...params, value: `${params.value} ${unit}` };
  if (params.level !== undefined) out.level = `${params.level} ${unit}`;
  return out;
}

/** One spelling per target: `md:SHFE.FU2601` and `md:SHFE.FU2601:last` are the same live value. */
export function canonicalTarget(target: string): string {
  const a = parseAddress(target);
  if (!a) return target;
  if (a.scheme === 'md') return `md:${formatInstrument(a.instrument)}:last`;
  return target;
}
