/**
 * Tick-to-screen, as the benches time it in the browser (the board bench's page and the product pages' bench): a
 * tick's start time is marked per topic, and it is on screen at the animation frame after the DOM of its row
 * (`tr[data-address]`) changed. Which mark a change is timed from: `oldest` (the board bench: every update it
 * publishes changes the row, so coalesced updates are timed from the first), or `newest` (a real feed: a tick that
 * leaves the row as it was, same price in the same second, changes nothing, so a change is timed from the newest tick
 * before it, the value it shows). Browser code, bundled into each bench page with esbuild; no imports.
 */
export interface TickToScreen {
  /** A tick of `topic` started at `t0` (performance.now() time base). */
  mark: (topic: string, t0: number) => void;
  /** Milliseconds from mark to screen, one per shown tick. */
  latencies: number[];
  /** Ticks marked so far. */
  marked: () => number;
  stop: () => void;
}

/** Watches `host` for row changes; `topicOf` maps a row's data-address to the topic its ticks come on (null: not timed). */
export function watchTickToScreen(host: Node, topicOf: (address: string) => string | null, from: 'oldest' | 'newest' = 'oldest'): TickToScreen {
  const pending = new Map<string, number>();
  const latencies: number[] = [];
  let marked = 0;
  const observer = new MutationObserver((mutations) => {
    const seen = new Set<string>();
    for (const m of mutations) {
      const node = m.target.nodeType === Node.ELEMENT_NODE ? (m.target as Element) : m.target.parentElement;
      const address = node?.closest('tr')?.getAttribute('data-address');
      const topic = address ? topicOf(address) : null;
      if (topic) seen.add(topic);
    }
    const done = [...seen].flatMap((topic) => {
      const t0 = pending.get(topic);
      if (t0 === undefined) return [];
      pending.delete(topic);
      return [t0];
    });
    // On screen: the frame after the change was committed.
    if (done.length)
      requestAnimationFrame(() => {
        const at = performance.now();
        for (const t0 of done) latencies.push(at - t0);
      });
  });
  observer.observe(host, { subtree: true, childList: true, characterData: true });
  return {
    mark: (topic, t0) => {
      marked += 1;
      if (from === 'newest' || !pending.has(topic)) pending.set(topic, t0);
    },
    latencies,
    marked: () => marked,
    stop: () => observer.disconnect(),
  };
}
