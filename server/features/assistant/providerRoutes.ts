/**
 * The assistant's provider settings and usage (docs/assistant.md): administrators set and read the provider (the API
 * key write-only) and its prices, a holder of the page reads their tokens and cost today against the daily limits.
 */
import type { FastifyInstance } from 'fastify';
import type { AssistantProviderSetBody } from '../../../common/contract/assistant';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { recordAudit } from '../../infra/audit/auditLog';
import { chinaDate } from '../../infra/chinaDate';
import { badRequest } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { allowanceOn, type ProviderInput, readProvider, savePricing, saveProvider } from './store';

/** The body's URL and model as stored: trimmed, the URL http(s) without user info (the outbound client refuses those too). */
function checkedProvider(body: AssistantProviderSetBody): ProviderInput {
  const baseUrl = body.baseUrl.trim();
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw badRequest('baseUrl is not a URL', { baseUrl: FIELD_ERROR_KEYS.invalid });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('baseUrl must be an http or https URL', { baseUrl: FIELD_ERROR_KEYS.invalid });
  if (url.username || url.password)
    throw badRequest('baseUrl must not carry a user name or password (the key goes in apiKey)', { baseUrl: FIELD_ERROR_KEYS.invalid });
  const model = body.model.trim();
  if (!model) throw badRequest('model is empty', { model: FIELD_ERROR_KEYS.required });
  return { baseUrl, model, apiKey: body.apiKey, timeoutMs: body.timeoutMs, dailyTokenLimit: body.dailyTokenLimit };
}

export function registerProviderRoutes(app: FastifyInstance, credentialKey: Buffer): void {
  const now = () => app.config.now();

  registerEndpoint(app, '/v2/assistant/provider/set', async ({ user, body }) => {
    const input = checkedProvider(body);
    const { provider, keyChange } = await saveProvider(app.db, credentialKey, input, user.username, now());
    // The audit row holds the settings and whether the key changed, never the key.
    const { configured: _configured, updatedAt: _at, updatedBy: _by, pricing: _pricing, ...settings } = provider;
    await recordAudit(app.db, now(), user, 'assistant.provider', { id: null, name: provider.model ?? '' }, { ...settings, key: keyChange });
    return provider;
  });

  registerEndpoint(app, '/v2/assistant/provider/get', async () => readProvider(app.db));

  registerEndpoint(app, '/v2/assistant/provider/pricing', async ({ user, body }) => {
    await savePricing(app.db, body, user.username, now());
    await recordAudit(app.db, now(), user, 'assistant.pricing', { id: null, name: body.currency }, { ...body });
    return readProvider(app.db);
  });

  registerEndpoint(app, '/v2/assistant/usage', async ({ user }) => {
    const day = chinaDate(now());
    return { day, ...(await allowanceOn(app.db, user.id, day)) };
  });
}
