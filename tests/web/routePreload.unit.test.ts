/**
 * Route preloading with hash history (issue 8 item 25): Umi's preload helper, rewritten by the build plugin
 * src/umiPlugins/hashRoutePreload.ts, adds the chunks of the route in `location.hash` (not of `location.pathname`,
 * always `/`), so a page's chunks download alongside the start-up call instead of after it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hashAwarePreloadHelper } from '@/umiPlugins/hashRoutePreload';

// Umi's own helper source, filled in as its build does (preset-umi routePreloadOnLoad).
const TEMPLATE = fs.readFileSync(
  path.join(require.resolve('@umijs/preset-umi/package.json'), '../templates/routePreloadOnLoad/preloadRouteFilesScp.js'),
  'utf8',
);
const MAP = {
  p: 'commodity-console',
  b: 'webpack',
  f: [
    ['layout.1111aaaa.async.js', 11],
    ['layout.2222bbbb.chunk.css', 11],
    ['p__Home__index.3333cccc.async.js', 12],
    ['p__User__Login__index.4444dddd.async.js', 13],
  ],
  r: { '/': [0, 1], '/home': [0, 1, 2], '/user/login': [3] },
};
const helper = TEMPLATE.replace('"{{routeChunkFilesMap}}"', JSON.stringify(MAP)).replace('{{basename}}', '/').replace('"{{publicPath}}"', '"/"');

/** Runs the helper at `hash` and answers what it added to the document head. */
function preloadedAt(hash: string): string[] {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', `/${hash}`);
  // The build's own helper script, run at the top level as the browser runs it.
  new Function(hashAwarePreloadHelper(helper))();
  return [...document.head.children].map((el) => `${el.tagName.toLowerCase()} ${el.getAttribute('src') ?? el.getAttribute('href')}`);
}

test('the chunks of the route in the hash: layout and page for home, only the login chunk for login', () => {
  expect(preloadedAt('#/home')).toEqual(['script /layout.1111aaaa.async.js', 'link /layout.2222bbbb.chunk.css', 'script /p__Home__index.3333cccc.async.js']);
  expect(preloadedAt('#/home?tab=1')).toContain('script /p__Home__index.3333cccc.async.js');
  expect(preloadedAt('#/user/login?redirect=%2Fhome')).toEqual(['script /p__User__Login__index.4444dddd.async.js']);
  expect(preloadedAt('')).toEqual(['script /layout.1111aaaa.async.js', 'link /layout.2222bbbb.chunk.css']);
});

test('the rewrite refuses a helper that no longer reads the pathname once', () => {
  expect(() => hashAwarePreloadHelper('console.log(1)')).toThrow(/Umi changed it/);
  expect(hashAwarePreloadHelper(hashAwarePreloadHelper(helper))).toBe(hashAwarePreloadHelper(helper));
});
