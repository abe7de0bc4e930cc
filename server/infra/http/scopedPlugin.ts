import type { FastifyPluginAsync } from 'fastify';

/**
 * An encapsulated plugin (hooks and decorators stay inside it) registered under `name`. Fastify names a plugin by
 * fastify-plugin's meta, else by this symbol, else by searching `require.cache` for the module that exports it, and
 * only then by the function's name (fastify docs, Reference/Server.md "pluginName"); it asks twice per registration.
 * Under jest `require.cache` is a Proxy over the whole module registry: the search cost about 330 ms per app built.
 */
// biome-ignore lint/suspicious/noExplicitAny: a plugin's options type is the caller's
export function scopedPlugin<P extends FastifyPluginAsync<any>>(name: string, plugin: P): P {
  Object.defineProperty(plugin, Symbol.for('fastify.display-name'), { value: name });
  return plugin;
}
