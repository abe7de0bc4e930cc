/**
 * The audit trail (audit/list): who did what to whom and when, newest first; filter by action and by a
 * keyword over actor, target and detail (server side), paging (10 per page), CSV export of the rows shown.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Button, Typography } from 'antd';
import type { MutableRefObject } from 'react';
import { DEFAULT_PAGE_SIZE } from '@common/contract/envelope';
import type { AuditEntry } from '@common/contract/user';
import { usePagedTable } from '@/hooks/usePagedTable';
import { listAudit } from '@/services/user';
import { exportCsv } from '@/utils/csvExport';
import { AUDIT_ACTIONS, auditActionKey } from '../auditActions';
import { DATE_TIME_SECONDS } from '@/utils/dateTime';

export default function AuditTable({ actionRef }: { actionRef: MutableRefObject<ActionType | undefined> }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const actionLabel = (action: string) => (Object.prototype.hasOwnProperty.call(intl.messages, auditActionKey(action)) ? f(auditActionKey(action)) : action);
  const { error, shown, load } = usePagedTable<AuditEntry>();
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
      render: (_, e) => (
        <Typography.Text code ellipsis={{ tooltip: e.detail }} style={{ maxInlineSize: 420 }}>
          {e.detail}
        </Typography.Text>
      ),
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
        pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE, showSizeChanger: true }}
        locale={{ emptyText: f('admin.audit.empty') }}
        toolBarRender={() => [
          <Button
            key="export"
            icon={<DownloadOutlined />}
            onClick={() =>
              exportCsv('audit', shown, [
                { title: f('admin.audit.at'), value: (e) => new Date(e.at).toISOString() },
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
          load(() =>
            listAudit({
              current: params.current,
              pageSize: params.pageSize,
              action: params.action || undefined,
              keyword: params.keyword?.trim() || undefined,
            }),
          )
        }
      />
    </>
  );
}
