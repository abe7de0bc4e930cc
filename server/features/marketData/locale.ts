/** The caller's locale (moved to server/infra/http/locale.ts, which other features share) and names in it. */
export { DEFAULT_LOCALE, LOCALES, type Locale, localeOf } from '../../infra/http/locale';

/** A name in the locale, else en-US, else any (common/market/instrumentName.ts). */
export { nameIn } from '../../../common/market/instrumentName';
