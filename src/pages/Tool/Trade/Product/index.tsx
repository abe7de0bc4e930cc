/**
 * The pages drawn from a spec in code: the product spread pages (`/tool/trade/realtime/{fu,lu,...}`, issue 20) and the
 * daily oil watch (`/tool/calculator/oilDaliyWatchdog`, issue 21). One component for every such route; it draws the
 * route's spec (specs/index.ts SPEC_PAGES) with the page renderer (src/components/PageView, docs/page-specs.md).
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useLocation } from '@umijs/max';
import { Alert } from 'antd';
import { useMessagePart } from '@/components/PageMessages';
import { DIGEST_PAGES } from '@common/contract/pageDigest';
import PageView from '@/components/PageView';
import { useAskPanelsAhead } from '@/components/PageView/askPanelsAhead';
import '@/locales/productParts';
import { productSpecOf } from './specs';

export default function ProductPage() {
  const { pathname } = useLocation();
  const spec = productSpecOf(pathname);
  // The panels' calls and chunks start now, beside the strings part below rather than after it (askPanelsAhead.ts).
  useAskPanelsAhead(spec);
  // The product pages' strings are their own part, fetched with this page rather than with every page (src/locales/load.ts).
  useMessagePart('products');
  const intl = useIntl();
  if (!spec)
    return (
      <PageContainer>
        <Alert type="info" showIcon message={intl.formatMessage({ id: 'pageView.noSpec' })} />
      </PageContainer>
    );
  const route = pathname.replace(/\/+$/, '');
  return <PageView key={spec.id} spec={spec} digestPage={DIGEST_PAGES[route] ? route : undefined} />;
}
