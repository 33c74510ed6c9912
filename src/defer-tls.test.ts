import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferTlsHooks } from './defer-tls.js';

const WS = 'file:///app/node_modules/ws/lib/websocket.js';
const next = (specifier: string): unknown => ({ url: `next:${specifier}` });

describe("ws's node:tls and node:https, loaded on first use", () => {
  it('hands ws stand-ins for node:tls and node:https, and nothing else to anyone else', () => {
    expect(deferTlsHooks.resolve('tls', { parentURL: WS }, next)).toMatchObject({
      url: 'file:///hearth/deferred-tls.cjs',
      format: 'commonjs',
    });
    expect(deferTlsHooks.resolve('node:https', { parentURL: WS }, next)).toMatchObject({
      url: 'file:///hearth/deferred-https.cjs',
    });
    expect(deferTlsHooks.resolve('http', { parentURL: WS }, next)).toEqual({ url: 'next:http' });
    expect(deferTlsHooks.resolve('tls', { parentURL: 'file:///app/dist/main.js' }, next)).toEqual({
      url: 'next:tls',
    });
    expect(deferTlsHooks.load('file:///app/dist/main.js', {}, (url) => ({ url }))).toEqual({
      url: 'file:///app/dist/main.js',
    });
  });

  it('forwards every property of a stand-in to the real module, loading it only then', () => {
    const loaded: string[] = [];
    for (const name of ['tls', 'https'] as const) {
      const { source } = deferTlsHooks.load(`file:///hearth/deferred-${name}.cjs`, {}, () => undefined) as {
        source: string;
      };
      const module: { exports?: Record<string, unknown> } = {};
      const process = {
        getBuiltinModule: (id: string): unknown => {
          loaded.push(id);
          return globalThis.process.getBuiltinModule(id);
        },
      };
      runInNewContext(source, { module, process });
      expect(loaded).not.toContain(`node:${name}`);
      const real = globalThis.process.getBuiltinModule(`node:${name}`) as Record<string, unknown>;
      expect(module.exports?.[name === 'tls' ? 'connect' : 'request']).toBe(
        real[name === 'tls' ? 'connect' : 'request'],
      );
      expect(loaded).toContain(`node:${name}`);
    }
  });
});
