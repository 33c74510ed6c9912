// The events Hearth fires on Home Assistant's bus after a turn, for users' automations and dashboards.
// Built from the trace: ids, satellite, outcome, durations, tokens and tool names — never secrets, tool
// arguments or results, and not what was said.
import type { TurnTrace } from '../web/turn-trace.js';

export const CONVERSATION_FINISHED = 'hearth_conversation_finished';
export const TOOL_CALLED = 'hearth_tool_called';

export interface HearthEvent {
  eventType: typeof CONVERSATION_FINISHED | typeof TOOL_CALLED;
  data: Record<string, unknown>;
}

/** One `hearth_tool_called` per tool call, in call order, then `hearth_conversation_finished`. */
export function hearthEvents(trace: TurnTrace): HearthEvent[] {
  const ids = {
    trace_id: trace.id,
    conversation_id: trace.conversationId ?? null,
    satellite_id: trace.satellite ?? null,
    area: trace.area ?? null,
  };
  const events: HearthEvent[] = trace.toolCalls.map((call) => ({
    eventType: TOOL_CALLED,
    data: { ...ids, tool: call.name, ok: call.ok ?? null, duration_ms: call.durationMs ?? null },
  }));
  const sum = (key: 'promptTokens' | 'completionTokens' | 'cachedTokens'): number =>
    trace.steps.reduce((total, step) => total + (step[key] ?? 0), 0);
  events.push({
    eventType: CONVERSATION_FINISHED,
    data: {
      ...ids,
      language: trace.language,
      outcome: trace.outcome,
      error_code: trace.error?.code ?? null,
      early_handoff: trace.handoff !== undefined,
      duration_ms: trace.totalMs ?? null,
      first_chunk_ms: trace.firstChunkMs ?? null,
      first_audio_ms: trace.firstAudioMs ?? null,
      model_steps: trace.steps.length,
      prompt_tokens: sum('promptTokens'),
      completion_tokens: sum('completionTokens'),
      cached_tokens: sum('cachedTokens'),
      tools: trace.toolCalls.map((call) => call.name),
    },
  });
  return events;
}
