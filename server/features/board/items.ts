/**
 * What a watchlist may hold: `md:` instruments (without a field: the board shows the instrument's live price) and
 * `spread:` strategies, each once. Parsed with common/market/address.ts, the one address parser.
 */
import { parseAddress } from '../../../common/market/address';

/** The first problem of `items` as a field error (`items.3` -> a message), or null when every item is valid. */
export function itemProblem(items: readonly string[]): { field: string; message: string } | null {
  const seen = new Set<string>();
  for (const [i, text] of items.entries()) {
    const field = `items.${i}`;
    const address = parseAddress(text);
    if (!address || (address.scheme !== 'md' && address.scheme !== 'spread')) return { field, message: `Not an instrument or strategy address: ${text}` };
    if (address.scheme === 'md' && text.split(':').length > 2) return { field, message: `A watchlist holds instruments, not fields: ${text}` };
    if (seen.has(text)) return { field, message: `Listed twice: ${text}` };
    seen.add(text);
  }
  return null;
}
