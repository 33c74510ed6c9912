// Opens one authenticated Home Assistant WebSocket with `ws` (Node has no browser auth flow), in the
// shape home-assistant-js-websocket's `createSocket` hook expects. The auth phase only: no commands.
import type { HaWebSocket } from 'home-assistant-js-websocket';
import WebSocket from 'ws';
import { HomeAssistantError } from './home-assistant-error.js';
import type { Logger } from './logger.js';

export interface OpenSocketOptions {
  url: string;
  token: string;
  /** Limit for the whole handshake: TCP, upgrade and auth. */
  timeoutMs: number;
  logger: Logger;
  signal?: AbortSignal;
}

const MAX_PAYLOAD = 64 * 1024 * 1024;

/**
 * Resolves with an open socket past `auth_ok` (coalescing already requested), or rejects with a
 * `HomeAssistantError`: `unauthorized` for `auth_invalid` or an HTTP 401/403, else `unavailable`,
 * `timeout` or `aborted`.
 */
export function openSocket(options: OpenSocketOptions): Promise<HaWebSocket> {
  const { url, token, timeoutMs, logger, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new HomeAssistantError('aborted', 'Connecting to Home Assistant was aborted'));
      return;
    }
    // No permessage-deflate offer: Home Assistant's server (aiohttp, `compress` on by default) and the
    // Supervisor's proxy accept it, and then every message, each state change at rest included, is inflated
    // and every command deflated through zlib on libuv's thread pool. Between containers on one host, or on a
    // home network, the bytes saved are worth less than the CPU and the wake-ups (issue 27).
    const socket = new WebSocket(url, {
      handshakeTimeout: timeoutMs,
      maxPayload: MAX_PAYLOAD,
      perMessageDeflate: false,
    });
    let settled = false;

    const finish = (error: HomeAssistantError | undefined): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      socket.off('message', onMessage);
      socket.off('close', onClose);
      if (error === undefined) {
        resolve(Object.assign(socket, { haVersion }) as unknown as HaWebSocket);
        return;
      }
      socket.terminate();
      reject(error);
    };
    const onAbort = (): void =>
      finish(new HomeAssistantError('aborted', 'Connecting to Home Assistant was aborted'));
    const onClose = (): void =>
      finish(new HomeAssistantError('unavailable', `Home Assistant closed the connection at ${url}`));
    const timer = setTimeout(
      () => finish(new HomeAssistantError('timeout', `No answer from Home Assistant at ${url}`)),
      timeoutMs,
    );
    let haVersion = '';

    const onMessage = (data: WebSocket.RawData, isBinary: boolean): void => {
      let message: { type?: unknown; ha_version?: unknown; message?: unknown };
      try {
        message = isBinary ? {} : (JSON.parse(rawText(data)) as typeof message);
      } catch (cause) {
        finish(new HomeAssistantError('unavailable', 'Home Assistant sent invalid JSON', { cause }));
        return;
      }
      if (message.type === 'auth_required') {
        socket.send(JSON.stringify({ type: 'auth', access_token: token }));
      } else if (message.type === 'auth_ok') {
        haVersion = typeof message.ha_version === 'string' ? message.ha_version : '';
        socket.send(
          JSON.stringify({ type: 'supported_features', id: 1, features: { coalesce_messages: 1 } }),
        );
        finish(undefined);
      } else if (message.type === 'auth_invalid') {
        const reason = typeof message.message === 'string' ? message.message : 'Invalid access';
        finish(new HomeAssistantError('unauthorized', `Home Assistant refused the token: ${reason}`));
      }
    };

    // Kept for the socket's whole life: `ws` throws on an 'error' event nobody listens to.
    socket.on('error', (cause) => {
      if (settled) logger.debug({ err: cause }, 'Home Assistant socket error');
      else finish(new HomeAssistantError('unavailable', `Cannot reach Home Assistant at ${url}`, { cause }));
    });
    socket.on('unexpected-response', (_request, response) => {
      const status = response.statusCode ?? 0;
      response.resume();
      finish(
        status === 401 || status === 403
          ? new HomeAssistantError('unauthorized', `Home Assistant refused the token (HTTP ${status})`)
          : new HomeAssistantError('unavailable', `Home Assistant answered HTTP ${status} at ${url}`),
      );
    });
    socket.on('message', onMessage);
    socket.on('close', onClose);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return Buffer.from(data).toString('utf8');
}
