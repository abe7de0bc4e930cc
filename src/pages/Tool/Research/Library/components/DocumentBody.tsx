/**
 * A document's body in the reader. HTML was sanitised on the server and passes DOMPurify again here (a second
 * line of defence); markdown is rendered with marked, then DOMPurify. A PDF-only document shows its file link.
 */
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';
import type { ResearchDocumentDetail } from '@common/contract/research';

export const safeHtmlOf = (doc: Pick<ResearchDocumentDetail, 'bodyFormat' | 'body'>): string => {
  if (doc.bodyFormat === 'none') return '';
  const html = doc.bodyFormat === 'markdown' ? marked.parse(doc.body, { async: false }) : doc.body;
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'iframe', 'object', 'embed'] });
};

export default function DocumentBody({ doc }: { doc: ResearchDocumentDetail }) {
  const html = useMemo(() => safeHtmlOf(doc), [doc]);
  if (!html) return null;
  // Sanitised twice (server and DOMPurify above).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className="research-body" data-testid="research-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
