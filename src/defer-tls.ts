// On Node 22 and later, loading node:tls parses every bundled root certificate on a helper thread, and the
// process keeps them for good: ~2.5 MB of resident memory on Node 24 (nodejs/node#59856; Node 20 loads them
// on first use). `ws` requires node:tls and node:https when it is imported, though it uses them only for
// `wss:` URLs; Hearth reaches Home Assistant over `ws:` in demo mode, in the add-on (the Supervisor's proxy)
// and in most homes. Imported first by main.ts, before anything loads `ws`: on a Node with synchronous module
// hooks (`module.registerHooks`, Node 22.15+), `ws` gets stand-ins that load the real module on first use.
// Nothing else is touched; our own code takes node:https from `process.getBuiltinModule` when it needs it.
/** The stand-ins' URLs: one file name each, since the CommonJS cache keys modules by file name. */
const STAND_IN = 'file:///hearth/deferred-';
const DEFERRED = new Set(['tls', 'https']);

interface Hooks {
  resolve(
    specifier: string,
    context: { parentURL?: string | undefined },
    next: (specifier: string, context: { parentURL?: string | undefined }) => unknown,
  ): unknown;
  load(url: string, context: unknown, next: (url: string, context: unknown) => unknown): unknown;
}

/** The hooks: `ws`'s requires of node:tls / node:https resolve to stand-ins that forward each property. */
export const deferTlsHooks: Hooks = {
  resolve(specifier, context, next) {
    const name = specifier.replace(/^node:/, '');
    if (DEFERRED.has(name) && context.parentURL?.includes('/node_modules/ws/') === true)
      return { url: `${STAND_IN}${name}.cjs`, format: 'commonjs', shortCircuit: true };
    return next(specifier, context);
  },
  load(url, context, next) {
    if (!url.startsWith(STAND_IN)) return next(url, context);
    const name = url.slice(STAND_IN.length, -'.cjs'.length);
    const source = `module.exports = new Proxy({}, { get: (_, key) => process.getBuiltinModule('node:${name}')[key] });`;
    return { format: 'commonjs', source, shortCircuit: true };
  },
};

// Node 20's types lack it (and Node 20 has no such hooks, nor the eager certificates).
const { registerHooks } = process.getBuiltinModule('node:module') as {
  registerHooks?: (hooks: Hooks) => unknown;
};
registerHooks?.(deferTlsHooks);
