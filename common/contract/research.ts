/**
 * The research library (issue 11; docs/research.md): reports, insights, subscriber notes and methodology changes,
 * uploaded or polled from feeds, searchable in Chinese and English. This file fixes the shapes the library's areas
 * share (a document, a highlighted search match); the library's calls are declared below them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './envelope';

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
});
export type ResearchDocumentSummary = Static<typeof ResearchDocumentSummary>;

export const RESEARCH_ENDPOINTS = [] as const;
