/**
 * Translation outside React components (request layer, session start-up, notices).
 * Components use `useIntl()`; both read the same locale files.
 */
import { getIntl } from '@umijs/max';

export function t(id: string, values?: Record<string, string | number>): string {
  return getIntl().formatMessage({ id }, values);
}

/** True when `messages` holds a message `id` of its own (a key such as `constructor` is not a message). */
export function hasOwnMessage(messages: object, id: string | undefined | null): id is string {
  return !!id && Object.getOwnPropertyDescriptor(messages, id) !== undefined;
}

/** True when the current locale has a message for `id` (so a server-sent key can be shown safely). */
export function hasMessage(id: string | undefined | null): id is string {
  return hasOwnMessage(getIntl().messages, id);
}
