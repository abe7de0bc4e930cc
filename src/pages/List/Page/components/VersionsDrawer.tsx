/**
 * A page's versions, newest first: pick two to see what changed between them, or restore one (saving it again from
 * the newest version, so the restore is itself a new version and nothing is lost).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Alert, Button, Drawer, Select, Space, Table } from 'antd';
import { useState } from 'react';
import type { PageVersion, PageVersionInfo } from '@common/contract/builder';
import { diffPages } from '@common/builder/pageDiff';
import LoadError from '@/components/LoadError';
import { apiQuery } from '@/services/query';
import { failureMessage } from '@/utils/apiError';
import { useVersionColumns } from '../../components/versionColumns';
import { usePageVersions } from '../service';
import VersionDiff from './VersionDiff';

interface Props {
  pageId: string;
  open: boolean;
  onClose: () => void;
  /** Restore `version` (the editor saves it from the newest). */
  onRestore: (version: PageVersion) => Promise<void>;
  readOnly?: boolean;
}

export default function VersionsDrawer({ pageId, open, onClose, onRestore, readOnly }: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const client = useQueryClient();
  const versions = usePageVersions(pageId, open);
  const [pair, setPair] = useState<[number | null, number | null]>([null, null]);
  const [diff, setDiff] = useState<{ from: PageVersion; to: PageVersion } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = versions.data ?? [];
  const fetchVersion = (version: number) => client.fetchQuery(apiQuery('/v2/builder/page/get', { id: pageId, version })).then((e) => e.data);

  const compare = async () => {
    const [a, b] = pair;
    if (!a || !b) return;
    setError(null);
    try {
      const [from, to] = await Promise.all([fetchVersion(Math.min(a, b)), fetchVersion(Math.max(a, b))]);
      setDiff({ from, to });
    } catch (e) {
      setError(failureMessage(e));
    }
  };
  const restore = async (version: number) => {
    setError(null);
    try {
      await onRestore(await fetchVersion(version));
    } catch (e) {
      setError(failureMessage(e));
    }
  };
  const columns = useVersionColumns({ newest: list[0]?.version, readOnly, onRestore: restore, savedBy: true });
  const options = list.map((v) => ({ value: v.version, label: f('builderEditor.versions.option', { version: v.version }) }));

  return (
    <Drawer open={open} onClose={onClose} width="min(720px, 96vw)" title={f('builderEditor.versions')}>
      {versions.error ? (
        <LoadError error={versions.error} onRetry={() => void versions.refetch()} />
      ) : (
        <Space direction="vertical" style={{ inlineSize: '100%' }}>
          {error && <Alert type="error" showIcon message={error} />}
          <Table<PageVersionInfo>
            size="small"
            rowKey="version"
            loading={versions.isLoading}
            dataSource={list}
            pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
            columns={columns}
          />
          <Space wrap>
            <Select<number>
              aria-label={f('builderEditor.versions.from')}
              placeholder={f('builderEditor.versions.from')}
              value={pair[0]}
              options={options}
              style={{ inlineSize: 160 }}
              onChange={(v) => setPair([v, pair[1]])}
            />
            <Select<number>
              aria-label={f('builderEditor.versions.to')}
              placeholder={f('builderEditor.versions.to')}
              value={pair[1]}
              options={options}
              style={{ inlineSize: 160 }}
              onChange={(v) => setPair([pair[0], v])}
            />
            <Button disabled={!pair[0] || !pair[1] || pair[0] === pair[1]} onClick={() => void compare()}>
              {f('builderEditor.versions.compare')}
            </Button>
          </Space>
          {diff && <VersionDiff diff={diffPages(diff.from, diff.to)} from={diff.from.version} to={diff.to.version} />}
        </Space>
      )}
    </Drawer>
  );
}
