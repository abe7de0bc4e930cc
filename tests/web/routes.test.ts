/**
 * config/routes.ts against the spec's route table (tests/fixtures/route-table.md), row by row.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import routes, { type RouteConfig } from '../../config/routes';

interface FixtureRow {
  path: string;
  /** null: the route has no access key. */
  key: string | null;
  raw: string;
}

/** "/a/b/c and /x" -> ["/a/b/c", "/a/b/x"]: the second part replaces as many trailing segments as it has. */
function expandRoutes(cell: string): string[] {
  const [first, ...others] = cell.split(/\s+and\s+/).map((s) => s.trim());
  const base = first.split('/').filter(Boolean);
  return [
    first,
    ...others.map((o) => {
      const tail = o.split('/').filter(Boolean);
      return `/${[...base.slice(0, base.length - tail.length), ...tail].join('/')}`;
    }),
  ];
}

/** The naming rule of the spec: auth_ + path segments joined by '_' (wildcards dropped). */
function keyByNamingRule(path: string): string {
  return `auth_${path
    .split('/')
    .filter((s) => s && s !== '*')
    .join('_')}`;
}

function parseFixture(): FixtureRow[] {
  const md = readFileSync(join(__dirname, '../fixtures/route-table.md'), 'utf8');
  const rows: FixtureRow[] = [];
  for (const line of md.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 5 || !cells[1].startsWith('/')) continue;
    const [, routeCell, , keyCell] = cells;
    for (const path of expandRoutes(routeCell)) {
      let key: string | null;
      if (keyCell === 'none') key = null;
      else if (keyCell === 'not shown') key = keyByNamingRule(path);
      else key = keyCell.split(/\s+/)[0];
      rows.push({ path, key, raw: line });
    }
  }
  return rows;
}

function flatten(list: RouteConfig[]): RouteConfig[] {
  return list.flatMap((r) => [r, ...(r.routes ? flatten(r.routes) : [])]);
}

const fixture = parseFixture();
const configured = flatten(routes).filter((r) => !r.redirect && r.path !== '/*');

describe('fixture parsing', () => {
  test('expands "and" rows by replacing the same number of trailing segments', () => {
    expect(expandRoutes('/tool/trade/realtime/lpg_fei and /pdh')).toEqual(['/tool/trade/realtime/lpg_fei', '/tool/trade/realtime/pdh']);
    expect(expandRoutes('/tool/research/platts/reports and /platts/insights')).toEqual(['/tool/research/platts/reports', '/tool/research/platts/insights']);
  });
  test('the naming rule drops wildcards', () => {
    expect(keyByNamingRule('/report/*')).toBe('auth_report');
    expect(keyByNamingRule('/tool/trade/realtime/fu')).toBe('auth_tool_trade_realtime_fu');
  });
  test('reads every table row (52 rows, 54 paths)', () => {
    expect(fixture).toHaveLength(54);
    expect(fixture.find((r) => r.path === '/tool/trade/aiModel')?.key).toBe('auth_tool_trade_aimodel');
    expect(fixture.find((r) => r.path === '/report/*')?.key).toBe('auth_report');
    expect(fixture.find((r) => r.path === '/access')?.key).toBeNull();
  });
});

describe('config/routes.ts matches the spec route table', () => {
  test.each(fixture.map((r) => [r.path, r.key]))('%s has key %s', (path, key) => {
    const matches = configured.filter((r) => r.path === path);
    expect(matches.length).toBeGreaterThan(0);
    for (const route of matches) expect(route.access ?? null).toBe(key);
  });

  test('every gated route of the config is in the table with the same key', () => {
    const byPath = new Map(fixture.map((r) => [r.path, r.key]));
    const gated = configured.filter((r) => r.access);
    expect(gated.length).toBeGreaterThan(50);
    for (const route of gated) {
      expect({ path: route.path, key: byPath.get(route.path) }).toEqual({ path: route.path, key: route.access });
    }
  });

  test('only login and register are outside the layout; / redirects to /home; unknown addresses reach the 404 page', () => {
    expect(routes.filter((r) => r.layout === false).map((r) => r.path)).toEqual(['/user/login', '/user/register']);
    expect(routes.find((r) => r.path === '/')?.redirect).toBe('/home');
    expect(routes[routes.length - 1]).toEqual({ path: '/*', component: './404' });
  });

  test('/report/* is hidden from the menu; every visible top-level entry has an icon', () => {
    expect(routes.find((r) => r.path === '/report/*')?.hideInMenu).toBe(true);
    const topLevel = routes.filter((r) => r.name && !r.hideInMenu && r.layout !== false);
    expect(topLevel.length).toBeGreaterThan(5);
    for (const r of topLevel) expect(typeof r.icon).toBe('string');
  });
});
