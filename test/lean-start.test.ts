// What a mode loads: every module kept in memory stays there all year, so the built server loads only
// what its mode uses. Standalone mode without a TTS upstream must not load the simulated home, the Hearth
// voice, the Supervisor's client or the trace page's markup; demo mode loads the simulator (which also
// shows the listing works) but not the simulator's parts it does not use. No mode loads node:tls where Node
// lets Hearth keep it out (nothing here is https: or wss:), nor zod's messages in languages other than English. No mode loads Node's fetch machinery (undici), not even after a turn that
// fires its events on Home Assistant's bus over REST and runs one of tools.yaml's rest tools. The lists come from
// module-loading hooks preloaded into the real process and from its process.moduleLoadList.
import { execFile, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../src/simulator/index.js';
import { transcript, WyomingClient } from '../src/wyoming/index.js';
import { closedPort } from './support/closed-port.js';
import { collectTurn } from './support/hearth.js';
import { callTools, say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

const ROOT = resolve(import.meta.dirname, '..');
const MAIN = join(ROOT, 'dist/main.js');
const PRELOAD = pathToFileURL(join(ROOT, 'test/support/record-modules.js')).href;
const run = promisify(execFile);

interface Started {
  /** Our built modules loaded so far, as paths under dist/ (`voice/index.js`). */
  loaded(): string[];
  /** Dependencies' modules loaded so far, as paths under node_modules/ (`zod/v4/locales/en.js`). */
  dependencies(): string[];
  /** Node's own modules the process had loaded when it stopped (`http2`, `internal/deps/undici/undici`). */
  nodeModules(): string[];
  /** Fetches a path of the trace page. */
  get(path: string): Promise<Response>;
  /** Asks one question over Wyoming; resolves with the turn's outcome. */
  ask(text: string): Promise<string>;
  stop(): Promise<void>;
  /** Deletes its data directory and the lists (after stop). */
  remove(): void;
}

/** Starts dist/main.js with the recording preload; resolves once the home has loaded and the page listens. */
async function startBuilt(env: Record<string, string>): Promise<Started> {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-lean-'));
  const list = join(dir, 'modules.txt');
  const child = spawn(process.execPath, ['--import', PRELOAD, MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      HEARTH_DATA_DIR: dir,
      HEARTH_MODULE_LIST: list,
      HEARTH_STARTUP_CHECK: '0',
      HEARTH_MODEL_WARMUP: '0',
      WYOMING_HOST: '127.0.0.1',
      WYOMING_PORT: '0',
      WEB_PORT: '0',
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  let webUrl = '';
  let wyomingPort = 0;
  let homeLoaded = false;
  await new Promise<void>((ready, fail) => {
    let buffered = '';
    const seen: string[] = [];
    const timer = setTimeout(
      () =>
        fail(new Error(`Hearth did not load its home and open its page within 20 s:\n${seen.join('\n')}`)),
      20_000,
    );
    child.once('exit', (code) => fail(new Error(`Hearth exited (${code}) before loading its home`)));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      buffered += text;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        seen.push(line);
        const entry = JSON.parse(line) as { msg?: string; url?: string; layer?: string; port?: number };
        // Add-on mode logs the page's port only (it is reached through ingress).
        if (entry.layer === 'web' && (entry.url ?? entry.port) !== undefined)
          webUrl = entry.url ?? `http://127.0.0.1:${entry.port}/`;
        if (entry.msg === 'Wyoming server listening' && entry.port !== undefined) wyomingPort = entry.port;
        if (/home model loaded/.test(entry.msg ?? '')) homeLoaded = true;
        if (homeLoaded && webUrl !== '' && wyomingPort !== 0) {
          clearTimeout(timer);
          ready();
        }
      }
    });
  });
  const under = (folder: string): string[] => {
    const prefix = pathToFileURL(join(ROOT, folder)).href + '/';
    return readFileSync(list, 'utf8')
      .split('\n')
      .filter((url) => url.startsWith(prefix))
      .map((url) => url.slice(prefix.length));
  };
  return {
    loaded: () => under('dist'),
    dependencies: () => under('node_modules'),
    nodeModules: () =>
      readFileSync(`${list}.node`, 'utf8')
        .split('\n')
        .map((line) => line.replace(/^NativeModule /, '')),
    get: (path) => fetch(new URL(path, webUrl)),
    async ask(text) {
      const client = await WyomingClient.connect({ host: '127.0.0.1', port: wyomingPort, timeoutMs: 5_000 });
      try {
        await client.write(transcript(text, { language: 'en' }));
        return (await collectTurn(client, 15_000)).outcome;
      } finally {
        client.close();
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Node's fetch and WebSocket (undici, which brings http2 along) are never used by Hearth's server and cost
 * ~14 MB of resident memory on Node 24 once loaded. An ESM import of node:http loads them on Node 22+ (its
 * lazy WebSocket getters run when the module's namespace is built; eslint.config.js forbids it in src/), and
 * so would any `fetch` (Home Assistant's REST calls and the Supervisor's go through node:http). The list proves itself by holding node:http, which Hearth does use.
 */
function expectNoFetchMachinery(hearth: Started): void {
  const loaded = hearth.nodeModules();
  expect(loaded).toContain('http');
  expect(loaded.filter((name) => /undici|^http2$/.test(name))).toEqual([]);
}

/**
 * Node 22+ parses every bundled root certificate, for good, once node:tls is loaded (~2.5 MB on Node 24). Hearth
 * reaches everything here over http: and ws:, so no mode loads it where module hooks let src/defer-tls.ts hand
 * `ws` its stand-ins (Node 20 has no such hooks, and loads the certificates on first use anyway).
 */
function expectNoTls(hearth: Started): void {
  const { registerHooks } = process.getBuiltinModule('node:module') as { registerHooks?: unknown };
  if (typeof registerHooks !== 'function') return;
  expect(hearth.nodeModules().filter((name) => /^(tls|https|_tls_common|_tls_wrap)$/.test(name))).toEqual([]);
}

/**
 * zod's entry points re-export the messages of its 63 languages (~0.5 MB of heap held all year); where module
 * hooks let src/lazy-zod-locales.ts stand in for that index, only English, zod's default, is loaded. The list
 * proves itself by holding zod's schemas, which Hearth does use.
 */
function expectEnglishOnlyFromZod(hearth: Started): void {
  const { registerHooks } = process.getBuiltinModule('node:module') as { registerHooks?: unknown };
  const zod = hearth.dependencies().filter((path) => path.startsWith('zod/'));
  expect(zod).toContain('zod/v4/classic/schemas.js');
  if (typeof registerHooks !== 'function') return;
  expect(zod.filter((path) => path.startsWith('zod/v4/locales/'))).toEqual(['zod/v4/locales/en.js']);
}

let model: ScriptedModel;
let simulator: Simulator;
/** A web service for a tools.yaml rest tool; counts the requests it answered. */
let weather: Server;
let weatherRequests = 0;
let toolsDir: string;

beforeAll(async () => {
  if (!existsSync(MAIN))
    throw new Error('dist/main.js is missing: run `npm run build` first (npm test does)');
  model = await startScriptedModel();
  simulator = await startSimulator({ host: '127.0.0.1', port: 0 });
  weather = createServer((request, response) => {
    weatherRequests += 1;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ current: { temperature: 14 } }));
  });
  await new Promise<void>((resolve) => weather.listen(0, '127.0.0.1', resolve));
  toolsDir = mkdtempSync(join(tmpdir(), 'hearth-lean-tools-'));
  writeFileSync(
    join(toolsDir, 'tools.yaml'),
    [
      'tools:',
      '  - name: outside_temperature',
      '    description: The temperature outside.',
      '    kind: rest',
      `    url: "http://127.0.0.1:${(weather.address() as AddressInfo).port}/v1/current"`,
      '    pick: current.temperature',
      '',
    ].join('\n'),
  );
});

afterAll(async () => {
  await simulator?.close();
  await model?.close();
  weather?.closeAllConnections();
  await new Promise((resolve) => weather?.close(resolve));
  if (toolsDir !== undefined) rmSync(toolsDir, { recursive: true, force: true });
});

describe('the modules a mode loads (the built server)', () => {
  it('standalone mode without a TTS upstream leaves the simulator, the voice, the Supervisor and the page out', async () => {
    const hearth = await startBuilt({
      LLM_BASE_URL: model.url,
      LLM_MODEL: 'scripted',
      HA_URL: simulator.url,
      HA_TOKEN: simulator.token,
      HEARTH_TOOLS_FILE: join(toolsDir, 'tools.yaml'),
    });
    try {
      const loaded = hearth.loaded();
      expect(loaded).toContain('hearth.js');
      expect(loaded).toContain('web/trace-server.js');
      const unused =
        /^(simulator|voice|supervisor)\/|^web\/(trace-page|trace-page-script|trace-page-style|models-tab|memory-tab)\.js$|^hearth-sandbox\.js$/;
      expect(loaded.filter((file) => unused.test(file))).toEqual([]);
      // The page itself still comes, loaded when first asked for.
      const page = await hearth.get('/');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html');
      expect(hearth.loaded()).toContain('web/trace-page.js');
      // A turn with fire_events on (the default) posts its events to Home Assistant's REST API.
      const fired = simulator.firedEvents.length;
      model.enqueue(say('The kitchen light is on.'));
      expect(await hearth.ask('Is the kitchen light on?')).toBe('handled');
      const deadline = Date.now() + 10_000;
      while (simulator.firedEvents.length === fired && Date.now() < deadline) {
        await new Promise((wait) => setTimeout(wait, 50));
      }
      expect(simulator.firedEvents.length).toBeGreaterThan(fired);
      // A turn that runs the user's rest tool: its request goes out over node:http too.
      model.enqueue(callTools([{ name: 'outside_temperature', arguments: {} }]), say('It is 14 degrees.'));
      expect(await hearth.ask('How warm is it outside?')).toBe('handled');
      expect(weatherRequests).toBe(1);
      expect(model.requests.at(-1)?.body.messages?.at(-1)).toMatchObject({
        role: 'tool',
        content: '{"ok":true,"result":14}',
      });
    } finally {
      await hearth.stop();
    }
    expectNoFetchMachinery(hearth);
    expectNoTls(hearth);
    expectEnglishOnlyFromZod(hearth);
    hearth.remove();
  }, 60_000);

  it('demo mode loads the simulated home it runs on, not the parts of the simulator it does not use', async () => {
    const hearth = await startBuilt({ LLM_BASE_URL: model.url, LLM_MODEL: 'scripted' });
    try {
      expect(hearth.loaded()).toContain('simulator/start-simulator.js');
      expect(hearth.loaded()).toContain('simulator/house.js');
      expect(hearth.loaded().filter((file) => /^(voice|supervisor)\//.test(file))).toEqual([]);
      // Loaded by their first request only (a module stays in memory for good): the generator of large
      // homes, the template engine, the camera snapshot, the automation editor; and the sample home is
      // read from its file, not kept as a JSON module.
      const unused =
        /^simulator\/(generate-home|generated-kinds|png|template\/.*|http\/rest-automation)\.js$|\.json$/;
      expect(hearth.loaded().filter((file) => unused.test(file))).toEqual([]);
    } finally {
      await hearth.stop();
    }
    expectNoFetchMachinery(hearth);
    expectNoTls(hearth);
    expectEnglishOnlyFromZod(hearth);
    hearth.remove();
  }, 60_000);

  it('still reaches a wss: Home Assistant: ws loads node:tls on its first use of it', async () => {
    const port = await closedPort();
    const script = [
      `await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist/defer-tls.js')).href)});`,
      "const { default: WebSocket } = await import('ws');",
      "const tls = () => process.moduleLoadList.includes('NativeModule tls');",
      'const before = tls();',
      `const socket = new WebSocket('wss://127.0.0.1:${port}/api/websocket');`,
      "socket.on('error', (error) => console.log(JSON.stringify({ before, code: error.code, after: tls() })));",
    ].join('\n');
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT });
    const outcome = JSON.parse(stdout) as { before: boolean; code: string; after: boolean };
    // The TLS socket was made and tried to connect (a stand-in without the real module would throw instead).
    expect(outcome).toMatchObject({ code: 'ECONNREFUSED', after: true });
    const { registerHooks } = process.getBuiltinModule('node:module') as { registerHooks?: unknown };
    if (typeof registerHooks === 'function') expect(outcome.before).toBe(false);
  });

  it('add-on mode announces itself to the Supervisor without loading fetch', async () => {
    const optionsDir = mkdtempSync(join(tmpdir(), 'hearth-lean-options-'));
    const optionsFile = join(optionsDir, 'options.json');
    writeFileSync(optionsFile, JSON.stringify({ llm_base_url: model.url, llm_model: 'scripted' }));
    const announced = simulator.discoveryMessages.length;
    const hearth = await startBuilt({
      SUPERVISOR_TOKEN: simulator.supervisorToken,
      SUPERVISOR_URL: simulator.url,
      HEARTH_OPTIONS: optionsFile,
    });
    try {
      const deadline = Date.now() + 10_000;
      while (simulator.discoveryMessages.length === announced && Date.now() < deadline) {
        await new Promise((wait) => setTimeout(wait, 50));
      }
      expect(simulator.discoveryMessages.length).toBeGreaterThan(announced);
      expect(hearth.loaded()).toContain('supervisor/index.js');
    } finally {
      await hearth.stop();
      rmSync(optionsDir, { recursive: true, force: true });
    }
    expectNoFetchMachinery(hearth);
    expectNoTls(hearth);
    expectEnglishOnlyFromZod(hearth);
    hearth.remove();
  }, 60_000);
});
