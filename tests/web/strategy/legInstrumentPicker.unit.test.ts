/**
 * A leg's value and the picker's address (LegInstrumentPicker): an instrument's price is held as the bare instrument
 * (it ticks), every other series as its address, which the server makes history only (server/features/strategy/legs.ts).
 */
import { toAddress, toInstrument } from '@/pages/Tool/Trade/Strategy/components/LegInstrumentPicker';

test('an md: price is the instrument; another field or scheme stays an address; the round trip keeps both', () => {
  expect(toInstrument('md:SHFE.FU@main')).toBe('SHFE.FU@main');
  expect(toInstrument('md:SHFE.FU2601:close')).toBe('SHFE.FU2601');
  expect(toInstrument('md:SHFE.FU2601:last')).toBe('SHFE.FU2601');
  expect(toInstrument('md:SHFE.FU2601:settle')).toBe('md:SHFE.FU2601:settle');
  expect(toInstrument('ds:eia:RBRTE')).toBe('ds:eia:RBRTE');
  expect(toInstrument(null)).toBe('');
  expect(toAddress('SHFE.FU@main')).toBe('md:SHFE.FU@main');
  expect(toAddress('set:abc')).toBe('set:abc');
  expect(toAddress('')).toBeNull();
});
