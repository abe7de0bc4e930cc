/**
 * The shared cron scheduler (server/infra/scheduler/cronScheduler.ts) on jest's fake clock: the scheduler reads the
 * faked Date.now, and its timers are the faked setTimeout, so a year of waiting takes no time. Crons are read in
 * Asia/Shanghai (UTC+8, no daylight saving).
 */
import { type CronJob, CronScheduler, type CronSchedulerOptions, MAX_TIMER_MS } from '../../server/infra/scheduler/cronScheduler';

const MINUTE = 60_000;
/** 2025-01-01 08:00:30 in Shanghai. */
const START = Date.UTC(2025, 0, 1, 0, 0, 30);

/** Releases of every deferred run, so a failed expectation does not leave stop() waiting in afterEach. */
let releases: (() => void)[] = [];

/** A promise the test settles by hand: a run that goes on until released. */
function deferred() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  releases.push(release);
  return { promise, release };
}

let log: { info: jest.Mock; error: jest.Mock };
let runs: string[];
let scheduler: CronScheduler;

/** A started scheduler whose runs are recorded in `runs` and end at once unless `run` says otherwise. */
function startScheduler(opts: Partial<CronSchedulerOptions> = {}): CronScheduler {
  const run = opts.run ?? (async () => undefined);
  scheduler = new CronScheduler({
    now: () => Date.now(),
    log,
    ...opts,
    run: (key) => {
      runs.push(key);
      return run(key);
    },
  });
  scheduler.start();
  return scheduler;
}

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  log = { info: jest.fn(), error: jest.fn() };
  runs = [];
  releases = [];
});
afterEach(async () => {
  for (const release of releases) release();
  await scheduler?.stop();
  jest.useRealTimers();
});

it('arms each job for its next cron time, runs it then and re-arms for the following time', async () => {
  startScheduler();
  await scheduler.reload([
    { key: 'every5', cron: '*/5 * * * *' },
    { key: 'hourly', cron: '0 * * * *' },
  ]);
  expect(scheduler.nextRun('every5')).toBe(Date.UTC(2025, 0, 1, 0, 5));
  expect(scheduler.nextRun('hourly')).toBe(Date.UTC(2025, 0, 1, 1, 0));
  expect(scheduler.nextRun('unknown')).toBeNull();

  await jest.advanceTimersByTimeAsync(Date.UTC(2025, 0, 1, 0, 5) - START - 1);
  expect(runs).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  expect(runs).toEqual(['every5']);
  expect(scheduler.nextRun('every5')).toBe(Date.UTC(2025, 0, 1, 0, 10));

  await jest.advanceTimersByTimeAsync(55 * MINUTE);
  expect(runs.filter((k) => k === 'every5')).toHaveLength(12);
  expect(runs.filter((k) => k === 'hourly')).toHaveLength(1);
  expect(log.error).not.toHaveBeenCalled();
});

it('waits longer than the 2^31-1 ms timer limit in steps and runs once, on time', async () => {
  const setTimeoutSpy = jest.spyOn(global, 'setTimeout');
  startScheduler();
  // New Year in Shanghai: 2025-12-31 16:00 UTC, about 364 days (15 timer limits) away.
  const due = Date.UTC(2025, 11, 31, 16, 0);
  await scheduler.reload([{ key: 'yearly', cron: '0 0 1 1 *' }]);
  expect(scheduler.nextRun('yearly')).toBe(due);

  await jest.advanceTimersByTimeAsync(due - START - 1);
  expect(runs).toEqual([]);
  expect(scheduler.nextRun('yearly')).toBe(due);
  // Full-limit waits, then the rest: never a delay setTimeout would cut to 1 ms.
  const delays = setTimeoutSpy.mock.calls.map((call) => call[1] ?? 0);
  const fullWaits = Math.floor((due - START) / MAX_TIMER_MS);
  expect(delays).toEqual([...Array(fullWaits).fill(MAX_TIMER_MS), due - START - fullWaits * MAX_TIMER_MS]);
  setTimeoutSpy.mockRestore();

  await jest.advanceTimersByTimeAsync(1);
  expect(runs).toEqual(['yearly']);
  expect(Date.now()).toBe(due);
  expect(scheduler.nextRun('yearly')).toBe(Date.UTC(2026, 11, 31, 16, 0));
});

it("skips a job's tick while its previous run is still going, and runs it again once that run ended", async () => {
  const first = deferred();
  startScheduler({ run: () => (runs.length === 1 ? first.promise : Promise.resolve()) });
  await scheduler.reload([{ key: 'job', cron: '* * * * *' }]);

  await jest.advanceTimersByTimeAsync(MINUTE);
  expect(runs).toEqual(['job']);
  await jest.advanceTimersByTimeAsync(2 * MINUTE);
  expect(runs).toEqual(['job']);
  expect(log.info).toHaveBeenCalledWith({ job: 'job' }, expect.stringContaining('skipped'));
  // Skipping a tick still re-arms the job.
  expect(scheduler.nextRun('job')).toBe(Date.UTC(2025, 0, 1, 0, 4));

  first.release();
  await jest.advanceTimersByTimeAsync(MINUTE);
  expect(runs).toEqual(['job', 'job']);
});

it('counts work the feature tracks under a job key as a run of that job', async () => {
  startScheduler();
  await scheduler.reload([{ key: 'job', cron: '* * * * *' }]);
  const manual = deferred();
  scheduler.track(manual.promise, 'job');
  await jest.advanceTimersByTimeAsync(MINUTE);
  expect(runs).toEqual([]);
  manual.release();
  await jest.advanceTimersByTimeAsync(MINUTE);
  expect(runs).toEqual(['job']);
});

it('leaves overlaps to the run (its run lock) when skipWhileRunning is false', async () => {
  const never = deferred();
  startScheduler({ run: () => never.promise, skipWhileRunning: false });
  await scheduler.reload([{ key: 'job', cron: '* * * * *' }]);
  await jest.advanceTimersByTimeAsync(3 * MINUTE);
  expect(runs).toEqual(['job', 'job', 'job']);
  never.release();
});

it('stop() disarms every job and waits for the run under way', async () => {
  const run = deferred();
  startScheduler({ run: () => run.promise });
  await scheduler.reload([{ key: 'job', cron: '* * * * *' }]);
  await jest.advanceTimersByTimeAsync(MINUTE);
  expect(runs).toEqual(['job']);

  let stopped = false;
  const stopping = scheduler.stop().then(() => {
    stopped = true;
  });
  await jest.advanceTimersByTimeAsync(5 * MINUTE);
  expect(stopped).toBe(false);
  expect(scheduler.nextRun('job')).toBeNull();
  expect(runs).toEqual(['job']);

  run.release();
  await stopping;
  expect(stopped).toBe(true);
  expect(jest.getTimerCount()).toBe(0);
  // A reload after stop() arms nothing.
  await scheduler.reload([{ key: 'job', cron: '* * * * *' }]);
  expect(scheduler.nextRun('job')).toBeNull();
});

it('reload replaces the armed jobs: dropped ones never run, changed ones move, new ones are armed', async () => {
  startScheduler();
  await scheduler.reload([
    { key: 'dropped', cron: '1 * * * *' },
    { key: 'changed', cron: '2 * * * *' },
  ]);
  expect(scheduler.nextRun('changed')).toBe(Date.UTC(2025, 0, 1, 0, 2));
  await scheduler.reload([
    { key: 'changed', cron: '30 * * * *' },
    { key: 'added', cron: '3 * * * *' },
  ]);
  expect(scheduler.nextRun('dropped')).toBeNull();
  expect(scheduler.nextRun('changed')).toBe(Date.UTC(2025, 0, 1, 0, 30));
  expect(scheduler.nextRun('added')).toBe(Date.UTC(2025, 0, 1, 0, 3));
  expect(jest.getTimerCount()).toBe(2);

  await jest.advanceTimersByTimeAsync(30 * MINUTE);
  expect(runs).toEqual(['added', 'changed']);
});

it('catches up, once, the jobs whose last time passed unrun, and logs an invalid cron instead of arming it', async () => {
  startScheduler();
  const missed = jest.fn(async (key: string) => key === 'late');
  await scheduler.reload(
    [
      { key: 'late', cron: '0 8 * * *' },
      { key: 'onTime', cron: '0 8 * * *' },
      { key: 'broken', cron: '61 * * * *' },
    ],
    { missed },
  );
  // 08:00 in Shanghai, 30 s ago.
  expect(missed).toHaveBeenCalledWith('late', Date.UTC(2025, 0, 1, 0, 0));
  expect(missed).toHaveBeenCalledTimes(2);
  expect(runs).toEqual(['late']);
  expect(scheduler.nextRun('late')).toBe(Date.UTC(2025, 0, 2, 0, 0));
  expect(scheduler.nextRun('broken')).toBeNull();
  expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'broken', cron: '61 * * * *' }), expect.stringContaining('invalid'));

  await scheduler.reload([{ key: 'late', cron: '0 8 * * *' }]);
  expect(runs).toEqual(['late']);
});

it('resync re-reads the jobs periodically and re-arms them when they changed', async () => {
  let stored: CronJob[] = [{ key: 'feed', cron: '0 * * * *' }];
  const jobs = jest.fn(async () => stored);
  startScheduler({ resync: { everyMs: MINUTE, jobs } });
  await scheduler.reload(stored);
  expect(scheduler.nextRun('feed')).toBe(Date.UTC(2025, 0, 1, 1, 0));

  stored = [
    { key: 'feed', cron: '30 9 * * *' },
    { key: 'other', cron: '15 * * * *' },
  ];
  await jest.advanceTimersByTimeAsync(MINUTE);
  expect(jobs).toHaveBeenCalledTimes(1);
  expect(scheduler.nextRun('feed')).toBe(Date.UTC(2025, 0, 1, 1, 30));
  expect(scheduler.nextRun('other')).toBe(Date.UTC(2025, 0, 1, 0, 15));

  stored = [];
  await jest.advanceTimersByTimeAsync(MINUTE);
  expect(scheduler.nextRun('feed')).toBeNull();
  expect(scheduler.nextRun('other')).toBeNull();
});
