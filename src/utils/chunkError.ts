/**
 * Chunk-load failures (docs/spec-reference.md#8-error-catalogue): a script chunk rejects with
 * `name === 'ChunkLoadError'`, a `type` (missing / error / timeout) and the address in `request` or in the message
 * "(type: url)"; a stylesheet chunk rejects with `code === 'CSS_CHUNK_LOAD_FAILED'`, `type` and `request`. A failed
 * lazy import stays failed until the page reloads, so recovery is one guarded reload.
 */
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_STORAGE_KEY } from '@/constants';
import { reloadPage } from './reloadPage';

export interface ChunkFailure {
  kind: 'script' | 'stylesheet';
  /** missing / error / timeout, as the loader reports it. */
  type: string;
  /** The address that failed to load ('' when the loader did not say). */
  address: string;
}

interface ChunkErrorShape {
  name?: unknown;
  code?: unknown;
  type?: unknown;
  request?: unknown;
  message?: unknown;
}

// Webpack: "Loading chunk 7 failed. (error: http://host/7.js)"; mako: "(error : http://host/7.js)";
// stylesheets: "Loading CSS chunk 7 failed.\n(http://host/7.css)". A space next to the colon tells the
// failure type apart from the URL's own scheme colon.
const TYPED_DETAIL = /^(\w+)(?:\s+:\s*|\s*:\s+)(.+)$/;

function detailOf(message: string): string {
  return /\(([^()]*)\)\s*$/.exec(message)?.[1]?.trim() ?? '';
}

function addressFromMessage(message: string): string {
  const detail = detailOf(message);
  return (TYPED_DETAIL.exec(detail)?.[2] ?? detail).trim();
}

function typeFromMessage(message: string): string {
  return TYPED_DETAIL.exec(detailOf(message))?.[1] ?? '';
}

export function chunkFailureOf(error: unknown): ChunkFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as ChunkErrorShape;
  const message = typeof e.message === 'string' ? e.message : '';
  let kind: ChunkFailure['kind'] | null = null;
  if (e.name === 'ChunkLoadError') kind = 'script';
  else if (e.code === 'CSS_CHUNK_LOAD_FAILED') kind = 'stylesheet';
  if (!kind) return null;
  const type = typeof e.type === 'string' && e.type ? e.type : typeFromMessage(message) || 'error';
  const address = typeof e.request === 'string' && e.request ? e.request : addressFromMessage(message);
  return { kind, type, address };
}

/**
 * Reloads the page once to fetch fresh chunks (a new deployment usually removed the old ones).
 * Returns false without reloading when a reload already happened within the guard window, so a
 * chunk that is really gone shows the error page instead of reloading forever.
 */
export function reloadOnceForChunkError(storage: Storage = window.sessionStorage, reload: () => void = reloadPage, now: number = Date.now()): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  } catch {
    return false; // without storage there is no loop guard: do not reload automatically
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
