/**
 * /tool/calculator/futOptCrossSectionData (issue 21, docs/options.md): the options cross-section of a product (smile
 * per expiry, ATM term structure, put/call open interest and volume by strike, the chain, the 25-delta risk reversal
 * history; CrossSection), a single-option calculator (Black-76 / Barone-Adesi-Whaley; Calculator), and the imports of
 * option settlement files (OptionImport). Layout only.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Tabs } from 'antd';
import { useMessagePart } from '@/components/PageMessages';
import '@/locales/pageParts/futOptCrossSectionData';
import Calculator from './components/Calculator';
import CrossSection from './components/CrossSection';
import OptionImport from './components/OptionImport';

export default function FutOptCrossSectionData() {
  // Its strings are a part of their own, loaded with this page (src/locales/pageOwnedAreas.ts).
  useMessagePart('futOptCrossSectionData');
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  return (
    <PageContainer title={f('menu.tool.calculator.futOptCrossSectionData')} content={f('futOptCrossSectionData.intro')}>
      <Tabs
        items={[
          { key: 'crossSection', label: f('futOptCrossSectionData.tab.crossSection'), children: <CrossSection /> },
          { key: 'calculator', label: f('futOptCrossSectionData.tab.calculator'), children: <Calculator /> },
          { key: 'import', label: f('futOptCrossSectionData.tab.import'), children: <OptionImport /> },
        ]}
      />
    </PageContainer>
  );
}
