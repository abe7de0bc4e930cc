/**
 * A series address picker over the catalogue (what the user may read): search by name or address, or type an
 * address. `kind` limits the entries (md for futures); `field` rewrites a picked md: address to that field
 * (`md:ICE.BRENT@main` -> `md:ICE.BRENT@main:settle`), since basis and roll return use settlements.
 */
import { useIntl } from '@umijs/max';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import type { CatalogEntry } from '@common/contract/marketData';
import { useCatalogSearch } from './seriesService';

/** `md:X` or `md:X:close` -> `md:X:<field>`; other schemes unchanged. */
export function withField(address: string, field: string | undefined): string {
  if (!field || !address.startsWith('md:')) return address;
  const [, instrument] = address.split(':');
  return `md:${instrument}:${field}`;
}

export default function AddressPicker({
  value,
  onChange,
  label,
  kind,
  field,
  allowClear,
  width = 320,
}: {
  value: string | null;
  onChange: (address: string | null) => void;
  /** The accessible name and placeholder. */
  label: string;
  kind?: CatalogEntry['kind'];
  field?: string;
  allowClear?: boolean;
  width?: number;
}) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const catalog = useCatalogSearch(search, open);
  const options = useMemo(() => {
    const seen = new Set<string>();
    const out: { value: string; label: string }[] = [];
    const add = (address: string, text: string) => {
      if (seen.has(address)) return;
      seen.add(address);
      out.push({ value: address, label: text });
    };
    if (value) add(value, value);
    for (const entry of catalog.data?.list ?? []) {
      if (kind && entry.kind !== kind) continue;
      add(withField(entry.address, field), `${entry.name} (${entry.unit}) ${withField(entry.address, field)}`);
    }
    // A typed address is offered as it is: the server answers whether it exists and may be read.
    const typed = search.trim();
    if (typed.includes(':')) add(withField(typed, field), typed);
    return out;
  }, [catalog.data, value, search, kind, field]);
  return (
    <Select
      showSearch
      allowClear={allowClear}
      value={value}
      aria-label={label}
      placeholder={label}
      style={{ inlineSize: width, maxInlineSize: '100%' }}
      filterOption={false}
      onSearch={setSearch}
      onOpenChange={setOpen}
      loading={catalog.isFetching}
      options={options}
      onChange={(address: string | undefined) => onChange(address ?? null)}
      notFoundContent={intl.formatMessage({ id: 'basis.picker.none' })}
    />
  );
}
