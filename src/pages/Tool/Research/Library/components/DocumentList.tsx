/**
 * The library tab: search, filters (kind, product, publisher, publication date range, language, unread,
 * favourites), sort, the paged list with highlighted matches, the upload button and the reader. The route presets the
 * kinds (index.tsx). The empty library says how documents arrive: the upload form, or feeds an administrator sets up.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, DatePicker, Empty, Input, List, Select, Space, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { DOCUMENT_KINDS, type DocumentKind, type ResearchDocumentFields } from '@common/contract/library';
import Highlighted from '@/components/Highlighted';
import { useText } from '@/hooks/useText';
import { failureMessage } from '@/utils/apiError';
import { dayText, utcDayOf } from '../dates';
import { useDocuments, useFilterOptions } from '../service';
import DocumentForm from './DocumentForm';
import Reader from './Reader';

const DAY_MS = 86_400_000;
const LANGUAGES: ResearchDocumentFields['language'][] = ['zh-CN', 'en-US', 'other'];

/** `openId`: a document to open in the reader at once (a chart annotation's link). */
export default function DocumentList({ presetKinds, openId: linked = null }: { presetKinds: DocumentKind[]; openId?: string | null }) {
  const f = useText();
  const [query, setQuery] = useState('');
  const [kinds, setKinds] = useState<DocumentKind[]>(presetKinds);
  const [products, setProducts] = useState<string[]>([]);
  const [publisher, setPublisher] = useState<string | undefined>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [language, setLanguage] = useState<ResearchDocumentFields['language'] | undefined>();
  const [sort, setSort] = useState<'relevance' | 'date'>('relevance');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const [current, setCurrent] = useState(1);
  const [openId, setOpenId] = useState<string | null>(linked);
  useEffect(() => {
    if (linked) setOpenId(linked);
  }, [linked]);
  const [uploading, setUploading] = useState(false);
  const filters = useFilterOptions();
  const [from, to] = range ?? [null, null];
  const docs = useDocuments({
    query: query || undefined,
    kinds,
    products: products.length ? products : undefined,
    publisher,
    language,
    // Dates are UTC days (dates.ts): the range covers the whole last day.
    from: from ? utcDayOf(from) : undefined,
    to: to ? utcDayOf(to) + DAY_MS - 1 : undefined,
    sort: query ? sort : 'date',
    unreadOnly: unreadOnly || undefined,
    favouritesOnly: favouritesOnly || undefined,
    current,
    pageSize: 10,
  });
  const page = docs.data;
  /** Any change of what is asked starts again at page 1. */
  const refine =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setCurrent(1);
    };
  const filtered = !!query || products.length > 0 || !!publisher || !!range || !!language || unreadOnly || favouritesOnly;

  return (
    <>
      {docs.isError && <Alert type="error" showIcon message={failureMessage(docs.error)} style={{ marginBlockEnd: 16 }} />}
      {page?.searchCut && <Alert type="info" showIcon message={f('library.search.cut')} style={{ marginBlockEnd: 16 }} data-testid="research-search-cut" />}
      <Card>
        <Space wrap style={{ marginBlockEnd: 16 }}>
          <Input.Search
            allowClear
            placeholder={f('library.search.placeholder')}
            aria-label={f('library.search.placeholder')}
            onSearch={(v) => refine(setQuery)(v.trim())}
            style={{ width: 320 }}
          />
          <Select
            mode="multiple"
            value={kinds}
            onChange={refine(setKinds)}
            options={DOCUMENT_KINDS.map((k) => ({ value: k, label: f(`library.kind.${k}`) }))}
            style={{ minWidth: 260 }}
            aria-label={f('library.field.kind')}
          />
          <Select
            mode="multiple"
            allowClear
            value={products}
            onChange={refine(setProducts)}
            placeholder={f('library.field.products')}
            options={(filters.data?.products ?? []).map((p) => ({ value: p, label: p }))}
            style={{ minWidth: 180 }}
            aria-label={f('library.field.products')}
          />
          <Select
            allowClear
            value={publisher}
            onChange={refine(setPublisher)}
            placeholder={f('library.field.publisher')}
            options={(filters.data?.publishers ?? []).map((p) => ({ value: p, label: p }))}
            style={{ minWidth: 160 }}
            aria-label={f('library.field.publisher')}
          />
          <DatePicker.RangePicker value={range} onChange={refine(setRange)} allowEmpty={[true, true]} aria-label={f('library.filter.dates')} />
          <Select
            allowClear
            value={language}
            onChange={refine(setLanguage)}
            placeholder={f('library.field.language')}
            options={LANGUAGES.map((l) => ({ value: l, label: f(`library.language.${l}`) }))}
            style={{ minWidth: 120 }}
            aria-label={f('library.field.language')}
          />
          <Select
            value={sort}
            onChange={setSort}
            disabled={!query}
            options={[
              { value: 'relevance', label: f('library.sort.relevance') },
              { value: 'date', label: f('library.sort.date') },
            ]}
            aria-label={f('library.sort.label')}
          />
          <Checkbox checked={unreadOnly} onChange={(e) => refine(setUnreadOnly)(e.target.checked)}>
            {f('library.filter.unread')}
          </Checkbox>
          <Checkbox checked={favouritesOnly} onChange={(e) => refine(setFavouritesOnly)(e.target.checked)}>
            {f('library.filter.favourites')}
          </Checkbox>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
            {f('library.upload.open')}
          </Button>
        </Space>
        <List
          loading={docs.isLoading}
          dataSource={page?.list ?? []}
          locale={{ emptyText: <Empty description={f(filtered ? 'library.empty.noMatch' : 'library.empty.library')} /> }}
          pagination={page && page.total > 10 ? { current, pageSize: 10, total: page.total, onChange: setCurrent, showSizeChanger: false } : false}
          renderItem={(d) => (
            <List.Item key={d.id} onClick={() => setOpenId(d.id)} style={{ cursor: 'pointer' }} data-testid="research-item">
              <List.Item.Meta
                title={
                  <Space>
                    <Typography.Text strong={!d.read}>
                      <Highlighted segments={d.titleSegments} />
                    </Typography.Text>
                    <Tag>{f(`library.kind.${d.kind}`)}</Tag>
                    {d.hasPdf && <Tag>PDF</Tag>}
                    {d.favourite && <Tag color="gold">{f('library.favourite')}</Tag>}
                  </Space>
                }
                description={
                  <>
                    <div>
                      {d.publisher} · {dayText(d.publishedAt)} · {d.products.join(', ')}
                    </div>
                    {d.snippet.length > 0 && (
                      <div data-testid="research-snippet">
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
      <DocumentForm open={uploading} onClose={() => setUploading(false)} defaultKind={kinds[0] ?? presetKinds[0]} />
    </>
  );
}
