/**
 * Build-time Umi plugin (node side, registered in .umirc.ts; never part of the browser bundle).
 *
 * Umi's route preload helper (`preload_helper.js`, feature routePreloadOnLoad) picks the chunks to
 * preload from `location.pathname`. With hash history the pathname is always `/`, so every page,
 * the login page included, preloaded the signed-in layout and pro-components (about 90 KiB gzipped)
 * whatever the hash said. Dropping the helper's script tag lets each route load what it uses.
 */
import type { IApi } from '@umijs/max';

export default function hashRoutePreload(api: IApi) {
  api.modifyHTML(($) => {
    if (api.config.history?.type === 'hash') $('script[src*="preload_helper"]').remove();
    return $;
  });
}
