/**
 * The `tick:<instrument>` topics (docs/market-data.md "Instruments and who may read them"): readable with the route
 * access key of the instrument's product, snapshot = the bus's newest tick, updates = the bus's ticks.
 * One bus subscription serves every open tick topic (a map lookup per tick, not a filter per topic).
 */
import type { Tick } from '../../../common/contract/marketData';
import { parseInstrument } from '../../../common/market/address';
import { allows } from '../../infra/auth/routeAccess';
import type { ReferenceData, TickBus, TopicProvider } from '../../infra/market/ports';

export const TICK_PREFIX = 'tick:';

export function tickTopicProvider(bus: TickBus, reference: () => ReferenceData | undefined): TopicProvider {
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
      if (!ref) return false;
      // Unknown products are refused like forbidden ones: the answer does not tell which instruments exist.
      const spec = reference()?.resolveInstrument(ref);
      return !!spec && allows(user, spec.accessKey);
    },
    snapshot(topic) {
      return bus.latest(topic.slice(TICK_PREFIX.length)) ?? null;
    },
    subscribe(topic, onUpdate) {
      const instrument = topic.slice(TICK_PREFIX.length);
      const set = listeners.get(instrument) ?? new Set<(tick: Tick) => void>();
      listeners.set(instrument, set);
      const fn = (tick: Tick) => onUpdate(tick);
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
