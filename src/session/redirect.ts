/**
 * Where to go after login, and how to get to the login page.
 * The `redirect` query parameter carries the page the user came from; it is only followed when it is a
 * path of this app (hash routing), never another origin or a scheme such as `javascript:`.
 */
import { history } from '@umijs/max';
import { HOME_PATH, LOGIN_PATH, REDIRECT_PARAM, REGISTER_PATH } from '@/constants';

/** Pages that work without a session. */
export function isPublicPath(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname === REGISTER_PATH;
}

/** Control characters (U+0000 to U+001F): browsers drop some of them from URLs, so `/\t/evil.example` becomes `//evil.example`. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

/** A same-app path to return to, or the home page when `raw` is missing or unsafe. */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw) return HOME_PATH;
  const unsafe = !raw.startsWith('/') || raw.startsWith('//') || raw.includes(':') || raw.includes('\\') || hasControlCharacter(raw);
  if (unsafe) return HOME_PATH;
  const pathname = raw.split(/[?#]/, 1)[0];
  // Returning to login or register after logging in would loop.
  return isPublicPath(pathname) ? HOME_PATH : raw;
}

/** The redirect target carried by a query string such as `?redirect=%2Ftool`. */
export function redirectFromSearch(search: string): string {
  return safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM));
}

/** `/user/login?redirect=<current page>` (no parameter when the current page is public or the home page). */
export function loginPathFor(pathname: string, search = ''): string {
  if (isPublicPath(pathname) || pathname === '/' || pathname === HOME_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(pathname + search)}`;
}

/**
 * Replace the current page with the login page, remembering where the user was. Does nothing on the login page itself
 * (the hash-mode onPageChange race would otherwise bounce a user who is logging in), and leaves the register page
 * alone (docs/spec-reference.md#2-screens-and-routes: staying there is handled).
 */
export function goToLogin(): void {
  const { pathname, search } = history.location;
  if (isPublicPath(pathname)) return;
  history.replace(loginPathFor(pathname, search));
}
