// What the trace page shows of one turn: plain JSON, already redacted and capped by whoever recorded it.
// No Hearth types: web/ reads traces handed to it and knows nothing of the agent that made them.

export type TraceOutcome = 'running' | 'answered' | 'failed' | 'timeout' | 'aborted';

/** One model request of the tool loop. Times are ms since the turn started. */
export interface TraceStep {
  index: number;
  startMs: number;
  /** First text or tool call from the model. */
  firstTokenMs?: number;
  endMs?: number;
  promptTokens?: number;
  completionTokens?: number;
  cachedTokens?: number;
  finish?: string;
}

export interface TraceToolCall {
  id: string;
  name: string;
  startMs: number;
  durationMs?: number;
  /** JSON text, secrets redacted, capped. */
  arguments: string;
  /** JSON text, secrets redacted, capped; absent while running. */
  result?: string;
  ok?: boolean;
}

export interface TraceError {
  code: string;
  /** The endpoint's HTTP status, when there was one. */
  status?: number;
  /** What failed, with the upstream's own words when it gave any. */
  message: string;
  /** What to change. */
  hint?: string;
}

export interface TurnTrace {
  /** Unique across restarts. */
  id: string;
  /** Epoch ms. */
  startedAt: number;
  language: string;
  heard: string;
  /** The whole spoken answer (or the apology). */
  said: string;
  /** With early speech: the text handed to Home Assistant before the rest of the answer. */
  handoff?: string;
  outcome: TraceOutcome;
  conversationId?: string;
  satellite?: string;
  area?: string;
  error?: TraceError;
  steps: TraceStep[];
  toolCalls: TraceToolCall[];
  firstChunkMs?: number;
  handledMs?: number;
  /** First audio of Hearth's own voice, when it spoke this turn. */
  firstAudioMs?: number;
  totalMs?: number;
}
