/** A product's versions, newest first, and (administrators) the form that adds the next one. */
import { Alert, Button, Drawer, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { failureMessage } from '@/utils/apiError';
import type { ProductRow, ProductVersion } from '../data';
import { useProductVersions } from '../service';
import AddVersionForm from './AddVersionForm';
import { useText } from '@/hooks/useText';

interface Props {
  product: ProductRow | null;
  isAdmin: boolean;
  onClose: () => void;
}

export default function ProductDrawer({ product, isAdmin, onClose }: Props) {
  const f = useText();
  const versions = useProductVersions(product);
  const [adding, setAdding] = useState(false);
  const title = product ? f('reference.product.historyTitle', { product: `${product.exchange}.${product.code}` }) : '';
  const latest = versions.data?.[0];
  const close = () => {
    setAdding(false);
    onClose();
  };

  return (
    <Drawer open={!!product} title={title} onClose={close} width={720} destroyOnHidden>
      <Space direction="vertical" style={{ inlineSize: '100%' }}>
        {versions.isError && <Alert type="error" showIcon message={failureMessage(versions.error)} />}
        <Table<ProductVersion>
          aria-label={title}
          rowKey="id"
          size="small"
          loading={versions.isLoading}
          dataSource={versions.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          expandable={{ expandedRowRender: (v) => <VersionDetail version={v} /> }}
          columns={[
            { key: 'validFrom', title: f('reference.product.validFrom'), dataIndex: 'validFrom' },
            { key: 'lot', title: f('reference.product.lot'), render: (_, v) => `${v.lot} (${v.unit.split('/')[1] ?? ''})` },
            { key: 'tick', title: f('reference.product.tick'), render: (_, v) => `${v.tick}` },
            { key: 'quoteBasis', title: f('reference.product.quoteBasis'), render: (_, v) => f(`reference.quoteBasis.${v.quoteBasis}`) },
            { key: 'sessions', title: f('reference.product.sessions'), render: (_, v) => <span dir="ltr">{v.sessions.join(', ')}</span> },
            { key: 'createdBy', title: f('reference.product.createdBy'), dataIndex: 'createdBy' },
          ]}
        />
        {isAdmin && latest && product && !adding && (
          <Button type="primary" onClick={() => setAdding(true)}>
            {f('reference.product.addVersion')}
          </Button>
        )}
        {isAdmin && latest && product && adding && <AddVersionForm latest={latest} onDone={() => setAdding(false)} />}
      </Space>
    </Drawer>
  );
}

function VersionDetail({ version }: { version: ProductVersion }) {
  const f = useText();
  return (
    <Space direction="vertical" size={2}>
      <Typography.Text>{version.versionNote}</Typography.Text>
      <Typography.Text type="secondary">
        {f('reference.product.settlementRule')}: {version.settlementRule}
      </Typography.Text>
      <Typography.Text type="secondary">
        {f('reference.product.listingRule')}: <span dir="ltr">{version.listingRule}</span> · {f('reference.product.timeZone')}: {version.timeZone}
      </Typography.Text>
    </Space>
  );
}
