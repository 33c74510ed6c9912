// The guard: what Hearth refuses or asks about before it acts. Exposure and the user's allowlists, the
// blocked domains, what a script, scene or automation would really do, the spoken yes before unlocking,
// disarming or opening, bounds on what a model may hand the matcher, and the one door to act through
// (`guardedCall`). It may read the resolver (what is exposed) and Home Assistant; it never imports the
// tools, which extend its deps and call through it.
export { guardedCall, GuardError, type GuardedCall } from './guarded-call.js';
export type { GuardDeps, Refusal, TurnFacts } from './guard-deps.js';
export { BLOCKED_DOMAINS, guardService, hiddenEntityInData, offeredServices } from './service-guard.js';
export { isSensitive, SENSITIVE_VERBS } from './sensitive-services.js';
export { checkAutomation } from './automation-policy.js';
export { checkRunnable, runsActions } from './runnable-effects.js';
export { confirmationGate } from './confirm-action.js';
export { ConfirmationBook } from './confirmation-book.js';
export { isAffirmative } from './is-affirmative.js';
export { checkArgumentSizes, MAX_NAME_CHARS, MAX_NAMES } from './argument-limits.js';
