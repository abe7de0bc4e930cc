/**
 * The AI assistant (issue 23, docs/assistant.md): its provider settings and usage limits (providerRoutes.ts). The
 * provider key is sealed with the credential cipher under a key derived from SECRET_KEY.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deriveCredentialKey } from '../../infra/credentials/credentialCipher';
import { registerProviderRoutes } from './providerRoutes';

async function assistantPlugin(app: FastifyInstance): Promise<void> {
  const credentialKey = deriveCredentialKey(app.config.secretKey);
  registerProviderRoutes(app, credentialKey);
}

export default fp(assistantPlugin, { name: 'assistant' });
