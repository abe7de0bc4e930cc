/**
 * The research library (issue 11; docs/research.md): reports, insights, subscriber notes and methodology changes,
 * uploaded or polled from feeds, searchable in Chinese and English. This file fixes the shapes the library's areas
 * share (a document, a highlighted search match); the library's calls are declared below them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { e, type Endpoint } from './endpoint';
import { EpochMs, Nothing, Nullable, Page, PageQuery } from './envelope';

export const DOCUMENT_KINDS = ['report', 'insight', 'subscriberNote', 'methodology'] as const;
export const DocumentKind = Type.Union(DOCUMENT_KINDS.map((k) => Type.Literal(k)));
export type DocumentKind = Static<typeof DocumentKind>;

export const DocumentLanguage = Type.Union([Type.Literal('zh-CN'), Type.Literal('en-US'), Type.Literal('other')]);
export type DocumentLanguage = Static<typeof DocumentLanguage>;

/** 'html' bodies are sanitised on the server before they are stored; 'none' when the PDF is the document. */
export const BodyFormat = Type.Union([Type.Literal('html'), Type.Literal('markdown'), Type.Literal('none')]);
export type BodyFormat = Static<typeof BodyFormat>;

export const DocumentSource = Type.Union([Type.Literal('upload'), Type.Literal('feed')]);

/** A run of text that is (`hit`) or is not a match of the query: highlighting without HTML. */
export const TextSegment = Type.Object({ text: Type.String(), hit: Type.Boolean() });
export type TextSegment = Static<typeof TextSegment>;

/** A document as lists show it (no body). */
export const ResearchDocumentSummary = Type.Object({
  id: Type.String(),
  kind: DocumentKind,
  title: Type.String(),
  publisher: Type.String(),
  products: Type.Array(Type.String()),
  regions: Type.Array(Type.String()),
  /** Epoch ms. */
  publishedAt: Type.Number(),
  effectiveAt: Nullable(Type.Number()),
  language: DocumentLanguage,
  source: DocumentSource,
  /** The feed it came from (name), null for uploads. */
  feedId: Nullable(Type.String()),
  hasPdf: Type.Boolean(),
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
  /** Library (issue 11): false when a PDF's text could not be read (stored, but not found by search). */
  searchable: Type.Optional(Type.Boolean()),
});
export type ResearchDocumentSummary = Static<typeof ResearchDocumentSummary>;

// ---- The library's calls (area `research`, docs/research/library.md) ----

const KEY = 'auth_tool_research_platts' as const;

/** Upload limits: a PDF through file management, an HTML or markdown body sent in the call. */
export const RESEARCH_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const RESEARCH_TEXT_MAX_BYTES = 2 * 1024 * 1024;
export const RESEARCH_TITLE_MAX = 300;
export const RESEARCH_NOTE_MAX = 4000;
export const RESEARCH_MAX_PINS = 20;
export const RESEARCH_MAX_TAGS = 20;
/**
 * The library quota of one uploader (issue 19 item 6, docs/security.md "Costs and quotas"): documents kept and their
 * bytes, where a document weighs the larger of what was uploaded (body, or PDF file) and the text it adds to the search
 * index. Administrators get RESEARCH_ADMIN_QUOTA_FACTOR times as much; feed documents count against nobody. The
 * server reads RESEARCH_QUOTA_DOCUMENTS / RESEARCH_QUOTA_BYTES, defaulting to these.
 */
export const RESEARCH_QUOTA_DOCUMENTS = 500;
export const RESEARCH_QUOTA_BYTES = 200 * 1024 * 1024;
export const RESEARCH_ADMIN_QUOTA_FACTOR = 10;
/** PDF text extraction stops after this many pages or this long (the document is stored either way). */
export const RESEARCH_PDF_PAGE_CAP = 200;
export const RESEARCH_PDF_TIME_CAP_MS = 20_000;

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Tag = Type.String({ minLength: 1, maxLength: 40 });

/** The metadata a user enters for a document (upload and edit). */
export const ResearchDocumentFields = Type.Object({
  kind: DocumentKind,
  title: Type.String({ minLength: 1, maxLength: RESEARCH_TITLE_MAX }),
  publisher: Type.String({ minLength: 1, maxLength: 100 }),
  products: Type.Array(Tag, { maxItems: RESEARCH_MAX_TAGS, default: [] }),
  regions: Type.Array(Tag, { maxItems: RESEARCH_MAX_TAGS, default: [] }),
  publishedAt: EpochMs,
  effectiveAt: Type.Optional(Nullable(EpochMs)),
  language: DocumentLanguage,
});
export type ResearchDocumentFields = Static<typeof ResearchDocumentFields>;

/**
 * An upload: `html` or `markdown` with the text in `body` (at most RESEARCH_TEXT_MAX_BYTES), or `pdf` with `fileId`,
 * a PDF the caller uploaded through file management (at most RESEARCH_PDF_MAX_BYTES). `attachments`: other
 * file-management files the caller can see.
 */
export const ResearchUploadBody = Type.Composite([
  ResearchDocumentFields,
  Type.Object({
    format: Type.Union([Type.Literal('html'), Type.Literal('markdown'), Type.Literal('pdf')]),
    body: Type.Optional(Type.String({ maxLength: 3 * 1024 * 1024 })),
    fileId: Type.Optional(Id),
    attachments: Type.Array(Id, { maxItems: 20, default: [] }),
  }),
]);
export type ResearchUploadBody = Static<typeof ResearchUploadBody>;

export const ResearchUpdateBody = Type.Composite([ResearchDocumentFields, Type.Object({ id: Id })]);
export type ResearchUpdateBody = Static<typeof ResearchUpdateBody>;

export const ResearchIdBody = Type.Object({ id: Id });

export const RESEARCH_SORTS = ['relevance', 'date'] as const;

export const ResearchListBody = Type.Composite([
  PageQuery,
  Type.Object({
    query: Type.Optional(Type.String({ maxLength: 200 })),
    kinds: Type.Optional(Type.Array(DocumentKind, { maxItems: 4 })),
    products: Type.Optional(Type.Array(Tag, { maxItems: RESEARCH_MAX_TAGS })),
    publisher: Type.Optional(Type.String({ maxLength: 100 })),
    language: Type.Optional(DocumentLanguage),
    /** Publication date range, epoch ms, inclusive. */
    from: Type.Optional(EpochMs),
    to: Type.Optional(EpochMs),
    unreadOnly: Type.Optional(Type.Boolean()),
    favouritesOnly: Type.Optional(Type.Boolean()),
    /** Default: relevance with a query, date (newest first) without. */
    sort: Type.Optional(Type.Union(RESEARCH_SORTS.map((s) => Type.Literal(s)))),
  }),
]);
export type ResearchListBody = Static<typeof ResearchListBody>;

export const ResearchListItem = Type.Composite([
  ResearchDocumentSummary,
  Type.Object({
    /** The title as highlighted segments (one plain segment without a query). */
    titleSegments: Type.Array(TextSegment),
    /** The body around the first match; empty without a query. */
    snippet: Type.Array(TextSegment),
    read: Type.Boolean(),
    favourite: Type.Boolean(),
  }),
]);
export type ResearchListItem = Static<typeof ResearchListItem>;

/** A page of the library; `searchCut` when the search's work budget ended it before every text was looked at. */
export const ResearchListPage = Type.Composite([Page(ResearchListItem), Type.Object({ searchCut: Type.Optional(Type.Boolean()) })]);
export type ResearchListPage = Static<typeof ResearchListPage>;

export const ResearchFilterOptions = Type.Object({
  publishers: Type.Array(Type.String()),
  products: Type.Array(Type.String()),
});
export type ResearchFilterOptions = Static<typeof ResearchFilterOptions>;

/** A file of a document with a short-lived download address. */
export const ResearchFile = Type.Object({ id: Type.String(), name: Type.String(), size: Type.Integer(), url: Type.String() });
export type ResearchFile = Static<typeof ResearchFile>;

export const ResearchUserState = Type.Object({
  read: Type.Boolean(),
  favourite: Type.Boolean(),
  /** The caller's private note ('' when none); nobody else sees it. */
  note: Type.String(),
});
export type ResearchUserState = Static<typeof ResearchUserState>;

export const ResearchDocumentDetail = Type.Composite([
  ResearchDocumentSummary,
  Type.Object({
    bodyFormat: BodyFormat,
    /** Sanitised HTML, markdown as written, or '' when the PDF is the document. */
    body: Type.String(),
    pdf: Nullable(ResearchFile),
    attachments: Type.Array(ResearchFile),
    link: Nullable(Type.String()),
    state: ResearchUserState,
    pins: Type.Array(Type.String()),
    /** The uploader or an administrator. */
    canEdit: Type.Boolean(),
  }),
]);
export type ResearchDocumentDetail = Static<typeof ResearchDocumentDetail>;

export const ResearchStateBody = Type.Object({
  id: Id,
  read: Type.Optional(Type.Boolean()),
  favourite: Type.Optional(Type.Boolean()),
  note: Type.Optional(Type.String({ maxLength: RESEARCH_NOTE_MAX })),
});
export type ResearchStateBody = Static<typeof ResearchStateBody>;

export const ResearchPinsBody = Type.Object({
  id: Id,
  /** Series addresses (common/market/address.ts); replaces the document's pins. */
  addresses: Type.Array(Type.String({ minLength: 3, maxLength: 120 }), { maxItems: RESEARCH_MAX_PINS }),
});
export type ResearchPinsBody = Static<typeof ResearchPinsBody>;

export const ResearchAnnotationBody = Type.Object({
  addresses: Type.Array(Type.String({ minLength: 3, maxLength: 120 }), { minItems: 1, maxItems: 50 }),
  from: EpochMs,
  to: EpochMs,
});
export type ResearchAnnotationBody = Static<typeof ResearchAnnotationBody>;

/** A pinned document on one series, dated by its effective date (else its publication date). */
export const ResearchAnnotation = Type.Object({
  address: Type.String(),
  documentId: Type.String(),
  kind: DocumentKind,
  title: Type.String(),
  at: Type.Number(),
});
export type ResearchAnnotation = Static<typeof ResearchAnnotation>;

export const RESEARCH_ENDPOINTS = [
  e(
    '/v2/research/document/list',
    KEY,
    ResearchListBody,
    ResearchListPage,
    'Search and filter the library (relevance or date), highlighted matches, paged',
    'added',
  ),
  e('/v2/research/document/filters', KEY, null, ResearchFilterOptions, 'Publishers and products present in the library (filter choices)', 'added'),
  e(
    '/v2/research/document/get',
    KEY,
    ResearchIdBody,
    ResearchDocumentDetail,
    "One document with its body, files, pins and the caller's state; marks it read",
    'added',
  ),
  e(
    '/v2/research/document/upload',
    KEY,
    ResearchUploadBody,
    ResearchDocumentSummary,
    'Add a document: HTML or markdown body, or a PDF from file management',
    'added',
  ),
  e('/v2/research/document/update', KEY, ResearchUpdateBody, ResearchDocumentSummary, "Edit a document's metadata (uploader or administrator)", 'added'),
  e('/v2/research/document/delete', KEY, ResearchIdBody, Nothing, 'Soft-delete a document (uploader or administrator); it leaves search', 'added'),
  e('/v2/research/document/state', KEY, ResearchStateBody, ResearchUserState, "Set the caller's read flag, favourite or private note", 'added'),
  e('/v2/research/document/pins', KEY, ResearchPinsBody, Type.Array(Type.String()), 'Pin a document to series addresses (replaces its pins)', 'added'),
  e(
    '/v2/research/annotation/list',
    KEY,
    ResearchAnnotationBody,
    Type.Array(ResearchAnnotation),
    'Pinned documents of series the caller may read, dated within [from, to]',
    'added',
  ),
] as const satisfies readonly Endpoint[];
