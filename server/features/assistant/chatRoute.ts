/**
 * `POST /v2/assistant/chat { conversationId?, message }` (docs/assistant.md "The chat", docs/api.md): refusals before
 * the stream are the usual envelopes (400 bad body and 401/403 by registerEndpoint; then no provider, the day's
 * tokens used up, an unknown or another user's conversation); otherwise the question is stored and the turn streams
 * (chatTurn.ts) on the raw response, with the SDK's UI message stream headers. A client that goes away aborts the
 * provider call; the turn is then stored as `cancelled`. After every turn: usage recorded, answer stored, audit row.
 */
import type { FastifyInstance } from 'fastify';
import { ASSISTANT_TOOLS } from '../../../common/assistant/tools';
import { CONVERSION_RATE_KEYS, type ConversionRate } from '../../../common/assistant/numberCheck';
import { recordAudit } from '../../infra/audit/auditLog';
import { chinaDate } from '../../infra/chinaDate';
import { CredentialTamperError } from '../../infra/credentials/credentialCipher';
import { apiError, notFound, retryLater } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { lazyModule } from '../../infra/lazyModule';
import type { TurnOutcome } from './chatTurn';
import type { CheckPool } from './checkPool';
import { saveAnswer, startTurn } from './conversationStore';
import { providerForCall, recordUsage, remainingTokens } from './store';
import { toolCallerOf } from './toolRunner';

const DAY_S = 86_400;
/** Seconds until the next 00:00 Asia/Shanghai (UTC+8 all year), when the daily allowance starts again. */
export const secondsToChinaMidnight = (now: number): number => DAY_S - (Math.floor(now / 1000 + 8 * 3600) % DAY_S);

/** The reference rates in force today under the keys the number check converts with. */
function ratesInForce(app: FastifyInstance, day: string): ConversionRate[] {
  const keys = [...CONVERSION_RATE_KEYS.barrelsPerTonne, ...CONVERSION_RATE_KEYS.usdCny];
  return keys.flatMap((key) => {
    const rate = app.reference.rateAsOf(key, day);
    return rate && Number.isFinite(rate.value) ? [{ key, value: rate.value }] : [];
  });
}

const pathOfTool = new Map(ASSISTANT_TOOLS.map((t) => [t.name, t.path]));

/** The AI SDK and the turn built on it, loaded on the first chat (chatRuntime.ts). */
const loadChatRuntime = lazyModule(() => import('./chatRuntime'));

export function registerChatRoute(app: FastifyInstance, credentialKey: Buffer, checkPool: CheckPool): void {
  const now = () => app.config.now();
  /** Conversations with a turn running in this process: one at a time, so a conversation's answers keep their order. */
  const answering = new Set<string>();

  registerEndpoint(app, '/v2/assistant/chat', async ({ user, body, request, reply }) => {
    let provider: Awaited<ReturnType<typeof providerForCall>>;
    try {
      provider = await providerForCall(app.db, credentialKey);
    } catch (err) {
      if (!(err instanceof CredentialTamperError)) throw err;
      app.log.error('assistant provider key does not open (SECRET_KEY changed?): enter it again');
      provider = null;
    }
    if (!provider) throw apiError('assistantNotConfigured', 'No assistant provider is configured');
    const { chatModelOf, chatTurnStream, pipeUIMessageStreamToResponse } = await loadChatRuntime();
    const day = chinaDate(now());
    const remaining = await remainingTokens(app.db, user.id, day);
    if (remaining <= 0) throw retryLater('assistantDailyLimit', "Today's assistant tokens are used up", secondsToChinaMidnight(now()));
    if (body.conversationId !== undefined && answering.has(body.conversationId))
      throw apiError('assistantBusy', 'A question of this conversation is still being answered');
    const turn = await startTurn(app.db, user.id, body.conversationId, body.message, now());
    if (turn === 'busy') throw apiError('assistantBusy', 'A question of this conversation is still being answered');
    if (!turn) throw notFound('Conversation');
    const conversationId = turn.conversation.id;
    answering.add(conversationId);
    const caller = toolCallerOf(request);
    if (!caller) throw apiError('unauthorized', 'Not signed in');

    const abort = new AbortController();
    // The client went away before the stream ended: stop the provider call (the turn is stored as cancelled).
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
      answering.delete(conversationId);
    });

    const onDone = async (outcome: TurnOutcome) => {
      const at = now();
      try {
        await recordUsage(app.db, user.id, day, outcome.tokensIn, outcome.tokensOut);
        await saveAnswer(app.db, turn.conversation.id, { ...outcome }, at);
        await recordAudit(
          app.db,
          at,
          user,
          'assistant.chat',
          { id: turn.conversation.id, name: turn.conversation.title },
          {
            conversation: turn.conversation.id,
            question: body.message,
            tools: outcome.steps.map((s) => ({
              tool: s.tool,
              path: pathOfTool.get(s.tool) ?? s.path,
              input: s.input,
              ok: s.output.ok,
              status: s.output.status,
            })),
            end: outcome.end,
            tokensIn: outcome.tokensIn,
            tokensOut: outcome.tokensOut,
          },
        );
      } catch (err) {
        app.log.error({ err }, 'assistant turn could not be stored');
      }
      answering.delete(conversationId);
      return { remainingTokens: await remainingTokens(app.db, user.id, day).catch(() => 0) };
    };

    const stream = chatTurnStream({
      app,
      model: chatModelOf(provider, app.config.outbound),
      caller,
      question: body.message,
      history: turn.history,
      conversation: { id: turn.conversation.id, title: turn.conversation.title },
      remaining,
      rates: ratesInForce(app, day),
      checkPool,
      abortSignal: abort.signal,
      today: day,
      onDone,
    });
    // From here the answer is the stream: the reply is the raw response (headers set so far, e.g. security, kept).
    reply.hijack();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = String(value);
    await pipeUIMessageStreamToResponse({ response: reply.raw, stream, headers });
    return null;
  });
}
