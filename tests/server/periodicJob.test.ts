/**
 * The reminders' sweep timer (server/infra/scheduler/periodicJob.ts) in a bare Fastify app on jest's fake timers:
 * it runs every period once the app is ready and the scheduler is on, never with SCHEDULER=off, skips a period while a
 * pass is still running, logs a failed pass and goes on, and stops when the app closes.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { runPeriodically } from '../../server/infra/scheduler/periodicJob';

const EVERY = 60_000;

let app: FastifyInstance;
let warn: jest.SpyInstance;

async function appWith(scheduler: 'on' | 'off', pass: () => Promise<unknown>): Promise<FastifyInstance> {
  app = Fastify({ logger: false });
  app.decorate('config', { scheduler } as FastifyInstance['config']);
  warn = jest.spyOn(app.log, 'warn').mockImplementation(() => undefined);
  runPeriodically(app, 'test sweep', EVERY, pass);
  await app.ready();
  return app;
}

/** Lets the promise callbacks of a pass settle (fake timers leave microtasks alone). */
const settle = () => new Promise<void>((resolve) => jest.requireActual<typeof import('node:timers')>('node:timers').setImmediate(resolve));

beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] }));
afterEach(async () => {
  await app.close();
  jest.useRealTimers();
});

test('runs once per period from ready, and not at all once the app closed', async () => {
  const pass = jest.fn(async () => undefined);
  await appWith('on', pass);
  expect(pass).not.toHaveBeenCalled();
  jest.advanceTimersByTime(EVERY);
  expect(pass).toHaveBeenCalledTimes(1);
  for (const _ of [2, 3]) {
    await settle();
    jest.advanceTimersByTime(EVERY);
  }
  expect(pass).toHaveBeenCalledTimes(3);
  await app.close();
  jest.advanceTimersByTime(5 * EVERY);
  expect(pass).toHaveBeenCalledTimes(3);
});

test('with the scheduler off it never runs', async () => {
  const pass = jest.fn(async () => undefined);
  await appWith('off', pass);
  jest.advanceTimersByTime(10 * EVERY);
  expect(pass).not.toHaveBeenCalled();
});

test('a pass still running when the next is due is not doubled', async () => {
  let finish: () => void = () => undefined;
  const pass = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  await appWith('on', pass);
  jest.advanceTimersByTime(3 * EVERY);
  expect(pass).toHaveBeenCalledTimes(1);
  finish();
  await settle();
  jest.advanceTimersByTime(EVERY);
  expect(pass).toHaveBeenCalledTimes(2);
  finish();
});

test('a failed pass is logged with the job name and the next one runs', async () => {
  const pass = jest.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(undefined);
  await appWith('on', pass);
  jest.advanceTimersByTime(EVERY);
  await settle();
  expect(warn).toHaveBeenCalledWith(expect.objectContaining({ job: 'test sweep', err: expect.any(Error) }), 'test sweep failed');
  jest.advanceTimersByTime(EVERY);
  expect(pass).toHaveBeenCalledTimes(2);
});
