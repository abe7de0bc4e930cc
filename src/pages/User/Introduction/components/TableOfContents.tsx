/**
 * The document's h2/h3 headings. Entries scroll with scrollIntoView instead of `#id` links because the hash
 * belongs to the router: changing it would navigate away from the document.
 */
import { useIntl } from '@umijs/max';
import { scrollToHeading } from '../scrollToHeading';
import type { Heading } from '../markdown';

interface Props {
  toc: Heading[];
  /** The document's own address, so an entry still opens the document when copied or opened in a new tab. */
  href: string;
}

export default function TableOfContents({ toc, href }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'introduction.toc.title' });
  if (toc.length === 0) return null;
  return (
    <nav aria-label={label}>
      <div className="intro-section-title">{label}</div>
      <ul className="intro-list intro-toc-list">
        {toc.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? 'intro-toc-depth3' : undefined}>
            <a
              href={`#${href}`}
              onClick={(event) => {
                event.preventDefault();
                scrollToHeading(heading.id);
              }}
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
