/**
 * /tool/calculator/position (issue 21, docs/position.md): holdings. Two tabs: the CFTC Commitments of Traders
 * (disaggregated and legacy, imported from the CFTC's files; nets by category with a price overlaid, week-on-week
 * changes, the COT index) and the exchanges' member rankings (SHFE, INE, DCE, ZCE; imported or DEMO).
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Tabs } from 'antd';
import { useMessagePart } from '@/components/PageMessages';
import CotTab from './components/CotTab';
import RankingsTab from './components/RankingsTab';
import '@/locales/pageParts/position';

export default function Position() {
  // Its strings are a part of their own, loaded with this page (src/locales/pageOwnedAreas.ts).
  useMessagePart('position');
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  return (
    <PageContainer title={f('menu.tool.calculator.position')} content={f('position.intro')}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'cot', label: f('position.tab.cot'), children: <CotTab /> },
          { key: 'rankings', label: f('position.tab.rankings'), children: <RankingsTab /> },
        ]}
      />
    </PageContainer>
  );
}
