/** One member across contracts on its latest ranked day: volume, long and short with their changes, and its net. */
import { useIntl } from '@umijs/max';
import { Alert, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import ClientTable from '@/components/ClientTable';
import DemoBadge from '@/components/DemoBadge';
import { failureMessage } from '@/utils/apiError';
import { formatNumber } from '../../components/format';
import type { MemberRow } from '../data';
import { useMemberPositions } from '../service';

export default function MemberPositions({ members }: { members: readonly string[] }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const n = (v: number | null) => formatNumber(intl, v, 0);
  const [member, setMember] = useState<string | null>(null);
  const chosen = member ?? members[0] ?? null;
  const data = useMemberPositions(chosen ? { member: chosen } : null);
  const rows: MemberRow[] = (data.data?.rows ?? []).map((r) => ({
    ...r,
    key: `${r.exchange}.${r.contract}`,
    net: r.long !== null && r.short !== null ? r.long - r.short : null,
  }));
  const num = (k: keyof MemberRow) => (a: MemberRow, b: MemberRow) => ((a[k] as number | null) ?? 0) - ((b[k] as number | null) ?? 0);
  const figure = (k: 'volume' | 'volumeChange' | 'long' | 'longChange' | 'short' | 'shortChange' | 'net', title: string) => ({
    key: k,
    title,
    align: 'end' as const,
    render: (_: unknown, r: MemberRow) => n(r[k]),
    sorter: num(k),
  });
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Space wrap>
        <Select
          showSearch
          aria-label={f('position.ranking.member')}
          placeholder={f('position.ranking.member')}
          style={{ minWidth: 220 }}
          value={chosen ?? undefined}
          onChange={setMember}
          options={members.map((m) => ({ value: m, label: m }))}
        />
        {data.data?.date && <Typography.Text type="secondary">{f('position.ranking.memberDay', { date: data.data.date })}</Typography.Text>}
        <DemoBadge show={rows.some((r) => r.demo)} />
      </Space>
      {data.isError && <Alert type="error" showIcon message={failureMessage(data.error)} />}
      <ClientTable<MemberRow>
        aria-label={f('position.ranking.memberTable')}
        rows={rows}
        rowKey="key"
        exportName={`member-${chosen ?? ''}`}
        searchText={(r) => r.key}
        loading={data.isLoading}
        columns={[
          {
            key: 'exchange',
            title: f('position.ranking.exchange'),
            dataIndex: 'exchange',
            filters: [...new Set(rows.map((r) => r.exchange))].map((x) => ({ text: f(`position.ranking.exchange.${x}`), value: x })),
            onFilter: (v, r) => r.exchange === v,
            render: (v: string) => f(`position.ranking.exchange.${v}`),
          },
          { key: 'contract', title: f('position.ranking.contract'), dataIndex: 'contract', sorter: (a, b) => a.contract.localeCompare(b.contract) },
          figure('volume', f('position.ranking.list.volume')),
          figure('volumeChange', f('position.ranking.col.change')),
          figure('long', f('position.ranking.list.long')),
          figure('longChange', f('position.ranking.col.change')),
          figure('short', f('position.ranking.list.short')),
          figure('shortChange', f('position.ranking.col.change')),
          figure('net', f('position.ranking.col.net')),
        ]}
        exportColumns={[
          { title: f('position.ranking.exchange'), value: (r) => r.exchange },
          { title: f('position.ranking.contract'), value: (r) => r.contract },
          { title: f('position.ranking.list.volume'), value: (r) => r.volume },
          { title: f('position.ranking.col.volumeChange'), value: (r) => r.volumeChange },
          { title: f('position.ranking.list.long'), value: (r) => r.long },
          { title: f('position.ranking.col.longChange'), value: (r) => r.longChange },
          { title: f('position.ranking.list.short'), value: (r) => r.short },
          { title: f('position.ranking.col.shortChange'), value: (r) => r.shortChange },
          { title: f('position.ranking.col.net'), value: (r) => r.net },
          { title: f('position.demo'), value: (r) => (r.demo ? 'DEMO' : '') },
        ]}
      />
    </Space>
  );
}
