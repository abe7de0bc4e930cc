/** The products table: each product's version in force today; "Version history" opens its drawer. */
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import ClientTable from '@/components/ClientTable';
import type { CsvColumn } from '@/utils/csvExport';
import type { ProductRow } from '../data';
import ProductDrawer from './ProductDrawer';
import { useText } from '@/hooks/useText';

interface Props {
  rows: readonly ProductRow[];
  loading: boolean;
  isAdmin: boolean;
}

const keyOf = (p: { exchange: string; code: string }) => `${p.exchange}.${p.code}`;

export default function ProductsTab({ rows, loading, isAdmin }: Props) {
  const f = useText();
  const [open, setOpen] = useState<ProductRow | null>(null);
  const tableRows = rows.map((r) => ({ ...r, key: keyOf(r) }));
  type Row = (typeof tableRows)[number];
  const kinds = [...new Set(rows.map((r) => r.kind))];

  const columns: ColumnsType<Row> = [
    { key: 'key', title: f('reference.product'), dataIndex: 'key', sorter: (a, b) => a.key.localeCompare(b.key) },
    { key: 'name', title: f('reference.product.name'), dataIndex: 'name' },
    {
      key: 'kind',
      title: f('reference.product.kind'),
      render: (_, r) => f(`reference.kind.${r.kind}`),
      filters: kinds.map((k) => ({ text: f(`reference.kind.${k}`), value: k })),
      onFilter: (value, r) => r.kind === value,
    },
    { key: 'lot', title: f('reference.product.lot'), render: (_, r) => `${r.lot}`, sorter: (a, b) => a.lot - b.lot },
    { key: 'tick', title: f('reference.product.tick'), render: (_, r) => `${r.tick}` },
    { key: 'unit', title: f('reference.product.unit'), dataIndex: 'unit' },
    { key: 'quoteBasis', title: f('reference.product.quoteBasis'), render: (_, r) => f(`reference.quoteBasis.${r.quoteBasis}`) },
    { key: 'sessions', title: f('reference.product.sessions'), render: (_, r) => <span dir="ltr">{r.sessions.join(', ')}</span> },
    { key: 'validFrom', title: f('reference.product.validFrom'), dataIndex: 'validFrom', sorter: (a, b) => a.validFrom.localeCompare(b.validFrom) },
    { key: 'versions', title: f('reference.product.versions'), dataIndex: 'versions' },
    {
      key: 'action',
      title: f('reference.action'),
      render: (_, r) => (
        <Button size="small" onClick={() => setOpen(r)}>
          {f('reference.product.history')}
        </Button>
      ),
    },
  ];
  const exportColumns: CsvColumn<Row>[] = [
    { title: f('reference.product'), value: (r) => r.key },
    { title: f('reference.product.name'), value: (r) => r.name },
    { title: f('reference.product.kind'), value: (r) => f(`reference.kind.${r.kind}`) },
    { title: f('reference.product.lot'), value: (r) => r.lot },
    { title: f('reference.product.tick'), value: (r) => r.tick },
    { title: f('reference.product.unit'), value: (r) => r.unit },
    { title: f('reference.product.quoteBasis'), value: (r) => f(`reference.quoteBasis.${r.quoteBasis}`) },
    { title: f('reference.product.sessions'), value: (r) => r.sessions.join(', ') },
    { title: f('reference.product.timeZone'), value: (r) => r.timeZone },
    { title: f('reference.product.listingRule'), value: (r) => r.listingRule },
    { title: f('reference.product.settlementRule'), value: (r) => r.settlementRule },
    { title: f('reference.product.validFrom'), value: (r) => r.validFrom },
  ];

  return (
    <>
      <ClientTable<Row>
        rows={tableRows}
        columns={columns}
        rowKey="key"
        exportName="products"
        exportColumns={exportColumns}
        searchText={(r) => `${r.key} ${Object.values(r.names).join(' ')}`}
        loading={loading}
        aria-label={f('reference.tab.products')}
      />
      <ProductDrawer product={open} isAdmin={isAdmin} onClose={() => setOpen(null)} />
    </>
  );
}
