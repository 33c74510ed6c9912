// The exposure rules of the service tool for what reaches past its targets: scripts (each is its own
// service, `script.<object_id>`, and ignores targets), scenes and automations may run only when that
// very entity is exposed; services that act on arbitrary entities (scene.apply …) are refused; data
// may not name an entity the assistant cannot see. Error texts never list what is not exposed.
import type { Entity } from '../ha/types.js';
import { isVisible } from '../resolver/index.js';
import type { GuardDeps, Refusal } from './guard-deps.js';

/** Domains whose services reach beyond one device: the host, add-ons, code, the recorder. */
export const BLOCKED_DOMAINS: ReadonlySet<string> = new Set(
  (
    'homeassistant hassio supervisor shell_command python_script pyscript recorder logger system_log ' +
    'backup command_line rest_command mqtt frontend cloud conversation auth person zone hassio_addon ' +
    'intent_script update device_tracker'
  ).split(' '),
);

/** Services of the runnable domains the tool may call (besides `script.<exposed object_id>`). */
const RUNNABLE_SERVICES: Record<string, readonly string[]> = {
  script: ['turn_on', 'turn_off', 'toggle'],
  scene: ['turn_on'],
  automation: ['trigger', 'turn_on', 'turn_off', 'toggle'],
};

/** Anything shaped like an entity id, in any case: data is checked the way Home Assistant would read it. */
const ENTITY_ID = /\b([a-z_][a-z0-9_]*)\.([a-z0-9_]+)\b/gi;

export type GuardedCall =
  /** The call as given; targets come from the tool's target fields. */
  | { kind: 'targets' }
  /** `script.<object_id>`: runs that one script, which must be exposed; targets are ignored. */
  | { kind: 'script'; entity: Entity };

/** Refuses what no exposure can allow, and pins `script.<object_id>` to its script. */
export function guardService(deps: GuardDeps, domain: string, service: string): GuardedCall | Refusal {
  const allowed = RUNNABLE_SERVICES[domain];
  if (allowed === undefined || allowed.includes(service)) return { kind: 'targets' };
  if (domain === 'script') {
    const entity = deps.home.entity(`script.${service}`);
    if (isVisible(entity, deps.domainAllowlist)) return { kind: 'script', entity: entity! };
    return {
      ok: false,
      error: `There is no exposed script called ${service}. Run an exposed script with script.turn_on and the script as target.`,
    };
  }
  return {
    ok: false,
    error: `${domain}.${service} is not available to the assistant: only ${allowed.map((name) => `${domain}.${name}`).join(', ')} on exposed ${domain} entities.`,
  };
}

/** The services of a domain to offer in an "unknown service" error: no per-script services. */
export function offeredServices(deps: GuardDeps, domain: string): string[] {
  const names = Object.keys(deps.home.services()[domain] ?? {});
  if (domain !== 'script') return names;
  const exposedScripts = deps
    .targets()
    .entities.filter((entity) => entity.domain === 'script')
    .map((entity) => entity.id.slice('script.'.length));
  return names.filter((name) => RUNNABLE_SERVICES.script!.includes(name) || exposedScripts.includes(name));
}

/** A failure when service data names an entity (in any spelling) the assistant may not see. */
export function hiddenEntityInData(
  deps: Pick<GuardDeps, 'home' | 'domainAllowlist'>,
  data: unknown,
): Refusal | undefined {
  const text = JSON.stringify(data);
  for (const match of text.matchAll(ENTITY_ID)) {
    const entityId = `${match[1]!.toLowerCase()}.${match[2]!.toLowerCase()}`;
    const entity = deps.home.entity(entityId);
    if (entity !== undefined && !isVisible(entity, deps.domainAllowlist)) {
      return {
        ok: false,
        error: 'The service data names an entity that is not exposed to the assistant; it was not called.',
      };
    }
  }
  return undefined;
}
