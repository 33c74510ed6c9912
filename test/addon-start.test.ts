// The container start without Docker: the real s6 run script, an /app laid out like the image's
// (dist/ plus production dependencies only), and the simulated Supervisor and Home Assistant.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { execa } from 'execa';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../src/simulator/index.js';
import { describe as describeEvent, parseInfo, WyomingClient } from '../src/wyoming/index.js';

const ROOT = resolve(import.meta.dirname, '..');
const RUN = join(ROOT, 'rootfs/etc/s6-overlay/s6-rc.d/hearth/run');
const HOSTNAME = 'f00dcafe-hearth';

let scratch: string;
let appDir: string;
let simulator: Simulator;

/** Builds what the runtime stage of the Dockerfile holds at /app, from dist/ and package-lock.json. */
function layOutApp(target: string): void {
  mkdirSync(join(target, 'node_modules'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(target, 'package.json'));
  cpSync(join(ROOT, 'dist'), join(target, 'dist'), { recursive: true });
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!/^node_modules\/(?:@[^/]+\/)?[^/]+$/.test(path) || entry.dev === true) continue;
    mkdirSync(dirname(join(target, path)), { recursive: true });
    try {
      execFileSync('cp', ['-al', join(ROOT, path), join(target, path)], { stdio: 'ignore' });
    } catch {
      // Hard links need one filesystem; otherwise copy (slower, same result).
      cpSync(join(ROOT, path), join(target, path), { recursive: true });
    }
  }
}

function writeOptions(name: string, overrides: Record<string, unknown>): string {
  const defaults = (parse(readFileSync(join(ROOT, 'config.yaml'), 'utf8')) as { options: object }).options;
  const path = join(scratch, name);
  writeFileSync(path, JSON.stringify({ ...defaults, ...overrides }));
  return path;
}

type Started = ReturnType<typeof runScript>;

/**
 * Runs the s6 run script as s6 would (with-contenv has already exported the environment);
 * `listening` resolves with the Wyoming port once main logs that it listens.
 */
function runScript(env: Record<string, string>) {
  const child = execa('sh', [RUN], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HEARTH_APP_DIR: appDir, ...env },
    extendEnv: false,
    reject: false,
    buffer: false,
  });
  const lines: string[] = [];
  const listening = new Promise<number>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no listening line:\n${lines.join('\n')}`)), 15_000);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      for (const line of text.split('\n').filter(Boolean)) {
        lines.push(line);
        const parsed = parseLine(line);
        if (parsed?.msg === 'Wyoming server listening' && parsed.port !== undefined) {
          clearTimeout(timer);
          done(parsed.port);
        }
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => lines.push(...text.split('\n').filter(Boolean)));
    void child.then(() => {
      clearTimeout(timer);
      fail(new Error(`exited before listening:\n${lines.join('\n')}`));
    });
  });
  listening.catch(() => undefined);
  return { child, lines, listening };
}

/** The add-on logs one human line per event: `<date> <time> LEVEL layer: message  key=value …`. */
function parseLine(line: string): { msg?: string; port?: number; url?: string } | undefined {
  const match = /^\S+ \S+ [A-Z]+ +(?:[\w-]+: )?(.*?)(?: {2}(\w+=.*))?$/.exec(line);
  if (match === null) return undefined;
  const fields = Object.fromEntries(
    [...(match[2] ?? '').matchAll(/(\w+)=("(?:[^"\\]|\\.)*"|\S+)/g)].map(([, key, value]) => [
      key!,
      value!.startsWith('"') ? (JSON.parse(value!) as string) : value!,
    ]),
  );
  return {
    msg: match[1]!,
    ...(fields.port === undefined ? {} : { port: Number(fields.port) }),
    ...(fields.url === undefined ? {} : { url: fields.url }),
  };
}

async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist/main.js'))) {
    throw new Error('dist/main.js is missing: run `npm run build` first (npm test does)');
  }
  scratch = mkdtempSync(join(tmpdir(), 'hearth-addon-'));
  appDir = join(scratch, 'app');
  layOutApp(appDir);
  simulator = await startSimulator({ addonHostname: HOSTNAME });
});

afterAll(async () => {
  await simulator.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the add-on start, through the s6 run script', () => {
  let started: Started;
  let port: number;

  beforeAll(async () => {
    started = runScript({
      SUPERVISOR_TOKEN: simulator.supervisorToken,
      SUPERVISOR_URL: simulator.url,
      HEARTH_OPTIONS: writeOptions('options.json', { llm_api_key: 'sk-addon-secret', log_level: 'debug' }),
      HEARTH_DATA_DIR: join(scratch, 'data'),
      WYOMING_HOST: '127.0.0.1',
      WYOMING_PORT: '0',
      WEB_PORT: '0',
      // The default endpoint is api.openai.com: tests never leave loopback.
      HEARTH_STARTUP_CHECK: '0',
      HEARTH_MODEL_WARMUP: '0',
    });
    port = await started.listening;
  });

  afterAll(() => {
    started.child.kill('SIGKILL');
  });

  it('announces tcp://<add-on hostname>:<port> at the Supervisor discovery', async () => {
    await until(() => simulator.discoveryMessages.length > 0, 'the discovery message');
    expect(simulator.discoveryMessages).toEqual([
      { service: 'wyoming', config: { uri: `tcp://${HOSTNAME}:${port}` } },
    ]);
  });

  it('reaches Home Assistant through the Supervisor proxy at /core', async () => {
    await until(() => started.lines.some((line) => line.includes('Connected to Home Assistant')), 'HA');
    const connected = started.lines.find((line) => line.includes('Connected to Home Assistant'))!;
    expect(parseLine(connected)?.url).toBe(`${simulator.url.replace(/^http/, 'ws')}/core/websocket`);
    expect(simulator.openSockets).toBeGreaterThan(0);
  });

  it('answers Wyoming describe with an installed handle program', async () => {
    const client = await WyomingClient.connect({ host: '127.0.0.1', port, timeoutMs: 2_000 });
    try {
      await client.write(describeEvent());
      const answer = await client.read({ timeoutMs: 2_000 });
      const handle = parseInfo(answer!)?.handle?.[0];
      expect(handle).toMatchObject({ name: 'Hearth', installed: true });
    } finally {
      client.close();
    }
  });

  it('passes the image healthcheck, run from the app dir', async () => {
    const result = await execa('node', [join(appDir, 'dist/cli/healthcheck.js'), '--port', String(port)], {
      reject: false,
    });
    expect(result.exitCode).toBe(0);
  });

  it('logs one readable line per event, never JSON, as the add-on log tab shows it', () => {
    expect(started.lines.length).toBeGreaterThan(2);
    for (const line of started.lines) {
      expect(line.startsWith('{')).toBe(false);
      expect(parseLine(line), line).toBeDefined();
    }
  });

  it('never writes the Supervisor token or the API key to its output', () => {
    const output = started.lines.join('\n');
    expect(output).not.toContain(simulator.supervisorToken);
    expect(output).not.toContain('sk-addon-secret');
  });

  it('exits 0 within 2 s of SIGTERM and never withdraws the discovery message', async () => {
    const stoppedAt = Date.now();
    started.child.kill('SIGTERM');
    const result = await started.child;
    expect(result.exitCode).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(2_000);
    expect(simulator.discoveryMessages).toHaveLength(1);
  });
});

describe('a start that must not happen', () => {
  it('stops on a bad option with one line naming it, and announces nothing', async () => {
    const before = simulator.discoveryMessages.length;
    const started = runScript({
      SUPERVISOR_TOKEN: simulator.supervisorToken,
      SUPERVISOR_URL: simulator.url,
      HEARTH_OPTIONS: writeOptions('bad-options.json', { temperature: 7 }),
      HEARTH_DATA_DIR: join(scratch, 'data-bad'),
      WYOMING_HOST: '127.0.0.1',
      WYOMING_PORT: '0',
    });
    const result = await started.child;
    expect(result.exitCode).toBe(1);
    expect(started.lines).toHaveLength(1);
    expect(started.lines[0]).toMatch(/temperature/);
    expect(simulator.discoveryMessages).toHaveLength(before);
  });

  it('refuses to start when the app is not where the image puts it', async () => {
    const result = await execa('sh', [RUN], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HEARTH_APP_DIR: join(scratch, 'nowhere') },
      extendEnv: false,
      reject: false,
    });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('dist/main.js is missing');
  });
});
