/**
 * The session token in localStorage (docs/spec-reference.md#4-states-and-transitions, #9-business-constants-and-limits).
 * Every reader and writer goes through here.
 */
import { TOKEN_STORAGE_KEY } from '@/constants';

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy mode); behave as signed out.
    return null;
  }
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function removeToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    /* nothing stored, nothing to clear */
  }
}
