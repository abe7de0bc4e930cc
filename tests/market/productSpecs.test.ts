/**
 * The product pages' specs (issue 20; src/pages/Tool/Trade/Product/specs/) against what ships: each is a valid
 * PageSpec, every text key is in the three locale files, every address names a seeded strategy or product (so the
 * page draws real series), and everything on a page can be read with that page's own grant (config/routes.ts), so a
 * user with only the PTA page sees all of the PTA page and nothing it did not grant.
 */
import { pageSpecProblems, type PageSpec, type SpecText } from '../../common/contract/pageSpec';
import { parseAddress, productKeyOf } from '../../common/market/address';
import routes, { type RouteConfig } from '../../config/routes';
import { SEED_PRODUCTS } from '../../server/features/reference/seed';
import { SEED_STRATEGIES } from '../../server/features/strategy/seeds';
import arEGMenu from '../../src/locales/ar-EG/menu';
import arEGPanels from '../../src/locales/ar-EG/pagePanels';
import arEGProducts from '../../src/locales/ar-EG/products';
import arEGView from '../../src/locales/ar-EG/pageView';
import enUSMenu from '../../src/locales/en-US/menu';
import enUSPanels from '../../src/locales/en-US/pagePanels';
import enUSProducts from '../../src/locales/en-US/products';
import enUSView from '../../src/locales/en-US/pageView';
import zhCNMenu from '../../src/locales/zh-CN/menu';
import zhCNPanels from '../../src/locales/zh-CN/pagePanels';
import zhCNProducts from '../../src/locales/zh-CN/products';
import zhCNView from '../../src/locales/zh-CN/pageView';
import { ALSO_NEEDS, OIL_WATCH_NEEDS, OIL_WATCH_ROUTE, PRODUCT_SPECS, type ProductRoute, SPEC_PAGES } from '../../src/pages/Tool/Trade/Product/specs';

/** The areas a product page's texts come from: page names (menu), page texts (products, pageView), panel texts (pagePanels). */
const LOCALES: Record<string, string>[] = [
  { ...zhCNMenu, ...zhCNProducts, ...zhCNPanels, ...zhCNView },
  { ...enUSMenu, ...enUSProducts, ...enUSPanels, ...enUSView },
  { ...arEGMenu, ...arEGProducts, ...arEGPanels, ...arEGView },
];

/** Every route's path and access key, flattened. */
const routeAccess = new Map<string, string>();
const walk = (rs: RouteConfig[]) => {
  for (const r of rs) {
    if (r.access) routeAccess.set(r.path, r.access);
    if (r.routes) walk(r.routes);
  }
};
walk(routes);

const texts = (value: unknown, out: SpecText[] = []): SpecText[] => {
  if (Array.isArray(value)) for (const v of value) texts(v, out);
  else if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 1 && (keys[0] === 'key' || keys[0] === 'text') && typeof (value as Record<string, unknown>)[keys[0]] === 'string')
      out.push(value as SpecText);
    else for (const v of Object.values(value)) texts(v, out);
  }
  return out;
};

const addresses = (spec: PageSpec): string[] =>
  spec.panels.flatMap((p) => {
    switch (p.kind) {
      case 'live':
      case 'table':
        return p.rows.flatMap((r) => [r.address, ...Object.values(r.byUnit ?? {})]);
      case 'history':
      case 'monthAverage':
        return p.series.flatMap((r) => [r.address, ...Object.values(r.byUnit ?? {})]);
      case 'seasonal':
      case 'explain':
      case 'months':
        return [p.series.address, ...Object.values(p.series.byUnit ?? {})];
      case 'regression':
        return [p.y, ...p.x];
      case 'curve':
      case 'matrix':
      case 'expiryYears':
        return [`md:${p.product}@main`];
      default:
        return [];
    }
  });

/** The products an address reads: its own, or every leg's of a seeded strategy. */
const productsOf = (address: string): string[] => {
  const a = parseAddress(address);
  if (!a) throw new Error(`not an address: ${address}`);
  if (a.scheme === 'md') return [productKeyOf(a.instrument)];
  if (a.scheme === 'spread') {
    const s = SEED_STRATEGIES.find((x) => x.seedKey === a.strategyId);
    if (!s) throw new Error(`no seeded strategy ${a.strategyId}`);
    return s.legs.map((l) => {
      const ref = parseAddress(`md:${l.instrument}`);
      if (ref?.scheme !== 'md') throw new Error(l.instrument);
      return productKeyOf(ref.instrument);
    });
  }
  // The shipped public series (EIA, FRED) need no product grant.
  if (a.scheme === 'ds') return [];
  throw new Error(`the product pages use md:, spread: and ds: addresses, not ${address}`);
};

const accessOf = (product: string): string => {
  const p = SEED_PRODUCTS.find((x) => `${x.exchange}.${x.code}` === product);
  if (!p) throw new Error(`no seeded product ${product}`);
  return p.accessKey;
};

describe.each(Object.entries(PRODUCT_SPECS))('%s', (path, spec) => {
  test('is a valid page spec', () => {
    expect(pageSpecProblems(spec)).toEqual([]);
  });

  test('every text is a locale key present in zh-CN, en-US and ar-EG', () => {
    const keys = texts(spec).map((t) => ('key' in t ? t.key : `literal: ${t.text}`));
    expect(keys.length).toBeGreaterThan(3);
    for (const messages of LOCALES) expect(keys.filter((k) => !messages[k])).toEqual([]);
  });

  test("every address is seeded and readable with the page's own grant (USD/CNY: the trade area's; the declared others)", () => {
    const grant = routeAccess.get(path);
    expect(grant).toMatch(/^auth_tool_trade_realtime_/);
    const keys = new Set(addresses(spec).flatMap(productsOf).map(accessOf));
    const declared = (ALSO_NEEDS[path as ProductRoute] ?? []).map((p) => routeAccess.get(p));
    expect([...keys].filter((k) => k !== grant && k !== 'auth_tool_trade_realtime').sort()).toEqual(declared.sort());
  });
});

describe('the daily oil watch', () => {
  const spec = SPEC_PAGES[OIL_WATCH_ROUTE];

  test('is a valid page spec drawn at its route, every text in the three locales', () => {
    expect(pageSpecProblems(spec)).toEqual([]);
    expect(routeAccess.get(OIL_WATCH_ROUTE)).toBe('auth_tool_calculator_oilDaliyWatchdog');
    const keys = texts(spec).map((t) => ('key' in t ? t.key : `literal: ${t.text}`));
    for (const messages of LOCALES) expect(keys.filter((k) => !messages[k])).toEqual([]);
  });

  test('what it declares it needs is exactly the grants of its products, and the calendar for its releases', () => {
    const keys = new Set(addresses(spec).flatMap(productsOf).map(accessOf));
    const declared = OIL_WATCH_NEEDS.map((p) => routeAccess.get(p));
    expect(declared).toContain('auth_tool_calendar_events');
    expect(spec.panels.some((p) => p.kind === 'events')).toBe(true);
    expect([...keys].filter((k) => k !== 'auth_tool_trade_realtime').sort()).toEqual(declared.filter((k) => k !== 'auth_tool_calendar_events').sort());
  });
});
