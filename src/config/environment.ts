// Environment variables → typed values: where Home Assistant is (add-on, standalone, demo), where the
// trace page listens, and the parsing every variable shares (one error naming the variable).
import { z } from 'zod';
import { ConfigError } from './config-error.js';
import type { Config, HomeAssistantTarget } from './config-types.js';
import { httpUrl } from './options-schema.js';

/** The add-on's ingress port (config.yaml `ingress_port`), also the trace page's default elsewhere. */
export const DEFAULT_WEB_PORT = 8099;
/** The only address the Supervisor's ingress proxy connects from. */
export const INGRESS_GATEWAY = '172.30.32.2';

export function resolveHomeAssistant(
  supervisorToken: string | undefined,
  supervisorUrlEnv: string | undefined,
  haUrl: string | undefined,
  haToken: string | undefined,
): HomeAssistantTarget {
  if (supervisorToken !== undefined) {
    const supervisorUrl = trimSlash(
      parseEnv(
        'SUPERVISOR_URL',
        nonEmpty(supervisorUrlEnv) ?? 'http://supervisor',
        httpUrl('http://supervisor'),
      ),
    );
    return {
      mode: 'addon',
      supervisorUrl,
      apiUrl: `${supervisorUrl}/core/api`,
      websocketUrl: `${toWebSocketUrl(supervisorUrl)}/core/websocket`,
      token: supervisorToken,
    };
  }
  if (haUrl !== undefined) {
    if (haToken === undefined) {
      throw new ConfigError(
        'invalid-env',
        'HA_URL is set but HA_TOKEN is missing (a long-lived access token)',
      );
    }
    const base = trimSlash(parseEnv('HA_URL', haUrl, httpUrl('http://homeassistant.local:8123')));
    return {
      mode: 'standalone',
      apiUrl: `${base}/api`,
      websocketUrl: `${toWebSocketUrl(base)}/api/websocket`,
      token: haToken,
    };
  }
  return { mode: 'demo' };
}

export function resolveWeb(mode: HomeAssistantTarget['mode'], portEnv: string | undefined): Config['web'] {
  const text = nonEmpty(portEnv);
  if (text !== undefined && ['off', 'false', 'no'].includes(text.toLowerCase())) return undefined;
  const port =
    text === undefined
      ? DEFAULT_WEB_PORT
      : parseEnv('WEB_PORT', text, z.coerce.number().int().min(0).max(65535));
  return mode === 'addon'
    ? { host: '0.0.0.0', port, allowedClients: [INGRESS_GATEWAY] }
    : { host: '127.0.0.1', port, allowedClients: undefined };
}

export function parseEnv<T>(name: string, value: string, schema: z.ZodType<T>): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ConfigError(
    'invalid-env',
    `Invalid environment variable ${name}: ${result.error.issues[0]?.message ?? 'invalid value'}`,
  );
}

/** Built when an environment variable needs it (the options schema says why not at import). */
export const booleanText = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']))
    .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

export function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function toWebSocketUrl(httpUrl: string): string {
  return httpUrl.replace(/^http/, 'ws');
}
