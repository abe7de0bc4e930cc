/**
 * The reference-rate picker: a rate key among the dated rates in force (`vat.cn.lpg`, `fx.usdcny`), searched by key,
 * each shown with its value and unit so the user sees what the alias will bring into a formula.
 */
import { useIntl } from '@umijs/max';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useRatesInForce } from '@/services/market/rates';

export interface RatePickerProps {
  value?: string;
  onChange?: (key: string | undefined) => void;
  /** The accessible name. */
  label: string;
  width?: number;
}

export default function RatePicker({ value, onChange, label, width = 320 }: RatePickerProps) {
  const intl = useIntl();
  const rates = useRatesInForce();
  const options = useMemo(() => {
    const listed = (rates.data ?? []).map((r) => ({
      value: r.key,
      label: `${r.key} = ${intl.formatNumber(r.value, { maximumFractionDigits: 6 })} ${r.unit}`,
    }));
    // A saved key no longer listed still shows as itself.
    return value && !listed.some((o) => o.value === value) ? [{ value, label: value }, ...listed] : listed;
  }, [rates.data, value, intl]);
  return (
    <Select
      showSearch
      value={value || undefined}
      aria-label={label}
      placeholder={label}
      style={{ inlineSize: width, maxInlineSize: '100%' }}
      loading={rates.isFetching}
      options={options}
      optionFilterProp="label"
      onChange={(key: string | undefined) => onChange?.(key)}
      notFoundContent={intl.formatMessage({ id: 'strategy.editor.rate.none' })}
    />
  );
}
