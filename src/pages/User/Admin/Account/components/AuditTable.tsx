/**
 * The audit trail (audit/list): who did what to whom and when, newest first; filter by action and by a
 * keyword over actor, target and detail (server side), paging (10 per page), CSV export of the rows shown.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Button } from 'antd';
import type { AuditEntry } from '@common/contract/user';
import { usePagedTable } from '@/hooks/usePagedTable';
import { exportCsv } from '@/utils/csvExport';
import { DATE_TIME_SECONDS } from '@/utils/dateTime';
import { AUDIT_ACTIONS, auditActionKey } from '../auditActions';
import { AUDIT_PATH } from '../service';
import { hasOwnMessage } from '@/utils/i18n';
import AuditDetail from './AuditDetail';

export default function AuditTable() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const actionLabel = (action: string) => (hasOwnMessage(intl.messages, auditActionKey(action)) ? f(auditActionKey(action)) : action);
  const { actionRef, error, shown, load, pagination } = usePagedTable(AUDIT_PATH);
  const when = (ms: number) => intl.formatDate(ms, DATE_TIME_SECONDS);

  const columns: ProColumns<AuditEntry>[] = [
    { title: f('admin.audit.at'), dataIndex: 'at', hideInSearch: true, render: (_, e) => when(e.at) },
    { title: f('admin.audit.actor'), dataIndex: 'actorName', hideInSearch: true, render: (_, e) => e.actorName || f('admin.audit.system') },
    {
      title: f('admin.audit.action'),
      dataIndex: 'action',
      valueType: 'select',
      fieldProps: { 'aria-label': f('admin.audit.action') },
      valueEnum: Object.fromEntries(AUDIT_ACTIONS.map((a) => [a, { text: actionLabel(a) }])),
      render: (_, e) => actionLabel(e.action),
    },
    { title: f('admin.audit.target'), dataIndex: 'targetName', hideInSearch: true, render: (_, e) => e.targetName || '—' },
    {
      title: f('admin.audit.detail'),
      dataIndex: 'detail',
      hideInSearch: true,
      render: (_, e) => <AuditDetail id={e.id} detail={e.detail} />,
    },
    { title: f('admin.audit.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: f('admin.audit.keywordHint') } },
  ];

  return (
    <>
      {error && <Alert type="error" showIcon message={error} style={{ marginBlockEnd: 12 }} />}
      <ProTable<AuditEntry>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={f('admin.audit.title')}
        search={{ labelWidth: 'auto' }}
        options={{ reload: true, density: false, setting: false }}
        pagination={pagination}
        locale={{ emptyText: f('admin.audit.empty') }}
        toolBarRender={() => [
          <Button
            key="export"
            icon={<DownloadOutlined />}
            onClick={() =>
              exportCsv('audit', shown, [
                { title: f('admin.audit.at'), value: (e) => e.at, time: DATE_TIME_SECONDS },
                { title: f('admin.audit.actor'), value: (e) => e.actorName },
                { title: f('admin.audit.action'), value: (e) => e.action },
                { title: f('admin.audit.target'), value: (e) => e.targetName },
                { title: f('admin.audit.detail'), value: (e) => e.detail },
              ])
            }
          >
            {f('admin.export')}
          </Button>,
        ]}
        request={(params) =>
          load({
            current: params.current,
            pageSize: params.pageSize,
            action: params.action || undefined,
            keyword: params.keyword?.trim() || undefined,
          })
        }
      />
    </>
  );
}
