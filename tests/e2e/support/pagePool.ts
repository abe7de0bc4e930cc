/**
 * The pages a Playwright worker hands to its tests (tests/e2e/support/test.ts), each in a browser context of its
 * own, kept open from one test to the next. Opening a tab is the costliest thing a test does in Chromium on the
 * project's 2-core machine: about 2.5 core-seconds for its renderer processes, against 0.5 for a navigation inside
 * an open one (docs/test-run-time.md, 2026-11-29); the app's scripts also come from the context's cache.
 *
 * Between two tests a page is put back to an empty state of its origin: the test's other pages closed, its listeners
 * and the token script removed, the page moved to a static file of the origin (so the next test's first address is
 * a new document, the app started afresh), localStorage, sessionStorage, cookies and permissions cleared, the
 * viewport restored. What cannot be undone marks the page spent, and it is closed after the test: its own init
 * scripts, routes, the fake clock, exposed functions, extra headers, emulated media, offline mode.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';

/** A static document of every target's origin that runs no script (the app's icon). */
const RESTING_PATH = '/favicon.svg';

/** Methods Page and BrowserContext both have whose effect a reset cannot undo. */
const SHARED_CHANGES = [
  'addInitScript',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const;
const PAGE_CHANGES = [...SHARED_CHANGES, 'emulateMedia'] as const;
const CONTEXT_CHANGES = [...SHARED_CHANGES, 'setGeolocation', 'setOffline', 'setHTTPCredentials'] as const;
const CLOCK_CHANGES = ['install', 'setFixedTime', 'setSystemTime', 'fastForward', 'runFor', 'pauseAt', 'resume'] as const;

type Listener = (...args: unknown[]) => void;

export class PooledPage {
  /** Set when the test changed something a reset cannot undo. */
  spent = false;
  private listenersBefore = new Map<string | symbol, Listener[]>();
  private ownScripts: { dispose(): Promise<void> }[] = [];

  constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly origin: string,
    readonly fresh: boolean,
    private readonly viewport: { width: number; height: number } | null,
  ) {
    const markSpent = (target: object, names: readonly string[]) => {
      const record = target as Record<string, unknown>;
      for (const name of names) {
        const original = record[name];
        if (typeof original !== 'function') continue;
        record[name] = (...args: unknown[]) => {
          this.spent = true;
          return original.apply(target, args);
        };
      }
    };
    markSpent(page, PAGE_CHANGES);
    markSpent(context, CONTEXT_CHANGES);
    markSpent(page.clock, CLOCK_CHANGES);
  }

  /** The page as the event emitter it is (its type declares only the typed on/off of each event). */
  private get events(): NodeJS.EventEmitter {
    return this.page as unknown as NodeJS.EventEmitter;
  }

  private listenersOf(name: string | symbol): Listener[] {
    return this.events.listeners(name) as Listener[];
  }

  /** Called when a test receives the page: what it adds from now on is removed when it gives the page back. */
  lend(): void {
    this.listenersBefore = new Map(this.events.eventNames().map((name) => [name, this.listenersOf(name)]));
  }

  /** The fixture's own init script (the token and language), removed before the next test. */
  async addOwnInitScript<A>(script: (arg: A) => void, arg: A): Promise<void> {
    const original = Object.getPrototypeOf(this.page).addInitScript as Page['addInitScript'];
    this.ownScripts.push(await original.call(this.page, script as never, arg as never));
  }

  /** Puts the page back to an empty state of its origin; false when it cannot be reused. */
  async reset(): Promise<boolean> {
    if (this.spent || this.fresh || this.page.isClosed()) return false;
    await Promise.all(
      this.context
        .pages()
        .filter((p) => p !== this.page)
        .map((p) => p.close()),
    );
    for (const name of this.events.eventNames()) {
      const before = this.listenersBefore.get(name) ?? [];
      for (const listener of this.listenersOf(name)) if (!before.includes(listener)) this.events.off(name, listener);
    }
    await Promise.all(this.ownScripts.splice(0).map((script) => script.dispose()));
    await this.page.goto(`${this.origin}${RESTING_PATH}`);
    await this.page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    await this.context.clearCookies();
    await this.context.clearPermissions();
    if (this.viewport) await this.page.setViewportSize(this.viewport);
    return true;
  }
}

export class PagePool {
  private resting: PooledPage[] = [];

  /** A page of its own for the calling test: a rested one of the same origin, or a new context's. */
  async take(browser: Browser, { origin, fresh }: { origin: string; fresh: boolean }): Promise<PooledPage> {
    const at = fresh ? -1 : this.resting.findIndex((pooled) => pooled.origin === origin);
    let pooled: PooledPage;
    if (at >= 0) [pooled] = this.resting.splice(at, 1);
    else {
      // Created inside the test, so the project's context options (baseURL, viewport, locale) apply.
      const context = await browser.newContext();
      const page = await context.newPage();
      pooled = new PooledPage(context, page, origin, fresh, page.viewportSize());
    }
    pooled.lend();
    return pooled;
  }

  /** Back from a test: reset for the next one, or closed when spent, fresh, or its test failed. */
  async give(pooled: PooledPage, { reusable }: { reusable: boolean }): Promise<void> {
    let kept = false;
    try {
      kept = reusable && (await pooled.reset());
    } catch {
      kept = false;
    }
    if (kept) this.resting.push(pooled);
    else await pooled.context.close().catch(() => undefined);
  }

  async close(): Promise<void> {
    await Promise.all(this.resting.splice(0).map((pooled) => pooled.context.close().catch(() => undefined)));
  }
}
