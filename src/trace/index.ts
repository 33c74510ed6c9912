// The trace layer: records turns for the trace page and the event bus. Sees the conversation's turn
// context, the agent's parts and the model's stream; hands plain TurnTrace records to web/.
export { createTraceRecorder } from './trace-recorder.js';
export type { TraceRecorder, TraceRecorderOptions } from './trace-recorder.js';
export { CONVERSATION_FINISHED, TOOL_CALLED, hearthEvents } from './hearth-events.js';
export type { HearthEvent } from './hearth-events.js';
export { redactForTrace, redactText } from './redact-for-trace.js';
export { createEventFirer } from './fire-hearth-events.js';
export type { EventFirer } from './fire-hearth-events.js';
