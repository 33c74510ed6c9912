// Routes HTTP requests and WebSocket upgrades to Core (`/api`) or the Supervisor layer (`/core`, `/discovery`,
// `/addons/self/info`), checking the right token and answering 502 while Core is "restarting".
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import { replyStatus, requestToken } from './http-reply.js';
import { handleCoreRest } from './rest-api.js';
import type { CoreRestOptions } from './rest-api.js';
import { supervisorAddonInfo, supervisorDiscovery } from './supervisor-api.js';
import type { DiscoveryMessage, SimulatorLogger } from '../types.js';

export interface RouterState {
  token: string;
  supervisorToken: string;
  addonHostname: string;
  discoveryMessages: DiscoveryMessage[];
  /** True while a simulated restart keeps Core down. */
  coreDown(): boolean;
  core(layer: 'core' | 'supervisor'): CoreRestOptions;
  logger: SimulatorLogger | undefined;
}

export function routeRequest(state: RouterState, request: IncomingMessage, response: ServerResponse): void {
  handle(state, request, response).catch((error: unknown) => {
    state.logger?.error(
      { err: error, hint: 'a bug in the simulated home: report it with this line' },
      'simulator request failed',
    );
    if (!response.headersSent) replyStatus(response, 500);
    else response.end();
  });
}

async function handle(state: RouterState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://simulator');
  const path = url.pathname;
  const method = request.method ?? 'GET';
  const token = requestToken(request);
  if (path.startsWith('/core/api/')) {
    if (token !== state.supervisorToken) return replyStatus(response, 401);
    const inner = path.slice('/core/api'.length);
    if (/^\/hassio[/_]/.test(inner)) return replyStatus(response, 403);
    if (method === 'PUT' || method === 'PATCH') return replyStatus(response, 405);
    if (state.coreDown()) return replyStatus(response, 502);
    return handleCoreRest(state.core('supervisor'), request, response, inner, url.searchParams);
  }
  if (path === '/discovery' || path === '/addons/self/info') {
    if (token !== state.supervisorToken) return replyStatus(response, 401);
    if (path === '/discovery' && method === 'POST')
      return supervisorDiscovery(request, response, state.discoveryMessages);
    if (path === '/addons/self/info' && method === 'GET')
      return supervisorAddonInfo(response, state.addonHostname);
    return replyStatus(response, 405);
  }
  if (path.startsWith('/api/')) {
    if (state.coreDown()) return replyStatus(response, 502);
    const inner = path.slice('/api'.length);
    const cameraToken = inner.startsWith('/camera_proxy/') ? url.searchParams.get('token') : null;
    if (token !== state.token && cameraToken !== state.token) {
      response.setHeader('WWW-Authenticate', 'Bearer');
      return replyStatus(response, token === undefined && inner.startsWith('/camera_proxy/') ? 403 : 401);
    }
    return handleCoreRest(state.core('core'), request, response, inner, url.searchParams);
  }
  replyStatus(response, 404);
}

/** Which WebSocket layer a path belongs to, or undefined for no WebSocket there. */
export function websocketLayer(path: string): 'core' | 'supervisor' | undefined {
  if (path === '/api/websocket') return 'core';
  if (path === '/core/websocket' || path === '/core/api/websocket') return 'supervisor';
  return undefined;
}

export function routeUpgrade(
  state: RouterState,
  server: WebSocketServer,
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  accept: (layer: 'core' | 'supervisor', socket: WebSocket) => void,
): void {
  const path = new URL(request.url ?? '/', 'http://simulator').pathname;
  const layer = websocketLayer(path);
  const refuse = (status: number, reason: string): void => {
    const body = `${status}: ${reason}`;
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
  };
  if (!layer) return refuse(404, 'Not Found');
  if (state.coreDown()) return refuse(502, 'Bad Gateway');
  server.handleUpgrade(request, socket, head, (websocket) => accept(layer, websocket));
}
