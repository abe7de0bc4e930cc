/**
 * What a search may cost (issue 19 item 6; server/infra/search/searchBudget.ts), on SQLite and on PostgreSQL
 * (TEST_DATABASE_URL): a query needs a term of 3 letters or 2 Chinese characters (`searchQueryShort`, library and
 * meetings), and the case, large documents searched by a term the index cannot narrow (a two-character
 * Chinese word, a word in every text), no longer holds the server: another caller's health check answers while four
 * such searches run, before any of them has. How long it may wait is a speed budget: `npm run bench` (searchHold,
 * 200 ms) holds it, not this test (issue 17: wall-clock figures depend on what else the machine runs).
 */
import { performance } from 'node:perf_hooks';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';
import { largeDocument } from '../support/largeDocuments';

/** The issue measured 40 documents of 680 KB; 6 of them keep this file quick and held the server about 0.5 s before. */
const DOCUMENTS = 6;
const PROBE_EVERY_MS = 20;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
  for (let i = 0; i < DOCUMENTS; i++) {
    // The library's own writer (what uploads and feeds use).
    await t.app.researchLibrary.file(largeDocument(i), t.clock.now());
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

it('answers a health check while four searches of large documents run, before any of them has answered', async () => {
  let searchesDone = 0;
  const searches = ['库存', 'lorem', '库存 lorem', 'ipsum'].map((query) =>
    t.call('/v2/research/document/list', { query, pageSize: 10 }, admin).then((res) => {
      searchesDone += 1;
      return res;
    }),
  );
  // Probe as a monitor would, every PROBE_EVERY_MS until every search has answered, noting how many searches had
  // answered by each probe's answer. A server the searches held would answer its first probe only after a search (each
  // held it about 500 ms before the fix): the first probe must come back while all four are still running.
  const doneAtProbe: number[] = [];
  for (let due = performance.now(); searchesDone < searches.length; due += PROBE_EVERY_MS) {
    due = Math.max(due, performance.now());
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const health = await t.call('/v1/setting/healthyCheck');
    expect(health.status).toBe(200);
    doneAtProbe.push(searchesDone);
  }
  const answers = await Promise.all(searches);
  expect(doneAtProbe[0]).toBe(0);
  // More than one probe ran while the searches did (else this test would prove nothing).
  expect(doneAtProbe.filter((n) => n < searches.length).length).toBeGreaterThan(1);
  for (const res of answers) {
    expect(res.status).toBe(200);
    expect(res.body.data.list.length).toBeGreaterThan(0);
  }
});
