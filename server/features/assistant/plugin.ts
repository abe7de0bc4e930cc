/**
 * The AI assistant (issue 23, docs/assistant.md): its provider settings and usage limits (providerRoutes.ts), the chat
 * (chatRoute.ts, chatTurn.ts) and the conversations (conversationRoutes.ts). The provider key is sealed with the credential cipher under a key derived from SECRET_KEY.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deriveCredentialKey } from '../../infra/credentials/credentialCipher';
import { registerChatRoute } from './chatRoute';
import { CheckPool } from './checkPool';
import { registerConversationRoutes } from './conversationRoutes';
import { registerProviderRoutes } from './providerRoutes';

async function assistantPlugin(app: FastifyInstance): Promise<void> {
  const credentialKey = deriveCredentialKey(app.config.secretKey);
  const checkPool = new CheckPool();
  app.addHook('onClose', () => checkPool.close());
  registerProviderRoutes(app, credentialKey);
  registerChatRoute(app, credentialKey, checkPool);
  registerConversationRoutes(app);
}

export default fp(assistantPlugin, { name: 'assistant', decorators: { fastify: ['reference'] } });
