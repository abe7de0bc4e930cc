/**
 * Runs one tool call of the assistant as the asking user (docs/assistant.md, "Running a tool"). The call goes through
 * the app in process (`app.inject`) with the user's own session token, so it passes exactly what the user's browser
 * would: authentication, the call's access key, per-user rate limits, body validation and the handler's own checks
 * (series readable, strategy visible). A user without the FU page gets the series call's refusal, never FU data.
 *
 * The token stays here: what goes to the model is the compact result (common/assistant/toolResult.ts), built from the
 * envelope's data or error only. Arguments are checked against the call's body schema first, the way the server's
 * validator reads them (unknown properties dropped, defaults filled), so a model's mistake answers a clear error
 * result without a round trip; the server validates again. Nothing here throws: every failure is a result.
 */
import { performance } from 'node:perf_hooks';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AssistantTool, toolByName } from '../../../common/assistant/tools';
import { compactToolResult, type CompactLimits, DEFAULT_COMPACT_LIMITS, type ToolRun } from '../../../common/assistant/toolResult';
import { endpointByPath } from '../../../common/contract/endpoints';
import type { ApiEnvelope } from '../../../common/contract/envelope';
import { bearerToken } from '../../infra/auth/tokens';

export type { ToolRun };

/** Who asks: their session token (from the chat request) and their language (names in answers). */
export interface ToolCaller {
  token: string;
  acceptLanguage?: string;
}

/** The caller of the chat request that asks: its bearer token and language; null without a token (never the case past the access check). */
export function toolCallerOf(request: Pick<FastifyRequest, 'headers'>): ToolCaller | null {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const language = request.headers['accept-language'];
  return { token, ...(typeof language === 'string' && language ? { acceptLanguage: language } : {}) };
}

/** At most this many argument problems are named back to the model. */
const MAX_ARGUMENT_PROBLEMS = 5;

const failure = (status: number, msgKey: string, msg: string, started: number, fields?: Record<string, string>): ToolRun => ({
  ok: false,
  status,
  error: { msgKey, msg, ...(fields ? { fields } : {}) },
  ms: Math.round(performance.now() - started),
});

/** Models send arguments as an object or as JSON text; anything else is not arguments. */
function argumentsObject(args: unknown): Record<string, unknown> | null {
  let value = args;
  if (typeof value === 'string') {
    try {
      value = value.trim() === '' ? {} : JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (value === undefined || value === null) return {};
  return typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The arguments as the server's validator would take them, or the problems it would name. */
function checkedArguments(schema: TSchema, args: Record<string, unknown>): { body: unknown } | { problems: Record<string, string> } {
  // As server/app.ts configures ajv: unknown properties removed, defaults filled, no type coercion.
  const body = Value.Default(schema, Value.Clean(schema, Value.Clone(args)));
  if (Value.Check(schema, body)) return { body };
  const problems: Record<string, string> = {};
  for (const error of Value.Errors(schema, body)) {
    const at = error.path || '/';
    problems[at] ??= error.message;
    if (Object.keys(problems).length >= MAX_ARGUMENT_PROBLEMS) break;
  }
  return { problems };
}

/** Runs the named tool with the model's arguments as `caller`. */
export async function runTool(app: FastifyInstance, caller: ToolCaller, name: string, args: unknown): Promise<ToolRun> {
  const started = performance.now();
  const tool: AssistantTool | undefined = toolByName(name);
  if (!tool) return failure(0, 'api.error.notFound', `No tool named ${JSON.stringify(name).slice(0, 80)}`, started);
  const endpoint = endpointByPath[tool.path];
  let payload: string | undefined;
  if (endpoint.body) {
    const object = argumentsObject(args);
    if (!object) return failure(0, 'api.error.badRequest', 'Arguments must be a JSON object', started);
    const checked = checkedArguments(endpoint.body, object);
    if ('problems' in checked) return failure(0, 'api.error.badRequest', 'Arguments do not match the parameters', started, checked.problems);
    payload = JSON.stringify(checked.body);
  }
  try {
    const res = await app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: {
        authorization: `Bearer ${caller.token}`,
        ...(caller.acceptLanguage ? { 'accept-language': caller.acceptLanguage } : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload } : {}),
    });
    const envelope = res.json() as ApiEnvelope;
    const ms = Math.round(performance.now() - started);
    if (res.statusCode === 200) return { ok: true, status: 200, data: envelope.data, ms };
    return {
      ok: false,
      status: res.statusCode,
      error: { msgKey: envelope.msgKey ?? 'api.error.internal', msg: envelope.msg ?? '', ...(envelope.fields ? { fields: envelope.fields } : {}) },
      ms,
    };
  } catch (err) {
    // inject answers even for handler errors; this is the app closing under us or an answer that is not JSON.
    app.log.warn({ err, tool: name }, 'assistant tool call failed');
    return failure(500, 'api.error.internal', 'The call failed', started);
  }
}

/** Runs a tool and gives both forms: the result (for the page and the number check) and the block the model reads. */
export async function runToolForModel(
  app: FastifyInstance,
  caller: ToolCaller,
  name: string,
  args: unknown,
  limits: CompactLimits = DEFAULT_COMPACT_LIMITS,
): Promise<{ run: ToolRun; forModel: string }> {
  const run = await runTool(app, caller, name, args);
  return { run, forModel: compactToolResult(name, run, limits) };
}
