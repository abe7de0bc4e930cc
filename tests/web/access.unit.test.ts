/**
 * Access flags (docs/spec-reference.md#6-roles-and-permissions) as the web app computes them (src/access.ts over
 * config/routes.ts), and the route-tree helpers the group pages and the menu rely on.
 */
import access from '@/access';
import { allGatedPaths, pathsByKey, toAccessEntries } from '@common/access/routeAccess';
import type { CurrentUser } from '@common/contract/user';
import { childCards, findRouteChain, isRouteAllowed, linkPathOf, menuKeyOf, routeTree } from '@/utils/routeTree';
import { must } from '../support/must';

function user(paths: string[], role = 'trader'): CurrentUser {
  return {
    id: 'u1',
    username: 'u',
    name: 'U',
    phone: null,
    role,
    access: toAccessEntries(routeTree, paths),
    createdAt: 0,
    lastLoginAt: null,
  };
}

/** Access-list entries written by hand, to check the flags read the third element (the path). */
function rawUser(entries: unknown[], role = 'trader') {
  return { ...user([], role), access: entries as CurrentUser['access'] };
}

const KEYS = Object.keys(pathsByKey(routeTree));

describe('access flags', () => {
  test('an administrator (role containing "admin", every gated path) gets every flag and isAdmin', () => {
    const flags = access({ currentUser: user(allGatedPaths(routeTree), 'super-admin') });
    expect(flags.isAdmin).toBe(true);
    for (const key of KEYS) expect([key, flags[key]]).toEqual([key, true]);
  });

  test('the role alone gives isAdmin but no page', () => {
    const flags = access({ currentUser: user([], 'admin') });
    expect(flags.isAdmin).toBe(true);
    expect(flags.auth_home).toBe(false);
  });

  test('a partial list grants exactly the listed paths', () => {
    const flags = access({ currentUser: user(['/home', '/tool', '/tool/trade/realtime', '/tool/trade/realtime/fu']) });
    expect(flags).toMatchObject({
      isAdmin: false,
      auth_home: true,
      auth_tool: true,
      auth_tool_trade_realtime: true,
      auth_tool_trade_realtime_fu: true,
      auth_tool_trade_realtime_lu: false,
      auth_list: false,
      auth_user: false,
    });
  });

  test('an empty list and an undefined state give no flag (and do not throw)', () => {
    for (const state of [{ currentUser: user([]) }, {}, undefined]) {
      const flags = access(state as Parameters<typeof access>[0]);
      expect(flags.isAdmin).toBe(false);
      expect(Object.entries(flags).filter(([, v]) => v)).toEqual([]);
      expect(Object.keys(flags)).toEqual(expect.arrayContaining(KEYS));
    }
  });

  test('shared keys: /tool/trade/realtime/lpg_fei and /pdh both carry auth_tool_trade_realtime_ngl; either path grants it', () => {
    expect(access({ currentUser: rawUser([['auth_tool_trade_realtime_ngl', 'lpgFei', '/tool/trade/realtime/lpg_fei']]) }).auth_tool_trade_realtime_ngl).toBe(
      true,
    );
    expect(access({ currentUser: rawUser([['auth_tool_trade_realtime_ngl', 'pdh', '/tool/trade/realtime/pdh']]) }).auth_tool_trade_realtime_ngl).toBe(true);
    expect(access({ currentUser: rawUser([['auth_tool_trade_realtime_pta', 'px', '/tool/trade/realtime/px']]) }).auth_tool_trade_realtime_ngl).toBe(false);
  });

  test('aiModel: the flag follows /tool/trade/record, not its own path', () => {
    expect(access({ currentUser: user(['/tool/trade/record']) }).auth_tool_trade_aimodel).toBe(true);
    expect(access({ currentUser: rawUser([['auth_tool_trade_aimodel', 'aiModel', '/tool/trade/aiModel']]) }).auth_tool_trade_aimodel).toBe(false);
  });

  test('flags come from the path (third element), not from the key written in the entry', () => {
    expect(access({ currentUser: rawUser([['auth_list', 'x', '/home']]) })).toMatchObject({ auth_home: true, auth_list: false });
    expect(access({ currentUser: rawUser(['/home', { path: '/home' }, null]) }).auth_home).toBe(false);
  });
});

describe('route tree helpers', () => {
  const chainOf = (path: string) => must(findRouteChain(path), `route chain of ${path}`);

  test('menu keys are pro-layout style (menu.<names>)', () => {
    expect(menuKeyOf(chainOf('/tool/trade/realtime/fu'))).toBe('menu.tool.realtime.fu');
    expect(menuKeyOf(chainOf('/list'))).toBe('menu.list.overview');
    expect(menuKeyOf(chainOf('/user/introduction/getting-started'))).toBe('menu.user.introduction');
    expect(findRouteChain('/nowhere')).toBeNull();
  });

  test('wildcard routes link to their base with a trailing slash', () => {
    expect(linkPathOf('/user/introduction/*')).toBe('/user/introduction/');
    expect(linkPathOf('/home')).toBe('/home');
  });

  test('a group page lists only the children the user may open (and never itself)', () => {
    // A child path without its group's path: the group (and its card) stays closed, as in Umi's menu.
    const flags = access({ currentUser: user(['/tool', '/tool/trade/realtime', '/tool/trade/realtime/fu', '/tool/trade/record', '/tool/calculator/basis']) });
    const tool = chainOf('/tool').slice(0, -1);
    expect(childCards(tool, flags).map((c) => c.link)).toEqual(['/tool/trade/realtime', '/tool/trade/record', '/tool/trade/aiModel']);
    const realtime = chainOf('/tool/trade/realtime').slice(0, -1);
    expect(childCards(realtime, flags).map((c) => c.link)).toEqual([
      '/tool/trade/realtime/config/contract',
      '/tool/trade/realtime/config/strategy',
      '/tool/trade/realtime/fu',
    ]);
  });

  test('a group is allowed when its key is granted and some child (its index page counts) is', () => {
    const calculator = must(chainOf('/tool/calculator').at(-2), 'the calculator group');
    expect(isRouteAllowed(calculator, access({ currentUser: user(['/tool/calculator/basis']) }))).toBe(false);
    expect(isRouteAllowed(calculator, access({ currentUser: user(['/tool/calculator']) }))).toBe(true);
    const emptyGroup = { path: '/g', name: 'g', access: 'k', routes: [{ path: '/g/a', name: 'a', access: 'ka' }] };
    expect(isRouteAllowed(emptyGroup, { k: true, ka: false })).toBe(false);
    expect(isRouteAllowed(emptyGroup, { k: true, ka: true })).toBe(true);
  });
});
