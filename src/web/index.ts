// The web/ layer's public surface: the trace page's server, its store and the trace shape it shows.
export type { EvaluationDirectory, EvaluationRequest, EvaluationStart } from './eval-api.js';
export type { MemoryDirectory, MemoryView } from './memory-api.js';
export { startTraceServer } from './trace-server.js';
export type { TraceServer, TraceServerOptions } from './trace-server.js';
export { TraceStore, summarize } from './trace-store.js';
export type { TraceStoreOptions, TraceSummary } from './trace-store.js';
export type { TotalsSnapshot } from './totals.js';
export type { TraceError, TraceOutcome, TraceStep, TraceToolCall, TurnTrace } from './turn-trace.js';
export type { ConversationClearer } from './conversation-api.js';
