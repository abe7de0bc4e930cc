/**
 * A window of a given width for antd's breakpoints (Grid.useBreakpoint, Table `responsive`, Descriptions column
 * counts): matchMedia answers `(min-width: Npx)` / `(max-width: Npx)` queries against `width`. Call before
 * rendering; `resetViewport` restores the setup's shim (every query false).
 */
const original = window.matchMedia;

export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !!(min || max);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

export function resetViewport(): void {
  window.matchMedia = original;
}
