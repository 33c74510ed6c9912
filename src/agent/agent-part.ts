// What a turn of the agent yields, in order, to whoever speaks it. No Wyoming, no speech.
import type { ModelError, Usage } from '../llm/index.js';
import type { ToolResult } from '../tools/index.js';
import type { AgentError } from './agent-error.js';

export type AgentPart =
  /** Text to speak, from any step of the tool loop (a preamble like "Let me check." too). */
  | { type: 'text-delta'; text: string }
  /** A tool call the model made, with its arguments parsed from JSON when they were valid JSON. */
  | { type: 'tool-call'; call: { id: string; name: string; arguments: unknown } }
  | { type: 'tool-result'; callId: string; name: string; result: ToolResult; durationMs: number }
  /**
   * The answer's text is complete: the model finished its last step without tool calls. Comes before
   * `turn-end`, which waits for the request to close (usage, `[DONE]`): the last sentence can go out now.
   */
  | { type: 'answer-done' }
  /** The turn's end: all text spoken, model requests made, usage summed over them. */
  | { type: 'turn-end'; text: string; steps: number; usage: Usage }
  /** The last part of a failed turn. The agent never throws for model or tool failures. */
  | { type: 'error'; error: ModelError | AgentError };
