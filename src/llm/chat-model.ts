// The model-facing contract: what the agent asks of any chat model. No HTTP, no Home Assistant, no Wyoming.

/** A tool call as the model wrote it. `arguments` is the raw JSON text; the agent parses it. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
  /**
   * Wire fields the server attached to this call and wants back, verbatim, when the conversation goes on
   * (Gemini 3's `extra_content` thought signature). Opaque outside the adapter that set them.
   */
  echo?: Record<string, unknown>;
}

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | {
      role: 'assistant';
      content: string;
      toolCalls?: ToolCall[];
      /** Wire fields to send back with this message (DeepSeek's `reasoning_content`); see the `echo` part. */
      echo?: Record<string, unknown>;
    }
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
  /** A cap for this request only (the warm-up asks for one token); otherwise the model's own. */
  maxTokens?: number;
  /**
   * Whether the response may be read less eagerly: asked after each read that held only text. Absent:
   * every read at once. An adapter that cannot put a read off ignores it.
   */
  readPace?: ReadPace;
  /**
   * Whether text may wait to go on joined to what follows (a caller whose listener makes nothing of text
   * until some of it completes a unit of its own: a TTS chunk). Absent: text goes on as it is read. An
   * adapter that cannot gather text ignores it.
   */
  textBatch?: TextBatch;
}

/**
 * Asked by the model's reader after a read of text, only while the caller waits for its next part (so the
 * caller has taken every part handed on before): fewer parts climb the layers above, while whatever
 * completes something goes on in the same read as without it (issue 27, "Fewer parts per answer").
 */
export interface TextBatch {
  /**
   * Whether `text` (all the text read and not handed on yet), handed on now, would certainly complete
   * nothing for the caller's listener: then it may wait. False when unsure.
   */
  mayWait(text: string): boolean;
}

/**
 * Set by a caller whose listener is busy with earlier words (a satellite speaking the answer's start): a
 * token read at once would only wait in its queue, and each read costs the process a wake-up. Putting the
 * socket's reads off for a few tens of ms gathers several tokens into one read.
 */
export interface ReadPace {
  /** How long the response's next read may wait, in ms (0: at once). Asked after each read of text. */
  nextReadDelayMs(): number;
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
  | { type: 'finish'; reason: FinishReason }
  /**
   * Fields of the answer the server requires back on this assistant message in the next request (DeepSeek's
   * thinking mode refuses a tool result whose call came without its `reasoning_content`). Comes before
   * `finish`; a caller that keeps the conversation stores them on the message, anyone else ignores them.
   */
  | { type: 'echo'; fields: Record<string, unknown> };

export interface ChatModel {
  /** The model's name as configured, for logs and `info`. */
  readonly name: string;
  /** Streams one model response. Throws `ModelError` on failure; aborts promptly on `signal`. */
  stream(request: ChatRequest): AsyncIterable<ModelPart>;
}
