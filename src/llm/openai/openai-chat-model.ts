// ChatModel over any OpenAI-compatible endpoint: Chat Completions streamed as SSE over keep-alive HTTP,
// retries, errors. Knows the wire format; nothing of Home Assistant, tools' meaning or Wyoming.
import type { ChatMessage, ChatModel, ChatRequest, ToolSpec } from '../chat-model.js';
import { refusedParameter } from '../classify-model-error.js';
import type { RefusedParameter } from '../classify-model-error.js';
import type { Logger } from '../logger.js';
import { silentLogger } from '../logger.js';
import { modelErrorHint } from '../model-error-hint.js';
import type { ModelError } from '../model-error.js';
import { withModelHabits } from '../habits/model-habits.js';
import { requestDeadlines } from '../request-watch.js';
import { retryPolicy, withRetry } from '../retry-policy.js';
import { WireStream } from './wire-stream.js';
import { toWireMessages, toWireTools } from './wire-messages.js';

export interface OpenAIChatModelOptions {
  baseUrl: string;
  /** Absent for local servers (Ollama, LM Studio …): a placeholder is sent, as some servers want one. */
  apiKey?: string | undefined;
  model: string;
  temperature: number;
  maxTokens: number;
  /** Nucleus sampling, sent only below 1 (every server's default). */
  topP?: number | undefined;
  /**
   * Longest silence allowed: before the response starts, and between two stream events. Default 60 s, and
   * 300 s before the first byte from a server at home (request-watch.ts).
   */
  timeoutMs?: number;
  /** Wait before the single retry (ms) when the server does not say how long (Retry-After). Default 250. */
  retryDelayMs?: number;
  /** Longest Retry-After honoured (ms); a server asking for more gets no retry. Default 10 s. */
  maxRetryWaitMs?: number;
  logger?: Logger;
  /** Whose options the log's hints name: the main model's (`llm_*`) or the expert's (`expert_*`). */
  role?: 'main' | 'expert';
  /**
   * More top-level request fields, sent as given (e.g. `chat_template_kwargs` for the thinking switch of
   * vLLM and llama.cpp); Hearth's own fields win over them.
   */
  extraFields?: Record<string, unknown> | undefined;
}

const PLACEHOLDER_KEY = 'no-key';
/**
 * Retry policy (retry-policy.ts, shared with the Ollama adapter): a request that fails with 429, 5xx or a
 * network error before its first part was yielded is sent once more, after the server's Retry-After when
 * it gave one (up to `maxRetryWaitMs`; longer, no retry) or `retryDelayMs`; after the first part, never,
 * since the words were already spoken.
 * Separately, a 400 or 422 naming a parameter the model refuses (`max_tokens`, `temperature`, `top_p`,
 * `stream_options`) is answered by resending without it, once per parameter per process.
 *
 * The model's text habits (reasoning tags, tool calls written as text) are handled by withModelHabits,
 * which wraps the returned model.
 *
 * A stream is complete at `[DONE]`, or at the end of the body after a `finish_reason`; the request then
 * ends without an abort, so its connection is reused. A body that ends before either is cut off: an
 * error, and the tool calls it held are never handed out.
 */
export function createOpenAIChatModel(options: OpenAIChatModelOptions): ChatModel {
  return withModelHabits(
    createWireModel(options),
    options.logger === undefined ? {} : { logger: options.logger },
  );
}

function createWireModel(options: OpenAIChatModelOptions): ChatModel {
  const logger = options.logger ?? silentLogger;
  const deadlines = requestDeadlines(options);
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`);
  const headers = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    authorization: `Bearer ${options.apiKey ?? PLACEHOLDER_KEY}`,
  };

  /** Parameters this model refused once: adapted for the rest of the process's life. */
  const refused = new Set<RefusedParameter>();

  /**
   * The tool list as encoded bytes, kept while the same specs come in the same order (the agent keeps its
   * tool list while the home's registries do not change): the list is most of every request's body, and
   * joining and encoding it afresh each turn was the largest piece of a turn's garbage.
   */
  let toolsTail: { specs: readonly ToolSpec[]; bytes: Buffer } | undefined;
  const toolsBytes = (specs: readonly ToolSpec[]): Buffer => {
    const same =
      toolsTail !== undefined &&
      toolsTail.specs.length === specs.length &&
      toolsTail.specs.every((spec, index) => spec === specs[index]);
    if (!same || toolsTail === undefined) {
      const json =
        specs.length === 0 ? '' : `,"tools":[${specs.map(wireToolJson).join(',')}],"tool_choice":"auto"`;
      // Bytes of their own, not a slice of Node's shared 64 kB allocation pool: kept for as long as the tools
      // do not change, a small slice would keep the whole pool block in memory with it (issue 27).
      const text = `${json}}`;
      const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text, 'utf8'));
      bytes.write(text, 'utf8');
      toolsTail = { specs: [...specs], bytes };
    }
    return toolsTail.bytes;
  };

  /** The request body: settings and messages encoded now, then the tool list's bytes (`toolsBytes`). */
  function bodyOf(request: ChatRequest): Buffer[] {
    const maxTokens = request.maxTokens ?? options.maxTokens;
    const settings = JSON.stringify({
      ...options.extraFields,
      model: options.model,
      stream: true,
      ...(refused.has('stream_options') ? {} : { stream_options: { include_usage: true } }),
      ...(refused.has('temperature') ? {} : { temperature: options.temperature }),
      ...(refused.has('top_p') || options.topP === undefined || options.topP >= 1
        ? {}
        : { top_p: options.topP }),
      ...(refused.has('max_tokens') ? { max_completion_tokens: maxTokens } : { max_tokens: maxTokens }),
    });
    const messages = messagesJson(request.messages);
    return [
      Buffer.from(`${settings.slice(0, -1)},"messages":${messages}`, 'utf8'),
      toolsBytes(request.tools),
    ];
  }

  const hint = (failure: ModelError): string | undefined => modelErrorHint(failure.code, options.role);
  /** A 400/422 naming a parameter the server refuses: left out from now on, and the request resent. */
  const adapt = (failure: ModelError): boolean => {
    const parameter = refusedParameter(failure);
    if (parameter === undefined || refused.has(parameter)) return false;
    refused.add(parameter);
    logger.warn(
      {
        model: options.model,
        parameter,
        hint: 'nothing to do: Hearth leaves this parameter out for this server from now on',
      },
      'the model refused a parameter; adapting and resending',
    );
    return true;
  };

  const retry = retryPolicy(options, url, hint, adapt);

  return {
    name: options.model,
    stream(request) {
      const wire = { url, headers, request, deadlines, apiKey: options.apiKey, model: options.model, logger };
      return withRetry(
        (state) => new WireStream({ ...wire, body: bodyOf(request), state }),
        request.signal,
        retry,
      );
    },
  };
}

/**
 * Each message's JSON, kept while the message lives: a conversation's history is the same (frozen) objects
 * turn after turn (history-store.ts), so a follow-up encodes only its new messages. A message given anew
 * with the same system prompt reuses the last one's encoding (the prompt is the same text every turn).
 */
const wireMessages = new WeakMap<ChatMessage, string>();
let lastSystem: { content: string; json: string } | undefined;

function messagesJson(messages: readonly ChatMessage[]): string {
  let json = '[';
  for (let index = 0; index < messages.length; index += 1) {
    const message = messages[index]!;
    let encoded = wireMessages.get(message);
    if (encoded === undefined) {
      if (message.role === 'system' && lastSystem?.content === message.content) encoded = lastSystem.json;
      else {
        encoded = JSON.stringify(toWireMessages([message])[0]);
        if (message.role === 'system') lastSystem = { content: message.content, json: encoded };
      }
      // Only a message that cannot change may be remembered by identity.
      if (Object.isFrozen(message)) wireMessages.set(message, encoded);
    }
    json += index === 0 ? encoded : `,${encoded}`;
  }
  return `${json}]`;
}

const wireTools = new WeakMap<ToolSpec, string>();

function wireToolJson(spec: ToolSpec): string {
  let json = wireTools.get(spec);
  if (json === undefined) {
    json = JSON.stringify(toWireTools([spec])[0]);
    wireTools.set(spec, json);
  }
  return json;
}
