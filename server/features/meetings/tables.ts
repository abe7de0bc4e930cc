/** Kysely types of the meetings tables (migration 0016_meetings). */

export interface MeetingsTable {
  id: string;
  title: string;
  kind: string;
  held_at: number;
  attendee_ids: string;
  products: string;
  body: string;
  attachment_ids: string;
  decisions: string;
  visibility: string;
  visible_user_ids: string;
  visible_roles: string;
  author_id: string;
  version: number;
  created_at: number;
  updated_at: number;
}

export interface MeetingActionItemsTable {
  id: string;
  meeting_id: string;
  position: number;
  text: string;
  owner_id: string;
  due_at: number;
  status: string;
}

export interface MeetingVersionsTable {
  meeting_id: string;
  version: number;
  at: number;
  user_id: string;
  user_name: string;
  changes: string;
}

export interface MeetingRemindersTable {
  item_id: string;
  user_id: string;
  reason: string;
  sent_at: number;
}

export interface MeetingSettingsTable {
  user_id: string;
  reminder_lead_hours: number;
}

export interface MeetingTables {
  meetings: MeetingsTable;
  meeting_action_items: MeetingActionItemsTable;
  meeting_versions: MeetingVersionsTable;
  meeting_reminders: MeetingRemindersTable;
  meeting_settings: MeetingSettingsTable;
}
