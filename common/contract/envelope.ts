/**
 * The response envelope every call answers with (docs/spec-reference.md#3-entities-and-their-fields: code, msg, status, version).
 * `data` carries the payload; `msgKey` is a stable locale key so the web app can show `msg` in the
 * user's language; `fields` maps form fields to locale keys for field-level errors.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SUCCESS_CODE } from './formats';

// Plain values live in ./formats.ts, which the browser can import without TypeBox.
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SUCCESS_CODE };

export const ErrorFields = Type.Record(Type.String(), Type.String());

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    code: Type.Integer(),
    msg: Type.String(),
    msgKey: Type.Optional(Type.String()),
    fields: Type.Optional(ErrorFields),
    retryAfter: Type.Optional(Type.Integer({ minimum: 1 })),
    status: Type.Unknown(),
    version: Type.String(),
    data: data,
  });

export interface ApiEnvelope<T = unknown> {
  code: number;
  /** Always present (the spec's envelope keys): '' on success and on the "login expired" 401, English text on other failures. */
  msg: string;
  /** Locale key of `msg` (e.g. `api.error.badCredentials`). */
  msgKey?: string;
  /** Field name -> locale key, for 400 answers. */
  fields?: Record<string, string>;
  /** Seconds to wait before trying again, on 429 answers (also the `Retry-After` header). */
  retryAfter?: number;
  /** 'success' | 'fail' in general; the health map for `checkHealth` (docs/spec-reference.md#7: "response has code and status"). */
  status: unknown;
  /** The deployed server version (docs/spec-reference.md#7: the version call's "response has version"). */
  version: string;
  data: T;
}

export const PageQuery = Type.Object({
  current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
});
export type PageQuery = Static<typeof PageQuery>;

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    current: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });
export interface PageResult<T> {
  list: T[];
  total: number;
  current: number;
  pageSize: number;
}

/** A value or `null` (a missing number in JSON). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Empty = Type.Object({});
export const Nothing = Type.Null();

/**
 * A time in a request body: whole epoch milliseconds from 1970 to 2100. Integer, because PostgreSQL compares it
 * with bigint columns and refuses a fraction (`5e-324`) with an error the caller should never see.
 */
export const EpochMs = Type.Integer({ minimum: 0, maximum: 4102444800000 });
