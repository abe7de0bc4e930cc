/**
 * /user/introduction/*: the usage instructions. Left: the areas and a search over every document of the user's
 * language; centre: the document; right: its table of contents. The area comes from the route's splat
 * (`/user/introduction/files`), the language from the locale plugin.
 */
import { useIntl, useParams } from '@umijs/max';
import { useEffect, useMemo, useState } from 'react';
import AreaNav from './components/AreaNav';
import DocumentView from './components/DocumentView';
import MissingDocument from './components/MissingDocument';
import SearchPanel from './components/SearchPanel';
import TableOfContents from './components/TableOfContents';
import { DEFAULT_SLUG } from './content';
import './index.less';
import { documentsFor } from './library';
import { documentPath, slugFromRoute } from './routing';
import { scrollToHeading } from './scrollToHeading';
import type { SearchHit } from './search';
import { useMessagePart } from '@/components/PageMessages';
import '@/locales/pageParts/introduction';

/** A heading to scroll to once its document is on screen (set by a search result). */
interface PendingAnchor {
  slug: string;
  headingId: string | null;
}

export default function IntroductionPage() {
  // Its strings are a part of their own, loaded with this page (src/locales/pageOwnedAreas.ts).
  useMessagePart('introduction');
  const { locale } = useIntl();
  const params = useParams();
  const slug = slugFromRoute(params['*']) || DEFAULT_SLUG;
  const documents = useMemo(() => documentsFor(locale), [locale]);
  const current = documents.find((doc) => doc.slug === slug) ?? null;

  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<PendingAnchor | null>(null);

  useEffect(() => {
    if (!pending || pending.slug !== slug || !current) return;
    setPending(null);
    if (pending.headingId) scrollToHeading(pending.headingId);
    else document.scrollingElement?.scrollTo?.({ top: 0 });
  }, [pending, slug, current]);

  const openHit = (hit: SearchHit) => setPending({ slug: hit.slug, headingId: hit.headingId });

  return (
    <div className="intro-page">
      <aside className="intro-side">
        <SearchPanel documents={documents} query={query} onQueryChange={setQuery} onOpen={openHit} />
        <AreaNav documents={documents} activeSlug={current?.slug ?? null} />
      </aside>
      <div className="intro-article">
        {current ? <DocumentView doc={current} /> : <MissingDocument slug={slug} start={documents.find((doc) => doc.slug === DEFAULT_SLUG)} />}
      </div>
      <aside className="intro-toc">{current && <TableOfContents toc={current.toc} href={documentPath(current.slug)} />}</aside>
    </div>
  );
}
