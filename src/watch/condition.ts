// Whether a watch's condition holds for one entity's state, and since when. Pure functions.
import type { Entity } from '../ha/types.js';
import type { WatchCondition } from './watch.js';

/** States that say nothing about the device: never a reason to fire (a washer going offline is not "done"). */
const NO_INFORMATION = new Set(['unavailable', 'unknown', '']);

export function conditionHolds(condition: WatchCondition, entity: Pick<Entity, 'state'>): boolean {
  const state = entity.state;
  if (NO_INFORMATION.has(state)) return false;
  switch (condition.kind) {
    case 'equals':
      return sameState(state, condition.state);
    case 'leaves':
      return !sameState(state, condition.state);
    case 'above':
      return numberOf(state) !== undefined && numberOf(state)! > condition.value;
    case 'below':
      return numberOf(state) !== undefined && numberOf(state)! < condition.value;
    case 'unchanged':
      return condition.state === undefined || sameState(state, condition.state);
  }
}

/**
 * When a hold that starts now began: the entity's last change, but never before the watch existed (a
 * garage open for hours, watched "if it stays open ten minutes", counts from the request).
 */
export function holdStart(entity: Pick<Entity, 'lastChanged'>, createdAt: number, now: number): number {
  const changed = Date.parse(entity.lastChanged);
  const since = Number.isFinite(changed) ? changed : now;
  return Math.min(now, Math.max(createdAt, since));
}

function sameState(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function numberOf(state: string): number | undefined {
  if (state.trim() === '') return undefined;
  const value = Number(state);
  return Number.isFinite(value) ? value : undefined;
}
