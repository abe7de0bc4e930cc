/** The bar import's server calls (POST /v2/marketData/bars/import/preview and /commit). */
import { useMutation } from '@tanstack/react-query';
import { BARS_CHANGED } from '@/services/market/paths';
import { apiMutation } from '@/services/query';

export const usePreviewBars = () => useMutation(apiMutation('/v2/marketData/bars/import/preview'));
/** A commit changes stored bars: the catalogue and every series on screen (the board's included) reload. */
export const useCommitBars = () => useMutation(apiMutation('/v2/marketData/bars/import/commit', { invalidates: BARS_CHANGED }));
