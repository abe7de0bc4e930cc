/** The editor's working copy of a meeting, and how it turns into the save call's body. */
import type { Meeting, MeetingFields, MeetingKind, MeetingSaveBody } from '@common/contract/meetings';

export type Draft = MeetingFields;

/** A new meeting: starting now, with the kind's template as its body (the caller passes the text). */
export const newDraft = (kind: MeetingKind, now: number, template: string): Draft => ({
  title: '',
  kind,
  heldAt: now,
  attendeeIds: [],
  products: [],
  body: template,
  attachmentIds: [],
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
  attachmentIds: m.attachments.map((a) => a.id),
  decisions: m.decisions,
  actionItems: m.actionItems.map(({ id, text, ownerId, dueAt, status }) => ({ id, text, ownerId, dueAt, status })),
  visibility: m.visibility,
});

/** The save body: blank decisions are dropped (the server refuses empty strings); an edit names the version read. */
export const saveBodyOf = (draft: Draft, meeting: Meeting | null): MeetingSaveBody => ({
  ...draft,
  title: draft.title.trim(),
  decisions: draft.decisions.map((d) => d.trim()).filter(Boolean),
  actionItems: draft.actionItems.map((a) => ({ ...a, text: a.text.trim() })),
  ...(meeting ? { id: meeting.id, version: meeting.version } : {}),
});
