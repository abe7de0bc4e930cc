/**
 * The `tick:<instrument>` topics (docs/market-data.md "Instruments and who may read them"): readable with the route
 * access key of the instrument's product when the instrument exists today (a contract month its product lists on
 * today's date in the product's time zone: server/infra/market/listedInstrument.ts, the reference data's listing
 * rules, not a pattern). Snapshot = the bus's newest tick; updates = the bus's ticks, never one older than the value
 * the topic already holds (a late tick from a slower path does not replace the live value; the bus's `latest` keeps
 * the same rule).
 * One bus subscription serves every open tick topic (a map lookup per tick, not a filter per topic).
 */
import type { Tick } from '../../../common/contract/marketData';
import { dayKey } from '../../../common/domain/zonedTime';
import { parseInstrument } from '../../../common/market/address';
import { allows } from '../../infra/auth/routeAccess';
import { listedInstrument } from '../../infra/market/listedInstrument';
import type { ReferenceData, TickBus, TopicProvider } from '../../infra/market/ports';

export const TICK_PREFIX = 'tick:';

export function tickTopicProvider(bus: TickBus, reference: () => ReferenceData | undefined, now: () => number): TopicProvider {
  const listeners = new Map<string, Set<(tick: Tick) => void>>();
  let unsubscribeBus: (() => void) | null = null;

  const onTicks = (ticks: readonly Tick[]) => {
    for (const tick of ticks) {
      const set = listeners.get(tick.instrument);
      if (set) for (const fn of set) fn(tick);
    }
  };

  return {
    canRead(user, topic) {
      const ref = parseInstrument(topic.slice(TICK_PREFIX.length));
      const data = reference();
      const current = ref && data?.resolveInstrument(ref);
      if (!ref || !data || !current) return false;
      // Unknown products and months that do not exist (SHFE.FU0001, expired, not listed yet) are refused like
      // forbidden ones: the answer does not tell which instruments exist.
      const spec = listedInstrument(data, ref, dayKey(now(), current.timeZone));
      return !!spec && allows(user, spec.accessKey);
    },
    snapshot(topic) {
      return bus.latest(topic.slice(TICK_PREFIX.length)) ?? null;
    },
    subscribe(topic, onUpdate) {
      const instrument = topic.slice(TICK_PREFIX.length);
      const set = listeners.get(instrument) ?? new Set<(tick: Tick) => void>();
      listeners.set(instrument, set);
      let newest = bus.latest(instrument)?.ts ?? Number.NEGATIVE_INFINITY;
      const fn = (tick: Tick) => {
        if (tick.ts < newest) return;
        newest = tick.ts;
        onUpdate(tick);
      };
      set.add(fn);
      unsubscribeBus ??= bus.subscribe(onTicks);
      return () => {
        set.delete(fn);
        if (set.size === 0) listeners.delete(instrument);
        if (listeners.size === 0 && unsubscribeBus) {
          unsubscribeBus();
          unsubscribeBus = null;
        }
      };
    },
  };
}
