// Actions without entity targets that the user allows: notifications (`notify.*`,
// `persistent_notification.create`) and `tts.speak` to an exposed media player. Nothing here is
// reachable unless the user allowed that very action (the notification_services option, or a tool
// they wrote in tools.yaml). Data may still not name an entity the assistant cannot see.
import { guardedCall, hiddenEntityInData } from '../guard/index.js';
import { isVisible } from '../resolver/index.js';
import type { ToolContext, ToolResult } from './tool.js';
import type { ToolDeps } from './tool-deps.js';

const TARGET_KEYS = ['entity_id', 'area_id', 'device_id', 'floor_id', 'label_id'];

/** Actions that act on no entity of the home, so exposure cannot guard them: only an allowlist can. */
export function isTargetless(domain: string, service: string): boolean {
  return (
    // notify.send_message targets notify entities: exposure guards it like any other action.
    (domain === 'notify' && service !== 'send_message') ||
    (domain === 'persistent_notification' && service === 'create') ||
    (domain === 'tts' && service === 'speak')
  );
}

/** True when the notification_services option names the action or its whole domain. */
export function targetlessAllowed(deps: ToolDeps, domain: string, service: string): boolean {
  const allowed = deps.notificationServices ?? [];
  return (
    isTargetless(domain, service) && (allowed.includes(domain) || allowed.includes(`${domain}.${service}`))
  );
}

/** The allowed target-less actions that exist now, for the service tool's description. */
export function offeredTargetless(deps: ToolDeps): string[] {
  const offered: string[] = [];
  for (const [domain, services] of Object.entries(deps.home.services())) {
    for (const service of Object.keys(services)) {
      if (targetlessAllowed(deps, domain, service)) offered.push(`${domain}.${service}`);
    }
  }
  return offered.sort().slice(0, 20);
}

export interface TargetlessRequest {
  domain: string;
  service: string;
  data: Record<string, unknown>;
  /** For tts.speak: the speech engine (`tts.*`), else the first one Home Assistant has. */
  entityIds?: readonly string[] | undefined;
}

/** Runs an allowed target-less action. The caller has checked the allowlist. */
export async function callTargetless(
  deps: ToolDeps,
  request: TargetlessRequest,
  context: ToolContext,
): Promise<ToolResult> {
  const { domain, service, data } = request;
  const full = `${domain}.${service}`;
  if (deps.home.services()[domain]?.[service] === undefined) {
    return { ok: false, error: `Home Assistant has no ${full} action.` };
  }
  if (TARGET_KEYS.some((key) => key in data)) {
    return { ok: false, error: `${full} takes no targets; give only its data (message, title …).` };
  }
  const hidden = hiddenEntityInData(deps, data);
  if (hidden !== undefined) return hidden;
  let target: { entity_id: string[] } | undefined;
  if (domain === 'tts') {
    const player = data.media_player_entity_id;
    const entity = typeof player === 'string' ? deps.home.entity(player) : undefined;
    if (entity?.domain !== 'media_player' || !isVisible(entity, deps.domainAllowlist)) {
      return {
        ok: false,
        error: 'tts.speak needs data.media_player_entity_id: one exposed media player to speak on.',
      };
    }
    const engine = speechEngine(deps, request.entityIds);
    if (engine === undefined) return { ok: false, error: 'Home Assistant has no text-to-speech engine.' };
    target = { entity_id: [engine] };
  }
  await guardedCall(deps, { domain, service, data, target }, { signal: context.signal });
  deps.logger?.info({ action: full }, 'target-less action called');
  return { ok: true, done: full };
}

/** A speech engine is not a device of the home: any `tts.*` entity may speak, exposed or not. */
function speechEngine(deps: ToolDeps, wanted: readonly string[] | undefined): string | undefined {
  const named = wanted?.find((id) => id.startsWith('tts.') && deps.home.entity(id) !== undefined);
  if (named !== undefined) return named;
  let first: string | undefined;
  for (const entity of deps.home.entities()) {
    if (entity.domain === 'tts' && (first === undefined || entity.id < first)) first = entity.id;
  }
  return first;
}
