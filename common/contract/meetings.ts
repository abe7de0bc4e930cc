/**
 * Issue 11 (docs/research.md, docs/research/meetings.md): internal meeting records, action items and their
 * reminders. Owner: server/meetings/, server/routes/meetings/, page src/pages/Tool/Research/Meetings/.
 *
 * Every call is gated by the page's key; a meeting the caller may not see (visibility) answers "not found", and
 * is never listed or found by search. Every save keeps a version (who, when, which fields, before and after).
 */
import { Type, type Static } from '@sinclair/typebox';
import { e, type Endpoint } from './endpoint';
import { EpochMs, Nothing, Nullable } from './envelope';

const KEY = 'auth_tool_research_internal' as const;

export const MEETING_KINDS = ['morning', 'weekly', 'strategy'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];
export const ACTION_ITEM_STATUSES = ['open', 'done', 'cancelled'] as const;
export type ActionItemStatus = (typeof ACTION_ITEM_STATUSES)[number];

export const MEETING_TITLE_MAX = 200;
/** Markdown body: 20,000 characters (a long strategy review runs to about 8,000). */
export const MEETING_BODY_MAX = 20_000;
export const MEETING_LIST_MAX = 50;
export const MEETING_ITEM_TEXT_MAX = 500;
export const MEETING_ATTACHMENTS_MAX = 20;
/** Reminder lead time bounds (hours before an action item's due time). */
export const REMINDER_LEAD_HOURS_DEFAULT = 24;
export const REMINDER_LEAD_HOURS_MAX = 24 * 14;

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Product = Type.String({ minLength: 1, maxLength: 20 });
const Kind = Type.Union(MEETING_KINDS.map((k) => Type.Literal(k)));
const Status = Type.Union(ACTION_ITEM_STATUSES.map((s) => Type.Literal(s)));

export const ActionItemFields = Type.Object({
  /** Kept across edits so a reminder is sent once per item; a new item has none. */
  id: Type.Optional(Id),
  text: Type.String({ minLength: 1, maxLength: MEETING_ITEM_TEXT_MAX }),
  ownerId: Id,
  dueAt: EpochMs,
  status: Status,
});
export type ActionItemFields = Static<typeof ActionItemFields>;

export const MeetingVisibility = Type.Object({
  /** 'all': everyone with the page; 'restricted': the users and roles listed (the author and attendees always). */
  mode: Type.Union([Type.Literal('all'), Type.Literal('restricted')]),
  userIds: Type.Array(Id, { maxItems: 200 }),
  roles: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 50 }),
});
export type MeetingVisibility = Static<typeof MeetingVisibility>;

/** The fields of a meeting as the author enters them. */
export const MeetingFields = Type.Object({
  title: Type.String({ minLength: 1, maxLength: MEETING_TITLE_MAX }),
  kind: Kind,
  /** Epoch ms when it started. */
  heldAt: EpochMs,
  attendeeIds: Type.Array(Id, { maxItems: 200 }),
  products: Type.Array(Product, { maxItems: 30 }),
  body: Type.String({ maxLength: MEETING_BODY_MAX }),
  /** File-management ids the author can see. */
  attachmentIds: Type.Array(Id, { maxItems: MEETING_ATTACHMENTS_MAX }),
  decisions: Type.Array(Type.String({ minLength: 1, maxLength: MEETING_ITEM_TEXT_MAX }), { maxItems: MEETING_LIST_MAX }),
  actionItems: Type.Array(ActionItemFields, { maxItems: MEETING_LIST_MAX }),
  visibility: MeetingVisibility,
});
export type MeetingFields = Static<typeof MeetingFields>;

export const UserRef = Type.Object({ id: Type.String(), name: Type.String() });
export type UserRef = Static<typeof UserRef>;

export const ActionItem = Type.Object({
  id: Type.String(),
  text: Type.String(),
  ownerId: Type.String(),
  ownerName: Type.String(),
  dueAt: Type.Number(),
  status: Status,
  /** Open and past its due time (at the server's clock). */
  overdue: Type.Boolean(),
});
export type ActionItem = Static<typeof ActionItem>;

export const MeetingAttachment = Type.Object({
  id: Type.String(),
  name: Type.String(),
  size: Type.Number(),
  /** Short-lived signed download address (10 minutes): anyone who may see the meeting may download its files. */
  url: Type.String(),
});
export type MeetingAttachment = Static<typeof MeetingAttachment>;

export const Meeting = Type.Object({
  id: Type.String(),
  title: Type.String(),
  kind: Kind,
  heldAt: Type.Number(),
  attendees: Type.Array(UserRef),
  products: Type.Array(Type.String()),
  body: Type.String(),
  attachments: Type.Array(MeetingAttachment),
  decisions: Type.Array(Type.String()),
  actionItems: Type.Array(ActionItem),
  visibility: MeetingVisibility,
  author: UserRef,
  /** Number of saves (1 after the create). */
  version: Type.Integer(),
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
});
export type Meeting = Static<typeof Meeting>;

/** Create (no `id`) or edit a meeting; `version` (the one read) refuses an edit over someone else's newer save. */
export const MeetingSaveBody = Type.Composite([MeetingFields, Type.Object({ id: Type.Optional(Id), version: Type.Optional(Type.Integer({ minimum: 1 })) })]);
export type MeetingSaveBody = Static<typeof MeetingSaveBody>;

export const MeetingIdBody = Type.Object({ id: Id });

const Segment = Type.Object({ text: Type.String(), hit: Type.Boolean() });

export const MeetingListBody = Type.Object({
  /** Full-text query (title, body, decisions, action items); empty lists by time, newest first. */
  query: Type.Optional(Type.String({ maxLength: 200 })),
  kind: Type.Optional(Kind),
  product: Type.Optional(Product),
  attendeeId: Type.Optional(Id),
  from: Type.Optional(EpochMs),
  to: Type.Optional(EpochMs),
});
export type MeetingListBody = Static<typeof MeetingListBody>;

export const MeetingListRow = Type.Object({
  id: Type.String(),
  title: Type.String(),
  kind: Kind,
  heldAt: Type.Number(),
  attendees: Type.Array(UserRef),
  products: Type.Array(Type.String()),
  author: UserRef,
  openItems: Type.Integer(),
  overdueItems: Type.Integer(),
  restricted: Type.Boolean(),
  updatedAt: Type.Number(),
  /** With a query: the highlighted title and snippet, and the rank (higher is better). */
  match: Nullable(Type.Object({ title: Type.Array(Segment), snippet: Type.Array(Segment), score: Type.Number() })),
});
export type MeetingListRow = Static<typeof MeetingListRow>;

export const MEETING_FIELDS = ['title', 'kind', 'heldAt', 'attendees', 'products', 'body', 'attachments', 'decisions', 'actionItems', 'visibility'] as const;
export type MeetingFieldName = (typeof MEETING_FIELDS)[number];

export const MeetingFieldChange = Type.Object({
  field: Type.Union(MEETING_FIELDS.map((f) => Type.Literal(f))),
  /** JSON text of the value before (null on create) and after. */
  before: Nullable(Type.String()),
  after: Type.String(),
});
export type MeetingFieldChange = Static<typeof MeetingFieldChange>;

export const MeetingVersion = Type.Object({
  version: Type.Integer(),
  at: Type.Number(),
  user: UserRef,
  changes: Type.Array(MeetingFieldChange),
});
export type MeetingVersion = Static<typeof MeetingVersion>;

export const MyActionItem = Type.Composite([ActionItem, Type.Object({ meetingId: Type.String(), meetingTitle: Type.String(), heldAt: Type.Number() })]);
export type MyActionItem = Static<typeof MyActionItem>;

export const ActionItemStatusBody = Type.Object({ meetingId: Id, itemId: Id, status: Status });

/** Where the web app runs (`location.origin`): the export's attachment links lead back to the page there. */
export const MEETING_LINK_ORIGIN_PATTERN = '^https?://[A-Za-z0-9.:\\[\\]-]+$';
export const MeetingExportBody = Type.Object({
  id: Id,
  origin: Type.Optional(Type.String({ maxLength: 200, pattern: MEETING_LINK_ORIGIN_PATTERN })),
});
export type MeetingExportBody = Static<typeof MeetingExportBody>;

export const MeetingMarkdown = Type.Object({ fileName: Type.String(), content: Type.String() });

export const MeetingSettings = Type.Object({
  /** Hours before an action item's due time its owner is reminded. */
  reminderLeadHours: Type.Integer({ minimum: 1, maximum: REMINDER_LEAD_HOURS_MAX }),
});
export type MeetingSettings = Static<typeof MeetingSettings>;

export const MEETINGS_ENDPOINTS = [
  e(
    '/v2/meetings/list',
    KEY,
    MeetingListBody,
    Type.Array(MeetingListRow),
    'Meetings the caller may see: filters, and full-text search with highlights',
    'added',
  ),
  e('/v2/meetings/get', KEY, MeetingIdBody, Meeting, 'One meeting (not found when hidden from the caller)', 'added'),
  e('/v2/meetings/save', KEY, MeetingSaveBody, Meeting, 'Create or edit a meeting (every save keeps a version)', 'added'),
  e('/v2/meetings/delete', KEY, MeetingIdBody, Nothing, 'Delete a meeting (its author or an administrator)', 'added'),
  e('/v2/meetings/history', KEY, MeetingIdBody, Type.Array(MeetingVersion), "A meeting's versions, newest first", 'added'),
  e('/v2/meetings/users', KEY, null, Type.Array(UserRef), 'Users who can open the page (attendee, owner and visibility pickers)', 'added'),
  e('/v2/meetings/roles', KEY, null, Type.Array(Type.String()), 'Role names (the visibility picker)', 'added'),
  e('/v2/meetings/actionItem/mine', KEY, null, Type.Array(MyActionItem), "The caller's action items in meetings they may see, soonest due first", 'added'),
  e('/v2/meetings/actionItem/status', KEY, ActionItemStatusBody, Meeting, 'Set the status of an action item (its owner or the meeting author)', 'added'),
  e('/v2/meetings/export/markdown', KEY, MeetingExportBody, MeetingMarkdown, 'One meeting as a Markdown document', 'added'),
  e('/v2/meetings/settings/get', KEY, null, MeetingSettings, "The caller's reminder lead time", 'added'),
  e('/v2/meetings/settings/set', KEY, MeetingSettings, MeetingSettings, "Set the caller's reminder lead time", 'added'),
] as const satisfies readonly Endpoint[];
