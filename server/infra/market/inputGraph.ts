/**
 * The graph of derived series (issue 22): a strategy reads its legs, a data set its inputs, and either may read the
 * other. Saving one refuses a definition that would read itself back; the walk follows SeriesResolver.inputsOf and
 * visits each address once, so it ends on any graph.
 */
import type { SeriesResolver } from './ports';

/** Does reading `addresses` read `target`, directly or through the series they read? */
export async function readsAddress(series: Pick<SeriesResolver, 'inputsOf'>, addresses: readonly string[], target: string): Promise<boolean> {
  const seen = new Set<string>();
  const queue = [...addresses];
  for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
    if (address === target) return true;
    if (seen.has(address)) continue;
    seen.add(address);
    queue.push(...(await series.inputsOf(address)));
  }
  return false;
}
