/**
 * The series picker: any series address the user may read, searched in the catalogue on the server
 * (src/services/market/catalog.ts) while it is open, or typed as an address. One picker for every page that chooses a
 * series (calculators, seasonality, the board's "add" box, product pages):
 * - `kind` limits the entries (md for futures);
 * - `field` rewrites a picked md: address to that field (`md:ICE.BRENT@main` -> `md:ICE.BRENT@main:settle`: basis and
 *   roll return use settlements), or with `null` to the bare instrument (`md:SHFE.FU@main`, what a watchlist holds);
 * - `extra` puts options of the page's own before the catalogue's, each group under its heading (the board's strategies);
 * - `exclude` leaves out addresses already chosen.
 */
import { useIntl } from '@umijs/max';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import type { CatalogEntry } from '@common/contract/marketData';
import { useCatalogSearch } from '@/services/market/catalog';
import { strategyName } from '@/utils/strategyName';
import { nameWithUnit } from './nameWithUnit';

/** `md:X` or `md:X:close` -> `md:X:<field>` (`null`: `md:X`); other schemes, and an undefined field, unchanged. */
export function withField(address: string, field: string | null | undefined): string {
  if (field === undefined || !address.startsWith('md:')) return address;
  const [, instrument] = address.split(':');
  return field === null ? `md:${instrument}` : `md:${instrument}:${field}`;
}

/** How a catalogue entry reads in a list: `Fuel oil main (CNY/t) md:SHFE.FU@main`. */
export const catalogLabel = (entry: Pick<CatalogEntry, 'name' | 'unit'>, address: string): string => `${nameWithUnit(entry.name, entry.unit)} ${address}`;

export interface PickerOption {
  value: string;
  label: string;
}

export interface SeriesPickerProps {
  value: string | null;
  onChange: (address: string | null) => void;
  /** The accessible name (and the placeholder unless one is given). */
  label: string;
  placeholder?: string;
  kind?: CatalogEntry['kind'];
  field?: string | null;
  /** A typed address is offered as it is (the server answers whether it exists and may be read). Default true. */
  acceptTyped?: boolean;
  /** Options of the page's own, listed first under their heading, filtered by the search like the catalogue's. */
  extra?: { label: string; options: readonly PickerOption[] };
  /** The catalogue's heading when `extra` is given. */
  catalogHeading?: string;
  /** Catalogue entries read without their address (`Fuel oil main (CNY/t)`), where the address says nothing more. */
  namesOnly?: boolean;
  exclude?: readonly string[];
  /** Shown when nothing matches (default: "No matching series"). */
  notFound?: string;
  allowClear?: boolean;
  disabled?: boolean;
  width?: number;
}

export default function SeriesPicker({
  value,
  onChange,
  label,
  placeholder,
  kind,
  field,
  acceptTyped = true,
  extra,
  catalogHeading,
  namesOnly,
  exclude,
  notFound,
  allowClear,
  disabled,
  width = 320,
}: SeriesPickerProps) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const catalog = useCatalogSearch(search, open);
  const options = useMemo(() => {
    const seen = new Set<string>(exclude);
    const fresh = (o: PickerOption) => {
      if (seen.has(o.value)) return false;
      seen.add(o.value);
      return true;
    };
    const chosen: PickerOption[] = value && !exclude?.includes(value) ? [{ value, label: value }] : [];
    const needle = search.trim().toLowerCase();
    const own = (extra?.options ?? []).filter((o) => !needle || o.label.toLowerCase().includes(needle) || o.value.toLowerCase().includes(needle));
    // An expired contract says so (the catalogue lists it after the active ones).
    const expired = ` (${intl.formatMessage({ id: 'basis.picker.expired' })})`;
    const listed = (catalog.data ?? [])
      .filter((entry) => !kind || entry.kind === kind)
      .map((entry) => {
        const address = withField(entry.address, field);
        // A seeded strategy in the reader's language, as on the strategy page and the board.
        const named = { ...entry, name: strategyName({ name: entry.name, seedKey: entry.seedKey ?? null }, (id) => intl.formatMessage({ id })) };
        const label = namesOnly ? nameWithUnit(named.name, named.unit) : catalogLabel(named, address);
        return { value: address, label: entry.expired ? `${label}${expired}` : label };
      });
    // A typed address is offered as it is, after what the catalogue found.
    const typed = search.trim();
    const typedOption = acceptTyped && typed.includes(':') ? [{ value: withField(typed, field), label: typed }] : [];
    if (!extra) return [...chosen, ...own, ...listed, ...typedOption].filter(fresh);
    // The chosen value first (it stays visible whatever the search), then each group under its heading.
    return [
      ...chosen.filter(fresh),
      { label: extra.label, options: own.filter(fresh) },
      { label: catalogHeading ?? '', options: [...listed, ...typedOption].filter(fresh) },
    ].filter((group) => !('options' in group) || group.options.length > 0);
  }, [catalog.data, value, search, kind, field, acceptTyped, extra, catalogHeading, namesOnly, exclude, intl]);
  return (
    <Select
      showSearch
      allowClear={allowClear}
      value={value}
      disabled={disabled}
      aria-label={label}
      placeholder={placeholder ?? label}
      style={{ inlineSize: width, maxInlineSize: '100%' }}
      filterOption={false}
      onSearch={setSearch}
      onOpenChange={setOpen}
      loading={catalog.isFetching}
      options={options}
      onChange={(address: string | null | undefined) => onChange(address ?? null)}
      notFoundContent={notFound ?? intl.formatMessage({ id: 'basis.picker.none' })}
    />
  );
}
