/**
 * Search-as-you-type choice of one or several users (search/userOption), labelled "name (username)".
 * Used by the permission page to pick the user to edit and the users to copy access to.
 */
import { useIntl } from '@umijs/max';
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { UserOption } from '@common/contract/user';
import { searchUserOptions } from '@/services/user';
import { failureMessage } from '@/utils/apiError';

/** Wait this long after the last key before searching. */
const SEARCH_DEBOUNCE_MS = 300;
const OPTIONS_PER_SEARCH = 20;

export const userLabel = (u: Pick<UserOption, 'name' | 'username'>) => (u.name && u.name !== u.username ? `${u.name} (${u.username})` : u.username);

interface BaseProps {
  /** Users that may not be chosen (e.g. the copy source). */
  excludeIds?: string[];
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
}
type Props =
  | (BaseProps & { mode?: undefined; value?: string; onChange?: (id: string | undefined, user?: UserOption) => void })
  | (BaseProps & { mode: 'multiple'; value?: string[]; onChange?: (ids: string[]) => void });

export default function UserPicker(props: Props) {
  const intl = useIntl();
  const [options, setOptions] = useState<UserOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef(0);
  // Every user seen so far, so chosen users keep their labels when a later search no longer lists them.
  const seen = useRef(new Map<string, UserOption>());

  const search = (keyword: string) => {
    const ticket = ++latest.current;
    setLoading(true);
    searchUserOptions({ keyword: keyword.trim() || undefined, pageSize: OPTIONS_PER_SEARCH })
      .then(({ data }) => {
        if (ticket !== latest.current) return;
        data.list.forEach((u) => seen.current.set(u.id, u));
        setOptions(data.list);
        setError(null);
      })
      .catch((e) => ticket === latest.current && setError(failureMessage(e)))
      .finally(() => ticket === latest.current && setLoading(false));
  };

  useEffect(() => {
    search('');
    return () => clearTimeout(timer.current);
  }, []);

  const onSearch = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(keyword), SEARCH_DEBOUNCE_MS);
  };
  const chosen = (Array.isArray(props.value) ? props.value : props.value ? [props.value] : [])
    .filter((id) => !options.some((u) => u.id === id))
    .map((id) => seen.current.get(id))
    .filter((u): u is UserOption => !!u);
  const shown = [...chosen, ...options].filter((u) => !props.excludeIds?.includes(u.id));

  return (
    <Select
      id={props.id}
      aria-label={props['aria-label']}
      mode={props.mode}
      showSearch
      allowClear
      filterOption={false}
      style={{ minInlineSize: 280 }}
      placeholder={props.placeholder}
      value={props.value as never}
      onSearch={onSearch}
      notFoundContent={loading ? <Spin size="small" /> : error ?? intl.formatMessage({ id: 'admin.picker.none' })}
      options={shown.map((u) => ({
        value: u.id,
        label: `${userLabel(u)}${u.disabled ? ` · ${intl.formatMessage({ id: 'admin.status.disabled' })}` : ''}`,
      }))}
      onChange={(value: string | string[] | undefined) => {
        if (props.mode === 'multiple') props.onChange?.((value as string[]) ?? []);
        else props.onChange?.(value as string | undefined, seen.current.get(value as string));
      }}
    />
  );
}
