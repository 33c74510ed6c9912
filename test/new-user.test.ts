// A newcomer's first minutes: clone the repository, install, start Hearth in demo mode with the
// commands the docs give, ask it something, and read what the first lines of output say.
// node_modules is linked from this checkout instead of downloaded (`npm ls` still proves it is the
// tree `npm ci` would install); everything else runs as the docs say, including the build.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callTools,
  say,
  startScriptedModel,
  type ScriptedModel,
  type ScriptedRequest,
  type ScriptedStep,
} from './support/scripted-model.js';
import { closedPort } from './support/closed-port.js';

const ROOT = resolve(import.meta.dirname, '..');
const isGitCheckout = existsSync(join(ROOT, '.git'));

let model: ScriptedModel;
let clone: string;

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** The lines of the fenced shell blocks in the section under `heading`, without comments. */
function commandsUnder(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(heading);
  const end = markdown.indexOf('\n## ', start + heading.length);
  const section = markdown.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)]
    .flatMap((match) => (match[1] ?? '').split('\n'))
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);
}

/** `A=1 B=2 npm start` → env and argv. */
function splitCommand(line: string): { env: Record<string, string>; argv: string[] } {
  const words = line.match(/"[^"]*"|\S+/g) ?? [];
  const env: Record<string, string> = {};
  while (words[0] !== undefined && /^[A-Z_]+=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  return { env, argv: words.map((word) => word.replace(/^"|"$/g, '')) };
}

/** Collects stdout lines (JSON log lines parsed) until `done` says the start is over. */
async function firstLines(
  child: Pick<ChildProcess, 'stdout' | 'stderr'>,
  done: (messages: string[]) => boolean,
  timeoutMs: number,
): Promise<string[]> {
  const messages: string[] = [];
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start within ${timeoutMs} ms:\n${messages.join('\n')}`)),
      timeoutMs,
    );
    child.stdout?.setEncoding('utf8');
    let rest = '';
    child.stdout?.on('data', (text: string) => {
      const lines = (rest + text).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines.filter((entry) => entry.startsWith('{'))) {
        const parsed = JSON.parse(line) as { msg?: string; url?: string; host?: string; port?: number };
        const where = parsed.url ?? (parsed.port === undefined ? '' : `${parsed.host}:${parsed.port}`);
        messages.push(where === '' ? (parsed.msg ?? '') : `${parsed.msg} ${where}`);
      }
      if (done(messages)) {
        clearTimeout(timer);
        resolvePromise(messages);
      }
    });
    child.stderr?.on('data', (text: Buffer) => messages.push(`stderr: ${text.toString().trim()}`));
  });
}

beforeAll(() => {
  if (!isGitCheckout) return;
  clone = mkdtempSync(join(tmpdir(), 'hearth-newcomer-'));
  execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${ROOT}`, clone]);
  symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir');
});

afterAll(() => {
  if (clone !== undefined) rmSync(clone, { recursive: true, force: true });
});

describe.skipIf(!isGitCheckout)('a new user', () => {
  beforeAll(async () => {
    // The newcomer's server has the model the docs name, as theirs would after `ollama pull`.
    const documented = /LLM_MODEL=(\S+)/.exec(readFileSync(join(ROOT, 'docs/DEVELOPMENT.md'), 'utf8'));
    model = await startScriptedModel({
      models: [documented?.[1] ?? 'scripted-model'],
      fallback: newcomersModel('This is a scripted answer.'),
    });
  });
  afterAll(async () => {
    await model?.close();
  });

  it('finds npm ci, npm start and npm test at the end of the README, and node_modules is what npm ci installs', async () => {
    const readme = readFileSync(join(clone, 'README.md'), 'utf8');
    const commands = commandsUnder(readme, '## For developers');
    expect(commands).toEqual(['npm ci', 'npm start', 'npm test']);
    expect(readme.trimEnd().endsWith('```')).toBe(true);
    // Asked in the checkout that owns node_modules: through the clone's symlink npm ls sees every
    // package as extraneous. The clone's lockfile is the checkout's committed one.
    const listed = await execa('npm', ['ls', '--all', '--silent'], {
      cwd: ROOT,
      reject: false,
      timeout: 60_000,
    });
    expect(listed.exitCode, listed.stderr).toBe(0);
  }, 90_000);

  it('starts in demo mode with the documented command, and the first lines say mode, URL and that the model is reachable', async () => {
    const development = readFileSync(join(clone, 'docs/DEVELOPMENT.md'), 'utf8');
    const commands = commandsUnder(development, '## Trying it without Home Assistant');
    const start = commands.find((line) => line.startsWith('LLM_BASE_URL='));
    const ask = commands.find((line) => line.startsWith('npm run ask'));
    const started = splitCommand(start!);
    expect(started.argv).toEqual(['npm', 'start']);
    expect(Object.keys(started.env)).toEqual(['LLM_BASE_URL', 'LLM_MODEL']);
    // The newcomer's own model server is the scripted one here; free ports keep parallel runs apart.
    const wyomingPort = await freePort();
    // Its own process group, so stopping it reaches node under npm as Ctrl+C would.
    const child = execa('npm', ['start'], {
      cwd: clone,
      env: { ...started.env, LLM_BASE_URL: model.url, WYOMING_PORT: String(wyomingPort), WEB_PORT: '0' },
      reject: false,
      buffer: false,
      detached: true,
    });
    try {
      const lines = await firstLines(
        child,
        (messages) => messages.some((line) => /^Model check/.test(line)),
        240_000,
      );
      const log = lines.filter((line) => !line.startsWith('stderr:'));
      expect(log[0]).toMatch(/^Hearth \d+\.\d+\.\d+ starting in demo mode$/);
      expect(log.find((line) => line.startsWith('demo mode:'))).toMatch(
        /simulated home http:\/\/127\.0\.0\.1:\d+$/,
      );
      expect(log).toContain(`Wyoming server listening 0.0.0.0:${wyomingPort}`);
      expect(log.find((line) => line.startsWith('Model check'))).toMatch(
        new RegExp(
          `^Model check passed: model endpoint ${model.url.replace(/[.:/]/g, '\\$&')}.* is reachable`,
        ),
      );

      // Answered by what the request is, not in order: Hearth also warms the model (one-token requests).
      model.setFallback(newcomersModel('The kitchen light is on at 40 percent.'));
      const askCommand = splitCommand(ask!);
      expect(askCommand.argv.slice(0, 4)).toEqual(['npm', 'run', 'ask', '--']);
      const asked = await execa(
        askCommand.argv[0]!,
        [...askCommand.argv.slice(1), '--port', String(wyomingPort)],
        {
          cwd: clone,
          reject: false,
          timeout: 60_000,
        },
      );
      expect(asked.exitCode, asked.stderr).toBe(0);
      expect(asked.stdout).toMatch(/handled: The kitchen light is on at 40 percent\./);
    } finally {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
      await child;
    }
  }, 300_000);

  it('hears in the first lines that the model server cannot be reached, and still gets a running server', async () => {
    const wyomingPort = await freePort();
    const child = execa('node', ['dist/main.js'], {
      cwd: clone,
      env: {
        LLM_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`,
        WYOMING_PORT: String(wyomingPort),
        WEB_PORT: '0',
      },
      reject: false,
      buffer: false,
    });
    try {
      const lines = await firstLines(
        child,
        (messages) => messages.some((line) => /^Model check/.test(line)),
        60_000,
      );
      expect(lines[0]).toMatch(/starting in demo mode$/);
      expect(lines).toContain(`Wyoming server listening 0.0.0.0:${wyomingPort}`);
      expect(lines.find((line) => line.startsWith('Model check'))).toMatch(
        /^Model check failed: cannot reach the model server at http:\/\/127\.0\.0\.1:\d+\/v1.*Check llm_base_url/,
      );
    } finally {
      child.kill('SIGTERM');
      await child;
    }
  }, 120_000);
});

/**
 * The newcomer's model, like the ones the docs recommend: it makes the one tiny tool call the start-up
 * check asks for, answers a warm-up's one token, and says `answer` to a question.
 */
function newcomersModel(answer: string): (request: ScriptedRequest) => ScriptedStep {
  return (request) =>
    request.body.tools?.some((tool) => tool.function.name === 'check_connection') === true
      ? callTools([{ name: 'check_connection', arguments: {} }])
      : request.body.max_tokens === 1
        ? say('OK')
        : say(answer);
}
