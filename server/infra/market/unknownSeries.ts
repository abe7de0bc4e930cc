/** The one "no such series" error: the resolver's schemes and every feature that names a series by text answer it. */
import { apiError } from '../http/apiError';

export const unknownSeries = (text: string) => apiError('seriesUnknown', `No such series: ${text.slice(0, 200)}`);
