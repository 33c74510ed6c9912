// The one door through which the tools act on the home. Every tool decides what to call with the guard's
// other rules (exposure, allowlists, confirmation, what a script would run); this door holds the rules
// that hold for every call whatever made it: never a blocked domain, never a hidden entity as a target,
// never a hidden entity named in the data. A refusal here is thrown, since a tool that reached it has a
// bug: the tool's own catch turns it into a failure value for the model.
import type { ServiceCallOptions, ServiceCallResult } from '../ha/types.js';
import { isVisible } from '../resolver/index.js';
import type { GuardDeps } from './guard-deps.js';
import { BLOCKED_DOMAINS, hiddenEntityInData } from './service-guard.js';

export class GuardError extends Error {
  override readonly name = 'GuardError';
  readonly code = 'refused';
}

export interface GuardedCall {
  domain: string;
  service: string;
  data: Record<string, unknown>;
  /** Entity targets only: areas, devices and floors are resolved to entities before a call. */
  target?: { entity_id: string[] } | undefined;
}

/** Calls a Home Assistant action after the rules every action obeys; throws GuardError past them. */
export async function guardedCall(
  deps: Pick<GuardDeps, 'client' | 'home' | 'domainAllowlist'>,
  call: GuardedCall,
  options?: ServiceCallOptions,
): Promise<ServiceCallResult> {
  const { domain, service, data, target } = call;
  if (BLOCKED_DOMAINS.has(domain)) {
    throw new GuardError(`The ${domain} domain is not available to the assistant.`);
  }
  // A speech engine (`tts.*`) is the action's means, not a thing in the home: it needs no exposure.
  const hiddenTarget = target?.entity_id.some(
    (id) => !id.startsWith('tts.') && !isVisible(deps.home.entity(id), deps.domainAllowlist),
  );
  if (hiddenTarget === true || hiddenEntityInData(deps, data) !== undefined) {
    throw new GuardError('The call names an entity that is not exposed to the assistant; it was not made.');
  }
  return deps.client.callService(domain, service, data, target, options);
}
