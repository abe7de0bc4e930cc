/**
 * Who may see a meeting, in the shared model of docs/visibility.md: with visibility 'all', everyone who has the page
 * (the endpoint's key already checked that); with 'restricted', the users and roles listed. The author and the
 * attendees always see it, and so do the owners of its action items (the meeting's own rule, composed on top: they
 * live in another table). Administrators have no bypass: a restricted meeting is private to the people named
 * (docs/research/meetings.md, decisions).
 */
import { API_ERRORS } from '../../../common/contract/errors';
import { parseStringList } from '../../infra/db/jsonList';
import { apiError } from '../../infra/http/apiError';
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

/** The people a save names who always see the meeting. */
interface WhoSees {
  attendeeIds: readonly string[];
  actionItems: readonly { ownerId: string }[];
}

/**
 * Attendees and action-item owners always see a meeting, so choosing them is choosing who sees it: the author's
 * alone (issue 19 item 7, docs/research/meetings.md). A non-author editor keeps the attendee list as it is and gives
 * action items only to people who already see the meeting by the author's choice (the author, the attendees, the
 * owners of its items); every other field stays theirs to edit. Refused with `forbidden` at the field.
 */
export function refuseWidening(before: WhoSees, after: WhoSees, authorId: string): void {
  const attendees = new Set(before.attendeeIds);
  const added = after.attendeeIds.findIndex((id) => !attendees.has(id));
  if (added >= 0 || after.attendeeIds.length !== attendees.size) {
    const field = added >= 0 ? `attendeeIds.${added}` : 'attendeeIds';
    throw apiError('forbidden', 'Only the author changes the attendees of a meeting', { [field]: API_ERRORS.forbidden.msgKey });
  }
  const seeing = new Set([authorId, ...before.attendeeIds, ...before.actionItems.map((a) => a.ownerId)]);
  const newOwner = after.actionItems.findIndex((a) => !seeing.has(a.ownerId));
  if (newOwner >= 0) {
    throw apiError('forbidden', 'Only the author gives action items to people who do not see the meeting', {
      [`actionItems.${newOwner}.ownerId`]: API_ERRORS.forbidden.msgKey,
    });
  }
}
