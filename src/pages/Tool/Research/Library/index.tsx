/**
 * /tool/research/platts/reports and /tool/research/platts/insights (docs/research/library.md): one library page,
 * its kind filter preset by the route (reports: report + methodology; insights: insight + subscriber note). Search
 * with highlighted matches, filters, sort, paging, a reader drawer. A tab slot is left for the feeds admin tab.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useLocation } from '@umijs/max';
import { Alert, Card, Checkbox, Empty, Input, List, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DOCUMENT_KINDS, type DocumentKind } from '@common/contract/research';
import { HowToUse } from '@/components/Analytics';
import { failureMessage } from '@/utils/apiError';
import { useText } from '@/hooks/useText';
import Highlighted from '@/components/Highlighted';
import FeedsAdmin from './components/FeedsAdmin';
import Reader from './components/Reader';
import { useDocuments } from './service';

/** The kinds each route shows first (the user may change them). */
export const PRESET_KINDS: Record<'reports' | 'insights', DocumentKind[]> = {
  reports: ['report', 'methodology'],
  insights: ['insight', 'subscriberNote'],
};

export default function ResearchLibraryPage() {
  const f = useText();
  const { pathname } = useLocation();
  const { isAdmin } = useAccess();
  const which = pathname.endsWith('/insights') ? 'insights' : 'reports';
  const [query, setQuery] = useState('');
  const [kinds, setKinds] = useState<DocumentKind[]>(PRESET_KINDS[which]);
  const [sort, setSort] = useState<'relevance' | 'date'>('relevance');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const [current, setCurrent] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const docs = useDocuments({
    query: query || undefined,
    kinds,
    sort: query ? sort : 'date',
    unreadOnly: unreadOnly || undefined,
    favouritesOnly: favouritesOnly || undefined,
    current,
    pageSize: 10,
  });
  const page = docs.data;

  return (
    <PageContainer title={f(`menu.tool.research.${which === 'reports' ? 'plattsReports' : 'plattsInsights'}`)} content={f('research.intro')}>
      <div style={{ marginBlockEnd: 16 }}>
        <HowToUse i18nKey="research.howToUse.text" />
      </div>
      {docs.isError && <Alert type="error" showIcon message={failureMessage(docs.error)} style={{ marginBlockEnd: 16 }} />}
      <Card>
        <Space wrap style={{ marginBlockEnd: 16 }}>
          <Input.Search
            allowClear
            placeholder={f('research.search.placeholder')}
            aria-label={f('research.search.placeholder')}
            onSearch={(v) => {
              setQuery(v.trim());
              setCurrent(1);
            }}
            style={{ width: 320 }}
          />
          <Select
            mode="multiple"
            value={kinds}
            onChange={(v) => {
              setKinds(v);
              setCurrent(1);
            }}
            options={DOCUMENT_KINDS.map((k) => ({ value: k, label: f(`research.kind.${k}`) }))}
            style={{ minWidth: 260 }}
            aria-label={f('research.field.kind')}
          />
          <Select
            value={sort}
            onChange={setSort}
            disabled={!query}
            options={[
              { value: 'relevance', label: f('research.sort.relevance') },
              { value: 'date', label: f('research.sort.date') },
            ]}
            aria-label={f('research.sort.label')}
          />
          <Checkbox checked={unreadOnly} onChange={(e) => setUnreadOnly(e.target.checked)}>
            {f('research.filter.unread')}
          </Checkbox>
          <Checkbox checked={favouritesOnly} onChange={(e) => setFavouritesOnly(e.target.checked)}>
            {f('research.filter.favourites')}
          </Checkbox>
        </Space>
        <List
          loading={docs.isLoading}
          dataSource={page?.list ?? []}
          locale={{ emptyText: <Empty description={f(query ? 'research.empty.noMatch' : 'research.empty.library')} /> }}
          pagination={page && page.total > 10 ? { current, pageSize: 10, total: page.total, onChange: setCurrent, showSizeChanger: false } : false}
          renderItem={(d) => (
            <List.Item key={d.id} onClick={() => setOpenId(d.id)} style={{ cursor: 'pointer' }} data-testid="research-item">
              <List.Item.Meta
                title={
                  <Space>
                    <Typography.Text strong={!d.read}>
                      <Highlighted segments={d.titleSegments} />
                    </Typography.Text>
                    <Tag>{f(`research.kind.${d.kind}`)}</Tag>
                    {d.favourite && <Tag color="gold">{f('research.favourite')}</Tag>}
                  </Space>
                }
                description={
                  <>
                    <div>
                      {d.publisher} · {new Date(d.publishedAt).toISOString().slice(0, 10)} · {d.products.join(', ')}
                    </div>
                    {d.snippet.length > 0 && (
                      <div>
                        <Highlighted segments={d.snippet} />
                      </div>
                    )}
                  </>
                }
              />
            </List.Item>
          )}
        />
      </Card>
      <Reader id={openId} onClose={() => setOpenId(null)} />
      {/* The feeds' administration (docs/research/feeds.md): administrators only, as its calls are. */}
      {isAdmin && (
        <Card title={f('researchFeeds.title')} style={{ marginBlockStart: 16 }} data-testid="research-feeds">
          <FeedsAdmin />
        </Card>
      )}
    </PageContainer>
  );
}
