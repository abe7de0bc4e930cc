/** Picks any readable series address from the catalogue (instruments, spreads, data-source series), searched on the server. */
import { useIntl } from '@umijs/max';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useSeriesCatalog } from '../service';

export default function SeriesPicker({ value, onChange }: { value: string; onChange: (address: string) => void }) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const catalog = useSeriesCatalog(search, open);
  const options = useMemo(() => {
    const list = (catalog.data ?? []).map((entry) => ({ value: entry.address, label: `${entry.name} (${entry.unit}) · ${entry.address}` }));
    // The chosen address stays visible even when the current search does not list it.
    return value && !list.some((o) => o.value === value) ? [{ value, label: value }, ...list] : list;
  }, [catalog.data, value]);
  return (
    <Select
      showSearch
      value={value || null}
      aria-label={intl.formatMessage({ id: 'seasonal.series' })}
      placeholder={intl.formatMessage({ id: 'seasonal.series.placeholder' })}
      style={{ minInlineSize: 320 }}
      filterOption={false}
      onSearch={setSearch}
      onOpenChange={setOpen}
      loading={catalog.isFetching}
      options={options}
      onChange={(address: string | null) => address && onChange(address)}
      notFoundContent={intl.formatMessage({ id: 'seasonal.series.none' })}
    />
  );
}
