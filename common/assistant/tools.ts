/**
 * The assistant's tools (issue 23, docs/assistant.md "Tools"): the console's own read calls, each derived from its
 * declaration in the contract (common/contract/endpoints.ts). The call's summary is the tool's description, its
 * TypeBox body schema (JSON schema already) the tool's parameters, its access key the check the server applies when
 * the tool runs as the asking user (server/features/assistant/toolRunner.ts). Nothing here is written twice: rename a
 * call or change its body and the tool follows, or the list fails to load (a path the contract lacks).
 *
 * Which calls are tools is an explicit list, not a pattern: only calls that read. The rule (docs/assistant.md,
 * "Which calls are tools"): a call is a tool when answering it changes nothing a user or the server keeps (no row
 * written, no read flag set, no job started). tests/api/assistantTools.test.ts runs every tool and compares every
 * table of the database before and after; WRITE_WORDS below refuses the obvious mistakes at load.
 */
import type { Endpoint, EndpointAccess, EndpointPath } from '../contract/endpoints';
import { endpointByPath } from '../contract/endpoints';

/** A JSON schema object as a function-calling API takes it (plain data: no TypeBox symbols). */
export type JsonSchema = { [key: string]: unknown };

export interface AssistantTool {
  /** OpenAI function-name rules (^[a-zA-Z0-9_-]{1,64}$), derived from the path: `/v2/marketData/series` -> `marketData_series`. */
  name: string;
  path: EndpointPath;
  /** The call's summary in the contract, word for word. */
  description: string;
  /** The call's body schema as plain JSON schema; an empty object schema for calls without a body. */
  parameters: JsonSchema;
  /** The call's access (a page key, 'user'): the server checks it against the asking user, not the model. */
  access: EndpointAccess;
}

/**
 * The read calls the assistant may make, in the order offered to the model. Not here on purpose:
 * `/v2/research/document/get` (it marks the document read for the caller), every save/delete/import, and
 * `/v2/strategy/preview`/`check` (reads, but they evaluate formulas the model would write; not needed for answers).
 */
export const TOOL_PATHS = [
  '/v2/marketData/catalog',
  '/v2/marketData/series',
  '/v2/strategy/list',
  '/v2/strategy/get',
  '/v2/strategy/explain',
  '/v2/strategy/byMonth',
  '/v2/analytics/metrics',
  '/v2/analytics/seasonality',
  '/v2/analytics/regression',
  '/v2/calendar/event/list',
  '/v2/calendar/event/history',
  '/v2/research/document/list',
  '/v2/research/annotation/list',
] as const satisfies readonly EndpointPath[];

/**
 * Path segments that name a change. A tool path containing one is refused at load: a backstop to the database
 * comparison of the API test, which proves the rule for the calls listed.
 */
export const WRITE_WORDS: readonly string[] = [
  'save',
  'set',
  'add',
  'create',
  'update',
  'delete',
  'remove',
  'upload',
  'import',
  'commit',
  'share',
  'copy',
  'subscribe',
  'unsubscribe',
  'state',
  'pins',
  'read',
  'reset',
  'approve',
  'register',
  'logout',
  'send',
  'run',
  'generate',
  'revokeOthers',
  'settings',
];

/** `/v2/research/document/list` -> `research_document_list`: the segments after the version, joined by `_`. */
export function toolNameOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const rest = /^v\d+$/.test(segments[0] ?? '') ? segments.slice(1) : segments;
  return rest
    .join('_')
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .slice(0, 64);
}

/** The empty parameters of a call without a body: an object that takes nothing. */
const NO_PARAMETERS: JsonSchema = { type: 'object', properties: {}, additionalProperties: false };

/** A TypeBox schema as plain JSON (TypeBox marks schemas with symbol keys, which JSON leaves out). */
const plainSchema = (schema: object): JsonSchema => JSON.parse(JSON.stringify(schema)) as JsonSchema;

/** The tool of one declared call; throws when the call is not declared or its path names a change. */
export function toolOf(path: string, endpoints: Readonly<Record<string, Endpoint>> = endpointByPath): AssistantTool {
  const endpoint = endpoints[path];
  if (!endpoint) throw new Error(`assistant tool ${path}: not a call of the contract (common/contract/endpoints.ts)`);
  const writeWord = path.split('/').find((segment) => WRITE_WORDS.includes(segment));
  if (writeWord) throw new Error(`assistant tool ${path}: "${writeWord}" names a change; tools only read (docs/assistant.md)`);
  if (endpoint.access === 'public') throw new Error(`assistant tool ${path}: a public call has no user to check`);
  return {
    name: toolNameOf(path),
    path: endpoint.path as EndpointPath,
    description: endpoint.summary,
    parameters: endpoint.body ? plainSchema(endpoint.body) : NO_PARAMETERS,
    access: endpoint.access,
  };
}

/** Every tool, built from the contract when this module loads (a renamed call fails here, and in its test). */
export const ASSISTANT_TOOLS: readonly AssistantTool[] = TOOL_PATHS.map((path) => toolOf(path));

const byName = new Map(ASSISTANT_TOOLS.map((tool) => [tool.name, tool]));

/** The tool the model named, or undefined (a model may invent names). */
export const toolByName = (name: string): AssistantTool | undefined => byName.get(name);
