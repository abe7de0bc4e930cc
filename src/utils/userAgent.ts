/**
 * A user-agent string read as browser, major version and operating system ("Chrome 156 on Linux"), for the
 * session list. Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
 * Null when no known browser is named (the caller shows the raw text). No library: the session list needs only
 * the names people recognise.
 */
export interface UserAgentInfo {
  browser: string;
  version: string;
  /** Null when the system is not recognised. */
  os: string | null;
}

const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: Array<[name: string, pattern: RegExp]> = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

export function describeUserAgent(ua: string): UserAgentInfo | null {
  for (const [browser, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (!match) continue;
    const os = SYSTEMS.find(([, p]) => p.test(ua))?.[0] ?? null;
    return { browser, version: match[1], os };
  }
  return null;
}
