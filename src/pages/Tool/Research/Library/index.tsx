/**
 * /tool/research/platts/reports and /tool/research/platts/insights (docs/research/library.md): one library page,
 * its kind filter preset by the route (reports: report + methodology; insights: insight + subscriber note). The
 * page is a set of tabs (an items array): the library for everyone; further tabs (the administrators' feeds) are one
 * more entry.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useLocation } from '@umijs/max';
import { Tabs, type TabsProps } from 'antd';
import type { DocumentKind } from '@common/contract/library';
import { HowToUse } from '@/components/Analytics';
import { useText } from '@/hooks/useText';
import DocumentList from './components/DocumentList';
import FeedsAdmin from './components/FeedsAdmin';

/** The kinds each route shows first (the user may change them). */
export const PRESET_KINDS: Record<'reports' | 'insights', DocumentKind[]> = {
  reports: ['report', 'methodology'],
  insights: ['insight', 'subscriberNote'],
};

export default function ResearchLibraryPage() {
  const f = useText();
  const { pathname, search } = useLocation();
  const { isAdmin } = useAccess();
  // A chart's annotation links here with `?open=<document id>` (src/hooks/useSeriesAnnotations.ts).
  const openId = new URLSearchParams(search).get('open');
  const which = pathname.endsWith('/insights') ? 'insights' : 'reports';
  const tabs: TabsProps['items'] = [
    { key: 'library', label: f('library.tab.library'), children: <DocumentList key={which} presetKinds={PRESET_KINDS[which]} openId={openId} /> },
  ];
  // The feeds' administration (docs/research/feeds.md): administrators only, as its calls are.
  if (isAdmin) {
    tabs.push({
      key: 'feeds',
      label: f('researchFeeds.title'),
      children: (
        <div data-testid="research-feeds">
          <FeedsAdmin />
        </div>
      ),
    });
  }

  return (
    <PageContainer title={f(`menu.tool.research.${which === 'reports' ? 'plattsReports' : 'plattsInsights'}`)} content={f('library.intro')}>
      <div style={{ marginBlockEnd: 16 }}>
        <HowToUse i18nKey="library.howToUse.text" />
      </div>
      <Tabs items={tabs} destroyOnHidden />
    </PageContainer>
  );
}
