/**
 * A shared result opened by someone other than its owner shows only what that reader may read (issue 19 item 5,
 * docs/analytics/backtesting.md "Saved results and links"): each input series (the run's address, its benchmark) is
 * checked against the reader's rights now (products through grants, strategies through their visibility: the series
 * resolver's `canRead`). An unreadable main input withholds every per-bar value derived from its closes (bar times,
 * closes, net value, drawdown, positions, rolling Sharpe, trades with their prices, rolls, the benchmark on its dates);
 * the summary metrics stay, as the saved list shows them to every reader anyway. An unreadable benchmark is left
 * out alone. The answer names each withheld input and why. The owner sees everything. Imported points and trade
 * books are the owner's own data, shared by their choice, and are not checked.
 */
import type { RunBody, SavedResult, WithheldInput } from '../../../common/contract/backtesting';
import { parseAddress } from '../../../common/market/address';

const reasonOf = (address: string): WithheldInput['reason'] => {
  const scheme = parseAddress(address)?.scheme;
  return scheme === 'md' ? 'product' : scheme === 'spread' ? 'strategy' : 'series';
};

/** The saved result as `canRead` (the reader's right to a series address) allows it. */
export async function withholdUnreadable(saved: SavedResult, canRead: (address: string) => Promise<boolean>): Promise<SavedResult> {
  if (saved.mine) return saved;
  const withheld: WithheldInput[] = [];
  let result = saved.result;
  // A stored run is read as it was written (possibly by an older version): no field is assumed.
  const input = (saved.run as Partial<RunBody>).input;
  if (input?.kind === 'address' && input.address && !(await canRead(input.address))) {
    withheld.push({ part: 'input', address: input.address, reason: reasonOf(input.address) });
    result = { ...result, t: [], nav: [], drawdown: [], price: [], positions: [], rollingSharpe: [], trades: [], rolls: [], benchmark: null };
  }
  const benchmark = saved.run.benchmark;
  if (benchmark && !(await canRead(benchmark))) {
    withheld.push({ part: 'benchmark', address: benchmark, reason: reasonOf(benchmark) });
    result = { ...result, benchmark: null };
  }
  return withheld.length === 0 ? saved : { ...saved, result, withheld };
}
