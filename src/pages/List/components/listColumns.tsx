/**
 * The columns the builder's list tables (components, pages) have in common, for the shared client table: title,
 * version, shared (a switch for who may change the item), updated, and the actions column with its removal after a
 * confirmation (a removal the server refuses shows the server's reason); with their export columns.
 */
import { useIntl } from '@umijs/max';
import { Button, message, Popconfirm, Space, Switch } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { ACTIONS_COLUMN_KEY } from '@/components/ClientTable';
import { failureMessage } from '@/utils/apiError';
import type { CsvColumn } from '@/utils/csvExport';
import { DATE_TIME } from '@/utils/dateTime';

/** What a row of a builder list has. */
export interface ListRow {
  id: string;
  title: string;
  version: number;
  shared: boolean;
  updatedAt: number;
}

/** The share call (useShareComponent, useSharePage). */
export interface ShareCall {
  isPending: boolean;
  variables?: { id: string };
  mutate(body: { id: string; shared: boolean }, options: { onError: (error: unknown) => void }): void;
}

const fail = (error: unknown) => void message.error(failureMessage(error));

export function useListColumns<T extends ListRow>() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const sharedText = (r: T) => f(r.shared ? 'builderEditor.shared.yes' : 'builderEditor.shared.no');
  const version: ColumnType<T> = { key: 'version', title: f('builderEditor.col.version'), dataIndex: 'version', sorter: (a, b) => a.version - b.version };
  const updated: ColumnType<T> = {
    key: 'updatedAt',
    title: f('builderEditor.col.updated'),
    sorter: (a, b) => a.updatedAt - b.updatedAt,
    render: (_, r) => intl.formatDate(r.updatedAt, DATE_TIME),
  };
  const exports: Record<'title' | 'version' | 'shared' | 'updated', CsvColumn<T>> = {
    title: { title: f('builderEditor.col.title'), value: (r) => r.title },
    version: { title: f('builderEditor.col.version'), value: (r) => r.version },
    shared: { title: f('builderEditor.col.shared'), value: sharedText },
    updated: { title: f('builderEditor.col.updated'), value: (r) => r.updatedAt, time: DATE_TIME },
  };
  return {
    /** The title column; `render` draws more than the title (a badge). */
    title: (render?: (row: T) => ReactNode): ColumnType<T> => ({
      key: 'title',
      title: f('builderEditor.col.title'),
      ...(render ? { render: (_: unknown, r: T) => render(r) } : { dataIndex: 'title' }),
      sorter: (a, b) => a.title.localeCompare(b.title),
    }),
    version,
    /** Shared: a switch where `canShare`, the word elsewhere. */
    shared: (canShare: (row: T) => boolean, share: ShareCall): ColumnType<T> => ({
      key: 'shared',
      title: f('builderEditor.col.shared'),
      filters: [
        { text: f('builderEditor.shared.yes'), value: true },
        { text: f('builderEditor.shared.no'), value: false },
      ],
      onFilter: (value, r) => r.shared === value,
      render: (_, r) =>
        canShare(r) ? (
          <Switch
            size="small"
            checked={r.shared}
            aria-label={f('builderEditor.share', { title: r.title })}
            loading={share.isPending && share.variables?.id === r.id}
            onChange={(shared) => share.mutate({ id: r.id, shared }, { onError: fail })}
          />
        ) : (
          sharedText(r)
        ),
    }),
    updated,
    actions: (buttons: (row: T) => ReactNode): ColumnType<T> => ({
      key: ACTIONS_COLUMN_KEY,
      title: f('builderEditor.col.actions'),
      render: (_, r) => <Space wrap>{buttons(r)}</Space>,
    }),
    /** Remove, after a confirmation; `remove` is the call. */
    removeButton: (r: T, remove: (row: T) => Promise<unknown>) => (
      <Popconfirm
        title={f('builderEditor.remove.confirm', { title: r.title })}
        okText={f('builderEditor.remove')}
        cancelText={f('builderEditor.cancel')}
        onConfirm={() => remove(r).then(() => void message.success(f('builderEditor.removed', { title: r.title })), fail)}
      >
        <Button size="small" danger>
          {f('builderEditor.remove')}
        </Button>
      </Popconfirm>
    ),
    /** The export columns of the same. */
    exports,
    sharedText,
    fail,
  };
}
