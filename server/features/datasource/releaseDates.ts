/**
 * Observations of weekly and monthly sources dated at their publication, not at their "as of" date (issue 18, no
 * look-ahead in backtests): the release a file states (`released` column) wins, else the source's rule
 * (registry.ts, `release`: CFTC positions of Tuesday published Friday 15:30 New York), else the date itself.
 */
import { type ReleaseRule, releaseInstant } from '../../../common/domain/releaseDating';
import type { ObservationInput } from './csvFormats';

const dayOf = (ts: number) => new Date(ts).toISOString().slice(0, 10);

export function atRelease(observations: readonly ObservationInput[], rule: ReleaseRule | undefined): ObservationInput[] {
  return observations.map(({ releasedAt, ...o }) => ({
    ...o,
    ts: releasedAt ?? (rule ? releaseInstant(dayOf(o.ts), rule) : o.ts),
  }));
}
