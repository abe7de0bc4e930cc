/**
 * Modules a process needs only for some requests or settings (the AI SDK for a chat turn), loaded on first use instead
 * of with the server. Every API test file builds its own app in a fresh module registry, so a package in the server's
 * static import graph is paid for by each file whether its tests use it or not (the AI SDK: about 0.4 s of CPU per file
 * under jest; docs/test-run-time.md).
 *
 * The production start (server/index.ts) awaits `preloadLazyModules()` before it listens: the first request that needs
 * one does not wait for it, and loading a package (a synchronous evaluation of its modules) never holds the event loop
 * while requests are being served.
 */
const loaders: Array<() => Promise<unknown>> = [];

/** A loader that imports once (a failed import is tried again on the next call) and is known to the preload. */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  const get = (): Promise<T> => {
    loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
  loaders.push(get);
  return get;
}

/** Loads every module declared with `lazyModule` so far (those of every feature the server imports). */
export async function preloadLazyModules(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
