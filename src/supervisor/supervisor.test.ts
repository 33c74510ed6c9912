// The Supervisor client against a scripted loopback HTTP server: info lookup, discovery, retries, refusals.
import { createHook } from 'node:async_hooks';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { announceWyoming, readAddonInfo, SupervisorError, type SupervisorLogger } from './index.js';

const TOKEN = 'token-that-must-never-be-logged-0123456789';

/** announceWyoming against a fake Supervisor, port 10500, fallback hostname "x". */
function announce(
  supervisor: { url: string },
  extra: Partial<Parameters<typeof announceWyoming>[0]> = {},
): ReturnType<typeof announceWyoming> {
  return announceWyoming({
    supervisorUrl: supervisor.url,
    token: TOKEN,
    port: 10500,
    fallbackHostname: 'x',
    ...extra,
  });
}

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}
/** One scripted answer: a status and JSON body, `drop` to cut the connection, `hang` to never answer. */
type Answer = { status: number; body?: unknown } | 'drop' | 'hang';

interface FakeSupervisor {
  url: string;
  seen: Seen[];
  close(): Promise<void>;
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function fakeSupervisor(script: Record<string, Answer[]>): Promise<FakeSupervisor> {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = request.url ?? '';
      seen.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
      const queue = script[`${request.method} ${path}`] ?? [];
      const answer =
        queue.length > 1 ? queue.shift()! : (queue[0] ?? { status: 404, body: { result: 'error' } });
      if (answer === 'drop') {
        request.socket.destroy();
        return;
      }
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body ?? {}));
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

function recordingLogger(): SupervisorLogger & {
  lines: { level: string; object: object; message: string }[];
} {
  const lines: { level: string; object: object; message: string }[] = [];
  const at = (level: string) => (object: object, message: string) =>
    void lines.push({ level, object, message });
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

const ok = (data: unknown): Answer => ({ status: 200, body: { result: 'ok', data } });
const INFO = ok({ hostname: 'a0d7b954-hearth', slug: 'a0d7b954_hearth', ip_address: '172.30.33.4' });
const POSTED = ok({ uuid: '0123456789abcdef0123456789abcdef' });

describe('announceWyoming', () => {
  it('posts the wyoming service with the hostname from /addons/self/info and the bearer token', async () => {
    const supervisor = await fakeSupervisor({ 'GET /addons/self/info': [INFO], 'POST /discovery': [POSTED] });
    const result = await announceWyoming({
      supervisorUrl: supervisor.url,
      token: TOKEN,
      port: 10500,
      fallbackHostname: 'container-name',
    });
    expect(result).toEqual({
      ok: true,
      uri: 'tcp://a0d7b954-hearth:10500',
      uuid: '0123456789abcdef0123456789abcdef',
      attempts: 1,
    });
    const post = supervisor.seen.find((request) => request.method === 'POST')!;
    expect(post).toEqual({
      method: 'POST',
      path: '/discovery',
      authorization: `Bearer ${TOKEN}`,
      body: { service: 'wyoming', config: { uri: 'tcp://a0d7b954-hearth:10500' } },
    });
    expect(supervisor.seen.every((request) => request.method !== 'DELETE')).toBe(true);
  });

  it('falls back to the container hostname when the info lookup fails', async () => {
    const supervisor = await fakeSupervisor({
      'GET /addons/self/info': [{ status: 500, body: { result: 'error', message: 'boom' } }],
      'POST /discovery': [POSTED],
    });
    const logger = recordingLogger();
    const result = await announceWyoming({
      supervisorUrl: supervisor.url,
      token: TOKEN,
      port: 10500,
      fallbackHostname: 'container-name',
      logger,
    });
    expect(result.uri).toBe('tcp://container-name:10500');
    expect(result.ok).toBe(true);
    expect(
      logger.lines.some((line) => line.level === 'warn' && /container hostname/.test(line.message)),
    ).toBe(true);
  });

  it('uses a given hostname without asking the Supervisor', async () => {
    const supervisor = await fakeSupervisor({ 'POST /discovery': [POSTED] });
    const result = await announceWyoming({
      supervisorUrl: supervisor.url,
      token: TOKEN,
      port: 10501,
      hostname: 'given-host',
      fallbackHostname: 'unused',
    });
    expect(result.uri).toBe('tcp://given-host:10501');
    expect(supervisor.seen.map((request) => request.path)).toEqual(['/discovery']);
  });

  it('retries 5xx answers and dropped connections, then succeeds', async () => {
    const supervisor = await fakeSupervisor({
      'GET /addons/self/info': [INFO],
      'POST /discovery': [
        { status: 502, body: { result: 'error', message: 'Core is restarting' } },
        'drop',
        POSTED,
      ],
    });
    const logger = recordingLogger();
    const result = await announce(supervisor, {
      retryDelayMs: 5,
      logger,
    });
    expect(result).toMatchObject({ ok: true, attempts: 3 });
    expect(logger.lines.filter((line) => line.level === 'warn')).toHaveLength(2);
  });

  it('gives up after the bounded number of retries on a persistent 5xx', async () => {
    const supervisor = await fakeSupervisor({
      'GET /addons/self/info': [INFO],
      'POST /discovery': [{ status: 503, body: { result: 'error', message: 'unavailable' } }],
    });
    const logger = recordingLogger();
    const result = await announce(supervisor, {
      retries: 2,
      retryDelayMs: 5,
      logger,
    });
    expect(result.ok).toBe(false);
    expect(result.attempts).toBe(3);
    expect(supervisor.seen.filter((request) => request.path === '/discovery')).toHaveLength(3);
    expect(logger.lines.at(-1)).toMatchObject({ level: 'error' });
    expect(logger.lines.at(-1)!.object).toMatchObject({
      hint: expect.stringContaining('by hand with host a0d7b954-hearth and port 10500'),
    });
  });

  it('retries an unreachable Supervisor and reports a network failure', async () => {
    const supervisor = await fakeSupervisor({});
    await supervisor.close();
    const result = await announceWyoming({
      supervisorUrl: supervisor.url,
      token: TOKEN,
      port: 10500,
      fallbackHostname: 'container-name',
      retries: 1,
      retryDelayMs: 5,
    });
    expect(result).toMatchObject({ ok: false, attempts: 2, uri: 'tcp://container-name:10500' });
    expect(!result.ok && result.error.code).toBe('network');
  });

  it('does not retry a 401 and logs one clear line without the token', async () => {
    const supervisor = await fakeSupervisor({
      'GET /addons/self/info': [{ status: 401, body: { result: 'error', message: 'Invalid token' } }],
      'POST /discovery': [{ status: 401, body: { result: 'error', message: 'Invalid token' } }],
    });
    const logger = recordingLogger();
    const result = await announceWyoming({
      supervisorUrl: supervisor.url,
      token: TOKEN,
      port: 10500,
      fallbackHostname: 'container-name',
      retryDelayMs: 5,
      logger,
    });
    expect(result).toMatchObject({ ok: false, attempts: 1 });
    expect(!result.ok && result.error.code).toBe('unauthorized');
    expect(supervisor.seen.filter((request) => request.path === '/discovery')).toHaveLength(1);
    const errors = logger.lines.filter((line) => line.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/401/);
    expect(JSON.stringify(logger.lines)).not.toContain(TOKEN);
    expect(JSON.stringify(result)).not.toContain(TOKEN);
  });

  it('explains a 403 as a missing discovery entry in config.yaml', async () => {
    const supervisor = await fakeSupervisor({
      'GET /addons/self/info': [INFO],
      'POST /discovery': [{ status: 403, body: { result: 'error', message: 'Apps must list services' } }],
    });
    const logger = recordingLogger();
    const result = await announce(supervisor, {
      logger,
    });
    expect(!result.ok && result.error.code).toBe('forbidden');
    expect(logger.lines.find((line) => line.level === 'error')!.message).toContain('discovery: [wyoming]');
  });

  it('stops waiting between attempts when its signal aborts', async () => {
    const supervisor = await fakeSupervisor({
      'GET /addons/self/info': [INFO],
      'POST /discovery': [{ status: 500, body: { result: 'error' } }],
    });
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 50);
    const result = await announce(supervisor, {
      retryDelayMs: 60_000,
      signal: controller.signal,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(!result.ok && result.error.code).toBe('aborted');
  });
});

describe('readAddonInfo', () => {
  it('returns the hostname and address the Supervisor reports', async () => {
    const supervisor = await fakeSupervisor({ 'GET /addons/self/info': [INFO] });
    const info = await readAddonInfo({ supervisorUrl: `${supervisor.url}/`, token: TOKEN });
    expect(info).toMatchObject({
      hostname: 'a0d7b954-hearth',
      slug: 'a0d7b954_hearth',
      ipAddress: '172.30.33.4',
    });
    expect(supervisor.seen[0]!.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('leaves no deadline timer pending once the Supervisor has answered', async () => {
    const supervisor = await fakeSupervisor({ 'GET /addons/self/info': [INFO] });
    // Node's timer objects: `_idleTimeout` is the duration (-1 once cleared), `_destroyed` is set once
    // cleared or run.
    const deadlines: { _idleTimeout: number; _destroyed: boolean }[] = [];
    const hook = createHook({
      init(_asyncId, type, _trigger, resource) {
        const timer = resource as { _idleTimeout: number; _destroyed: boolean };
        if (type === 'Timeout' && timer._idleTimeout === 7_345) deadlines.push(timer);
      },
    }).enable();
    try {
      await readAddonInfo({ supervisorUrl: supervisor.url, token: TOKEN, timeoutMs: 7_345 });
    } finally {
      hook.disable();
    }
    // The request had one (so the check sees it), and it no longer waits.
    expect(deadlines).toHaveLength(1);
    expect(deadlines.filter((timer) => !timer._destroyed)).toEqual([]);
  });

  it('rejects an answer without a hostname as a bad response', async () => {
    const supervisor = await fakeSupervisor({ 'GET /addons/self/info': [ok({ slug: 'x' })] });
    const failure = await readAddonInfo({ supervisorUrl: supervisor.url, token: TOKEN }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SupervisorError);
    expect((failure as SupervisorError).code).toBe('bad-response');
  });

  it('gives up on a Supervisor that never answers after its deadline, as a retryable network failure', async () => {
    const supervisor = await fakeSupervisor({ 'GET /addons/self/info': ['hang'] });
    const failure = await readAddonInfo({
      supervisorUrl: supervisor.url,
      token: TOKEN,
      timeoutMs: 100,
    }).catch((error: unknown) => error);
    expect((failure as SupervisorError).code).toBe('network');
    expect((failure as SupervisorError).retryable).toBe(true);
    expect((failure as Error).message).toContain('no answer within 100 ms');
  });

  it('names a refused token as unauthorized without repeating it', async () => {
    const supervisor = await fakeSupervisor({
      'GET /addons/self/info': [{ status: 401, body: { result: 'error' } }],
    });
    const failure = await readAddonInfo({ supervisorUrl: supervisor.url, token: TOKEN }).catch(
      (error: unknown) => error,
    );
    expect((failure as SupervisorError).code).toBe('unauthorized');
    expect((failure as SupervisorError).status).toBe(401);
    expect(String((failure as Error).message)).not.toContain(TOKEN);
  });
});
