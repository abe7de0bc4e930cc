/** Adds an instrument (from the catalogue) or a strategy to the list: one searchable picker over both. */
import { useIntl } from '@umijs/max';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import type { BoardStrategy } from '../data';
import { useCatalogSearch } from '../service';

export default function ItemAdder({
  strategies,
  listed,
  onAdd,
  disabled,
}: {
  strategies: readonly BoardStrategy[];
  listed: readonly string[];
  onAdd: (address: string) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const catalog = useCatalogSearch(search, open);
  const options = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const spreads = strategies
      .filter((s) => !needle || s.name.toLowerCase().includes(needle) || s.id.includes(needle))
      .map((s) => ({ value: `spread:${s.id}`, label: `${s.name} (${s.unit})` }));
    const instruments = (catalog.data ?? [])
      .filter((c) => c.kind === 'md')
      .map((c) => ({ value: c.address.split(':').slice(0, 2).join(':'), label: `${c.name} (${c.unit})` }));
    const seen = new Set(listed);
    const fresh = (o: { value: string }) => {
      if (seen.has(o.value)) return false;
      seen.add(o.value);
      return true;
    };
    return [
      { label: intl.formatMessage({ id: 'board.add.strategies' }), options: spreads.filter(fresh) },
      { label: intl.formatMessage({ id: 'board.add.instruments' }), options: instruments.filter(fresh) },
    ].filter((group) => group.options.length > 0);
  }, [strategies, catalog.data, listed, search, intl]);
  return (
    <Select
      showSearch
      value={null}
      disabled={disabled}
      placeholder={intl.formatMessage({ id: 'board.add' })}
      aria-label={intl.formatMessage({ id: 'board.add' })}
      style={{ minInlineSize: 240 }}
      filterOption={false}
      onSearch={setSearch}
      onOpenChange={setOpen}
      loading={catalog.isFetching}
      options={options}
      onChange={(address: string | null) => address && onAdd(address)}
      notFoundContent={intl.formatMessage({ id: 'board.add.none' })}
    />
  );
}
