import { MAX_QUERY_LENGTH, normaliseQuery, searchDocuments, SNIPPET_CONTEXT, type SearchableDocument } from '@/pages/User/Introduction/search';
import { must } from '../../support/must';

const docs: SearchableDocument[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    sections: [
      { headingId: 'intro-getting-started', heading: 'Getting started', text: 'Sign in, then upload files. Files files FILES.' },
      { headingId: 'intro-lights', heading: 'Lights', text: 'Nine lights.' },
    ],
  },
  {
    slug: 'account',
    title: 'Your account',
    sections: [{ headingId: 'intro-password', heading: 'Password', text: 'Change it; other sessions are signed out.' }],
  },
  {
    slug: 'files',
    title: 'Files',
    sections: [
      { headingId: 'intro-files', heading: 'Files', text: 'Keep documents at hand.' },
      { headingId: 'intro-limits', heading: 'Limits', text: 'At most 50 MiB per file.' },
    ],
  },
  {
    slug: 'data-sources',
    title: 'Data sources',
    sections: [{ headingId: 'intro-csv', heading: 'Importing CSV files', text: 'Drop CSV files into data/imports/<source>/ (a.b).' }],
  },
];

describe('searchDocuments', () => {
  it('ranks a title match above documents with more text matches', () => {
    const hits = searchDocuments(docs, 'files');
    expect(hits.map((h) => h.slug)).toEqual(['files', 'getting-started', 'data-sources']);
    expect(hits[0].titleMatch).toBe(true);
    expect(hits[1].matchCount).toBe(4);
  });

  it('is case-insensitive and keeps the document spelling in the snippet', () => {
    const [hit] = searchDocuments(docs, 'NINE LIGHTS');
    expect(hit.slug).toBe('getting-started');
    expect(hit.snippet).toEqual({ before: '', match: 'Nine lights', after: '.' });
    expect(hit.headingId).toBe('intro-lights');
  });

  it('points at the first section that matches, for opening the document at that heading', () => {
    const [hit] = searchDocuments(docs, 'mib');
    expect(hit).toMatchObject({ slug: 'files', headingId: 'intro-limits', heading: 'Limits', titleMatch: false });
    expect(hit.snippet?.match).toBe('MiB');
  });

  it('matches headings too, snippet from the heading when the text does not match', () => {
    const [hit] = searchDocuments(docs, 'password');
    expect(hit).toMatchObject({ slug: 'account', headingId: 'intro-password', matchCount: 1 });
    expect(hit.snippet).toEqual({ before: '', match: 'Password', after: '' });
  });

  it('cuts long context with an ellipsis on both sides', () => {
    const long: SearchableDocument = {
      slug: 'x',
      title: 'X',
      sections: [{ headingId: 'intro-x', heading: 'X', text: `${'a'.repeat(100)} needle ${'b'.repeat(100)}` }],
    };
    const [hit] = searchDocuments([long], 'needle');
    const snippet = must(hit.snippet, 'the snippet');
    expect(snippet.before).toBe(`…${'a'.repeat(SNIPPET_CONTEXT - 1)} `);
    expect(snippet.after).toBe(` ${'b'.repeat(SNIPPET_CONTEXT - 1)}…`);
  });

  it('treats the query as text, not as a regular expression', () => {
    expect(searchDocuments(docs, 'a.b').map((h) => h.slug)).toEqual(['data-sources']);
    expect(searchDocuments(docs, 'a*b')).toEqual([]);
    expect(searchDocuments(docs, '<source>')[0].snippet?.match).toBe('<source>');
  });

  it('answers nothing for an empty query or no match', () => {
    expect(searchDocuments(docs, '   ')).toEqual([]);
    expect(searchDocuments(docs, 'kpler')).toEqual([]);
  });

  it('orders equal documents by match count, then by area order', () => {
    const twins: SearchableDocument[] = [
      { slug: 'one', title: 'One', sections: [{ headingId: null, heading: 'One', text: 'spread' }] },
      { slug: 'two', title: 'Two', sections: [{ headingId: null, heading: 'Two', text: 'spread spread' }] },
      { slug: 'three', title: 'Three', sections: [{ headingId: null, heading: 'Three', text: 'spread' }] },
    ];
    expect(searchDocuments(twins, 'spread').map((h) => h.slug)).toEqual(['two', 'one', 'three']);
  });
});

describe('normaliseQuery', () => {
  it('collapses spaces and caps the length', () => {
    expect(normaliseQuery('  phone \n code ')).toBe('phone code');
    expect(normaliseQuery('x'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });
});
