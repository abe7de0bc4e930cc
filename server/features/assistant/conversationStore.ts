/**
 * The assistant's conversations and messages (docs/assistant.md "Conversations"; tables of migration
 * 0032_assistant_conversations). Every read and write names the owner: a conversation of another user is the same as
 * none (null / false), so the calls answer 404 without saying it exists.
 *
 * The chat writes the question when the turn starts (`startTurn`: a new conversation or the next message of the
 * caller's own) and the answer when it ends (`saveAnswer`), each in one transaction.
 */
import type { Kysely } from 'kysely';
import {
  ASSISTANT_TITLE_MAX,
  type AssistantCheck,
  type AssistantConversation,
  type AssistantMessage,
  type AssistantStep,
  type AssistantTurnEnd,
} from '../../../common/contract/assistant';
import { isUniqueViolation } from '../../infra/db/errors';
import { newId } from '../../infra/db/ids';
import type { Database } from '../../schema';
import type { AssistantConversationTable, AssistantMessageTable } from './tables';

/** A conversation's first title: the question on one line, cut to ASSISTANT_TITLE_MAX characters (by code point). */
export function titleOf(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= ASSISTANT_TITLE_MAX ? line : `${chars.slice(0, ASSISTANT_TITLE_MAX - 1).join('')}…`;
}

const toConversation = (r: AssistantConversationTable): AssistantConversation => ({
  id: r.id,
  title: r.title,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
  turns: Number(r.turns),
});

const parseJson = <T>(text: string | null, fallback: T): T => {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

const toMessage = (r: AssistantMessageTable): AssistantMessage => ({
  id: r.id,
  role: r.role,
  text: r.text,
  steps: parseJson<AssistantStep[]>(r.steps, []),
  check: parseJson<AssistantCheck | null>(r.check_result, null),
  end: (r.end_reason as AssistantTurnEnd | null) ?? null,
  tokensIn: Number(r.tokens_in),
  tokensOut: Number(r.tokens_out),
  createdAt: Number(r.created_at),
});

/** The caller's conversation, or undefined (none, or another user's). */
async function ownRow(db: Kysely<Database>, userId: string, id: string): Promise<AssistantConversationTable | undefined> {
  return db.selectFrom('assistant_conversations').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function listConversations(db: Kysely<Database>, userId: string): Promise<AssistantConversation[]> {
  const rows = await db
    .selectFrom('assistant_conversations')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toConversation);
}

export async function getConversation(db: Kysely<Database>, userId: string, id: string): Promise<AssistantConversation | null> {
  const row = await ownRow(db, userId, id);
  return row ? toConversation(row) : null;
}

/** The messages of a conversation, in order (the caller has checked ownership). */
export async function messagesOf(db: Kysely<Database>, conversationId: string): Promise<AssistantMessage[]> {
  const rows = await db.selectFrom('assistant_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('seq').execute();
  return rows.map(toMessage);
}

export async function renameConversation(db: Kysely<Database>, userId: string, id: string, title: string, at: number): Promise<AssistantConversation | null> {
  const result = await db
    .updateTable('assistant_conversations')
    .set({ title, updated_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return getConversation(db, userId, id);
}

/** Deletes the conversation and its messages in one transaction; false when it is not the caller's. */
export async function deleteConversation(db: Kysely<Database>, userId: string, id: string): Promise<AssistantConversation | null> {
  return db.transaction().execute(async (trx) => {
    const row = await ownRow(trx, userId, id);
    if (!row) return null;
    await trx.deleteFrom('assistant_messages').where('conversation_id', '=', id).execute();
    await trx.deleteFrom('assistant_conversations').where('id', '=', id).execute();
    return toConversation(row);
  });
}

/** What the turn needs of its conversation: the earlier messages (the model's history) and where the question went. */
export interface StartedTurn {
  conversation: AssistantConversation;
  /** Earlier messages, before this question. */
  history: AssistantMessage[];
  /** Whether the question opened the conversation. */
  created: boolean;
}

/**
 * Writes the question: into the caller's conversation `conversationId` (null when it is not the caller's), or into a
 * new one titled after it. One transaction: the message and the conversation's turn count and time.
 */
export async function startTurn(
  db: Kysely<Database>,
  userId: string,
  conversationId: string | undefined,
  question: string,
  at: number,
): Promise<StartedTurn | null | 'busy'> {
  try {
    return await questionTurn(db, userId, conversationId, question, at);
  } catch (err) {
    // Two questions of one conversation written at once (the chat route lets one turn run per conversation in a
    // process; two processes can still meet here): the second takes the same seq and is refused, not a 500.
    if (isUniqueViolation(err)) return 'busy';
    throw err;
  }
}

async function questionTurn(
  db: Kysely<Database>,
  userId: string,
  conversationId: string | undefined,
  question: string,
  at: number,
): Promise<StartedTurn | null> {
  return db.transaction().execute(async (trx) => {
    let row: AssistantConversationTable | undefined;
    let created = false;
    if (conversationId !== undefined) {
      row = await ownRow(trx, userId, conversationId);
      if (!row) return null;
    } else {
      row = { id: newId(), user_id: userId, title: titleOf(question), created_at: at, updated_at: at, turns: 0 };
      await trx.insertInto('assistant_conversations').values(row).execute();
      created = true;
    }
    const history = created ? [] : await messagesOf(trx, row.id);
    const seq = history.length + 1;
    await trx
      .insertInto('assistant_messages')
      .values({
        id: newId(),
        conversation_id: row.id,
        seq,
        role: 'user',
        text: question,
        steps: '[]',
        check_result: null,
        end_reason: null,
        tokens_in: 0,
        tokens_out: 0,
        created_at: at,
      })
      .execute();
    const turns = Number(row.turns) + 1;
    await trx.updateTable('assistant_conversations').set({ turns, updated_at: at }).where('id', '=', row.id).execute();
    return { conversation: toConversation({ ...row, turns, updated_at: at }), history, created };
  });
}

export interface Answer {
  text: string;
  steps: AssistantStep[];
  check: AssistantCheck | null;
  end: AssistantTurnEnd;
  tokensIn: number;
  tokensOut: number;
}

/**
 * Writes the answer after the question. The conversation may have been deleted while the turn ran (another tab):
 * then nothing is written. Its seq is the next free one, so two turns in the same conversation both keep their answer.
 */
export async function saveAnswer(db: Kysely<Database>, conversationId: string, answer: Answer, at: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('assistant_conversations').select('id').where('id', '=', conversationId).executeTakeFirst();
    if (!exists) return;
    const last = await trx
      .selectFrom('assistant_messages')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    await trx
      .insertInto('assistant_messages')
      .values({
        id: newId(),
        conversation_id: conversationId,
        seq: Number(last?.seq ?? 0) + 1,
        role: 'assistant',
        text: answer.text,
        steps: JSON.stringify(answer.steps),
        check_result: answer.check ? JSON.stringify(answer.check) : null,
        end_reason: answer.end,
        tokens_in: Math.max(0, Math.round(answer.tokensIn)),
        tokens_out: Math.max(0, Math.round(answer.tokensOut)),
        created_at: at,
      })
      .execute();
    await trx.updateTable('assistant_conversations').set({ updated_at: at }).where('id', '=', conversationId).execute();
  });
}
