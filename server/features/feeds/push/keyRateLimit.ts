/**
 * Push requests per publisher key per minute (PUSH_RATE_PER_MINUTE), a fixed one-minute window per key in this
 * process. With several server processes each counts its own share (docs/market-data/feeds.md).
 */
export class KeyRateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number,
  ) {}

  /** Counts one request; returns the seconds to wait when over the limit, else null. */
  take(keyId: string): number | null {
    const t = this.now();
    let w = this.windows.get(keyId);
    if (!w || t - w.start >= 60_000) {
      w = { start: t, count: 0 };
      this.windows.set(keyId, w);
    }
    if (w.count >= this.perMinute) return Math.max(1, Math.ceil((w.start + 60_000 - t) / 1000));
    w.count += 1;
    return null;
  }
}
