/**
 * A changed live value's flash (docs/market-data/board.md, "Speed"): a background class held for half a second, then
 * dropped, by one shared timer for every cell. A CSS animation did the same but Chromium restyles and repaints every
 * running animation on every frame (about a hundred cells flash at once on a busy board: a style pass each frame for
 * nothing that changed); a class added once and removed once costs two style changes per flash.
 */
export const FLASH_MS = 500;
export const FLASH_CLASSES = { up: 'board-flash-up', down: 'board-flash-down' } as const;

/** Flashing elements by when their flash ends; re-flashing moves an element to the end, so the map stays in order. */
const flashing = new Map<Element, number>();
let timer: ReturnType<typeof setTimeout> | null = null;

function expire(): void {
  timer = null;
  const now = performance.now();
  for (const [element, until] of flashing) {
    // A few milliseconds early, so that flashes ending together end in one pass.
    if (until > now + 8) break;
    element.classList.remove(FLASH_CLASSES.up, FLASH_CLASSES.down);
    flashing.delete(element);
  }
  const next = flashing.values().next();
  if (!next.done) timer = setTimeout(expire, next.value - now);
}

/** Flashes `element` up or down for FLASH_MS from now (restarting a flash still showing). */
export function flash(element: Element, dir: 'up' | 'down'): void {
  element.classList.remove(FLASH_CLASSES[dir === 'up' ? 'down' : 'up']);
  element.classList.add(FLASH_CLASSES[dir]);
  flashing.delete(element);
  flashing.set(element, performance.now() + FLASH_MS);
  if (!timer) timer = setTimeout(expire, FLASH_MS);
}
