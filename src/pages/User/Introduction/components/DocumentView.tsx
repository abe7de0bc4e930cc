/** One rendered usage document. The HTML comes from renderMarkdown, which sanitises it with DOMPurify. */
import { Alert, Typography } from 'antd';
import { useIntl } from '@umijs/max';
import type { IntroductionDocument } from '../library';

export default function DocumentView({ doc }: { doc: IntroductionDocument }) {
  const intl = useIntl();
  return (
    <article lang={doc.source.locale}>
      {doc.source.isFallback && (
        <Alert type="info" showIcon style={{ marginBlockEnd: 16 }} message={intl.formatMessage({ id: 'introduction.fallbackNotice' })} />
      )}
      <Typography>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: doc.html is sanitised by DOMPurify in renderMarkdown (markdown.ts); never pass unsanitised HTML here. */}
        <div className="intro-markdown" dangerouslySetInnerHTML={{ __html: doc.html }} />
      </Typography>
    </article>
  );
}
