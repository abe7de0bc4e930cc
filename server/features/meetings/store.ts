/**
 * Meeting records: read with visibility (a meeting the caller may not see is "not found"), saved with a version
 * per save (which fields changed, before and after) and the search text kept in the same transaction.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  ActionItem,
  Meeting,
  MeetingFieldChange,
  MeetingFieldName,
  MeetingFields,
  MeetingListBody,
  MeetingListRow,
  MeetingSaveBody,
  MeetingVersion,
  MyActionItem,
} from '../../../common/contract/meetings';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import type { AuthUser } from '../../infra/auth/authUser';
import { newId } from '../../infra/db/ids';
import type { Database } from '../../schema';
import { apiError, badRequest, notFound } from '../../infra/http/apiError';
import { searchQueryShort } from '../../infra/search/searchBudget';
import { createTextIndex, queryIsSearchable } from '../../infra/search/textIndex';
import { parseStringList } from '../../infra/db/jsonList';
import { loadPeople, refOf, type People } from './people';
import { attachmentsOf, type FileLink } from './attachments';
import { meetingSearchText } from './searchText';
import type { MeetingActionItemsTable, MeetingsTable } from './tables';
import { type Viewer, viewerOf } from '../../infra/visibility/audience';
import { canEdit, canSee, refuseWidening } from './visibility';

type Row = Selectable<MeetingsTable>;
type ItemRow = Selectable<MeetingActionItemsTable>;

const meetingNotFound = () => notFound('Meeting');

async function itemsOf(db: Kysely<Database>, meetingIds: readonly string[]): Promise<Map<string, ItemRow[]>> {
  const out = new Map<string, ItemRow[]>();
  if (meetingIds.length === 0) return out;
  const rows = await db
    .selectFrom('meeting_action_items')
    .selectAll()
    .where('meeting_id', 'in', [...meetingIds])
    .orderBy('position')
    .execute();
  for (const r of rows) out.set(r.meeting_id, [...(out.get(r.meeting_id) ?? []), r]);
  return out;
}

const toItem = (r: ItemRow, people: People, now: number): ActionItem => ({
  id: r.id,
  text: r.text,
  ownerId: r.owner_id,
  ownerName: refOf(people, r.owner_id).name,
  dueAt: Number(r.due_at),
  status: r.status as ActionItem['status'],
  overdue: r.status === 'open' && Number(r.due_at) < now,
});

function toMeeting(row: Row, items: ItemRow[], people: People, attachments: Meeting['attachments'], now: number): Meeting {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as Meeting['kind'],
    heldAt: Number(row.held_at),
    attendees: parseStringList(row.attendee_ids).map((id) => refOf(people, id)),
    products: parseStringList(row.products),
    body: row.body,
    attachments,
    decisions: parseStringList(row.decisions),
    actionItems: items.map((i) => toItem(i, people, now)),
    visibility: {
      mode: row.visibility === 'restricted' ? 'restricted' : 'all',
      userIds: parseStringList(row.visible_user_ids),
      roles: parseStringList(row.visible_roles),
    },
    author: refOf(people, row.author_id),
    version: Number(row.version),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** The row and its action items when `viewer` may see it; "not found" otherwise (also when it does not exist). */
async function visibleRow(db: Kysely<Database>, viewer: Viewer, id: string): Promise<{ row: Row; items: ItemRow[] }> {
  const row = await db.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw meetingNotFound();
  const items = (await itemsOf(db, [id])).get(id) ?? [];
  if (
    !canSee(
      row,
      items.map((i) => i.owner_id),
      viewer,
    )
  )
    throw meetingNotFound();
  return { row, items };
}

/** `link` signs the attachments' download addresses (attachments.ts). */
export async function getMeeting(db: Kysely<Database>, link: FileLink, user: AuthUser, id: string, now: number): Promise<Meeting> {
  const { row, items } = await visibleRow(db, viewerOf(user), id);
  return toMeeting(row, items, await loadPeople(db), await attachmentsOf(db, link, parseStringList(row.attachment_ids)), now);
}

/** The fields as compared in the history: one JSON value per field. */
function fieldValues(f: MeetingFields): Record<MeetingFieldName, unknown> {
  return {
    title: f.title,
    kind: f.kind,
    heldAt: f.heldAt,
    attendees: f.attendeeIds,
    products: f.products,
    body: f.body,
    attachments: f.attachmentIds,
    decisions: f.decisions,
    actionItems: f.actionItems.map(({ text, ownerId, dueAt, status }) => ({ text, ownerId, dueAt, status })),
    visibility: f.visibility.mode === 'all' ? { mode: 'all', userIds: [], roles: [] } : f.visibility,
  };
}

function fieldsOfRow(row: Row, items: ItemRow[]): MeetingFields {
  return {
    title: row.title,
    kind: row.kind as MeetingFields['kind'],
    heldAt: Number(row.held_at),
    attendeeIds: parseStringList(row.attendee_ids),
    products: parseStringList(row.products),
    body: row.body,
    attachmentIds: parseStringList(row.attachment_ids),
    decisions: parseStringList(row.decisions),
    actionItems: items.map((i) => ({ id: i.id, text: i.text, ownerId: i.owner_id, dueAt: Number(i.due_at), status: i.status as ActionItem['status'] })),
    visibility: {
      mode: row.visibility === 'restricted' ? 'restricted' : 'all',
      userIds: parseStringList(row.visible_user_ids),
      roles: parseStringList(row.visible_roles),
    },
  };
}

export function changesBetween(before: MeetingFields | null, after: MeetingFields): MeetingFieldChange[] {
  const a = fieldValues(after);
  const b = before ? fieldValues(before) : null;
  return (Object.keys(a) as MeetingFieldName[]).flatMap((field) => {
    const next = JSON.stringify(a[field]);
    const prev = b ? JSON.stringify(b[field]) : null;
    return prev === next ? [] : [{ field, before: prev, after: next }];
  });
}

const uniq = (xs: readonly string[]) => [...new Set(xs)];

/** Trims and de-duplicates the lists; refuses people who cannot open the page and files the saver cannot see. */
async function checkedFields(
  db: Kysely<Database>,
  user: AuthUser,
  body: MeetingSaveBody,
  people: People,
  keptFiles: readonly string[],
): Promise<MeetingFields> {
  const title = body.title.trim();
  if (!title) throw badRequest('The title is empty', { title: FIELD_ERROR_KEYS.required });
  const allowed = new Set(people.pageUsers.map((u) => u.id));
  const attendeeIds = uniq(body.attendeeIds);
  const badAttendee = attendeeIds.findIndex((id) => !allowed.has(id));
  if (badAttendee >= 0) throw badRequest('An attendee cannot open the meetings page', { [`attendeeIds.${badAttendee}`]: FIELD_ERROR_KEYS.invalid });
  const badOwner = body.actionItems.findIndex((a) => !allowed.has(a.ownerId));
  if (badOwner >= 0) throw badRequest('An action-item owner cannot open the meetings page', { [`actionItems.${badOwner}.ownerId`]: FIELD_ERROR_KEYS.invalid });
  const visibleUserIds = uniq(body.visibility.userIds);
  const badVisible = visibleUserIds.findIndex((id) => !allowed.has(id));
  if (badVisible >= 0) throw badRequest('A listed user cannot open the meetings page', { [`visibility.userIds.${badVisible}`]: FIELD_ERROR_KEYS.invalid });
  const attachmentIds = uniq(body.attachmentIds);
  const fresh = attachmentIds.filter((id) => !keptFiles.includes(id));
  if (fresh.length > 0) {
    let q = db.selectFrom('files').select('id').where('id', 'in', fresh).where('state', '=', 'ready');
    if (!user.isAdmin) q = q.where('owner_id', '=', user.id);
    const seen = new Set((await q.execute()).map((r) => r.id));
    const bad = attachmentIds.findIndex((id) => fresh.includes(id) && !seen.has(id));
    if (bad >= 0) throw badRequest('An attachment is not a file you can see', { [`attachmentIds.${bad}`]: FIELD_ERROR_KEYS.invalid });
  }
  const restricted = body.visibility.mode === 'restricted';
  return {
    title,
    kind: body.kind,
    heldAt: body.heldAt,
    attendeeIds,
    products: uniq(body.products.map((p) => p.trim()).filter((p) => p.length > 0)),
    body: body.body,
    attachmentIds,
    decisions: body.decisions.map((d) => d.trim()).filter((d) => d.length > 0),
    actionItems: body.actionItems.map((a) => ({ ...a, text: a.text.trim() })),
    visibility: { mode: body.visibility.mode, userIds: restricted ? visibleUserIds : [], roles: restricted ? uniq(body.visibility.roles) : [] },
  };
}

export interface SaveResult {
  meeting: Meeting;
  /** Action items whose owner is new (created, or given to someone else): the caller notifies them. */
  assigned: { itemId: string; ownerId: string; text: string; dueAt: number }[];
}

/**
 * `checkedAccess: 'itemStatus'`: the caller already checked the narrower right to change one item's status (its
 * owner may not be an editor), so the editor check is skipped; the version is still written under the caller.
 */
export async function saveMeeting(
  db: Kysely<Database>,
  link: FileLink,
  user: AuthUser,
  now: number,
  body: MeetingSaveBody,
  checkedAccess: 'edit' | 'itemStatus' = 'edit',
): Promise<SaveResult> {
  const people = await loadPeople(db);
  const existing = body.id ? await visibleRow(db, viewerOf(user), body.id) : null;
  if (existing && checkedAccess === 'edit' && !canEdit(existing.row, viewerOf(user)))
    throw apiError('forbidden', 'Only the author and the attendees edit a meeting');
  if (existing && body.version !== undefined && body.version !== Number(existing.row.version)) {
    throw apiError('conflict', `The meeting was saved by someone else (version ${existing.row.version}); reload it`);
  }
  const before = existing ? fieldsOfRow(existing.row, existing.items) : null;
  const fields = await checkedFields(db, user, body, people, before?.attachmentIds ?? []);
  if (
    existing &&
    existing.row.author_id !== user.id &&
    JSON.stringify(fieldValues(fields).visibility) !== JSON.stringify(fieldValues(before as MeetingFields).visibility)
  ) {
    throw apiError('forbidden', 'Only the author changes who sees a meeting');
  }
  if (existing && existing.row.author_id !== user.id) refuseWidening(before as MeetingFields, fields, existing.row.author_id);
  const id = existing?.row.id ?? newId();
  const oldItems = new Map((existing?.items ?? []).map((i) => [i.id, i]));
  const items: ItemRow[] = fields.actionItems.map((a, position) => ({
    id: a.id && oldItems.has(a.id) ? a.id : newId(),
    meeting_id: id,
    position,
    text: a.text,
    owner_id: a.ownerId,
    due_at: a.dueAt,
    status: a.status,
  }));
  fields.actionItems = items.map((i) => ({ id: i.id, text: i.text, ownerId: i.owner_id, dueAt: Number(i.due_at), status: i.status as ActionItem['status'] }));
  const changes = changesBetween(before, fields);
  const version = existing ? Number(existing.row.version) + (changes.length > 0 ? 1 : 0) : 1;
  const row: Row = {
    id,
    title: fields.title,
    kind: fields.kind,
    held_at: fields.heldAt,
    attendee_ids: JSON.stringify(fields.attendeeIds),
    products: JSON.stringify(fields.products),
    body: fields.body,
    attachment_ids: JSON.stringify(fields.attachmentIds),
    decisions: JSON.stringify(fields.decisions),
    visibility: fields.visibility.mode,
    visible_user_ids: JSON.stringify(fields.visibility.userIds),
    visible_roles: JSON.stringify(fields.visibility.roles),
    author_id: existing?.row.author_id ?? user.id,
    version,
    created_at: existing ? Number(existing.row.created_at) : now,
    updated_at: changes.length > 0 || !existing ? now : Number(existing.row.updated_at),
  };
  if (changes.length > 0) {
    await db.transaction().execute(async (trx: Transaction<Database>) => {
      if (existing) {
        // The version read must still be the stored one: a concurrent save in between loses with a conflict.
        const res = await trx.updateTable('meetings').set(row).where('id', '=', id).where('version', '=', Number(existing.row.version)).executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) throw apiError('conflict', 'The meeting was saved by someone else; reload it');
        await trx.deleteFrom('meeting_action_items').where('meeting_id', '=', id).execute();
      } else {
        await trx.insertInto('meetings').values(row).execute();
      }
      if (items.length > 0) await trx.insertInto('meeting_action_items').values(items).execute();
      await trx
        .insertInto('meeting_versions')
        .values({ meeting_id: id, version, at: now, user_id: user.id, user_name: user.name || user.username, changes: JSON.stringify(changes) })
        .execute();
      await createTextIndex(trx).put('meeting', id, meetingSearchText(fields), now);
    });
  }
  const assigned = items
    .filter((i) => i.status === 'open' && oldItems.get(i.id)?.owner_id !== i.owner_id)
    .map((i) => ({ itemId: i.id, ownerId: i.owner_id, text: i.text, dueAt: Number(i.due_at) }));
  const meeting = toMeeting(row, items, people, await attachmentsOf(db, link, fields.attachmentIds), now);
  return { meeting, assigned };
}

export async function deleteMeeting(db: Kysely<Database>, user: AuthUser, id: string): Promise<void> {
  const { row } = await visibleRow(db, viewerOf(user), id);
  if (row.author_id !== user.id && !user.isAdmin) throw apiError('forbidden', 'Only the author or an administrator deletes a meeting');
  await db.transaction().execute(async (trx: Transaction<Database>) => {
    await trx.deleteFrom('meeting_action_items').where('meeting_id', '=', id).execute();
    await trx.deleteFrom('meeting_versions').where('meeting_id', '=', id).execute();
    await trx.deleteFrom('meetings').where('id', '=', id).execute();
    await createTextIndex(trx).remove('meeting', id);
  });
}

export async function meetingHistory(db: Kysely<Database>, user: AuthUser, id: string): Promise<MeetingVersion[]> {
  await visibleRow(db, viewerOf(user), id);
  const rows = await db.selectFrom('meeting_versions').selectAll().where('meeting_id', '=', id).orderBy('version', 'desc').execute();
  return rows.map((r) => ({
    version: Number(r.version),
    at: Number(r.at),
    user: { id: r.user_id, name: r.user_name },
    changes: JSON.parse(r.changes) as MeetingFieldChange[],
  }));
}

/** Every meeting the viewer may see, with its action items (linear in the meetings stored: fine for a desk's records). */
async function visibleRows(db: Kysely<Database>, viewer: Viewer, ids?: readonly string[]): Promise<{ row: Row; items: ItemRow[] }[]> {
  if (ids && ids.length === 0) return [];
  let q = db.selectFrom('meetings').selectAll();
  if (ids) q = q.where('id', 'in', [...ids]);
  const rows = await q.orderBy('held_at', 'desc').orderBy('id', 'desc').execute();
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows
    .map((row) => ({ row, items: items.get(row.id) ?? [] }))
    .filter(({ row, items: its }) =>
      canSee(
        row,
        its.map((i) => i.owner_id),
        viewer,
      ),
    );
}

export async function listMeetings(db: Kysely<Database>, user: AuthUser, body: MeetingListBody, now: number): Promise<MeetingListRow[]> {
  const query = body.query?.trim() ?? '';
  if (query && !queryIsSearchable(query)) throw searchQueryShort();
  const hits = query ? await createTextIndex(db).search('meeting', query, { limit: 500 }) : null;
  const visible = await visibleRows(
    db,
    viewerOf(user),
    hits?.map((h) => h.refId),
  );
  const people = await loadPeople(db);
  const matched = visible.filter(({ row }) => {
    if (body.kind && row.kind !== body.kind) return false;
    if (body.product && !parseStringList(row.products).includes(body.product)) return false;
    if (body.attendeeId && !parseStringList(row.attendee_ids).includes(body.attendeeId)) return false;
    if (body.from !== undefined && Number(row.held_at) < body.from) return false;
    if (body.to !== undefined && Number(row.held_at) > body.to) return false;
    return true;
  });
  const rank = new Map((hits ?? []).map((h, i) => [h.refId, { h, i }]));
  const rows = matched.map(({ row, items }): MeetingListRow => {
    const hit = rank.get(row.id)?.h;
    return {
      id: row.id,
      title: row.title,
      kind: row.kind as MeetingListRow['kind'],
      heldAt: Number(row.held_at),
      attendees: parseStringList(row.attendee_ids).map((id) => refOf(people, id)),
      products: parseStringList(row.products),
      author: refOf(people, row.author_id),
      openItems: items.filter((i) => i.status === 'open').length,
      overdueItems: items.filter((i) => i.status === 'open' && Number(i.due_at) < now).length,
      restricted: row.visibility === 'restricted',
      updatedAt: Number(row.updated_at),
      match: hit ? { title: hit.title, snippet: hit.snippet, score: hit.score } : null,
    };
  });
  // With a query the index's order (best first); without, newest meeting first (the query's order).
  return hits ? rows.sort((a, b) => (rank.get(a.id)?.i ?? 0) - (rank.get(b.id)?.i ?? 0)) : rows;
}

export async function myActionItems(db: Kysely<Database>, user: AuthUser, now: number): Promise<MyActionItem[]> {
  const mine = await db.selectFrom('meeting_action_items').select('meeting_id').where('owner_id', '=', user.id).execute();
  const visible = await visibleRows(db, viewerOf(user), uniq(mine.map((m) => m.meeting_id)));
  const people = await loadPeople(db);
  return visible
    .flatMap(({ row, items }) =>
      items
        .filter((i) => i.owner_id === user.id)
        .map((i) => ({ ...toItem(i, people, now), meetingId: row.id, meetingTitle: row.title, heldAt: Number(row.held_at) })),
    )
    .sort((a, b) => a.dueAt - b.dueAt || a.id.localeCompare(b.id));
}

export async function setItemStatus(
  db: Kysely<Database>,
  link: FileLink,
  user: AuthUser,
  now: number,
  meetingId: string,
  itemId: string,
  status: ActionItem['status'],
): Promise<Meeting> {
  const { row, items } = await visibleRow(db, viewerOf(user), meetingId);
  const item = items.find((i) => i.id === itemId);
  if (!item) throw notFound('Action item');
  if (item.owner_id !== user.id && !canEdit(row, viewerOf(user)))
    throw apiError('forbidden', "Only the item's owner, the author and the attendees change its status");
  if (item.status === status) return getMeeting(db, link, user, meetingId, now);
  const fields = fieldsOfRow(row, items);
  const after: MeetingSaveBody = {
    ...fields,
    id: meetingId,
    version: Number(row.version),
    actionItems: fields.actionItems.map((a) => (a.id === itemId ? { ...a, status } : a)),
  };
  return (await saveMeeting(db, link, user, now, after, 'itemStatus')).meeting;
}

/** The role names a meeting may be shared with. */
export async function roleNames(db: Kysely<Database>): Promise<string[]> {
  return (await db.selectFrom('roles').select('name').orderBy('name').execute()).map((r) => r.name);
}

/** Stores how many hours before an action item's due time its owner is reminded. */
export async function setLeadHours(db: Kysely<Database>, userId: string, hours: number): Promise<void> {
  await db
    .insertInto('meeting_settings')
    .values({ user_id: userId, reminder_lead_hours: hours })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ reminder_lead_hours: hours }))
    .execute();
}
