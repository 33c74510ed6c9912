// Tells the Supervisor (and so Home Assistant's Wyoming integration) where Hearth listens.
// Never deletes the message: Core would then delete the user's Wyoming config entry.
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { readAddonInfo } from './read-addon-info.js';
import { SupervisorError } from './supervisor-error.js';
import { supervisorRequest, type SendRequest } from './supervisor-request.js';

/** The pino method shapes we use; any pino logger fits. */
export interface SupervisorLogger {
  debug(object: object, message: string): void;
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface AnnounceWyomingOptions {
  supervisorUrl: string;
  token: string;
  /** The port the Wyoming server listens on inside the container. */
  port: number;
  /** Skip the `/addons/self/info` lookup and advertise this name. */
  hostname?: string;
  /** Used when the Supervisor cannot tell us our hostname (`os.hostname()` in the container). */
  fallbackHostname: string;
  /** Extra attempts after the first on network errors and 5xx (default 5). */
  retries?: number;
  /** First pause between attempts, doubled each time up to 10 s (default 1000). */
  retryDelayMs?: number;
  logger?: SupervisorLogger;
  signal?: AbortSignal;
  /** How to reach the Supervisor (default: node:http). */
  send?: SendRequest;
}

export type AnnounceResult =
  | { ok: true; uri: string; uuid: string | undefined; attempts: number }
  | { ok: false; uri: string; error: SupervisorError; attempts: number };

const MAX_RETRY_DELAY_MS = 10_000;
const discoveryAnswerSchema = z.object({ uuid: z.string() }).optional().catch(undefined);

/**
 * Posts `{"service":"wyoming","config":{"uri":"tcp://<hostname>:<port>"}}` to `/discovery`.
 * Resolves with what happened and logs it; never rejects, so a failed announcement cannot stop
 * the server (the user can still add the integration by hand).
 */
export async function announceWyoming(options: AnnounceWyomingOptions): Promise<AnnounceResult> {
  const { supervisorUrl, token, port, logger, signal, send } = options;
  const retries = Math.max(0, options.retries ?? 5);
  const hostname = options.hostname ?? (await lookUpHostname(options));
  const uri = `tcp://${hostname}:${port}`;
  let delayMs = Math.max(0, options.retryDelayMs ?? 1_000);

  for (let attempt = 1; ; attempt += 1) {
    try {
      const data = await supervisorRequest({
        supervisorUrl,
        token,
        method: 'POST',
        path: '/discovery',
        body: { service: 'wyoming', config: { uri } },
        ...(send === undefined ? {} : { send }),
        ...(signal === undefined ? {} : { signal }),
      });
      const uuid = discoveryAnswerSchema.parse(data)?.uuid;
      logger?.info({ uri, uuid, attempt }, 'Announced the Wyoming service to Home Assistant');
      return { ok: true, uri, uuid, attempts: attempt };
    } catch (caught) {
      const error =
        caught instanceof SupervisorError
          ? caught
          : new SupervisorError('network', 'POST /discovery failed', { cause: caught });
      if (error.retryable && attempt <= retries) {
        logger?.warn(
          {
            uri,
            attempt,
            retryInMs: delayMs,
            reason: error.message,
            hint: 'nothing to do yet: Hearth retries',
          },
          'Announcing the Wyoming service failed; retrying',
        );
        const waited = await pause(delayMs, signal);
        delayMs = Math.min(delayMs * 2, MAX_RETRY_DELAY_MS);
        if (waited) continue;
        const cancelled = new SupervisorError('aborted', 'Announcing was cancelled');
        return failed({ uri, hostname, port, attempts: attempt, logger }, cancelled);
      }
      return failed({ uri, hostname, port, attempts: attempt, logger }, error);
    }
  }
}

async function lookUpHostname(options: AnnounceWyomingOptions): Promise<string> {
  const { supervisorUrl, token, send, signal, logger, fallbackHostname } = options;
  try {
    const info = await readAddonInfo({
      supervisorUrl,
      token,
      ...(send === undefined ? {} : { send }),
      ...(signal === undefined ? {} : { signal }),
    });
    return info.hostname;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    logger?.warn(
      {
        hostname: fallbackHostname,
        reason,
        hint: 'if Home Assistant cannot reach Hearth, add the Wyoming integration by hand with this hostname and port 10500',
      },
      'Could not read the add-on hostname from the Supervisor; using the container hostname',
    );
    return fallbackHostname;
  }
}

async function pause(delayMs: number, signal: AbortSignal | undefined): Promise<boolean> {
  try {
    await sleep(delayMs, undefined, signal === undefined ? {} : { signal });
    return true;
  } catch {
    return false;
  }
}

function failed(
  context: {
    uri: string;
    hostname: string;
    port: number;
    attempts: number;
    logger: SupervisorLogger | undefined;
  },
  error: SupervisorError,
): AnnounceResult {
  const { uri, hostname, port, attempts, logger } = context;
  const byHand = `add the Wyoming integration by hand with host ${hostname} and port ${port}`;
  const fields = {
    uri,
    attempts,
    code: error.code,
    status: error.status,
    reason: error.message,
  };
  if (error.code === 'unauthorized') {
    logger?.error(
      { ...fields, hint: byHand },
      'The Supervisor rejected the add-on token (401); Home Assistant will not discover Hearth by itself',
    );
  } else if (error.code === 'forbidden') {
    logger?.error(
      { ...fields, hint: `add "discovery: [wyoming]" to config.yaml, or ${byHand}` },
      'The Supervisor refused the discovery message (403): config.yaml must list "discovery: [wyoming]"',
    );
  } else if (error.code === 'aborted') {
    logger?.debug(fields, 'Announcing the Wyoming service was cancelled');
  } else {
    logger?.error({ ...fields, hint: byHand }, 'Could not announce the Wyoming service to the Supervisor');
  }
  return { ok: false, uri, error, attempts };
}
