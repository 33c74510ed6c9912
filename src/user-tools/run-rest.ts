// The rest step: one HTTP request built from the file, with the model's values only in the path, the
// query, headers and body. The host is the one written in the file (checked again after filling in),
// redirects are not followed, the answer is read up to a byte cap, and errors never quote the URL.
// Over node:http(s) through ha/'s send, not `fetch`, whose first use holds undici for good (~12–16 MB).
import { runWithDeadline } from '../deadline/run-with-deadline.js';
import { AnswerTooLarge, type SendRequest, type SentAnswer } from '../ha/send-request.js';
import { blotText, secretForms } from './blot-secrets.js';
import { fill, fillString, lookup } from './placeholders.js';
import type { Scope } from './placeholders.js';
import { SecretReference } from './read-tool-file.js';
import type { RestStep } from './tool-definition.js';

export type StepOutcome = { ok: true; value: unknown } | { ok: false; error: string; [key: string]: unknown };

export interface RestDeps {
  send: SendRequest;
  secrets: ReadonlyMap<string, string>;
}

export async function runRest(
  deps: RestDeps,
  step: RestStep,
  scope: Scope,
  signal: AbortSignal,
): Promise<StepOutcome> {
  const url = buildUrl(step, scope, deps.secrets);
  if (url === undefined)
    return { ok: false, error: 'The request URL could not be built from these arguments.' };
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(step.headers ?? {})) {
    const filled =
      value instanceof SecretReference ? deps.secrets.get(value.name) : fillString(value, scope, {});
    if (filled === undefined || filled === null) continue;
    const text = typeof filled === 'string' ? filled : JSON.stringify(filled);
    if (/[\r\n]/.test(text)) return { ok: false, error: `The ${name} header cannot hold a line break.` };
    headers[name] = text;
  }
  let body: string | undefined;
  if (step.body !== undefined && step.method !== 'GET') {
    const filled = fill(step.body, scope, { secrets: deps.secrets });
    if (typeof filled === 'string') body = filled;
    else {
      body = JSON.stringify(filled);
      headers['content-type'] ??= 'application/json';
    }
  }
  const host = url.host;
  const timeoutMs = Math.round(step.timeout * 1000);
  let response: SentAnswer;
  let timedOut = (): boolean => false;
  try {
    response = await runWithDeadline(
      timeoutMs,
      (either, expiry) => {
        timedOut = () => expiry.aborted;
        return deps.send(url, {
          method: step.method,
          // What fetch sent unless the file says otherwise; some services refuse a request without them.
          headers: { accept: '*/*', 'user-agent': 'node', ...headers },
          body,
          signal: either,
          maxBytes: step.max_bytes,
        });
      },
      signal,
    );
  } catch (error) {
    if (!(error instanceof AnswerTooLarge))
      return { ok: false, error: requestFailure(error, host, step.timeout, timedOut()) };
    if (isRedirect(error.status)) return { ok: false, error: redirectRefused(host, error.status) };
    return { ok: false, error: `The answer of ${host} is larger than ${step.max_bytes} bytes.` };
  }
  const { status } = response;
  if (isRedirect(status)) return { ok: false, error: redirectRefused(host, status) };
  // Secrets out before anything is cut or parsed: one straddling a cut would stay but for its tail.
  const text = blotText(response.body.toString('utf8'), secretForms(deps.secrets));
  if (status < 200 || status >= 300) {
    return {
      ok: false,
      error: `${host} answered HTTP ${status}.`,
      status,
      body: text.slice(0, 300),
    };
  }
  const isJson = /\bjson\b/i.test(response.headers['content-type'] ?? '');
  let value: unknown = text;
  if (isJson) {
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      return { ok: false, error: `${host} said its answer is JSON, but it is not.` };
    }
  }
  if (step.pick !== undefined) {
    if (!isJson)
      return { ok: false, error: `The answer of ${host} is not JSON, so "${step.pick}" cannot be picked.` };
    value = lookup({ root: value }, `root.${step.pick}`);
    if (value === undefined) return { ok: false, error: `The answer of ${host} has no "${step.pick}".` };
  }
  return { ok: true, value };
}

/** The URL with values percent-encoded into path and query; undefined if its origin moved. */
function buildUrl(step: RestStep, scope: Scope, secrets: ReadonlyMap<string, string>): URL | undefined {
  const template = step.url instanceof SecretReference ? secrets.get(step.url.name) : step.url;
  if (template === undefined) return undefined;
  const literal = template.split('{{')[0]!;
  const filled = String(fillString(template, scope, { encode: encodeURIComponent }));
  try {
    const url = new URL(filled);
    const written = new URL(literal);
    if (!['http:', 'https:'].includes(url.protocol) || url.origin !== written.origin) return undefined;
    // A value of ".." must not climb out of the path written in the file.
    const samePath = literal.includes('?')
      ? url.pathname === written.pathname
      : url.pathname.startsWith(written.pathname);
    return samePath ? url : undefined;
  } catch {
    return undefined;
  }
}

function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}

function redirectRefused(host: string, status: number): string {
  return `${host} answered with a redirect (HTTP ${status}); redirects are not followed.`;
}

/** What went wrong, by kind only: an error's own message could carry the URL and its secrets. */
function requestFailure(error: unknown, host: string, timeoutS: number, timedOut: boolean): string {
  if (timedOut) return `${host} did not answer within ${timeoutS} s.`;
  if (error instanceof Error && error.name === 'AbortError') return 'The request was cancelled.';
  // node's own code (ECONNREFUSED, ENOTFOUND, CERT_HAS_EXPIRED…), never its message.
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code)
    ? `Could not reach ${host} (${code}).`
    : `Could not reach ${host}.`;
}
