import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback } from 'fastify';

/**
 * Every hook of the HTTP pipeline is a named entry of one ordered list (app.factory.ts), registered
 * here in the list's order, which is the order Fastify runs each phase's hooks in
 * (docs/architecture.md, "Wiring").
 */

/** The Fastify phases the app hooks into, in the order a request meets them (onRoute: once a route, at start). */
export type HookPhase = 'onRoute' | 'onRequest' | 'preValidation' | 'preHandler' | 'onSend' | 'onResponse';

export interface HttpHook {
  /** Its name in the order (docs/architecture.md's table, the start-time sentences). */
  readonly name: string;
  /** The phases it adds hooks to. */
  readonly phases: readonly HookPhase[];
  /** Hooks that must come earlier in the list: it reads what they set. */
  readonly after?: readonly string[];
  /** Adds its hooks to the instance (addHook, or a plugin that adds its own). */
  register(fastify: FastifyInstance): void | PromiseLike<unknown>;
}

/** A Fastify plugin (fastify-plugin wrapped, so its hooks apply to every route) as an entry of the list. */
export function pluginHook<Options extends object>(
  name: string,
  phases: readonly HookPhase[],
  plugin: FastifyPluginAsync<Options> | FastifyPluginCallback<Options>,
  options: Options = {} as Options,
): HttpHook {
  return { name, phases, register: (fastify) => fastify.register(plugin as FastifyPluginAsync<Options>, options) };
}

const registered = new WeakMap<FastifyInstance, HttpHook[]>();

/**
 * Registers `hooks` in their order, after checking it: names are unique and each hook comes after
 * the hooks it names in `after`. A wrong order stops the start with a sentence naming both.
 */
export async function registerHooks(fastify: FastifyInstance, hooks: readonly HttpHook[]): Promise<void> {
  const problems: string[] = [];
  hooks.forEach((hook, index) => {
    if (hooks.findIndex((other) => other.name === hook.name) !== index) problems.push(`The HTTP hook '${hook.name}' is listed twice.`);
    for (const earlier of hook.after ?? []) {
      const at = hooks.findIndex((other) => other.name === earlier);
      if (at === -1) problems.push(`The HTTP hook '${hook.name}' runs after '${earlier}', which is not in the list.`);
      else if (at > index) problems.push(`The HTTP hook '${hook.name}' must come after '${earlier}' in the list: it reads what '${earlier}' sets.`);
    }
  });
  if (problems.length > 0) throw new Error(problems.join(' '));
  const done = registered.get(fastify) ?? [];
  registered.set(fastify, done);
  for (const hook of hooks) {
    await hook.register(fastify);
    done.push(hook);
  }
}

/** The hooks registered on `fastify`, in their order. */
export function registeredHooks(fastify: FastifyInstance): readonly Pick<HttpHook, 'name' | 'phases'>[] {
  return (registered.get(fastify) ?? []).map(({ name, phases }) => ({ name, phases }));
}
