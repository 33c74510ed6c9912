// Which service calls on which entities need the user's spoken yes first: unlocking or opening a lock,
// disarming an alarm, opening a garage door or a gate. The verb names the action in the question.
import type { Entity } from '../ha/types.js';

/** The word for the sensitive action of a domain, as Hearth's question says it. */
export const SENSITIVE_VERBS: Record<string, string> = {
  lock: 'unlock',
  alarm_control_panel: 'disarm',
  cover: 'open',
};

export function isSensitive(domain: string, service: string, entity: Entity): boolean {
  if (domain === 'lock') return service === 'unlock' || service === 'open';
  if (domain === 'alarm_control_panel') return service === 'alarm_disarm';
  if (domain === 'cover' && ['garage', 'gate'].includes(entity.deviceClass ?? '')) {
    return ['open_cover', 'set_cover_position', 'toggle', 'open_cover_tilt'].includes(service);
  }
  return false;
}
