/**
 * Options for intl.formatDate when a moment needs its time of day. Umi's react-intl (3.x) passes only the
 * classic Intl.DateTimeFormat fields through: `dateStyle`/`timeStyle` are dropped and the answer silently
 * becomes a bare date, so every page uses these instead.
 */
export const DATE_TIME = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' } as const;
export const DATE_TIME_SECONDS = { ...DATE_TIME, second: '2-digit' } as const;
/** A compact moment for narrow table columns (no year; the full moment is in the cell's tooltip). */
export const DATE_TIME_COMPACT = { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' } as const;
