/**
 * Who may see a meeting, in the shared model of docs/visibility.md: with visibility 'all', everyone who has the page
 * (the endpoint's key already checked that); with 'restricted', the users and roles listed. The author and the
 * attendees always see it, and so do the owners of its action items (the meeting's own rule, composed on top: they
 * live in another table). Administrators have no bypass: a restricted meeting is private to the people named
 * (docs/research/meetings.md, decisions).
 */
import { parseStringList } from '../../infra/db/jsonList';
import { type AdminRule, canRead, type ItemVisibility, type Viewer } from '../../infra/visibility/audience';
import type { MeetingsTable } from './tables';

/** Minutes of a restricted meeting stay private to the people named, administrators included. */
const ADMINS: AdminRule = 'noBypass';

/** A meeting's audience in the shared model (any mode other than 'restricted' reads as 'all'). */
export function meetingVisibility(row: MeetingsTable): ItemVisibility {
  return {
    ownerId: row.author_id,
    audience:
      row.visibility === 'restricted'
        ? { kind: 'listed', userIds: parseStringList(row.visible_user_ids), roles: parseStringList(row.visible_roles) }
        : { kind: 'everyone' },
    alwaysSee: parseStringList(row.attendee_ids),
  };
}

export const canSee = (row: MeetingsTable, ownerIds: readonly string[], viewer: Viewer): boolean =>
  canRead(viewer, meetingVisibility(row), ADMINS) || ownerIds.includes(viewer.id);

/** Author and attendees edit the record; everyone else who sees it reads it. */
export const canEdit = (row: MeetingsTable, viewer: Viewer): boolean => row.author_id === viewer.id || parseStringList(row.attendee_ids).includes(viewer.id);
