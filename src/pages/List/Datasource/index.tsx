/**
 * /list/datasource: the nine data sources (docs/datasources.md). A table of their states with badges, messages,
 * last updates, thresholds and schedules; a drawer per source (overview, schedule and thresholds, credentials,
 * file import layout, update now); the run history; Kpler reports. Administrators change settings and
 * credentials; everyone with the page reads them and may run updates (the server enforces the same).
 */
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Button, Card, Space } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { SourceName } from '@common/contract/datasource';
import { WAREHOUSE_KEY } from '@common/contract/warehouseCargoLocData';
import { StateBar } from '@/components/SourceStates';
import { useSourceHealth, unknownHealth, type SourceHealthView } from '@/services/sourceHealth';
import { failureMessage } from '@/utils/apiError';
import { hasOwnMessage } from '@/utils/i18n';
import KplerPanel from './components/KplerPanel';
import RunHistory from './components/RunHistory';
import SourceDrawer from './components/SourceDrawer';
import SourceTable from './components/SourceTable';
import type { SourceRow } from './data';
import { useConnectorStatus, useNextTimes, useTrace } from './service';
import { sourceRows } from './sourceRows';

export default function DatasourcePage() {
  const intl = useIntl();
  const access = useAccess() as { isAdmin?: boolean } & Record<string, unknown>;
  const { isAdmin } = access;
  // The kpler/* calls serve the warehouse and cargo page (issue 21) and are gated by its key: the panel is shown to
  // those who hold it.
  const canReadKpler = access[WAREHOUSE_KEY] === true;
  const health = useSourceHealth();
  const statuses = useConnectorStatus();
  const trace = useTrace();
  const nextTimes = useNextTimes();
  const [openSource, setOpenSource] = useState<SourceName | null>(null);

  const f = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const messageOf = useCallback(
    (h: SourceHealthView) => (hasOwnMessage(intl.messages, h.messageKey) ? f(h.messageKey, h.messageParams) : h.message),
    [f, intl],
  );
  const rows = useMemo(
    () =>
      sourceRows(
        { health: health.data ?? unknownHealth(), statuses: statuses.data, trace: trace.data, nextTimes: nextTimes.data },
        { nameOf: (s) => f(`health.source.${s}`), messageOf },
      ),
    [health.data, statuses.data, trace.data, nextTimes.data, f, messageOf],
  );
  const open = useCallback((row: SourceRow) => setOpenSource(row.source), []);
  const failure = [health, statuses, trace, nextTimes].find((q) => q.isError)?.error;
  const refresh = () => Promise.all([health.refetch(), statuses.refetch(), trace.refetch(), nextTimes.refetch()]);

  return (
    <PageContainer title={f('menu.list.datasource')} content={f('datasource.intro')}>
      <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
        {!isAdmin && <Alert type="info" showIcon message={f('datasource.readOnly')} />}
        {failure && (
          <Alert
            type="error"
            showIcon
            message={f('datasource.loadFailed', { reason: failureMessage(failure) })}
            action={<Button onClick={refresh}>{f('common.retry')}</Button>}
          />
        )}
        <Card title={f('datasource.table.title')}>
          <StateBar rows={rows} />
          <SourceTable rows={rows} loading={health.isLoading || statuses.isLoading} onOpen={open} />
        </Card>
        <Card>
          <RunHistory isAdmin={!!isAdmin} />
        </Card>
        {canReadKpler && (
          <Card title={f('datasource.kpler.title')}>
            <KplerPanel />
          </Card>
        )}
      </Space>
      <SourceDrawer row={rows.find((r) => r.source === openSource) ?? null} isAdmin={!!isAdmin} onClose={() => setOpenSource(null)} />
    </PageContainer>
  );
}
