/** Typed research documents for the library's page tests (the shapes of common/contract/library.ts). */
type ResearchListItem = import('@common/contract/library').ResearchListItem;
type ResearchDocumentDetail = import('@common/contract/library').ResearchDocumentDetail;

export const REPORTS = '/tool/research/platts/reports';
export const INSIGHTS = '/tool/research/platts/insights';
export const FILES = '/user/fileUpload';
export const T = Date.UTC(2026, 10, 2);

export const listItem = (over: Partial<ResearchListItem> = {}): ResearchListItem => ({
  id: 'd1',
  kind: 'report',
  title: '燃料油裂解月报',
  publisher: 'Platts',
  products: ['HSFO'],
  regions: [],
  publishedAt: T,
  effectiveAt: null,
  language: 'zh-CN',
  source: 'upload',
  feedId: null,
  hasPdf: false,
  createdAt: T,
  updatedAt: T,
  searchable: true,
  titleSegments: [{ text: '燃料油裂解月报', hit: false }],
  snippet: [],
  read: false,
  favourite: false,
  ...over,
});

export const detail = (over: Partial<ResearchDocumentDetail> = {}): ResearchDocumentDetail => {
  const { titleSegments: _t, snippet: _s, read: _r, favourite: _f, ...summary } = listItem();
  return {
    ...summary,
    bodyFormat: 'markdown',
    body: '# 库存',
    pdf: null,
    attachments: [],
    link: null,
    state: { read: true, favourite: false, note: '' },
    pins: [],
    canEdit: true,
    ...over,
  };
};

export const pageOf = (list: ResearchListItem[]) => ({ list, total: list.length, current: 1, pageSize: 10 });
