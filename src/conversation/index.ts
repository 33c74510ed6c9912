// The conversation layer's public surface.
export { createConversationHandler } from './conversation-handler.js';
export type {
  ConversationHandler,
  ConversationOptions,
  EarlyHandoff,
  HandoffPlan,
  TurnInfo,
  TurnObserver,
} from './conversation-handler.js';
export { endsWithQuestion, FOLLOW_UP_WINDOW_MS } from './follow-up.js';
export type { FollowUpListener } from './follow-up.js';
export { runTurn } from './run-turn.js';
export type { TurnEvent, TurnOutcome, TurnRequest } from './run-turn.js';
export { SPOKEN_LANGUAGES, baseLanguage, phrase } from './phrases.js';
export type { PhraseKey } from './phrases.js';
