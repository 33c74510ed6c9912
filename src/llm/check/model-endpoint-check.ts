// What the start-up check of the model endpoint takes and answers. Types only.
import type { ChatModel } from '../chat-model.js';

export interface ModelEndpointCheckOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Per request. Default 10 s. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Requests go through Ollama's native API: ask /api/show instead of the /v1 probes. */
  ollama?: boolean;
  /**
   * The model client itself, for one tiny tool call (with the knobs every request carries). Without it,
   * only acceptance of a tool list is checked.
   */
  toolCallModel?: ChatModel;
  /** Time for the tool call (a local model may need to load first). Default 60 s. */
  toolCallTimeoutMs?: number;
}

export type ModelEndpointProblem =
  | 'no-key'
  | 'unreachable'
  | 'unauthorized'
  | 'model-not-found'
  | 'no-tool-support'
  /** The model accepts tools but answered in words when asked for a tool call. */
  | 'no-tool-calls'
  /** The model calls tools, but writes them as text: Hearth reads them, the server's parser would be better. */
  | 'tool-calls-as-text'
  | 'rejected';

export type ModelEndpointCheck =
  | { ok: true; summary: string; modelListed: boolean | undefined }
  | {
      ok: false;
      problem: ModelEndpointProblem;
      /** What failed and why, with the server's words when it gave any. */
      summary: string;
      /** What to change. */
      hint: string;
      status?: number;
    };
