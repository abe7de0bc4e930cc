/** The data sources' schedule (server/features/datasource/scheduler.ts, on server/infra/scheduler/) on a real database, with the test clock moved by hand. */
import { nextRunTime } from '../../server/infra/scheduler/cron';
import { createDataSourceDeps, type DataSourceDeps } from '../../server/features/datasource/deps';
import { SOURCE_DEFINITIONS, SOURCE_NAMES } from '../../server/features/datasource/registry';
import { runHistory } from '../../server/features/datasource/runLog';
import { SourceScheduler } from '../../server/features/datasource/scheduler';
import { saveConfig } from '../../server/features/datasource/sourceConfig';
import { makeTestApp, must, type TestApp } from './helpers';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
let t: TestApp;
let deps: DataSourceDeps;
let scheduler: SourceScheduler;

beforeEach(async () => {
  t = await makeTestApp();
  t.clock.set(Date.UTC(2024, 5, 3, 2, 0, 30));
  deps = createDataSourceDeps({ db: t.db, dataDir: t.dataDir, secretKey: Buffer.alloc(32, 1), log: quietLog, now: t.clock.now });
  scheduler = new SourceScheduler(deps);
});
afterEach(async () => {
  await scheduler.stop();
  await t.close();
});

const waitFor = async (check: () => Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met in time');
};

it('arms every enabled source for its next cron time and skips disabled ones', async () => {
  await saveConfig(deps, 'smm', { enabled: false }, 'Admin');
  await scheduler.start();
  for (const s of SOURCE_NAMES) {
    expect(scheduler.nextRun(s)).toBe(s === 'smm' ? null : nextRunTime(SOURCE_DEFINITIONS[s].cron, t.clock.now()));
  }
  await saveConfig(deps, 'smm', { enabled: true, cron: '15 3 * * *' }, 'Admin');
  await scheduler.reload();
  expect(new Date(must(scheduler.nextRun('smm'), 'the next run of smm')).toISOString()).toBe('2024-06-03T19:15:00.000Z');
});

it('catches up once at start on sources whose scheduled time passed without a run, recorded with trigger schedule', async () => {
  await scheduler.start();
  await scheduler.stop();
  const history = await runHistory(deps, { current: 1, pageSize: 50 });
  expect(history.total).toBe(SOURCE_NAMES.length);
  expect(history.list.every((r) => r.trigger === 'schedule' && r.actorName === 'scheduler' && r.state === 'skipped')).toBe(true);

  // Started again before the next scheduled time: nothing was missed, nothing runs.
  scheduler = new SourceScheduler(deps);
  await scheduler.start();
  await scheduler.stop();
  expect((await runHistory(deps, { current: 1, pageSize: 50 })).total).toBe(SOURCE_NAMES.length);
});

it('fires a run when the armed time comes, then re-arms for the following tick', async () => {
  for (const s of SOURCE_NAMES) await saveConfig(deps, s, { enabled: s === 'wind', cron: '* * * * *' }, 'Admin');
  // Let the catch-up run of the previous minute happen first.
  await scheduler.start();
  const finishedRuns = async () => (await runHistory(deps, { current: 1, pageSize: 10 })).list.filter((r) => r.state !== 'running').length;
  const lockFree = async () =>
    !(await t.db.selectFrom('ds_source_state').select('running_run_id').where('source', '=', 'wind').executeTakeFirst())?.running_run_id;
  await waitFor(async () => (await finishedRuns()) === 1 && (await lockFree()));
  // 150 ms before the next minute: the timer fires for real shortly.
  t.clock.set(Date.UTC(2024, 5, 3, 2, 1, 0) - 150);
  await scheduler.reload();
  expect(scheduler.nextRun('wind')).toBe(Date.UTC(2024, 5, 3, 2, 1, 0));
  await waitFor(async () => (await finishedRuns()) === 2);
  expect(scheduler.nextRun('wind')).toBe(Date.UTC(2024, 5, 3, 2, 2, 0));
  const { list } = await runHistory(deps, { current: 1, pageSize: 10, source: 'wind' });
  expect(list.map((r) => r.trigger)).toEqual(['schedule', 'schedule']);
});
