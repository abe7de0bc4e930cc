/**
 * /tool/calculator/warehouseCargoLocData: exchange warehouse receipts (daily series with changes, import, demo) and
 * Kpler-style cargo flows by location (the spec's kpler/* calls), in two tabs (docs/warehouseCargoLocData.md).
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Card, Tabs } from 'antd';
import FlowsPanel from './components/FlowsPanel';
import ReceiptsPanel from './components/ReceiptsPanel';
import { useMessagePart } from '@/components/PageMessages';
import '@/locales/pageParts/warehouseCargoLocData';

export default function WarehouseCargoLocData() {
  // Its strings are a part of their own, loaded with this page (src/locales/pageOwnedAreas.ts).
  useMessagePart('warehouseCargoLocData');
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  return (
    <PageContainer title={f('menu.tool.calculator.warehouseCargoLocData')} content={f('warehouseCargoLocData.intro')}>
      <Card>
        <Tabs
          items={[
            { key: 'receipts', label: f('warehouseCargoLocData.tab.receipts'), children: <ReceiptsPanel /> },
            { key: 'flows', label: f('warehouseCargoLocData.tab.flows'), children: <FlowsPanel /> },
          ]}
        />
      </Card>
    </PageContainer>
  );
}
