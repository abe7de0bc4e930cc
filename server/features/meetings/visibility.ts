/**
 * Who may see a meeting: with visibility 'all', everyone who has the page (the endpoint's key already checked
 * that); with 'restricted', the users and roles listed. The author, the attendees and the owners of its action
 * items always see it. Administrators have no bypass: a restricted meeting is private to the people named
 * (docs/research/meetings.md, decisions).
 */
import type { AuthUser } from '../../infra/auth/authUser';
import { parseStringList } from '../../infra/db/jsonList';
import type { MeetingsTable } from './tables';

export interface Viewer {
  id: string;
  role: string;
}

export const viewerOf = (user: AuthUser): Viewer => ({ id: user.id, role: user.role });

export function canSee(row: MeetingsTable, ownerIds: readonly string[], viewer: Viewer): boolean {
  if (row.visibility !== 'restricted') return true;
  if (row.author_id === viewer.id) return true;
  if (parseStringList(row.attendee_ids).includes(viewer.id)) return true;
  if (ownerIds.includes(viewer.id)) return true;
  if (parseStringList(row.visible_user_ids).includes(viewer.id)) return true;
  return parseStringList(row.visible_roles).includes(viewer.role);
}

/** Author and attendees edit the record; everyone else who sees it reads it. */
export const canEdit = (row: MeetingsTable, viewer: Viewer): boolean => row.author_id === viewer.id || parseStringList(row.attendee_ids).includes(viewer.id);
