/**
 * Row-by-row checks of a push batch: each refused row gets its reason, the valid rows become ticks (feed 'push',
 * demo false). Pure: reference data, the clock, the allowed skew and the assignment come from the caller.
 */
import type { PushRowError, PushTick } from '../../../../common/contract/feeds';
import type { Tick } from '../../../../common/contract/marketData';
import { isOnTickGrid } from '../../../../common/domain/tickGrid';
import { parseInstrument, productKeyOf } from '../../../../common/market/address';
import type { ReferenceData } from '../../../infra/market/ports';

export interface PushCheck {
  /** Undefined until the reference area registers: every row is then an unknown instrument. */
  reference: ReferenceData | undefined;
  now: number;
  /** How far in the future a tick's time may be (clock differences). */
  maxSkewMs: number;
  /** Whether the push feed serves the product (`SHFE.FU`) now. */
  servesPush: (productKey: string) => boolean;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const optionalFinite = (v: unknown) => v === undefined || v === null || finite(v);

/** One row: its tick, or why it is refused. */
function checkRow(row: PushTick, check: PushCheck): Tick | { reason: PushRowError['reason']; message: string } {
  const refuse = (reason: PushRowError['reason'], message: string) => ({ reason, message });
  const bad = (['ts', 'last', 'bid', 'ask', 'volume', 'oi'] as const).find((f) => (f === 'ts' || f === 'last' ? !finite(row[f]) : !optionalFinite(row[f])));
  if (bad) return refuse('notFinite', `${bad} is not a finite number`);
  const ts = row.ts as number;
  const ref = parseInstrument(row.instrument);
  if (!ref || ref.continuous) return refuse('unknownInstrument', `${row.instrument} is not a contract or instrument code (EXCHANGE.CODE[YYMM])`);
  const date = new Date(ts).toISOString().slice(0, 10);
  const spec = check.reference?.resolveInstrument(ref, date);
  if (!spec || !check.reference) return refuse('unknownInstrument', `${row.instrument} is not a known instrument`);
  // A dated product takes only its contracts listed that day; an undated one only its bare code.
  const listed = check.reference.contracts(spec.exchange, spec.code, date);
  if (listed.length ? !listed.some((c) => c.instrument === row.instrument) : ref.month !== null)
    return refuse('unknownInstrument', `${row.instrument} is not a listed contract on ${date}`);
  if (ts > check.now + check.maxSkewMs) return refuse('futureTime', `ts is ${ts - check.now} ms in the future (at most ${check.maxSkewMs} allowed)`);
  const offGrid = (['last', 'bid', 'ask'] as const).find((f) => finite(row[f]) && !isOnTickGrid(row[f] as number, spec.tick));
  if (offGrid) return refuse('offTickGrid', `${offGrid} ${row[offGrid]} is not a multiple of the tick ${spec.tick}`);
  const product = productKeyOf(ref);
  if (!check.servesPush(product)) return refuse('notAssigned', `${product} is not assigned to the push feed`);
  const num = (v: unknown) => (finite(v) ? v : null);
  return {
    instrument: row.instrument,
    ts,
    last: row.last as number,
    bid: num(row.bid),
    ask: num(row.ask),
    volume: num(row.volume),
    oi: num(row.oi),
    demo: false,
    feed: 'push',
  };
}

export function validatePushRows(rows: readonly PushTick[], check: PushCheck): { ticks: Tick[]; errors: PushRowError[] } {
  const ticks: Tick[] = [];
  const errors: PushRowError[] = [];
  for (const [index, row] of rows.entries()) {
    const result = checkRow(row, check);
    if ('reason' in result) errors.push({ row: index, instrument: row.instrument, ...result });
    else ticks.push(result);
  }
  return { ticks, errors };
}
