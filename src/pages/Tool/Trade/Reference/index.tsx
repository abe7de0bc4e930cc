/**
 * /tool/trade/realtime/config/contract (docs/market-data/reference.md): products with their dated versions, contract
 * months, month mappings, reference rates and exchange holiday calendars; then the feeds and bar-import tabs built by those areas. Everyone with
 * the real-time pages reads; administrators add versions, rates and mappings (the route's `editAccess: 'admin'`,
 * enforced by the server too). Nothing is changed in place: each change is a new dated row.
 */
import { PageContainer } from '@ant-design/pro-components';
import { getLocale, useAccess, useIntl } from '@umijs/max';
import { Alert, Card, Tabs } from 'antd';
import { failureMessage } from '@/utils/apiError';
import BarsImport from './components/BarsImport';
import ContractsTab from './components/ContractsTab';
import FeedsPanel from './components/FeedsPanel';
import HolidaysTab from './components/HolidaysTab';
import MappingsTab from './components/MappingsTab';
import ProductsTab from './components/ProductsTab';
import RatesTab from './components/RatesTab';
import { useText } from '@/hooks/useText';
import { useProducts } from './service';

export default function ReferencePage() {
  const f = useText();
  // getLocale(), not intl.locale: in Arabic intl.locale carries the Latin-digit extension (ar-EG-u-nu-latn). useIntl
  // re-renders the page when the language changes.
  useIntl();
  const locale = getLocale();
  const { isAdmin = false } = useAccess() as { isAdmin?: boolean };
  const products = useProducts(locale);
  const rows = products.data ?? [];

  return (
    <PageContainer title={f('menu.tool.realtime.contract')} content={f('reference.intro')}>
      {!isAdmin && <Alert type="info" showIcon message={f('reference.readOnly')} style={{ marginBlockEnd: 16 }} />}
      {products.isError && (
        <Alert type="error" showIcon message={f('reference.loadFailed', { reason: failureMessage(products.error) })} style={{ marginBlockEnd: 16 }} />
      )}
      <Card>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'products', label: f('reference.tab.products'), children: <ProductsTab rows={rows} loading={products.isLoading} isAdmin={isAdmin} /> },
            { key: 'contracts', label: f('reference.tab.contracts'), children: <ContractsTab products={rows} /> },
            { key: 'mappings', label: f('reference.tab.mappings'), children: <MappingsTab products={rows} isAdmin={isAdmin} /> },
            { key: 'rates', label: f('reference.tab.rates'), children: <RatesTab isAdmin={isAdmin} /> },
            { key: 'holidays', label: f('reference.tab.holidays'), children: <HolidaysTab isAdmin={isAdmin} /> },
            { key: 'feeds', label: f('reference.tab.feeds'), children: <FeedsPanel /> },
            { key: 'barsImport', label: f('reference.tab.barsImport'), children: <BarsImport /> },
          ]}
        />
      </Card>
    </PageContainer>
  );
}
