// The trace page's evaluation API (the Models tab): what can run, the running evaluation's progress, past
// runs, one run's report, and starting a run. web/ does not know how evaluations run: hearth.ts hands it an
// EvaluationDirectory. Starting needs a custom header, which a foreign page can only send after a CORS
// preflight this server never grants.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface EvaluationRequest {
  /** Model names on Hearth's configured endpoint (the page never chooses an endpoint or a key). */
  models: string[];
  tasks?: number;
  seed?: number;
}

export type EvaluationStart = { ok: true } | { ok: false; status: number; error: string };

export interface EvaluationDirectory {
  /** `{ available, reason?, defaultModel, running, runs }`: plain JSON for the tab. */
  overview(): Record<string, unknown>;
  /** One past run's whole report, or undefined. */
  get(id: string): unknown;
  start(request: EvaluationRequest): EvaluationStart;
}

type SendJson = (response: ServerResponse, status: number, body: unknown) => void;

/** A start request is a few names and two numbers. */
const MAX_BODY_BYTES = 4_096;

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve) => {
    let size = 0;
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => {
      size += part.length;
      if (size > MAX_BODY_BYTES) {
        resolve(undefined);
        request.destroy();
      } else parts.push(part);
    });
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    request.on('error', () => resolve(undefined));
  });
}

function parseRequest(text: string): EvaluationRequest | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'the body must be JSON';
  }
  if (typeof body !== 'object' || body === null) return 'the body must be a JSON object';
  const { models, tasks, seed } = body as Record<string, unknown>;
  if (!Array.isArray(models) || models.length === 0 || models.length > 6)
    return 'models: one to six model names';
  if (!models.every((name) => typeof name === 'string' && /^[\w.:/@+-]{1,100}$/.test(name))) {
    return 'models: names of letters, digits and . : / @ + - _ (at most 100 characters)';
  }
  const whole = (value: unknown, min: number, max: number): boolean =>
    value === undefined || (Number.isInteger(value) && (value as number) >= min && (value as number) <= max);
  if (!whole(tasks, 1, 300)) return 'tasks: a whole number from 1 to 300';
  if (!whole(seed, 0, 2 ** 31)) return 'seed: a whole number from 0 to 2147483648';
  return {
    models: models as string[],
    ...(tasks === undefined ? {} : { tasks: tasks as number }),
    ...(seed === undefined ? {} : { seed: seed as number }),
  };
}

/** Answers `/api/evals…`; returns false for any other path. */
export function routeEvaluations(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  evaluations: EvaluationDirectory | undefined,
  sendJson: SendJson,
): boolean {
  if (path !== '/api/evals' && !path.startsWith('/api/evals/')) return false;
  if (evaluations === undefined) {
    sendJson(response, 200, { available: false, reason: 'evaluations are off', running: null, runs: [] });
    return true;
  }
  if (request.method === 'GET' || request.method === 'HEAD') {
    if (path === '/api/evals') {
      sendJson(response, 200, evaluations.overview());
      return true;
    }
    const report = evaluations.get(decodeURIComponent(path.slice('/api/evals/'.length)));
    sendJson(response, report === undefined ? 404 : 200, report ?? { error: 'no such evaluation' });
    return true;
  }
  if (request.method !== 'POST' || path !== '/api/evals') {
    response.writeHead(405, { allow: 'GET, HEAD, POST', 'content-type': 'text/plain; charset=utf-8' });
    response.end('Method not allowed\n');
    return true;
  }
  if (request.headers['x-hearth-request'] !== 'start-eval') {
    request.resume();
    sendJson(response, 403, { error: 'missing x-hearth-request header' });
    return true;
  }
  void readBody(request).then((text) => {
    if (text === undefined) return sendJson(response, 413, { error: 'request too large' });
    const parsed = parseRequest(text);
    if (typeof parsed === 'string') return sendJson(response, 400, { error: parsed });
    const started = evaluations.start(parsed);
    sendJson(
      response,
      started.ok ? 202 : started.status,
      started.ok ? { started: true } : { error: started.error },
    );
  });
  return true;
}
