/**
 * A window of a given width for antd's breakpoints (Grid.useBreakpoint, Table `responsive`, Descriptions column
 * counts): matchMedia answers `(min-width: Npx)` / `(max-width: Npx)` queries against `width`. Call before
 * rendering; `resetViewport` restores the setup's shim (every query false, tests/web/setupTests.ts).
 */

/** A MediaQueryList that never changes: jsdom has none, and antd only reads `matches` and subscribes. */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

// Taken at the first change, not at import: tests/web/setupTests.ts imports this file before it installs its shim.
let original: typeof window.matchMedia | undefined;

export function setViewportWidth(width: number): void {
  original ??= window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return staticMediaQueryList(query, (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !!(min || max));
  };
}

export function resetViewport(): void {
  if (original) window.matchMedia = original;
}
