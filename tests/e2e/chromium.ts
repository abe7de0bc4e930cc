/**
 * The one Chromium every browser test drives: Debian's package (never a downloaded browser), and the flags
 * that keep it quiet in a sandbox-less container. Used by playwright.config.ts and scripts/bench.ts. Without the
 * background-networking flags Chromium tries to reach the internet at every start.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
