/**
 * The plain (TypeBox-free) values of the contract: the one place each is written. The schemas in user.ts and
 * envelope.ts are built from them, and the login and register pages import them from here, because importing
 * user.ts or envelope.ts would load TypeBox (about 15 KiB gzipped) into the login page.
 * tests/web/services.test.tsx checks that the schemas carry these values.
 */
export const SUCCESS_CODE = 200;
/** Default page size of list calls: the request layer sends it, the server assumes it (docs/spec-reference.md#9-business-constants-and-limits). */
export const DEFAULT_PAGE_SIZE = 10;
/** Largest page a list call answers. */
export const MAX_PAGE_SIZE = 200;
/** Mainland China mobile number (11 digits starting with 1[3-9]). */
export const PHONE_PATTERN = '^1[3-9]\\d{9}$';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** Phone login codes: CAPTCHA_LENGTH digits, one send per phone per cooldown, valid until expiry, at most this many guesses. */
export const CAPTCHA_LENGTH = 6;
export const CAPTCHA_COOLDOWN_SECONDS = 60;
export const CAPTCHA_EXPIRES_SECONDS = 5 * 60;
export const CAPTCHA_MAX_ATTEMPTS = 5;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const USERNAME_PATTERN = '^[A-Za-z0-9_.-]+$';
/** Limits of the login bodies (PasswordLoginBody). */
export const LOGIN_USERNAME_MAX = 64;
export const LOGIN_PASSWORD_MAX = 128;
/** RegisterBody.name. */
export const DISPLAY_NAME_MAX = 64;
/** Who may create an account on the register page: anyone, anyone but an administrator approves first, nobody. */
export type RegistrationMode = 'open' | 'approval' | 'closed';

/**
 * A link the console stores and shows: an absolute http or https URL, else null (a feed item's `javascript:` or
 * `data:` link is dropped, the item kept without it: docs/research/feeds.md). Server and web both apply it.
 */
export function httpLinkOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  const link = value.trim();
  try {
    const { protocol } = new URL(link);
    return protocol === 'http:' || protocol === 'https:' ? link : null;
  } catch {
    return null;
  }
}
