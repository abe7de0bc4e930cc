/**
 * The caller's assistant conversations (docs/assistant.md "Conversations"): list (newest first), get (messages with
 * steps and checks), rename, delete (messages too), export as Markdown. Another user's id answers 404, as an unknown
 * one does. Rename and delete are audited.
 */
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../infra/audit/auditLog';
import { registerEndpoint } from '../../infra/http/endpoint';
import { badRequest, notFound } from '../../infra/http/apiError';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { deleteConversation, getConversation, listConversations, messagesOf, renameConversation } from './conversationStore';
import { conversationFileName, conversationMarkdown } from './exportMarkdown';

export function registerConversationRoutes(app: FastifyInstance): void {
  const now = () => app.config.now();
  const own = async (userId: string, id: string) => {
    const conversation = await getConversation(app.db, userId, id);
    if (!conversation) throw notFound('Conversation');
    return conversation;
  };

  registerEndpoint(app, '/v2/assistant/conversation/list', ({ user }) => listConversations(app.db, user.id));

  registerEndpoint(app, '/v2/assistant/conversation/get', async ({ user, body }) => {
    const conversation = await own(user.id, body.id);
    return { conversation, messages: await messagesOf(app.db, conversation.id) };
  });

  registerEndpoint(app, '/v2/assistant/conversation/rename', async ({ user, body }) => {
    const title = body.title.replace(/\s+/g, ' ').trim();
    if (!title) throw badRequest('title is empty', { title: FIELD_ERROR_KEYS.required });
    const before = await own(user.id, body.id);
    const renamed = await renameConversation(app.db, user.id, body.id, title, now());
    if (!renamed) throw notFound('Conversation');
    await recordAudit(app.db, now(), user, 'assistant.conversation.rename', { id: renamed.id, name: renamed.title }, { from: before.title, to: renamed.title });
    return renamed;
  });

  registerEndpoint(app, '/v2/assistant/conversation/delete', async ({ user, body }) => {
    const deleted = await deleteConversation(app.db, user.id, body.id);
    if (!deleted) throw notFound('Conversation');
    await recordAudit(app.db, now(), user, 'assistant.conversation.delete', { id: deleted.id, name: deleted.title }, { turns: deleted.turns });
    return { id: deleted.id };
  });

  registerEndpoint(app, '/v2/assistant/conversation/export', async ({ user, body }) => {
    const conversation = await own(user.id, body.id);
    const messages = await messagesOf(app.db, conversation.id);
    return { fileName: conversationFileName(conversation), markdown: conversationMarkdown(conversation, messages) };
  });
}
