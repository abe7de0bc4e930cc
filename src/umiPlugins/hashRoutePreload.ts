/**
 * Build-time Umi plugin (node side, registered in .umirc.ts; never part of the browser bundle).
 *
 * Umi's route preload helper (`preload_helper.<hash>.js`, feature routePreloadOnLoad) adds the current route's
 * chunks (the layout's and the page's scripts, preloads of their stylesheets) to the document as soon as it runs,
 * so they download alongside the entry file and the start-up `user_info` call instead of after them. It picks the
 * route from `location.pathname`, which is always `/` with hash history: every page, the login page included,
 * preloaded the signed-in layout (about 90 KiB gzipped) and no page its own chunk. Once the build is written, this
 * plugin rewrites the helper to read the route from `location.hash` (issue 8 item 25).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IApi } from '@umijs/max';

const HELPER_FILE = /^preload_helper(\.[0-9a-f]+)?\.js$/;
const PATHNAME = 'location.pathname';
/** The route path of a hash address: `#/home?x=1` -> `/home`; no hash -> `/`. */
export const HASH_PATHNAME = '(location.hash.replace(/^#/,"").split("?")[0]||"/")';

/** The helper's source reading the route from the hash; throws when Umi's helper no longer reads the pathname. */
export function hashAwarePreloadHelper(source: string): string {
  if (source.includes(HASH_PATHNAME)) return source;
  const uses = source.split(PATHNAME).length - 1;
  if (uses !== 1) throw new Error(`preload helper: expected one use of ${PATHNAME}, found ${uses} (Umi changed it?)`);
  return source.replace(PATHNAME, HASH_PATHNAME);
}

export default function hashRoutePreload(api: IApi) {
  api.onBuildComplete(({ err }) => {
    if (err || api.config.history?.type !== 'hash') return;
    const outputPath = api.paths.absOutputPath;
    for (const name of fs.readdirSync(outputPath).filter((file) => HELPER_FILE.test(file))) {
      const file = path.join(outputPath, name);
      // The file name keeps Umi's content hash: the rewrite is a pure function of that content.
      fs.writeFileSync(file, hashAwarePreloadHelper(fs.readFileSync(file, 'utf8')));
    }
  });
}
