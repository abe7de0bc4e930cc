/**
 * Makes every intl object Umi's locale plugin creates (`useIntl` under the harness's provider, `getIntl()`
 * behind src/utils/i18n.ts) throw on a missing message, through the plugin's own runtime hook (`locale`,
 * the key an app's `src/app.tsx` may export): a page asking for a key the locale files lack fails its test.
 */
import { getPluginManager } from '@@/core/plugin';

/** react-intl reports an error object (v5+) or a message string (older versions, as in Umi's plugin). */
type IntlError = string | { code?: string; message?: string; descriptor?: { id?: string } };

function failOnIntlError(error: IntlError): never {
  if (typeof error === 'string') throw new Error(`intl error (a missing locale key?): ${error}`);
  const id = error.descriptor?.id;
  throw new Error(id ? `missing locale key ${id}: ${error.message}` : `intl error: ${error.message ?? String(error)}`);
}

const strict = new WeakSet<object>();

/** Registers the hook on Umi's current plugin manager (once per manager). */
export function enableStrictLocale(): void {
  const manager = getPluginManager();
  if (strict.has(manager)) return;
  manager.register({ apply: { locale: (config: object) => ({ ...config, onError: failOnIntlError }) }, path: 'tests/web/harness/strictLocale.ts' });
  strict.add(manager);
}
