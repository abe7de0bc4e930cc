/** The bar import's server calls (POST /v2/marketData/bars/import/preview and /commit). */
import { useMutation } from '@tanstack/react-query';
import { apiMutation } from '@/services/query';

export const usePreviewBars = () => useMutation(apiMutation('/v2/marketData/bars/import/preview'));
/** A commit changes stored bars: the catalogue and any open series reload. */
export const useCommitBars = () =>
  useMutation(apiMutation('/v2/marketData/bars/import/commit', { invalidates: ['/v2/marketData/catalog', '/v2/marketData/series'] }));
