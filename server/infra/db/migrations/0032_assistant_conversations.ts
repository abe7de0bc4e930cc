/**
 * Issue 23's assistant conversations (server/features/assistant, docs/assistant.md "Conversations"): each user's
 * conversations and their messages (the question, the answer with its tool steps, number check, end and tokens).
 * Portable schema builder only (SQLite and PostgreSQL), like 0031.
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assistant_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('turns', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assistant_conversations_user').on('assistant_conversations').columns(['user_id', 'updated_at']).execute();
  await db.schema
    .createTable('assistant_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    /** JSON: AssistantStep[] (tool, path, arguments, the output the page shows). */
    .addColumn('steps', 'text', (c) => c.notNull())
    /** JSON: AssistantCheck, or null (questions, and answers cut before any text). */
    .addColumn('check_result', 'text')
    .addColumn('end_reason', 'text')
    .addColumn('tokens_in', 'bigint', (c) => c.notNull())
    .addColumn('tokens_out', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('assistant_messages_seq', ['conversation_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assistant_messages').ifExists().execute();
  await db.schema.dropIndex('assistant_conversations_user').ifExists().execute();
  await db.schema.dropTable('assistant_conversations').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
