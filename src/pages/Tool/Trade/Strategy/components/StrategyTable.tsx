/** The strategies the caller may read, with sort, filter, paging and CSV export (ClientTable), and each row's actions. */
import { useIntl } from '@umijs/max';
import { Button, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import ClientTable from '@/components/ClientTable';
import { DATE_TIME } from '@/utils/dateTime';
import type { Strategy } from '../data';

export interface StrategyTableProps {
  rows: readonly Strategy[];
  loading: boolean;
  toolbar?: React.ReactNode;
  onEdit: (s: Strategy) => void;
  onCopy: (s: Strategy) => void;
  onExplain: (s: Strategy) => void;
  onAlerts: (s: Strategy) => void;
  onDelete: (s: Strategy) => void;
}

export default function StrategyTable({ rows, loading, toolbar, onEdit, onCopy, onExplain, onAlerts, onDelete }: StrategyTableProps) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const owner = (s: Strategy) => (s.ownerId === null ? f('strategy.owner.system') : s.ownerName);
  const columns: ColumnsType<Strategy> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: f('strategy.column.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      // A strategy with a leg that does not tick has values over history only (no live value, stream or alerts).
      render: (_, s) => (
        <Space size={4} wrap>
          {s.name}
          {!s.live && (
            <Tooltip title={f('strategy.live.historyOnlyHelp')}>
              <Tag>{f('strategy.live.historyOnly')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      key: 'formula',
      title: f('strategy.column.formula'),
      render: (_, s) => (
        <Typography.Text code dir="ltr">
          {s.formula}
        </Typography.Text>
      ),
    },
    {
      key: 'unit',
      dataIndex: 'unit',
      title: f('strategy.column.unit'),
      filters: [...new Set(rows.map((r) => r.unit))].map((u) => ({ text: u, value: u })),
      onFilter: (v, s) => s.unit === v,
    },
    { key: 'owner', title: f('strategy.column.owner'), render: (_, s) => owner(s), sorter: (a, b) => owner(a).localeCompare(owner(b)) },
    {
      key: 'visibility',
      title: f('strategy.column.visibility'),
      render: (_, s) => (s.visibility === 'roles' ? `${f('strategy.visibility.roles')}: ${s.roles.join(', ')}` : f(`strategy.visibility.${s.visibility}`)),
      filters: (['private', 'roles', 'everyone'] as const).map((v) => ({ text: f(`strategy.visibility.${v}`), value: v })),
      onFilter: (v, s) => s.visibility === v,
    },
    {
      key: 'updated',
      title: f('strategy.column.updated'),
      render: (_, s) => intl.formatDate(s.updatedAt, DATE_TIME),
      sorter: (a, b) => a.updatedAt - b.updatedAt,
    },
    {
      key: 'actions',
      title: f('strategy.column.actions'),
      render: (_, s) => (
        <Space size={0} wrap>
          {s.canEdit && (
            <Button type="link" size="small" onClick={() => onEdit(s)}>
              {f('strategy.action.edit')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => onCopy(s)}>
            {f('strategy.action.copy')}
          </Button>
          <Button type="link" size="small" onClick={() => onExplain(s)}>
            {f('strategy.action.explain')}
          </Button>
          {s.live && (
            <Button type="link" size="small" onClick={() => onAlerts(s)}>
              {f('strategy.action.alerts')}
            </Button>
          )}
          {s.canEdit && (
            <Popconfirm title={f('strategy.action.deleteConfirm', { name: s.name })} onConfirm={() => onDelete(s)}>
              <Button type="link" size="small" danger>
                {f('strategy.action.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <ClientTable<Strategy>
      aria-label={f('menu.tool.realtime.strategy')}
      rows={rows}
      columns={columns}
      rowKey="id"
      loading={loading}
      toolbar={toolbar}
      exportName="strategies"
      searchText={(s) => `${s.name} ${s.formula} ${s.description}`}
      exportColumns={[
        { title: f('strategy.column.name'), value: (s) => s.name },
        { title: f('strategy.column.formula'), value: (s) => s.formula },
        { title: f('strategy.column.unit'), value: (s) => s.unit },
        { title: f('strategy.column.owner'), value: (s) => owner(s) },
        { title: f('strategy.column.visibility'), value: (s) => f(`strategy.visibility.${s.visibility}`) },
        { title: f('strategy.column.updated'), value: (s) => s.updatedAt, time: DATE_TIME },
      ]}
    />
  );
}
