/** The list of areas: one link per usage document, the open one marked. */
import { Link, useIntl } from '@umijs/max';
import type { IntroductionDocument } from '../library';
import { documentPath } from '../routing';

interface Props {
  documents: Pick<IntroductionDocument, 'slug' | 'title'>[];
  activeSlug: string | null;
}

export default function AreaNav({ documents, activeSlug }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'introduction.areas' });
  return (
    <nav aria-label={label}>
      <div className="intro-section-title">{label}</div>
      <ul className="intro-list">
        {documents.map((doc) => (
          <li key={doc.slug}>
            <Link
              to={documentPath(doc.slug)}
              className={doc.slug === activeSlug ? 'intro-active' : undefined}
              aria-current={doc.slug === activeSlug ? 'page' : undefined}
            >
              {doc.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
