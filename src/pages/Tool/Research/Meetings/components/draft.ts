/** The editor's working copy of a meeting, and how it turns into the save call's body. */
import type { Meeting, MeetingFields, MeetingKind, MeetingSaveBody } from '@common/contract/meetings';

/**
 * An attachment as the editor shows it: the name and size come from the meeting, the file picker or the upload;
 * `url` (a signed download address) only for files the server has answered with, not for one just uploaded.
 */
export interface DraftAttachment {
  id: string;
  name: string;
  size: number;
  url?: string;
}

/** The meeting's fields, with the attachments kept whole (names for the list) instead of as ids. */
export type Draft = Omit<MeetingFields, 'attachmentIds'> & { attachments: DraftAttachment[] };

/** A new meeting: starting now, with the kind's template as its body (the caller passes the text). */
export const newDraft = (kind: MeetingKind, now: number, template: string): Draft => ({
  title: '',
  kind,
  heldAt: now,
  attendeeIds: [],
  products: [],
  body: template,
  attachments: [],
  decisions: [],
  actionItems: [],
  visibility: { mode: 'all', userIds: [], roles: [] },
});

export const draftOf = (m: Meeting): Draft => ({
  title: m.title,
  kind: m.kind,
  heldAt: m.heldAt,
  attendeeIds: m.attendees.map((u) => u.id),
  products: m.products,
  body: m.body,
  attachments: m.attachments,
  decisions: m.decisions,
  actionItems: m.actionItems.map(({ id, text, ownerId, dueAt, status }) => ({ id, text, ownerId, dueAt, status })),
  visibility: m.visibility,
});

/** The save body: blank decisions are dropped (the server refuses empty strings); an edit names the version read. */
export const saveBodyOf = ({ attachments, ...draft }: Draft, meeting: Meeting | null): MeetingSaveBody => ({
  ...draft,
  title: draft.title.trim(),
  attachmentIds: attachments.map((a) => a.id),
  decisions: draft.decisions.map((d) => d.trim()).filter(Boolean),
  actionItems: draft.actionItems.map((a) => ({ ...a, text: a.text.trim() })),
  ...(meeting ? { id: meeting.id, version: meeting.version } : {}),
});
