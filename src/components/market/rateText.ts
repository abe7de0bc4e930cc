/**
 * How a dated reference rate is named and dated on screens (the explanation of a spread's value, issue 18): by its
 * name in the user's language (the key stays available as a tooltip), and "since the start of the records" for the
 * seeded rows whose date is only the placeholder EARLIEST_VALID_FROM, never "valid from 1970-01-01".
 */
import { EARLIEST_VALID_FROM } from '@common/contract/reference';

type Text = (id: string, values?: Record<string, string | number>) => string;
type Has = (id: string) => boolean;

/** The rate's name (`reference.rateName.<key>`), or the key itself for a key added by an administrator. */
export const rateName = (f: Text, has: Has, key: string): string => (has(`reference.rateName.${key}`) ? f(`reference.rateName.${key}`) : key);

export const validFromText = (f: Text, validFrom: string | null): string =>
  validFrom === null ? '—' : validFrom === EARLIEST_VALID_FROM ? f('reference.validFrom.start') : validFrom;
