/**
 * server/infra/lazyModule.ts: a module loaded on first use is imported once, a failed import is tried again, and the
 * production start's preload loads every declared module before the server listens.
 */
import { lazyModule, preloadLazyModules } from '../../server/infra/lazyModule';

test('a lazy module is imported on first use and once', async () => {
  const load = jest.fn(async () => ({ value: 42 }));
  const get = lazyModule(load);
  expect(load).not.toHaveBeenCalled();
  const [a, b] = await Promise.all([get(), get()]);
  expect(await get()).toBe(a);
  expect(b).toBe(a);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed import is tried again on the next use', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('not there')).mockResolvedValueOnce({ value: 1 });
  const get = lazyModule(load);
  await expect(get()).rejects.toThrow('not there');
  await expect(get()).resolves.toEqual({ value: 1 });
  expect(load).toHaveBeenCalledTimes(2);
});

test('the preload imports every declared module that has not been imported yet', async () => {
  const first = jest.fn(async () => 'first');
  const second = jest.fn(async () => 'second');
  const getFirst = lazyModule(first);
  lazyModule(second);
  await getFirst();
  await preloadLazyModules();
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledTimes(1);
});

test('the server loads its optional packages on first use; the preload loads those every process may need', async () => {
  // The AI SDK, the HTML sanitiser and the feed parser register with the preload when the server's modules load;
  // node-postgres and ioredis are loaded only by a process configured with DATABASE_URL or REDIS_URL.
  const packages = ['ai', 'sanitize-html', '@rowanmanning/feed-parser', 'pg', 'ioredis'];
  const loaded = () => packages.filter((name) => Object.keys(require.cache).some((file) => file.includes(`/node_modules/${name}/`)));
  await import('../../server/app');
  const before = loaded();
  await preloadLazyModules();
  expect({ before, after: loaded() }).toEqual({ before: [], after: ['ai', 'sanitize-html', '@rowanmanning/feed-parser'] });
});
