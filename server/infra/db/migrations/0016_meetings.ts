/**
 * Internal meetings (issue 11, docs/research/meetings.md): the meeting records, their action items (a table of
 * their own: "my action items" and the reminder job read them across meetings), every saved version, the
 * reminders already sent (a unique row claimed before notifying, so two server processes notify once) and the
 * users' reminder lead times. Portable schema builder only; lists are JSON text.
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meetings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    /** 'morning' | 'weekly' | 'strategy' */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('held_at', 'bigint', (c) => c.notNull())
    /** JSON arrays: user ids, product codes, file ids, decision texts. */
    .addColumn('attendee_ids', 'text', (c) => c.notNull())
    .addColumn('products', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachment_ids', 'text', (c) => c.notNull())
    .addColumn('decisions', 'text', (c) => c.notNull())
    /** 'all' | 'restricted'; with 'restricted', JSON arrays of the user ids and role names who may see it. */
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('visible_user_ids', 'text', (c) => c.notNull())
    .addColumn('visible_roles', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('meetings_held_at').on('meetings').columns(['held_at']).execute();
  await db.schema
    .createTable('meeting_action_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('meeting_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    /** 'open' | 'done' | 'cancelled' */
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('meeting_action_items_meeting').on('meeting_action_items').columns(['meeting_id']).execute();
  await db.schema.createIndex('meeting_action_items_owner').on('meeting_action_items').columns(['owner_id', 'status']).execute();
  await db.schema
    .createTable('meeting_versions')
    .addColumn('meeting_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    /** JSON array of { field, before, after } (before/after as JSON text). */
    .addColumn('changes', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('meeting_versions_pk', ['meeting_id', 'version'])
    .execute();
  await db.schema
    .createTable('meeting_reminders')
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    /** 'assigned' | 'dueSoon' */
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('meeting_reminders_pk', ['item_id', 'user_id', 'reason'])
    .execute();
  await db.schema
    .createTable('meeting_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('reminder_lead_hours', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['meeting_settings', 'meeting_reminders', 'meeting_versions', 'meeting_action_items', 'meetings']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}

const migration: Migration = { up, down };
export default migration;
