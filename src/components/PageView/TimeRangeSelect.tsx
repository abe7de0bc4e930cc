/**
 * A page's time range (common/builder/timeRange.ts, the `range` variable): the look-backs the editor and the report
 * offer, named in the reader's language. `allowNone` adds "each chart's own", which removes the variable (the editor:
 * a page need not have a range).
 */
import { useIntl } from '@umijs/max';
import { Select } from 'antd';
import { RANGE_CHOICES } from '@common/builder/timeRange';

const NONE = '';

export interface TimeRangeSelectProps {
  /** Optional, as for any antd form control: a `Form.Item` passes both. */
  value?: string;
  onChange?: (token: string | undefined) => void;
  allowNone?: boolean;
  disabled?: boolean;
}

export default function TimeRangeSelect({ value, onChange, allowNone, disabled }: TimeRangeSelectProps) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const choices: string[] = [...RANGE_CHOICES];
  // A token typed elsewhere (an imported page's `18m`) stays choosable as it is.
  if (value && !choices.includes(value)) choices.push(value);
  const options = [
    ...(allowNone ? [{ value: NONE, label: f('pageView.range.none') }] : []),
    ...choices.map((token) => ({ value: token, label: (RANGE_CHOICES as readonly string[]).includes(token) ? f(`pageView.range.${token}`) : token })),
  ];
  return (
    <Select
      aria-label={f('pageView.range.label')}
      value={value ?? NONE}
      onChange={(v: string) => onChange?.(v === NONE ? undefined : v)}
      options={options}
      disabled={disabled}
      style={{ width: 180 }}
    />
  );
}
