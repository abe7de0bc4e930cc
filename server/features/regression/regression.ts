/**
 * POST /v2/analytics/regression (docs/analytics/regression.md): y and every x read through the series resolver with
 * the caller's grants, aligned on the UTC days all of them have (common/domain/align.ts alignOnDays), then
 * common/domain/ols.ts: one fit over the full sample, rolling fits, or out-of-sample predictions. Rolling and
 * out-of-sample fits above INLINE_WORK run in chunks on the worker pool, each chunk counted on the progress topic.
 * Input no fit can come from is a 400 naming its field; nothing here answers 500 to a request.
 */
import type { FastifyInstance } from 'fastify';
import type { RegressionBody, RegressionData, RegressionMode } from '../../../common/contract/regression';
import type { JobProgress } from '../../../common/contract/stream';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { alignOnDays } from '../../../common/domain/align';
import { factorContributions, OlsInputError, ols, residualZScores, type OlsResult, type WindowFit } from '../../../common/domain/ols';
import { parseAddress } from '../../../common/market/address';
import type { SeriesData } from '../../../common/contract/marketData';
import type { AuthUser } from '../../infra/auth/authUser';
import { badRequest, forbidden } from '../../infra/http/apiError';
import { sliceYielder } from '../../infra/sliceYielder';
import type { FitPool } from './fitPool';
import type { FitProgress } from './fitProgress';
import { fitChunk, type FitChunk } from './fitTask';

const DAY = 86_400_000;
/** Default range: ten years before `to`. */
export const DEFAULT_SPAN_DAYS = 3653;
/** The longest range a call may ask for; with at most one daily point a day the resolver never thins (LTTB) it. */
export const MAX_SPAN_DAYS = 50 * 366;
/**
 * Rolling or out-of-sample work (windows x window x parameters) done on the event loop; above it the pool. About
 * 85 ns a unit measured, so 300,000 is some 25 ms; 10 years x 3 factors x window 250 is 2.4 million (~200 ms).
 */
export const INLINE_WORK = 300_000;
/** Progress steps per pool thread: enough for a moving bar, few enough that messages cost nothing. */
const CHUNKS_PER_THREAD = 8;
/** The longest stretch of series reads before the event loop gets a turn. */
const READ_SLICE_MS = 20;
const MIN_CHUNK = 50;

type Report = ((progress: Omit<JobProgress, 'jobId'>) => void) | null;

const fieldOf = (i: number) => (i === 0 ? 'y' : `x.${i - 1}`);

export class RegressionService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly pool: FitPool,
    private readonly progress: FitProgress,
  ) {}

  async fit(user: AuthUser, body: RegressionBody): Promise<RegressionData> {
    const addresses = [body.y, ...body.x];
    addresses.forEach((text, i) => {
      if (!parseAddress(text)) throw badRequest(`Not a series address: ${text}`, { [fieldOf(i)]: FIELD_ERROR_KEYS.invalid });
    });
    // Every address checked before any is read: a refused factor costs no read of the others.
    const readable = await Promise.all(addresses.map((text) => this.app.series.canRead(user, text)));
    const refused = readable.indexOf(false);
    if (refused >= 0) throw forbidden(`You may not read ${addresses[refused]}`);

    const to = body.to ?? this.app.config.now();
    const from = body.from ?? to - DEFAULT_SPAN_DAYS * DAY;
    if (!(from <= to)) throw badRequest('from must not be after to', { from: FIELD_ERROR_KEYS.outOfRange });
    if (to - from > MAX_SPAN_DAYS * DAY) throw badRequest(`At most ${MAX_SPAN_DAYS} days per call`, { from: FIELD_ERROR_KEYS.outOfRange });
    const window = body.window;
    const outOfSample = body.outOfSample === true;
    if (outOfSample && window === undefined) throw badRequest('An out-of-sample fit needs a window', { window: FIELD_ERROR_KEYS.required });

    // One after another, letting the event loop run between them: on SQLite each read is synchronous, and nine
    // long histories read back to back could hold the loop past 100 ms.
    const slice = sliceYielder(READ_SLICE_MS);
    const series: SeriesData[] = [];
    for (const text of addresses) {
      series.push(await this.app.series.resolve(user, text, { interval: '1d', from, to, maxPoints: MAX_SPAN_DAYS + 1 }));
      await slice();
    }
    const { dates, values } = alignOnDays(series.map((s) => s.points));
    const [y, ...columns] = values;
    const n = dates.length;
    const parameters = columns.length + 1;
    const demo = series.some((s) => s.demo);

    if (window === undefined) {
      if (n <= parameters) throw tooFewDates(n, parameters);
      const fit = checked(() => ols(y, columns));
      const zScores = residualZScores(fit.residuals);
      const contributions = dates.map((_, i) => factorContributions(fit.coefficients, rowOf(columns, i)));
      return answer(fit, fit.residuals, dates, zScores, contributions, demo, 'fullSample');
    }

    if (window <= parameters) {
      throw badRequest(`A window of ${window} dates leaves no degrees of freedom for ${parameters} parameters`, { window: FIELD_ERROR_KEYS.outOfRange });
    }
    const lead = outOfSample ? window : window - 1;
    if (n <= lead) throw badRequest(`${n} common dates, fewer than the window needs (${lead + 1})`, { window: FIELD_ERROR_KEYS.outOfRange });

    const report = this.progress.reporter(user.id, body.jobId);
    let fits: (WindowFit | null)[];
    try {
      fits = await this.windows({ y, columns, window, outOfSample }, report);
    } catch (err) {
      report?.({ status: 'failed', done: 0, total: 0 });
      throw err;
    }
    // The coefficients shown are those of the fit behind the last residual.
    const last = outOfSample ? [n - 1 - window, n - 1] : [n - window, n];
    const fit = checked(() =>
      ols(
        y.slice(last[0], last[1]),
        columns.map((c) => c.slice(last[0], last[1])),
      ),
    );
    const present: number[] = [];
    const presentDates: number[] = [];
    const contributions: number[][] = [];
    fits.forEach((windowFit, j) => {
      if (windowFit === null) return;
      present.push(windowFit.residual);
      presentDates.push(dates[j + lead]);
      // Each date by the coefficients of its own window: the fit that produced that date's deviation.
      contributions.push(factorContributions(windowFit.coefficients, rowOf(columns, j + lead)));
    });
    return answer(fit, present, presentDates, residualZScores(present, window), contributions, demo, outOfSample ? 'outOfSample' : 'rolling');
  }

  /** The fit behind every date from `lead` on (null where its window cannot be fitted). */
  private async windows(whole: FitChunk, report: Report): Promise<(WindowFit | null)[]> {
    const { y, window, outOfSample, columns } = whole;
    const lead = outOfSample ? window : window - 1;
    const count = y.length - lead;
    if (count * window * (columns.length + 1) <= INLINE_WORK) {
      const out = fitChunk(whole);
      report?.({ status: 'done', done: 1, total: 1 });
      return out;
    }
    const size = Math.max(MIN_CHUNK, Math.ceil(count / (this.pool.size * CHUNKS_PER_THREAD)));
    const total = Math.ceil(count / size);
    let done = 0;
    report?.({ status: 'running', done, total });
    const parts = await Promise.all(
      Array.from({ length: total }, (_, c) => {
        const start = lead + c * size;
        const end = Math.min(y.length, start + size);
        const chunk: FitChunk = { y: y.slice(start - lead, end), columns: columns.map((col) => col.slice(start - lead, end)), window, outOfSample };
        return this.pool.run(chunk).then((out) => {
          done += 1;
          report?.({ status: done === total ? 'done' : 'running', done, total });
          return out;
        });
      }),
    );
    return parts.flat();
  }
}

/** The factors' values on aligned date i. */
const rowOf = (columns: readonly number[][], i: number): number[] => columns.map((column) => column[i]);

function tooFewDates(n: number, parameters: number) {
  return badRequest(`${n} dates common to every input, too few for ${parameters} parameters`, { y: FIELD_ERROR_KEYS.tooShort });
}

/** Runs a fit, turning the domain's refusals and non-finite results into 400s naming the field at fault. */
function checked(run: () => OlsResult): OlsResult {
  let result: OlsResult;
  try {
    result = run();
  } catch (err) {
    if (!(err instanceof OlsInputError)) throw err;
    if (err.problem === 'collinear') throw badRequest(`The factors are collinear: ${err.message}`, { x: FIELD_ERROR_KEYS.invalid });
    throw badRequest(`No fit: ${err.message}`, { y: FIELD_ERROR_KEYS.tooShort });
  }
  if (!Number.isFinite(result.rSquared)) throw badRequest('y does not vary over the dates common to every input', { y: FIELD_ERROR_KEYS.invalid });
  if (![...result.coefficients, ...result.standardErrors, ...result.residuals].every(Number.isFinite)) {
    throw badRequest('The values are too large to fit', { y: FIELD_ERROR_KEYS.invalid });
  }
  return result;
}

function answer(
  fit: OlsResult,
  residuals: readonly number[],
  dates: readonly number[],
  z: readonly (number | null)[],
  contributions: readonly number[][],
  demo: boolean,
  mode: RegressionMode,
): RegressionData {
  return {
    coefficients: fit.coefficients,
    stdErrors: fit.standardErrors,
    r2: fit.rSquared,
    n: fit.n,
    residuals: residuals.map((e, i) => [dates[i], e]),
    zScores: z.map((v, i) => [dates[i], v]),
    contributions: contributions.map((parts, i) => [dates[i], parts]),
    demo,
    mode,
  };
}
