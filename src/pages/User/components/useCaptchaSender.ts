/**
 * Sending login codes: after each code a countdown (at least 60 s, longer if the server asks) before
 * the next, and at most CAPTCHA_SENDS_PER_VISIT codes per visit of the login page. Only codes the
 * server accepted count.
 */
import { useEffect, useState } from 'react';
import { CAPTCHA_COOLDOWN_SECONDS, CAPTCHA_SENDS_PER_VISIT } from '@/constants';
import type { CaptchaSendBody, CaptchaSendResult } from '@common/contract/user';

export interface CaptchaSender {
  /** Seconds until another code may be requested (0 = now). */
  cooldown: number;
  sent: number;
  left: number;
  sending: boolean;
  /** Resolves with the server's answer (null when sending is not allowed now); rejects with the failure. */
  send: (phone: string) => Promise<CaptchaSendResult | null>;
}

/** `purpose`: login codes (the login page) or codes proving a new account's phone (the register page). */
export function useCaptchaSender(purpose: NonNullable<CaptchaSendBody['purpose']> = 'login'): CaptchaSender {
  // The countdown runs against a deadline, so a throttled background tab still ends it on time.
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sent, setSent] = useState(0);
  const [sending, setSending] = useState(false);
  const cooldown = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);

  const left = Math.max(0, CAPTCHA_SENDS_PER_VISIT - sent);

  const send = async (phone: string) => {
    if (cooldown > 0 || left <= 0 || sending) return null;
    setSending(true);
    try {
      const { requestCaptcha } = await import('../authActions');
      const result = await requestCaptcha(phone, purpose);
      setSent((n) => n + 1);
      const start = Date.now();
      setNow(start);
      setUntil(start + 1000 * Math.max(CAPTCHA_COOLDOWN_SECONDS, result?.cooldownSeconds ?? 0));
      return result;
    } finally {
      setSending(false);
    }
  };

  return { cooldown, sent, left, sending, send };
}
