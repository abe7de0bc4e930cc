/**
 * Bench stand-in for `@umijs/max` (the board bench bundles the board's components without Umi): English messages
 * from the app's own locale files, the locale, and a `request` that answers the series call with a small series.
 */
import messages from '../../../src/locales/en-US';

type Values = Record<string, unknown>;
const format = (id: string, values?: Values) =>
  (messages[id as keyof typeof messages] ?? id).replace(/\{(\w+)[^}]*\}/g, (_, k: string) => String(values?.[k] ?? ''));

// Formatters cached per options, as react-intl does in the app.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const cached = <F>(cache: Map<string, F>, options: object | undefined, make: () => F): F => {
  const key = JSON.stringify(options ?? {});
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
};

const intl = {
  locale: 'en-US',
  formatMessage: ({ id }: { id: string }, values?: Values) => format(id, values),
  formatNumber: (v: number, o?: Intl.NumberFormatOptions) => cached(numberFormats, o, () => new Intl.NumberFormat('en-US', o)).format(v),
  formatDate: (v: number, o?: Intl.DateTimeFormatOptions) => cached(dateFormats, o, () => new Intl.DateTimeFormat('en-US', o)).format(v),
};

export const useIntl = () => intl;
export const getIntl = () => intl;
export const getLocale = () => 'en-US';

const DAY = 86_400_000;
export async function request(path: string, options: { data?: { address?: string; interval?: string } }) {
  if (path === '/v2/marketData/series') {
    const now = Date.now();
    const today = Math.floor(now / DAY) * DAY;
    const points =
      options.data?.interval === '1d'
        ? Array.from({ length: 60 }, (_, i) => [today - (60 - i) * DAY, 100 + Math.sin(i / 5) * 5])
        : Array.from({ length: 240 }, (_, i) => [now - (240 - i) * 60_000, 100 + Math.sin(i / 20)]);
    return { code: 200, msg: '', data: { address: options.data?.address, unit: 'USD/t', points, demo: true, source: 'bench' } };
  }
  return { code: 404, msg: 'not in the bench', data: null };
}
