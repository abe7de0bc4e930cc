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
import { activeRules, recordEvent, type RuleRecord, setArmed, setEventWebhook } from './store';
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

  constructor(private readonly deps: AlertDeps) {}

  async start(): Promise<void> {
    await this.reload();
    this.unsubscribe = this.deps.bus.subscribe((ticks) => this.onTicks(ticks));
  }

  stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    return this.idle();
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

  private async evaluate(rule: RuleRecord, value: number, ts: number): Promise<void> {
    const stats = rule.kind === 'level' ? null : this.window(rule, ts);
    if (rule.kind !== 'level' && stats === undefined) return; // window loading: the next value is measured
    const m = measure(rule.kind, rule.params, value, stats ?? null);
    if (!m) return;
    // A first value already outside fires too (rules.ts): the event and the notification say so (`onStart`).
    const onStart = rule.armed === null;
    const next = step(rule.armed, m.zone);
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
