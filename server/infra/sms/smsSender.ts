/**
 * Where login codes go. The default 'log' provider writes the code to the server log (for development and for
 * sites without an SMS contract); a real provider implements SmsSender and is added to PROVIDERS under the
 * name SMS_PROVIDER selects. Nothing else in the server knows how codes travel.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface SmsSender {
  readonly name: string;
  /** Delivers `code` to `phone`; rejects when the provider refuses (the caller answers 502). */
  sendLoginCode(phone: string, code: string, expiresInSeconds: number): Promise<void>;
}

class LogSmsSender implements SmsSender {
  readonly name = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}
  async sendLoginCode(phone: string, code: string, expiresInSeconds: number): Promise<void> {
    this.log.info({ sms: { phone, code, expiresInSeconds } }, `SMS (log provider): login code ${code} for ${phone}, valid ${expiresInSeconds} s`);
  }
}

const PROVIDERS: Record<string, (log: FastifyBaseLogger) => SmsSender> = {
  log: (log) => new LogSmsSender(log),
};

export function createSmsSender(provider: string, log: FastifyBaseLogger): SmsSender {
  const make = PROVIDERS[provider];
  if (!make) throw new Error(`SMS_PROVIDER "${provider}" is unknown; available: ${Object.keys(PROVIDERS).join(', ')}`);
  return make(log);
}
