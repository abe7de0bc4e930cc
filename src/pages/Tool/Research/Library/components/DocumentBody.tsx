/**
 * A document's body in the reader. HTML was sanitised on the server and passes the shared client sanitiser
 * (src/utils/safeHtml.ts) again here, a second line of defence; markdown is rendered with marked, then sanitised the
 * same way. A PDF-only document shows its file link.
 */
import { marked } from 'marked';
import { useMemo } from 'react';
import type { ResearchDocumentDetail } from '@common/contract/library';
import { sanitizeHtml } from '@/utils/safeHtml';

export const safeHtmlOf = (doc: Pick<ResearchDocumentDetail, 'bodyFormat' | 'body'>): string => {
  if (doc.bodyFormat === 'none') return '';
  const html = doc.bodyFormat === 'markdown' ? marked.parse(doc.body, { async: false }) : doc.body;
  return sanitizeHtml(html);
};

export default function DocumentBody({ doc }: { doc: ResearchDocumentDetail }) {
  const html = useMemo(() => safeHtmlOf(doc), [doc]);
  if (!html) return null;
  // Sanitised twice (server and DOMPurify above).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className="research-body" data-testid="research-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
