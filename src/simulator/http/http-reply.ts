// Writing HTTP answers the way aiohttp does: JSON bodies, and plain `<status>: <Reason>` error texts.
// No routing; only response spelling and request-body reading.
import type { IncomingMessage, ServerResponse } from 'node:http';

// Not an ESM import of node:http, which on Node 22+ also loads undici for good (see eslint.config.js).
const { STATUS_CODES } = process.getBuiltinModule('node:http');

export function replyJson(
  response: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify(value);
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(body);
}

export function replyText(
  response: ServerResponse,
  status: number,
  text: string,
  type = 'text/plain; charset=utf-8',
): void {
  response.writeHead(status, { 'Content-Type': type });
  response.end(text);
}

/** aiohttp's plain error body, e.g. `401: Unauthorized`. */
export function replyStatus(response: ServerResponse, status: number): void {
  replyText(response, status, `${status}: ${STATUS_CODES[status] ?? 'Error'}`);
}

export function readBody(request: IncomingMessage, limit = 4 * 1024 * 1024): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The bearer token of a request (the last word of `Authorization`), else `X-Ha-Access`. */
export function requestToken(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization;
  if (header) return header.trim().split(/\s+/).pop();
  const legacy = request.headers['x-ha-access'];
  return typeof legacy === 'string' ? legacy : undefined;
}
