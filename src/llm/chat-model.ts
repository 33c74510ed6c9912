// The model-facing contract: what the agent asks of any chat model. No HTTP, no Home Assistant, no Wyoming.

/** A tool call as the model wrote it. `arguments` is the raw JSON text; the agent parses it. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: ToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

/** A tool as offered to the model: its JSON Schema comes from the tool's zod schema. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ChatRequest {
  messages: readonly ChatMessage[];
  /** Always a list, possibly empty; never dropped on the last step of a tool loop. */
  tools: readonly ToolSpec[];
  signal?: AbortSignal;
}

export interface Usage {
  promptTokens: number;
  completionTokens: number;
  /** Prompt tokens served from the provider's prompt cache, when the server reports them. */
  cachedPromptTokens?: number;
}

export type FinishReason = 'stop' | 'tool-calls' | 'length' | 'content-filter' | 'other';

/**
 * What a streaming model request yields, in order: text and whole tool calls, then `finish` as soon as the
 * model finished (nothing more to say follows it), then usage when the server reports it.
 */
export type ModelPart =
  | { type: 'text-delta'; text: string }
  | { type: 'tool-call'; call: ToolCall }
  | { type: 'usage'; usage: Usage }
  | { type: 'finish'; reason: FinishReason };

export interface ChatModel {
  /** The model's name as configured, for logs and `info`. */
  readonly name: string;
  /** Streams one model response. Throws `ModelError` on failure; aborts promptly on `signal`. */
  stream(request: ChatRequest): AsyncIterable<ModelPart>;
}
