/** A meeting body rendered from Markdown (sanitised: see markdown.ts). */
import { type CSSProperties, useMemo } from 'react';
import { markdownToSafeHtml } from './markdown';

export default function MarkdownView({ markdown, style, testId }: { markdown: string; style?: CSSProperties; testId?: string }) {
  const html = useMemo(() => markdownToSafeHtml(markdown), [markdown]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify in markdownToSafeHtml
  return <div className="meeting-markdown" data-testid={testId} style={style} dangerouslySetInnerHTML={{ __html: html }} />;
}
