/**
 * What a search may cost (issue 19 item 6; server/infra/search/searchBudget.ts), on SQLite and on PostgreSQL
 * (TEST_DATABASE_URL): a query needs a term of 3 letters or 2 Chinese characters (`searchQueryShort`, library and
 * meetings), and the case, large documents searched by a term the index cannot narrow (a two-character
 * Chinese word, a word in every text), no longer holds the server: another caller's health check keeps answering
 * (HELD_AT_MOST_MS) while four such searches run.
 */
import { performance } from 'node:perf_hooks';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

/** The issue measured 40 documents of 680 KB; 6 of them keep this file quick and held the server about 0.5 s before. */
const DOCUMENTS = 6;
const DOCUMENT_CHARS = 680_000;
const PROBE_EVERY_MS = 20;
/**
 * The longest a health check may wait. Before the fix these 6 documents held the server about 500 ms per search; on
 * the CI machine a fixed server answered within 100-300 ms depending on what else ran (the e2e build beside the
 * PostgreSQL pass shares its two cores: 226 and 295 ms seen, 2026-11-29), so 200 ms failed there at random. 400 ms
 * still fails the held server. The tighter figure is a speed budget, which belongs in `npm run bench` (issue 17).
 */
const HELD_AT_MOST_MS = 400;

let t: TestApp;
let admin: string;

/** A text of about DOCUMENT_CHARS holding `lorem` and 库存 throughout (the worst case: every row a candidate). */
function bigText(seed: number): string {
  const words = ['crude', 'fuel', 'oil', 'spread', 'cargo', '燃料油', '库存', 'tanker', 'premium', 'asia'];
  const parts: string[] = [];
  let length = 0;
  for (let i = seed; length < DOCUMENT_CHARS; i++) {
    const part = `${words[i % words.length]} lorem ipsum dolor ${i} `;
    parts.push(part);
    length += part.length;
  }
  return parts.join('');
}

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
  for (let i = 0; i < DOCUMENTS; i++) {
    // The library's own writer (what uploads and feeds use), with the text as a PDF's extracted text: no markdown pass.
    await t.app.researchLibrary.file(
      {
        kind: 'report',
        title: `Large report ${i}`,
        publisher: 'Desk',
        products: [],
        regions: [],
        publishedAt: Date.UTC(2026, 9, 1 + i),
        effectiveAt: null,
        language: 'en-US',
        bodyFormat: 'none',
        body: '',
        pdfFileId: null,
        attachments: [],
        source: 'upload',
        feedId: null,
        externalId: null,
        link: null,
        createdBy: null,
        pdfText: bigText(i),
      },
      t.clock.now(),
    );
  }
}, 60_000);
afterAll(() => t?.close());

describe('short queries', () => {
  it.each(['px', 'a', '油', 'px a'])('refuses %p with searchQueryShort at the query field', async (query) => {
    const res = await t.call('/v2/research/document/list', { query }, admin);
    expectApiError(res, 'searchQueryShort');
    expect(res.body.fields).toEqual({ query: 'api.field.tooShort' });
    expectApiError(await t.call('/v2/meetings/list', { query }, admin), 'searchQueryShort');
  });

  it('takes a two-character Chinese word, a three-letter term, and short terms beside a long one', async () => {
    for (const query of ['库存', 'oil', 'px 库存', 'lorem px']) {
      const res = await t.call('/v2/research/document/list', { query, pageSize: 1 }, admin);
      expect(res.status).toBe(200);
    }
    expect((await t.call('/v2/research/document/list', { query: '库存', pageSize: 20 }, admin)).body.data.total).toBe(DOCUMENTS);
  });
});

it('keeps the health check answering (under 400 ms) while four searches of large documents run', async () => {
  let searchesDone = 0;
  const searches = ['库存', 'lorem', '库存 lorem', 'ipsum'].map((query) =>
    t.call('/v2/research/document/list', { query, pageSize: 10 }, admin).then((res) => {
      searchesDone += 1;
      return res;
    }),
  );
  // Probe as a monitor would, every PROBE_EVERY_MS from now until every search has answered; a probe's latency
  // counts from when it was due, so time the event loop was held before it could even be sent counts too.
  const probes: number[] = [];
  for (let due = performance.now(); searchesDone < searches.length; due += PROBE_EVERY_MS) {
    // A probe is due on its cadence, or as soon as the previous one answered when that was later.
    due = Math.max(due, performance.now());
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const health = await t.call('/v1/setting/healthyCheck');
    probes.push(performance.now() - due);
    expect(health.status).toBe(200);
  }
  const answers = await Promise.all(searches);
  expect(Math.max(...probes)).toBeLessThan(HELD_AT_MOST_MS);
  // The probes ran while the searches did (else this test would prove nothing).
  expect(probes.length).toBeGreaterThan(1);
  for (const res of answers) {
    expect(res.status).toBe(200);
    expect(res.body.data.list.length).toBeGreaterThan(0);
  }
});
