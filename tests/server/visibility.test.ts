/**
 * The one visibility model (server/infra/visibility/audience.ts, docs/visibility.md): every audience kind against
 * the owner, someone else, an administrator under each administrator rule, a listed user, a listed role and a person
 * who always sees the item; then the edges (no owner, exact role names, ids never matched against roles) and how each
 * feature maps its rows onto the model.
 */
import { type AdminRule, canRead, type ItemVisibility, type Viewer } from '../../server/infra/visibility/audience';
import type { AuthUser } from '../../server/infra/auth/authUser';
import { canReadBuilderPage } from '../../server/infra/visibility/builderPages';
import { canReadComponent } from '../../server/features/builder/compVisibility';
import { canReadPage } from '../../server/features/builder/visibility';
import type { BuilderComponentsTable } from '../../server/features/builder/compTables';
import type { BuilderPagesTable } from '../../server/features/builder/tables';
import { isVisibleTo } from '../../server/features/dataSet/visibility';
import { meetingVisibility } from '../../server/features/meetings/visibility';
import { strategyVisibility } from '../../server/features/strategy/visibility';
import type { StrategyRecord } from '../../server/features/strategy/store';
import type { MeetingsTable } from '../../server/features/meetings/tables';

const person = (id: string, role: string, isAdmin = false): Viewer => ({ id, role, isAdmin });

const VIEWERS = {
  owner: person('u-owner', 'trader'),
  other: person('u-other', 'trader'),
  admin: person('u-admin', 'admin', true),
  listedUser: person('u-listed', 'viewer'),
  listedRole: person('u-analyst', 'analyst'),
  attendee: person('u-attendee', 'viewer'),
};
type Who = keyof typeof VIEWERS;

const AUDIENCES: Record<ItemVisibility['audience']['kind'], ItemVisibility['audience']> = {
  owner: { kind: 'owner' },
  everyone: { kind: 'everyone' },
  listed: { kind: 'listed', userIds: ['u-listed'], roles: ['analyst'] },
};

const item = (kind: keyof typeof AUDIENCES): ItemVisibility => ({ ownerId: 'u-owner', audience: AUDIENCES[kind], alwaysSee: ['u-attendee'] });

// [audience kind, viewer, administrator rule, may read]
const CASES: [keyof typeof AUDIENCES, Who, AdminRule, boolean][] = [
  ['owner', 'owner', 'noBypass', true],
  ['owner', 'other', 'noBypass', false],
  ['owner', 'admin', 'seeAll', true],
  ['owner', 'admin', 'noBypass', false],
  ['owner', 'listedUser', 'noBypass', false],
  ['owner', 'listedRole', 'noBypass', false],
  ['owner', 'attendee', 'noBypass', true],
  ['everyone', 'owner', 'noBypass', true],
  ['everyone', 'other', 'noBypass', true],
  ['everyone', 'admin', 'seeAll', true],
  ['everyone', 'admin', 'noBypass', true],
  ['everyone', 'listedUser', 'noBypass', true],
  ['everyone', 'listedRole', 'noBypass', true],
  ['everyone', 'attendee', 'noBypass', true],
  ['listed', 'owner', 'noBypass', true],
  ['listed', 'other', 'noBypass', false],
  ['listed', 'admin', 'seeAll', true],
  ['listed', 'admin', 'noBypass', false],
  ['listed', 'listedUser', 'noBypass', true],
  ['listed', 'listedRole', 'noBypass', true],
  ['listed', 'attendee', 'noBypass', true],
];

test.each(CASES)('audience %s, viewer %s, administrators %s: %s', (kind, who, admins, expected) => {
  expect(canRead(VIEWERS[who], item(kind), admins)).toBe(expected);
});

test('the administrator rule changes nothing for anyone but administrators', () => {
  for (const kind of Object.keys(AUDIENCES) as (keyof typeof AUDIENCES)[])
    for (const who of Object.keys(VIEWERS) as Who[])
      if (!VIEWERS[who].isAdmin) expect(canRead(VIEWERS[who], item(kind), 'seeAll')).toBe(canRead(VIEWERS[who], item(kind), 'noBypass'));
});

describe('edges', () => {
  test('an item nobody owns (seeded) and private: only an administrator with seeAll reads it', () => {
    const seeded: ItemVisibility = { ownerId: null, audience: { kind: 'owner' } };
    expect(Object.values(VIEWERS).filter((v) => canRead(v, seeded, 'noBypass'))).toEqual([]);
    expect(Object.values(VIEWERS).filter((v) => canRead(v, seeded, 'seeAll'))).toEqual([VIEWERS.admin]);
  });

  test('without people who always see it, an attendee-like viewer is just someone else', () => {
    expect(canRead(VIEWERS.attendee, { ownerId: 'u-owner', audience: { kind: 'owner' } }, 'noBypass')).toBe(false);
  });

  test('under noBypass an administrator reads what the same person would: own, listed by id or by role', () => {
    const listedAdmin = (userIds: string[], roles: string[]): ItemVisibility => ({ ownerId: 'u-owner', audience: { kind: 'listed', userIds, roles } });
    expect(canRead(VIEWERS.admin, listedAdmin(['u-admin'], []), 'noBypass')).toBe(true);
    expect(canRead(VIEWERS.admin, listedAdmin([], ['admin']), 'noBypass')).toBe(true);
    expect(canRead(VIEWERS.admin, { ownerId: 'u-admin', audience: { kind: 'owner' } }, 'noBypass')).toBe(true);
  });

  test('roles match by exact name, and user ids are never matched against roles (nor roles against ids)', () => {
    const listed: ItemVisibility = { ownerId: 'u-owner', audience: { kind: 'listed', userIds: ['analyst'], roles: ['analyst'] } };
    expect(canRead(person('u-x', 'analysts'), listed, 'noBypass')).toBe(false);
    expect(canRead(person('u-x', 'Analyst'), listed, 'noBypass')).toBe(false);
    expect(canRead(person('trader', 'trader'), { ...listed, audience: { kind: 'listed', userIds: [], roles: ['trader'] } }, 'noBypass')).toBe(true);
    expect(canRead(person('analyst', 'trader'), { ...listed, audience: { kind: 'listed', userIds: [], roles: ['analyst'] } }, 'noBypass')).toBe(false);
    expect(canRead(person('u-x', 'analyst'), { ...listed, audience: { kind: 'listed', userIds: ['analyst'], roles: [] } }, 'noBypass')).toBe(false);
  });

  test('an empty list reads nobody beyond the owner and the people who always see it', () => {
    const empty: ItemVisibility = { ownerId: 'u-owner', audience: { kind: 'listed', userIds: [], roles: [] }, alwaysSee: ['u-attendee'] };
    expect(Object.entries(VIEWERS).flatMap(([who, v]) => (canRead(v, empty, 'noBypass') ? [who] : []))).toEqual(['owner', 'attendee']);
  });
});

describe('features map their rows onto the model', () => {
  const strategy = (visibility: StrategyRecord['visibility'], roles: string[], ownerId: string | null = 'u-owner') =>
    ({ ownerId, visibility, roles }) as StrategyRecord;

  test('strategies: private is the owner, roles the listed roles, everyone everyone; a seeded one has no owner', () => {
    expect(strategyVisibility(strategy('private', []))).toEqual({ ownerId: 'u-owner', audience: { kind: 'owner' } });
    expect(strategyVisibility(strategy('roles', ['analyst']))).toEqual({ ownerId: 'u-owner', audience: { kind: 'listed', userIds: [], roles: ['analyst'] } });
    expect(strategyVisibility(strategy('everyone', [], null))).toEqual({ ownerId: null, audience: { kind: 'everyone' } });
  });

  const meeting = (over: Partial<MeetingsTable>) =>
    ({ author_id: 'u-author', visibility: 'all', visible_user_ids: '[]', visible_roles: '[]', attendee_ids: '[]', ...over }) as MeetingsTable;

  test('meetings: restricted lists users and roles, the author owns, attendees always see; any other mode is everyone', () => {
    expect(
      meetingVisibility(meeting({ visibility: 'restricted', visible_user_ids: '["u-b"]', visible_roles: '["research"]', attendee_ids: '["u-a"]' })),
    ).toEqual({
      ownerId: 'u-author',
      audience: { kind: 'listed', userIds: ['u-b'], roles: ['research'] },
      alwaysSee: ['u-a'],
    });
    expect(meetingVisibility(meeting({ visibility: 'all', visible_user_ids: '["u-b"]' })).audience).toEqual({ kind: 'everyone' });
    expect(meetingVisibility(meeting({ visibility: 'unexpected' })).audience).toEqual({ kind: 'everyone' });
    // A malformed list reads as empty (infra/db/jsonList.ts): the meeting stays restricted, to nobody extra.
    expect(meetingVisibility(meeting({ visibility: 'restricted', visible_roles: 'not json' })).audience).toEqual({ kind: 'listed', userIds: [], roles: [] });
  });

  // Builder pages, library components and data sets share one rule (ownerUntilShared, administrators read all): the
  // data sets' "used by" names pages by the builder's own rule (infra/visibility/builderPages.ts), not a copy of it.
  const authUser = (v: Viewer): AuthUser => ({ ...v, username: v.id, name: v.id, paths: new Set(), sessionId: 's' });
  test.each([
    ['u-owner', false],
    ['u-owner', true],
    [null, false],
    [null, true],
  ] as const)(
    'builder pages, components and data sets (owner %s, shared %s): private to the owner until shared, administrators read all',
    (ownerId, shared) => {
      for (const [who, viewer] of Object.entries(VIEWERS)) {
        const user = authUser(viewer);
        const expected = viewer.isAdmin || shared || (ownerId !== null && ownerId === viewer.id);
        const page = { owner_id: ownerId, shared: shared ? 1 : 0 } as BuilderPagesTable;
        const component = { owner_id: ownerId, shared: shared ? 1 : 0 } as BuilderComponentsTable;
        expect([who, canReadBuilderPage(user, { ownerId, shared })]).toEqual([who, expected]);
        expect([who, canReadPage(user, page)]).toEqual([who, expected]);
        expect([who, canReadComponent(user, component)]).toEqual([who, expected]);
        expect([who, isVisibleTo(user, { ownerId, shared })]).toEqual([who, expected]);
      }
    },
  );
});
