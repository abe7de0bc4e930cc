/**
 * What the contract suite runs against: the mock as `max dev` serves it (tests/contract/umiMockTarget.ts) or the
 * server (tests/contract/server.test.ts). Both answer through an in-process `inject`.
 */
import type { ApiEnvelope } from '../../common/contract/envelope';

export interface InjectOptions {
  method: string;
  url: string;
  /** An object is sent as JSON; a string or Buffer is sent as is (give the content-type in headers). */
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface InjectResponse<T = unknown> {
  statusCode: number;
  /** The parsed body: every answer under /v1, /v2 and /__mock is an envelope (throws on a body that is not JSON). */
  json(): ApiEnvelope<T>;
  /** Raw body text (optional: used to check that secrets are never echoed). */
  body?: string;
  headers?: Record<string, unknown>;
}

export interface ContractTarget {
  inject(opts: InjectOptions): Promise<InjectResponse>;
  /** Back to the seeded state: the QA accounts admin, trader and viewer, nothing else. */
  reset(): Promise<void>;
  close(): Promise<void>;
  /**
   * The login code last sent to `phone`: the mock's fixed code (which stands for the one its server sent), or what
   * the server's test SMS sender captured. Optional in the type, but the phone-login checks fail without it.
   */
  captchaCode?(phone: string): Promise<string | null>;
}
