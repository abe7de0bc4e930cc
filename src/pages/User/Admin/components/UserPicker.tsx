/**
 * Search-as-you-type choice of one or several users (search/userOption), labelled by display name (the
 * call answers only id and display name: roles and states are the account page's data).
 * Used by the permission page to pick the user to edit and the users to copy access to.
 */
import { useIntl } from '@umijs/max';
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { UserOption } from '@common/contract/user';
import { failureMessage } from '@/utils/apiError';
import { useUserOptions } from '../service';

/** Wait this long after the last key before searching. */
const SEARCH_DEBOUNCE_MS = 300;
const OPTIONS_PER_SEARCH = 20;

export const userLabel = (u: Pick<UserOption, 'name'>) => u.name;

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
  // The search runs for the keyword typed last (debounced); a newer keyword supersedes an older answer.
  const [keyword, setKeyword] = useState('');
  const search = useUserOptions(keyword, OPTIONS_PER_SEARCH);
  const options = search.data?.list ?? [];
  const loading = search.isFetching;
  const error = search.error ? failureMessage(search.error) : null;
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // Every user seen so far, so chosen users keep their labels when a later search no longer lists them.
  const seen = useRef(new Map<string, UserOption>());
  for (const u of options) seen.current.set(u.id, u);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSearch = (next: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setKeyword(next), SEARCH_DEBOUNCE_MS);
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
      notFoundContent={loading ? <Spin size="small" /> : (error ?? intl.formatMessage({ id: 'admin.picker.none' }))}
      options={shown.map((u) => ({
        value: u.id,
        label: userLabel(u),
      }))}
      onChange={(value: string | string[] | undefined) => {
        if (props.mode === 'multiple') props.onChange?.((value as string[]) ?? []);
        else props.onChange?.(value as string | undefined, seen.current.get(value as string));
      }}
    />
  );
}
