/**
 * Plain (TypeBox-free) copies of the contract values the login and register pages need at first
 * render: importing user.ts or envelope.ts would load TypeBox (about 20 KiB gzipped) into the login
 * page. tests/web/services.test.tsx pins every value here to its TypeBox-side original.
 * (Added by the web shell; user.ts and envelope.ts could import these instead of repeating them.)
 */
export const SUCCESS_CODE = 200;
/** Mainland China mobile number (11 digits starting with 1[3-9]). */
export const PHONE_PATTERN = '^1[3-9]\\d{9}$';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const CAPTCHA_LENGTH = 6;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const USERNAME_PATTERN = '^[A-Za-z0-9_.-]+$';
/** Limits of the login bodies (PasswordLoginBody). */
export const LOGIN_USERNAME_MAX = 64;
export const LOGIN_PASSWORD_MAX = 128;
/** RegisterBody.name. */
export const DISPLAY_NAME_MAX = 64;
