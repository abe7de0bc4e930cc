/**
 * A spec's text (common/contract/pageSpec.ts `SpecText`) as the reader sees it: a locale key of a product page through
 * the app's messages, literal text of a user-made report as it is. A key the locale files lack shows the key itself
 * (a stored report that names a removed key still draws), never a crash.
 */
import type { SpecText } from '@common/contract/pageSpec';
import { hasOwnMessage } from '@/utils/i18n';

export interface Messages {
  messages: object;
  formatMessage: (descriptor: { id: string }) => string;
}

export function specText(intl: Messages, text: SpecText | undefined): string {
  if (!text) return '';
  if ('text' in text) return text.text;
  return hasOwnMessage(intl.messages, text.key) ? intl.formatMessage({ id: text.key }) : text.key;
}
