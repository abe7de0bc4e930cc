/**
 * A leg's instrument through the shared series picker (futures and FX of the catalogue, each with its name and unit):
 * the form holds the bare instrument (`SHFE.FU@main`), the picker an md: address (`md:SHFE.FU@main`). A typed
 * `md:ICE.SG380` (a product for a month-mapped leg) is accepted as typed; the server's check says whether it exists.
 */
import SeriesPicker from '@/components/market/SeriesPicker';

export const toAddress = (instrument: string | undefined): string | null => (instrument ? `md:${instrument}` : null);
export const toInstrument = (address: string | null): string => (address ?? '').replace(/^md:/, '').replace(/:(last|close|settle)$/, '');

export default function LegInstrumentPicker({ value, onChange, label }: { value?: string; onChange?: (instrument: string) => void; label: string }) {
  return <SeriesPicker value={toAddress(value)} onChange={(address) => onChange?.(toInstrument(address))} label={label} kind="md" field={null} width={280} />;
}
