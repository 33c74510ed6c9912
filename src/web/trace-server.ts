// The trace page's HTTP server: the page, its JSON API and a Server-Sent Events stream of turns.
// In the add-on it answers only the Supervisor's ingress gateway; elsewhere only loopback names.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { routeConversations, type ConversationClearer } from './conversation-api.js';
import { routeEvaluations, type EvaluationDirectory } from './eval-api.js';
import { routeMemories, type MemoryDirectory } from './memory-api.js';
import { summarize, type TraceStore } from './trace-store.js';
import type { TurnTrace } from './turn-trace.js';

// Not an ESM import of node:http, which on Node 22+ also loads undici for good (see eslint.config.js).
const { createServer } = process.getBuiltinModule('node:http');

export interface TraceServerOptions {
  store: TraceStore;
  host: string;
  port: number;
  /** Remote addresses allowed (the ingress gateway); `undefined`: any, but only with a loopback Host. */
  allowedClients?: readonly string[] | undefined;
  /** Shown at the top of the page: version, mode, model, the start-up check. */
  status?: () => Record<string, unknown>;
  /** Long-term memories for the Memories tab; absent: the tab says memory is off. */
  memories?: MemoryDirectory | undefined;
  /** Clears conversation histories (the turn list's Clear); absent: nothing to clear. */
  conversations?: ConversationClearer | undefined;
  /** SSE clients at once. Default 16. */
  maxStreams?: number;
  /** SSE keep-alive comment interval. Default 15 s. */
  heartbeatMs?: number;
  logger?: { info(object: object, message: string): void; warn(object: object, message: string): void };
  /** The Models tab: evaluations of models on this home (src/eval/, handed in by hearth.ts). */
  evaluations?: EvaluationDirectory | undefined;
  /** The watches panel: list and cancel (src/watch/, handed in by hearth.ts). */
  watches?: { list(): unknown[]; cancel(id: string): boolean } | undefined;
}

export interface TraceServer {
  readonly host: string;
  readonly port: number;
  /** The page's address, for the start-up log line. */
  readonly url: string;
  close(): Promise<void>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export async function startTraceServer(options: TraceServerOptions): Promise<TraceServer> {
  const streams = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  const maxStreams = options.maxStreams ?? 16;
  const server: Server = createServer((request, response) => {
    try {
      route(request, response);
    } catch (error) {
      options.logger?.warn(
        { err: error, url: request.url, hint: 'reload the page; report it with this line if it repeats' },
        'trace page request failed',
      );
      if (!response.headersSent) sendJson(response, 500, { error: 'internal error' });
      else response.destroy();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  function route(request: IncomingMessage, response: ServerResponse): void {
    if (!allowed(request)) {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
      response.end('Forbidden\n');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://hearth.invalid');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    if (request.method === 'DELETE' && !sameOrigin(request)) {
      sendJson(response, 403, { error: 'cross-origin request refused' });
      return;
    }
    if (routeMemories(request, response, url, path, options.memories, sendJson)) return;
    if (routeConversations(request, response, path, options.conversations, sendJson)) {
      if (request.method === 'DELETE') {
        options.logger?.info({ path }, 'conversation history cleared from the trace page or the CLI');
      }
      return;
    }
    if (routeEvaluations(request, response, path, options.evaluations, sendJson)) return;
    if (request.method === 'POST' && (request.url ?? '').startsWith('/api/watches/')) {
      return cancelWatch(request, response);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      response.end('Method not allowed\n');
      return;
    }
    if (path === '/' || path === '/index.html') return sendPage(response);
    if (path === '/api/turns') {
      const query = (url.searchParams.get('q') ?? '').slice(0, 200);
      return sendJson(response, 200, { turns: options.store.list({ query }) });
    }
    if (path.startsWith('/api/turns/')) {
      const trace = options.store.get(decodeURIComponent(path.slice('/api/turns/'.length)));
      return trace === undefined
        ? sendJson(response, 404, { error: 'no such turn' })
        : sendJson(response, 200, trace);
    }
    if (path === '/api/totals') {
      return sendJson(response, 200, { totals: options.store.totals.snapshot(), status: options.status?.() });
    }
    if (path === '/api/stream') return openStream(request, response);
    if (path === '/api/watches') return sendJson(response, 200, { watches: options.watches?.list() ?? [] });
    sendJson(response, 404, { error: 'not found' });
  }

  /**
   * `POST /api/watches/<id>/cancel`. The custom header makes a browser ask first (CORS preflight, which
   * this server never grants), so no other site can cancel a watch from a page the user visits.
   */
  function cancelWatch(request: IncomingMessage, response: ServerResponse): void {
    const path = new URL(request.url ?? '/', 'http://hearth.invalid').pathname;
    const match = /^\/api\/watches\/([^/]{1,40})\/cancel\/?$/.exec(path);
    request.resume();
    if (match === null || options.watches === undefined)
      return sendJson(response, 404, { error: 'not found' });
    if (request.headers['x-hearth-request'] !== 'cancel-watch') {
      return sendJson(response, 403, { error: 'missing x-hearth-request header' });
    }
    const cancelled = options.watches.cancel(decodeURIComponent(match[1]!));
    options.logger?.info({ watchId: match[1], cancelled }, 'watch cancelled on the trace page');
    sendJson(response, cancelled ? 200 : 404, cancelled ? { cancelled: true } : { error: 'no such watch' });
  }

  /** Ingress: only the gateway's address. Standalone: a loopback Host, so no other site can rebind to us. */
  function allowed(request: IncomingMessage): boolean {
    if (options.allowedClients !== undefined) {
      const remote = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
      return options.allowedClients.includes(remote);
    }
    const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
    return LOOPBACK_HOSTS.has(host);
  }

  /** Outside ingress, a changing request that names an origin must come from this page's own. */
  function sameOrigin(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    if (options.allowedClients !== undefined || origin === undefined) return true;
    try {
      return new URL(origin).host.toLowerCase() === (request.headers.host ?? '').toLowerCase();
    } catch {
      return false;
    }
  }

  function sendPage(response: ServerResponse): void {
    // The page's markup, style and scripts are loaded when a page is first asked for: most homes seldom
    // open it, and the strings would otherwise sit in memory from start.
    void import('./trace-page.js').then(
      ({ renderTracePage }) => writePage(response, renderTracePage),
      (error: unknown) =>
        sendJson(response, 500, { error: `the page could not be loaded: ${String(error)}` }),
    );
  }

  function writePage(
    response: ServerResponse,
    renderTracePage: (options: { nonce: string }) => string,
  ): void {
    const nonce = randomBytes(16).toString('base64');
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy': `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self' data:; base-uri 'none'; form-action 'none'`,
    });
    response.end(renderTracePage({ nonce }));
  }

  function openStream(request: IncomingMessage, response: ServerResponse): void {
    if (streams.size >= maxStreams) {
      sendJson(response, 503, { error: 'too many open pages' });
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    response.write('retry: 2000\n\n');
    streams.add(response);
    heartbeat ??= startHeartbeat();
    request.on('close', () => {
      streams.delete(response);
      if (streams.size > 0) return;
      clearInterval(heartbeat);
      heartbeat = undefined;
    });
  }

  // Keeps proxies from closing an idle stream; runs only while a page is open, so at rest nothing ticks.
  let heartbeat: NodeJS.Timeout | undefined;
  const startHeartbeat = (): NodeJS.Timeout => {
    const timer = setInterval(() => {
      for (const stream of streams) stream.write(': keep-alive\n\n');
    }, options.heartbeatMs ?? 15_000);
    timer.unref();
    return timer;
  };

  const unsubscribe = options.store.subscribe((trace: TurnTrace) => {
    if (streams.size === 0) return;
    let message = `event: turn\ndata: ${JSON.stringify({ summary: summarize(trace), trace })}\n\n`;
    if (trace.outcome !== 'running') {
      message += `event: totals\ndata: ${JSON.stringify(options.store.totals.snapshot())}\n\n`;
    }
    for (const stream of streams) stream.write(message);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    host: address.address,
    port: address.port,
    url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}/`,
    async close() {
      unsubscribe();
      clearInterval(heartbeat);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const stream of streams) stream.end();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}
