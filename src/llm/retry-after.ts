// How long a server asked us to wait before asking again: the `Retry-After` header (seconds or an HTTP
// date), OpenAI's `retry-after-ms`, or Google's `RetryInfo` detail in the error body ("13s"). No HTTP here.
import type { IncomingHttpHeaders } from 'node:http';

/** Milliseconds to wait, or undefined when the server did not say (or said nonsense). */
export function retryAfterMs(
  headers: IncomingHttpHeaders,
  body: unknown,
  now: number = Date.now(),
): number | undefined {
  const precise = Number(single(headers['retry-after-ms']));
  if (single(headers['retry-after-ms']) !== undefined && Number.isFinite(precise) && precise >= 0) {
    return Math.round(precise);
  }
  const header = single(headers['retry-after'])?.trim();
  if (header !== undefined && header !== '') {
    if (/^\d+(\.\d+)?$/.test(header)) return Math.round(Number(header) * 1000);
    const date = Date.parse(header);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  return googleRetryDelay(body);
}

/** `{ error: { details: [{ "@type": "…RetryInfo", retryDelay: "13s" }] } }`, as Gemini answers a 429. */
function googleRetryDelay(body: unknown): number | undefined {
  const error = isObject(body) ? body.error : undefined;
  const details = isObject(error) ? error.details : undefined;
  if (!Array.isArray(details)) return undefined;
  for (const detail of details as unknown[]) {
    const delay = isObject(detail) ? detail.retryDelay : undefined;
    const match = typeof delay === 'string' ? /^(\d+(?:\.\d+)?)s$/.exec(delay) : null;
    if (match) return Math.round(Number(match[1]) * 1000);
  }
  return undefined;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
