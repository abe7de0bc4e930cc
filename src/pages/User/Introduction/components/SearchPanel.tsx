/** Search box and results: every document of the current locale, matches highlighted in a snippet. */
import { Input, Typography } from 'antd';
import { Link, useIntl } from '@umijs/max';
import { useMemo } from 'react';
import type { IntroductionDocument } from '../library';
import { documentPath } from '../routing';
import { normaliseQuery, searchDocuments, type SearchHit } from '../search';

interface Props {
  documents: IntroductionDocument[];
  query: string;
  onQueryChange: (query: string) => void;
  /** Called when a result is chosen, before the router opens its document. */
  onOpen: (hit: SearchHit) => void;
}

export default function SearchPanel({ documents, query, onQueryChange, onOpen }: Props) {
  const intl = useIntl();
  const phrase = normaliseQuery(query);
  const hits = useMemo(() => searchDocuments(documents, phrase), [documents, phrase]);
  const label = intl.formatMessage({ id: 'introduction.search.label' });

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> has the search role only from Chrome and Firefox 118 and Safari 17; the build targets Chrome 100 and Safari 15 (.umirc.ts), and React 18 reports it as an unknown element.
    <div role="search" aria-label={label}>
      <Input.Search
        allowClear
        value={query}
        onChange={(e) => onQueryChange(e.target.value)}
        onSearch={onQueryChange}
        placeholder={intl.formatMessage({ id: 'introduction.search.placeholder' })}
        aria-label={label}
      />
      {phrase && (
        <div aria-live="polite">
          <div className="intro-section-title">
            {hits.length
              ? intl.formatMessage({ id: 'introduction.search.resultCount' }, { count: hits.length })
              : intl.formatMessage({ id: 'introduction.search.noResults' }, { query: phrase })}
          </div>
          <ul className="intro-list">
            {hits.map((hit) => (
              <li key={hit.slug}>
                <Link to={documentPath(hit.slug)} className="intro-hit" onClick={() => onOpen(hit)}>
                  <span className="intro-hit-title">{hit.title}</span>
                  {hit.heading !== hit.title && <Typography.Text type="secondary"> · {hit.heading}</Typography.Text>}
                  {hit.snippet && (
                    <span className="intro-hit-snippet">
                      {hit.snippet.before}
                      <mark>{hit.snippet.match}</mark>
                      {hit.snippet.after}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
