// Control planning: one entity and one spoken action ("warm white at 40 %", "heat to 21", "volume 30")
// → the Home Assistant calls that do it, the state that proves it, and whether it needs a spoken yes.
// Pure functions of an entity's state and attributes: planning never acts (the control tool runs the
// plans through the guard's door) and never resolves names (the resolver does).
export { CONTROL_ACTIONS, GROUP_DOMAINS } from './control-plan.js';
export type { ControlAction, ControlOptions, EntityPlan, PlannedCall, PlanRefusal } from './control-plan.js';
export { planControl } from './plan-control.js';
export { parseColor, parseWhiteTone } from './parse-color.js';
