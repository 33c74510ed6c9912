// The Supervisor's own endpoints an add-on uses: `POST /discovery` and `GET /addons/self/info`.
// Answers in the Supervisor's `{result, data}` envelope; token checks happen in the router.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, replyJson, replyStatus } from './http-reply.js';
import type { DiscoveryMessage } from '../types.js';

export async function supervisorDiscovery(
  request: IncomingMessage,
  response: ServerResponse,
  messages: DiscoveryMessage[],
): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse((await readBody(request)).toString('utf8'));
  } catch {
    return replyJson(response, 400, { result: 'error', message: 'Invalid JSON' });
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const config = record['config'];
  if (
    typeof record['service'] !== 'string' ||
    typeof config !== 'object' ||
    config === null ||
    Array.isArray(config)
  ) {
    return replyJson(response, 400, {
      result: 'error',
      message: "required key not provided @ data['service']",
    });
  }
  messages.push({ service: record['service'], config: config as Record<string, unknown> });
  replyJson(response, 200, { result: 'ok', data: { uuid: randomUUID().replace(/-/g, '') } });
}

export function supervisorAddonInfo(response: ServerResponse, hostname: string): void {
  replyJson(response, 200, {
    result: 'ok',
    data: {
      name: 'Hearth',
      slug: hostname.replace(/^[^-]*-/, ''),
      hostname,
      dns: [`${hostname}.local.hass.io`],
      description: 'A conversation agent for Assist over Wyoming.',
      version: '0.1.0',
      version_latest: '0.1.0',
      state: 'started',
      ip_address: '172.30.33.5',
      homeassistant_api: true,
      hassio_api: true,
      discovery: ['wyoming'],
      network: { '10500/tcp': 10500 },
    },
  });
}

export function supervisorNotFound(response: ServerResponse): void {
  replyStatus(response, 404);
}
