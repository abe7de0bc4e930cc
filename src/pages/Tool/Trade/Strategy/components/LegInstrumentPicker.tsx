/**
 * A leg's input through the shared series picker (every series of the catalogue, each with its name and unit): an
 * instrument's price is held bare (`SHFE.FU@main`, the picker shows `md:SHFE.FU@main`), any other series as its address
 * (`ds:eia:RBRTE`, `set:<id>`, `md:SHFE.FU2601:settle`), which makes the strategy history only (the server's rule,
 * server/features/strategy/legs.ts). A typed `md:ICE.SG380` (a product for a month-mapped leg) is accepted as typed;
 * the server's check says whether it exists.
 */
import SeriesPicker from '@/components/market/SeriesPicker';

/** The picker's address of a leg: an instrument as `md:<instrument>`, an address as it is. */
export const toAddress = (instrument: string | undefined): string | null => (!instrument ? null : instrument.includes(':') ? instrument : `md:${instrument}`);
/** The leg's value of a picked address: an instrument's price (`md:X`, `md:X:close`, `md:X:last`) is the instrument. */
export const toInstrument = (address: string | null): string => {
  const text = address ?? '';
  const price = /^md:([^:]+)(?::(?:close|last))?$/.exec(text);
  return price ? price[1] : text;
};

export default function LegInstrumentPicker({ value, onChange, label }: { value?: string; onChange?: (instrument: string) => void; label: string }) {
  return <SeriesPicker value={toAddress(value)} onChange={(address) => onChange?.(toInstrument(address))} label={label} width={280} />;
}
