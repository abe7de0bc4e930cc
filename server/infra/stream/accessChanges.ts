/**
 * Access changes on the tick bus (docs/security.md, "Revocation"): one bus topic that every process hears (through
 * Redis with REDIS_URL; the publisher hears its own too), so a strategy made private or a grant removed in one
 * process reaches the open subscriptions and the alert rules of all of them. No topic provider is registered for
 * it, so clients cannot subscribe to it.
 */
import { type AccessChange, onAccessChanged, parseAccessChange } from '../auth/accessEvents';
import type { TickBus } from '../market/ports';

export const ACCESS_CHANGE_TOPIC = 'accessChange:all';

/** Carries this process's in-process access notices onto the bus; answers the function that stops it. */
export function bridgeAccessChanges(bus: TickBus): () => void {
  return onAccessChanged((change) => bus.publishTopic(ACCESS_CHANGE_TOPIC, change));
}

/** Calls `listener` with every access change heard on the bus, from any process. */
export function onBusAccessChange(bus: TickBus, listener: (change: AccessChange) => void): () => void {
  return bus.subscribeTopics(ACCESS_CHANGE_TOPIC, (topic, data) => {
    if (topic !== ACCESS_CHANGE_TOPIC) return;
    const change = parseAccessChange(data);
    if (change) listener(change);
  });
}
