/**
 * Business constants of the web shell (docs/spec-reference.md#9-business-constants-and-limits) and the shell's own limits.
 * Components read these names; no interval, timeout or version literal lives anywhere else.
 */

/** localStorage key of the session token (docs/spec-reference.md#9-business-constants-and-limits). */
export const TOKEN_STORAGE_KEY = 'accessToken';

/** The version baked into this bundle from `.env` (UMI_APP_BUILD_VERSION); compared with the server's version. */
export const BUILD_VERSION: string = process.env.UMI_APP_BUILD_VERSION ?? '';

export const LOGIN_PATH = '/user/login';
export const REGISTER_PATH = '/user/register';
export const HOME_PATH = '/home';
/** Query parameter that carries the page to return to after login. */
export const REDIRECT_PARAM = 'redirect';

/** Data-source health poll (docs/spec-reference.md#4-states-and-transitions, #9-business-constants-and-limits). */
export const HEALTH_POLL_INTERVAL_MS = 60_000;
/**
 * Calls of the health fetch within this time of the previous one are dropped
 * (docs/spec-reference.md#7-the-calls-it-makes, #9-business-constants-and-limits).
 */
export const HEALTH_THROTTLE_MS = 300;
/** Server version poll (docs/spec-reference.md#4-states-and-transitions, #9-business-constants-and-limits). */
export const VERSION_POLL_INTERVAL_MS = 120_000;
/** Both polls time out after 1 s (docs/spec-reference.md#9-business-constants-and-limits). */
export const POLL_TIMEOUT_MS = 1_000;

/** Several 401s arriving together produce one notice and one redirect within this window. */
export const UNAUTHORIZED_DEDUPE_MS = 3_000;

/** sessionStorage key holding the time of the last automatic reload after a chunk error. */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunkReloadAt';
/** Within this window after an automatic reload, a further chunk error shows the error page instead of reloading again. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Phone login: seconds before another code may be requested (the server's, from the contract), and codes per visit of the login page. */
export { CAPTCHA_COOLDOWN_SECONDS } from '@common/contract/formats';
export const CAPTCHA_SENDS_PER_VISIT = 5;

/** Language prefixes written right to left (docs/spec-reference.md#4-states-and-transitions); the same list Umi's getDirection() uses. */
export const RTL_LANGUAGE_PREFIXES = ['he', 'ar', 'fa', 'ku'] as const;
