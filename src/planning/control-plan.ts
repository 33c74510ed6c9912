// The shape of a planned action on one entity: which services to call and how to tell it worked.
// Pure data; the planners fill it, the control tool runs and verifies it.
import type { Entity } from '../ha/types.js';

export const CONTROL_ACTIONS = [
  'turn_on',
  'turn_off',
  'toggle',
  'open',
  'close',
  'stop',
  'lock',
  'unlock',
  'activate',
  'press',
  'set',
  'play',
  'pause',
  'next',
  'previous',
  'start',
  'return_home',
] as const;

export type ControlAction = (typeof CONTROL_ACTIONS)[number];

const SWITCHABLE = ['light', 'switch', 'fan', 'input_boolean', 'media_player', 'humidifier'];

/**
 * Domains an action reaches when the user names only a place or "everything" ("turn off everything
 * upstairs"): never locks, alarms, climate or scripts by accident.
 */
export const GROUP_DOMAINS: Record<ControlAction, readonly string[]> = {
  turn_on: SWITCHABLE,
  turn_off: SWITCHABLE,
  toggle: SWITCHABLE,
  open: ['cover'],
  close: ['cover'],
  stop: ['cover', 'media_player', 'vacuum'],
  lock: ['lock'],
  unlock: ['lock'],
  activate: ['scene'],
  press: ['button', 'input_button'],
  set: ['light', 'cover', 'fan', 'media_player'],
  play: ['media_player'],
  pause: ['media_player', 'vacuum'],
  next: ['media_player'],
  previous: ['media_player'],
  start: ['vacuum'],
  return_home: ['vacuum'],
};

/** The domain-aware options of the control tool, as the model wrote them. */
export interface ControlOptions {
  brightness?: number | undefined;
  color?: string | undefined;
  color_temp?: string | number | undefined;
  temperature?: number | undefined;
  target_temp_low?: number | undefined;
  target_temp_high?: number | undefined;
  hvac_mode?: string | undefined;
  position?: number | undefined;
  percentage?: number | undefined;
  volume?: number | undefined;
  source?: string | undefined;
  value?: string | number | undefined;
}

export interface PlannedCall {
  domain: string;
  service: string;
  data: Record<string, unknown>;
}

export interface EntityPlan {
  /** Calls in order; each runs after the previous one answered. */
  calls: PlannedCall[];
  /** Holds once the entity shows the requested result. */
  expect: (entity: Entity) => boolean;
  /** Scenes, scripts and buttons may not report a state change; silence is not a failure there. */
  stateless: boolean;
  /** Options given that do not apply to this entity, with why. */
  ignored: string[];
  /** Set when the action needs a spoken confirmation first (e.g. "unlock Front Door"). */
  sensitive?: string;
}

/** Why an entity is left out: the action means nothing for its domain or a value is unusable. */
export interface PlanRefusal {
  refused: string;
}

export const changedSince =
  (before: Entity) =>
  (entity: Entity): boolean =>
    entity.lastUpdated !== before.lastUpdated || entity.state !== before.state;

export const stateIn =
  (...states: string[]) =>
  (entity: Entity): boolean =>
    states.includes(entity.state);

export const near = (actual: unknown, wanted: number, tolerance: number): boolean =>
  typeof actual === 'number' && Math.abs(actual - wanted) <= tolerance;

export function allOf(...checks: ((entity: Entity) => boolean)[]): (entity: Entity) => boolean {
  return (entity) => checks.every((check) => check(entity));
}

export const plan = (
  calls: PlannedCall[],
  expect: (entity: Entity) => boolean,
  ignored: string[],
): EntityPlan => ({
  calls,
  expect,
  stateless: false,
  ignored,
});
export const call = (domain: string, service: string, data: Record<string, unknown> = {}): PlannedCall => ({
  domain,
  service,
  data,
});
