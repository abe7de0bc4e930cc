/**
 * Start order is checked by Fastify, not by comments: each feature's plugin (server/features/<name>/plugin.ts) is a
 * named plugin that declares the features and decorators it needs, and registering it before them fails the start.
 */
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { FEATURES } from '../../server/features';
import marketDataPlugin from '../../server/features/marketData/plugin';
import strategyPlugin from '../../server/features/strategy/plugin';

const metaOf = (plugin: object) => (plugin as { [key: symbol]: { name?: string; dependencies?: string[] } })[Symbol.for('plugin-meta')];

describe('feature plugins', () => {
  it('every feature is named and comes after the features it depends on', () => {
    const seen: string[] = [];
    for (const feature of FEATURES) {
      const meta = metaOf(feature);
      expect(meta?.name).toMatch(/^[a-z][A-Za-z]+$/);
      for (const dependency of meta?.dependencies ?? []) expect(seen).toContain(dependency);
      seen.push(meta?.name ?? '');
    }
    expect(new Set(seen).size).toBe(FEATURES.length);
  });

  it('a feature registered before the features it depends on stops the start', async () => {
    const app = Fastify({ logger: false });
    // Its decorators are there, but not the features that own them.
    for (const name of ['reference', 'bus', 'bars', 'series', 'topics', 'notifications']) app.decorate(name, {});
    app.register(strategyPlugin);
    await expect(app.ready()).rejects.toThrow("The dependency 'reference' of plugin 'strategy' is not registered");
    await app.close();
  });

  it('a missing decorator stops the start too', async () => {
    const app = Fastify({ logger: false });
    // The features marketData depends on, by name, without the decorators they provide.
    app.register(fp(async () => undefined, { name: 'reference' }));
    app.register(fp(async () => undefined, { name: 'stream' }));
    app.register(marketDataPlugin);
    await expect(app.ready()).rejects.toThrow("The decorator 'reference' required by 'marketData' is not present in Fastify");
    await app.close();
  });
});
