/** Adds an instrument (from the catalogue) or a strategy to the list: the series picker over both. */
import { useIntl } from '@umijs/max';
import { useMemo } from 'react';
import type { RowStrategy } from '@/services/market/rows';
import SeriesPicker from '@/components/market/SeriesPicker';
import { nameWithUnit } from '@/components/market/nameWithUnit';

export default function ItemAdder({
  strategies,
  listed,
  onAdd,
  disabled,
}: {
  strategies: readonly RowStrategy[];
  listed: readonly string[];
  onAdd: (address: string) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const heading = t('board.add.strategies');
  const extra = useMemo(
    () => ({ label: heading, options: strategies.map((s) => ({ value: `spread:${s.id}`, label: nameWithUnit(s.name, s.unit) })) }),
    [strategies, heading],
  );
  return (
    <SeriesPicker
      value={null}
      onChange={(address) => address && onAdd(address)}
      label={t('board.add')}
      kind="md"
      field={null}
      acceptTyped={false}
      namesOnly
      extra={extra}
      catalogHeading={t('board.add.instruments')}
      exclude={listed}
      notFound={t('board.add.none')}
      disabled={disabled}
      width={240}
    />
  );
}
