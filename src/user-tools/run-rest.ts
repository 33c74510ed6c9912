// The rest step: one HTTP request built from the file, with the model's values only in the path, the
// query, headers and body. The host is the one written in the file (checked again after filling in),
// redirects are not followed, the answer is read up to a byte cap, and errors never quote the URL.
import { blotText, secretForms } from './blot-secrets.js';
import { fill, fillString, lookup } from './placeholders.js';
import type { Scope } from './placeholders.js';
import { SecretReference } from './read-tool-file.js';
import type { RestStep } from './tool-definition.js';

export type StepOutcome = { ok: true; value: unknown } | { ok: false; error: string; [key: string]: unknown };

export interface RestDeps {
  fetch: typeof fetch;
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
  const deadline = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await deps.fetch(url, {
      method: step.method,
      headers,
      ...(body === undefined ? {} : { body }),
      redirect: 'manual',
      signal: AbortSignal.any([signal, deadline]),
    });
  } catch (error) {
    return { ok: false, error: requestFailure(error, host, step.timeout, deadline) };
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    return {
      ok: false,
      error: `${host} answered with a redirect (HTTP ${response.status}); redirects are not followed.`,
    };
  }
  let text: string;
  try {
    // Secrets out before anything is cut or parsed: one straddling a cut would stay but for its tail.
    text = blotText(await readCapped(response, step.max_bytes), secretForms(deps.secrets));
  } catch (error) {
    if (error instanceof TooLarge)
      return { ok: false, error: `The answer of ${host} is larger than ${step.max_bytes} bytes.` };
    return { ok: false, error: requestFailure(error, host, step.timeout, deadline) };
  }
  if (!response.ok) {
    return {
      ok: false,
      error: `${host} answered HTTP ${response.status}.`,
      status: response.status,
      body: text.slice(0, 300),
    };
  }
  const isJson = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
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

class TooLarge extends Error {}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (response.body === null) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early cancels the stream, so an oversized answer is not read to its end.
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** What went wrong, by kind only: an error's own message could carry the URL and its secrets. */
function requestFailure(error: unknown, host: string, timeoutS: number, deadline: AbortSignal): string {
  if (deadline.aborted) return `${host} did not answer within ${timeoutS} s.`;
  if (error instanceof Error && error.name === 'AbortError') return 'The request was cancelled.';
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code)
    ? `Could not reach ${host} (${code}).`
    : `Could not reach ${host}.`;
}
