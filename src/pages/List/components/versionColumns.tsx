/**
 * The columns of a builder item's versions (a component's versions card, a page's versions drawer), newest first:
 * version, title, who saved it (pages), when, and restore on every version but the newest (saved again from the
 * newest, so a restore is itself a new version), after a confirmation.
 */
import { useIntl } from '@umijs/max';
import { Button, Popconfirm, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { PageVersionInfo } from '@common/contract/builder';
import { DATE_TIME } from '@/utils/dateTime';

export interface VersionColumnsOptions {
  /** The newest version, which is not restored. */
  newest: number | undefined;
  readOnly?: boolean;
  /** Restores `version`; a promise keeps the confirmation busy until it settles. */
  onRestore: (version: number) => Promise<unknown>;
  /** Show who saved each version. */
  savedBy?: boolean;
}

export function useVersionColumns({ newest, readOnly, onRestore, savedBy }: VersionColumnsOptions): ColumnsType<PageVersionInfo> {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return [
    { key: 'version', title: f('builderEditor.col.version'), dataIndex: 'version' },
    { key: 'title', title: f('builderEditor.col.title'), dataIndex: 'title' },
    ...(savedBy ? [{ key: 'savedBy', title: f('builderEditor.versions.savedBy'), dataIndex: 'savedBy' }] : []),
    { key: 'savedAt', title: f('builderEditor.versions.savedAt'), render: (_, v) => intl.formatDate(v.savedAt, DATE_TIME) },
    {
      key: 'actions',
      title: f('builderEditor.col.actions'),
      render: (_, v) =>
        v.version === newest ? (
          <Typography.Text type="secondary">{f('builderEditor.versions.newest')}</Typography.Text>
        ) : (
          !readOnly && (
            <Popconfirm
              title={f('builderEditor.versions.restoreConfirm', { version: v.version })}
              okText={f('builderEditor.versions.restore')}
              cancelText={f('builderEditor.cancel')}
              onConfirm={() => onRestore(v.version)}
            >
              <Button size="small">{f('builderEditor.versions.restore')}</Button>
            </Popconfirm>
          )
        ),
    },
  ];
}
