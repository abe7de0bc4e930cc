/** Small helpers over a ContractTarget: calls with a bearer token, logins, and readable checks of answers. */
import { type Static, Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { CallData } from '../support/callData';

export type { CallData } from '../support/callData';
export { must } from '../support/must';
import { Envelope } from '../../common/contract/envelope';
import type { ContractTarget, InjectResponse } from './target';

const ErrorEnvelope = Envelope(Type.Null());

export class ContractClient {
  constructor(readonly target: ContractTarget) {}

  /** POST `path` with a JSON body (omit `body` for calls without one); `data` is typed from the contract. */
  async call<P extends string>(path: P, body?: unknown, token?: string | null): Promise<InjectResponse<CallData<P>>> {
    const res = await this.target.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : undefined,
    });
    return res as InjectResponse<CallData<P>>;
  }

  /** POST and expect a 200 envelope; answers `data`. */
  async ok<P extends string>(path: P, body?: unknown, token?: string | null): Promise<CallData<P>> {
    const res = await this.call(path, body, token);
    expectStatus(res, 200, `POST ${path}`);
    return res.json().data;
  }

  async login(username: string, password: string): Promise<string> {
    const data = await this.ok('/v1/user/password_login', { username, password });
    return data.token;
  }
}

/** Fail with the answer's body in the message, so a broken contract says what came back. */
export function expectStatus(res: InjectResponse, status: number | number[], what = 'call') {
  const expected = Array.isArray(status) ? status : [status];
  if (!expected.includes(res.statusCode)) {
    let body: string;
    try {
      body = JSON.stringify(res.json());
    } catch {
      body = res.body ?? '(no body)';
    }
    throw new Error(`${what}: expected HTTP ${expected.join(' or ')}, got ${res.statusCode}: ${body.slice(0, 500)}`);
  }
}

/**
 * 401 without a message: missing, unknown, expired or revoked token (docs/spec-reference.md#8-error-catalogue). The
 * envelope still carries every key of the spec (code, msg, status, version), `msg` empty.
 */
export function expectUnauthorized(res: InjectResponse, what = 'call') {
  expectStatus(res, 401, what);
  const json = res.json();
  expectMatches(ErrorEnvelope, json, `${what} error envelope`);
  if (json.msg !== '') throw new Error(`${what}: a 401 for a bad token must carry an empty msg, got ${JSON.stringify(json)}`);
  if (json.code !== 401) throw new Error(`${what}: envelope code ${json.code}, expected 401`);
}

/** 401 WITH `msg` and msgKey api.error.forbidden: a valid user lacking the permission. */
export function expectForbidden(res: InjectResponse, what = 'call') {
  expectStatus(res, 401, what);
  const json = res.json();
  if (typeof json.msg !== 'string' || json.msg.length === 0 || json.msgKey !== 'api.error.forbidden') {
    throw new Error(`${what}: a permission refusal needs msg and msgKey api.error.forbidden, got ${JSON.stringify(json)}`);
  }
}

/** Anything but a 401: the caller got past the access check (the call itself may still fail). */
export function expectAllowed(res: InjectResponse, what = 'call') {
  if (res.statusCode === 401 || res.statusCode >= 500) {
    throw new Error(`${what}: expected to pass the access check, got ${res.statusCode}: ${JSON.stringify(res.json()).slice(0, 300)}`);
  }
}

/** Fail with the schema errors of an answer, not just "expected true"; afterwards `value` has the schema's type. */
export function expectMatches<T extends TSchema>(schema: T, value: unknown, what: string): asserts value is Static<T> {
  if (Value.Check(schema, value)) return;
  const errors = [...Value.Errors(schema, value)].slice(0, 5).map((e) => `${e.path || '/'}: ${e.message}`);
  throw new Error(`${what} does not match its schema: ${errors.join('; ')}\n${JSON.stringify(value).slice(0, 600)}`);
}

/** An error envelope: code = HTTP status, status 'fail', English msg and a locale msgKey. */
export function expectErrorEnvelope(res: InjectResponse, status: number, msgKey: string, what: string) {
  expectStatus(res, status, what);
  const json = res.json();
  expectMatches(ErrorEnvelope, json, `${what} error envelope`);
  expect({ code: json.code, status: json.status, msgKey: json.msgKey, hasMsg: typeof json.msg === 'string' && json.msg.length > 0 }).toEqual({
    code: status,
    status: 'fail',
    msgKey,
    hasMsg: true,
  });
}
