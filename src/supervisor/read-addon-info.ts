// Reads this add-on's own record from the Supervisor (`GET /addons/self/info`). No discovery logic.
import { z } from 'zod';
import { SupervisorError } from './supervisor-error.js';
import { supervisorRequest, type SendRequest } from './supervisor-request.js';

export interface AddonInfo {
  /** The name the Supervisor's DNS gives this container, e.g. `a0d7b954-hearth`. */
  hostname: string;
  slug: string | undefined;
  name: string | undefined;
  version: string | undefined;
  /** The container address; informational only, never advertised (it changes across restarts). */
  ipAddress: string | undefined;
}

export interface ReadAddonInfoOptions {
  supervisorUrl: string;
  token: string;
  /** How to reach the Supervisor (default: node:http). */
  send?: SendRequest;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const infoSchema = z.object({
  hostname: z.string().min(1),
  slug: z.string().optional(),
  name: z.string().optional(),
  version: z.string().optional(),
  ip_address: z.string().optional(),
});

export async function readAddonInfo({
  supervisorUrl,
  token,
  send,
  signal,
  timeoutMs,
}: ReadAddonInfoOptions): Promise<AddonInfo> {
  const data = await supervisorRequest({
    supervisorUrl,
    token,
    method: 'GET',
    path: '/addons/self/info',
    ...(send === undefined ? {} : { send }),
    ...(signal === undefined ? {} : { signal }),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  const info = infoSchema.safeParse(data);
  if (!info.success) {
    throw new SupervisorError('bad-response', 'GET /addons/self/info answered without a hostname');
  }
  return {
    hostname: info.data.hostname,
    slug: info.data.slug,
    name: info.data.name,
    version: info.data.version,
    ipAddress: info.data.ip_address,
  };
}
