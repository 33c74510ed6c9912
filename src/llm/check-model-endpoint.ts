// The start-up self-check of the model endpoint: reachable, the model known, tool calls accepted, one tiny
// tool call really made — or which of these failed, in the server's own words, and which option to change.
// On Ollama's native API it asks Ollama's own questions (/api/show), so the model is never loaded twice
// with two context sizes. Never throws.
import type { ChatModel } from './chat-model.js';
import { classifyModelError } from './classify-model-error.js';
import { ModelError } from './model-error.js';
import { serverRoot } from './model-server.js';
import { HttpFailure } from './post-for-stream.js';
import { requestJson } from './request-json.js';

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

const PROBE_TOOL = {
  type: 'function' as const,
  function: {
    name: 'check_connection',
    description: 'Does nothing; only checks that tool calling is accepted.',
    parameters: { type: 'object', properties: {} },
  },
};

export async function checkModelEndpoint(options: ModelEndpointCheckOptions): Promise<ModelEndpointCheck> {
  const where = displayUrl(options.baseUrl);
  if (isOpenAI(options.baseUrl) && options.apiKey === undefined) {
    return {
      ok: false,
      problem: 'no-key',
      summary: `${where} needs an API key, and llm_api_key is empty`,
      hint: 'Set llm_api_key to your OpenAI key, or point llm_base_url at a local server (Ollama: http://<host>:11434/v1)',
    };
  }
  if (options.ollama === true) return checkOllama(options, where);
  const base = options.baseUrl.replace(/\/+$/, '');
  const call = (method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> =>
    requestJson({
      method,
      url: new URL(`${base}${path}`),
      headers: options.apiKey === undefined ? {} : { authorization: `Bearer ${options.apiKey}` },
      body,
      timeoutMs: options.timeoutMs ?? 10_000,
      signal: options.signal,
      secret: options.apiKey,
    });

  let listed: string[] | undefined;
  try {
    listed = modelIds(await call('GET', '/models'));
  } catch (error) {
    const failure = describeFailure(error, options, where);
    // Some servers have no model list (404/405): the probe below still answers the question.
    if (failure.status !== 404 && failure.status !== 405) return failure;
  }
  if (listed !== undefined && !listed.some((id) => sameModel(id, options.model))) {
    const shown = listed.slice(0, 8).join(', ') + (listed.length > 8 ? ` … (${listed.length} in all)` : '');
    return {
      ok: false,
      problem: 'model-not-found',
      summary: `model "${options.model}" is not among the models ${where} offers${listed.length === 0 ? ' (it lists none)' : `: ${shown}`}`,
      hint: 'Set llm_model to one of them (for Ollama, pull it first: ollama pull <model>)',
    };
  }

  const probe = (limit: { max_tokens: number } | { max_completion_tokens: number }) =>
    call('POST', '/chat/completions', {
      model: options.model,
      messages: [{ role: 'user', content: 'Reply with OK.' }],
      tools: [PROBE_TOOL],
      stream: false,
      ...limit,
    });
  try {
    try {
      await probe({ max_tokens: 1 });
    } catch (error) {
      // OpenAI's reasoning models refuse max_tokens; they take max_completion_tokens instead.
      if (!(error instanceof HttpFailure) || error.status !== 400 || !/max_tokens/.test(error.message))
        throw error;
      await probe({ max_completion_tokens: 16 });
    }
  } catch (error) {
    return describeFailure(error, options, where);
  }
  const listedText = listed === undefined ? 'model list not offered' : 'model found';
  const called = await probeToolCall(options, where);
  if (called !== undefined) return called;
  return {
    ok: true,
    modelListed: listed === undefined ? undefined : true,
    summary: `model endpoint ${where} is reachable, ${listedText}, tool calls ${options.toolCallModel === undefined ? 'accepted' : 'made'} by "${options.model}"`,
  };
}

/** Ollama's native questions: the model pulled (POST /api/show), and tools among its capabilities. */
async function checkOllama(options: ModelEndpointCheckOptions, where: string): Promise<ModelEndpointCheck> {
  let shown: unknown;
  try {
    shown = await requestJson({
      method: 'POST',
      url: new URL(`${serverRoot(options.baseUrl)}/api/show`),
      headers: options.apiKey === undefined ? {} : { authorization: `Bearer ${options.apiKey}` },
      body: { model: options.model },
      timeoutMs: options.timeoutMs ?? 10_000,
      signal: options.signal,
      secret: options.apiKey,
    });
  } catch (error) {
    if (error instanceof HttpFailure && error.status === 404) {
      return {
        ok: false,
        problem: 'model-not-found',
        summary: `Ollama at ${where} has no model "${options.model}"`,
        hint: `Pull it on the Ollama server (ollama pull ${options.model}), or set llm_model to a model it has`,
        status: 404,
      };
    }
    return describeFailure(error, options, where);
  }
  const capabilities =
    typeof shown === 'object' && shown !== null
      ? (shown as { capabilities?: unknown }).capabilities
      : undefined;
  if (Array.isArray(capabilities) && !capabilities.includes('tools')) {
    return {
      ok: false,
      problem: 'no-tool-support',
      summary: `model "${options.model}" has no tool calling in Ollama (its capabilities: ${capabilities.join(', ')})`,
      hint: 'Choose a model with tool calling in llm_model (ollama.com lists them under "tools"), e.g. qwen2.5 or llama3.1; Hearth cannot control the home without it',
    };
  }
  const called = await probeToolCall(options, where);
  if (called !== undefined) return called;
  return {
    ok: true,
    modelListed: true,
    summary: `Ollama at ${where} is reachable through its native API, model "${options.model}" found, tool calls ${options.toolCallModel === undefined ? 'offered' : 'made'}`,
  };
}

const TOOL_CALL_QUESTION = 'Call the check_connection tool now. Do not answer in words.';

/**
 * One tiny tool call through the model client itself: a model that answers in words here will not
 * control the home either. Undefined when the call came (or there is no client to ask).
 */
async function probeToolCall(
  options: ModelEndpointCheckOptions,
  where: string,
): Promise<Extract<ModelEndpointCheck, { ok: false }> | undefined> {
  const model = options.toolCallModel;
  if (model === undefined) return undefined;
  const timeout = AbortSignal.timeout(options.toolCallTimeoutMs ?? 60_000);
  let text = '';
  try {
    for await (const part of model.stream({
      messages: [{ role: 'user', content: TOOL_CALL_QUESTION }],
      tools: [PROBE_TOOL.function],
      maxTokens: 256,
      signal: options.signal === undefined ? timeout : AbortSignal.any([timeout, options.signal]),
    })) {
      if (part.type === 'tool-call') return undefined;
      if (part.type === 'text-delta') text += part.text;
    }
  } catch (error) {
    if (error instanceof ModelError && error.code === 'aborted' && timeout.aborted) {
      return {
        ok: false,
        problem: 'no-tool-calls',
        summary: `model "${options.model}" made no tool call within ${Math.round((options.toolCallTimeoutMs ?? 60_000) / 1000)} s when asked for one`,
        hint: 'The model is too slow on this machine or still loading: choose a smaller model, or check the server',
      };
    }
    const cause = error instanceof ModelError && error.cause !== undefined ? error.cause : error;
    return describeFailure(cause, options, where);
  }
  const said = text.trim().replace(/\s+/g, ' ').slice(0, 120);
  const asText = /check_connection/.test(text);
  return {
    ok: false,
    problem: 'no-tool-calls',
    summary: asText
      ? `model "${options.model}" wrote the tool call as text instead of making it ("${said}")`
      : `model "${options.model}" does not call tools: asked for one tiny tool call, it answered in words${said === '' ? '' : ` ("${said}")`}`,
    hint: asText
      ? "The server does not turn the model's tool-call text into tool calls: use a model and chat template with native tool calling (llama.cpp: start it with --jinja; Ollama: a model tagged tools)"
      : 'Choose a model that calls tools in llm_model (e.g. qwen2.5:7b or llama3.1:8b); without tool calls Hearth can only talk, not control the home',
  };
}

function describeFailure(
  error: unknown,
  options: ModelEndpointCheckOptions,
  where: string,
): Extract<ModelEndpointCheck, { ok: false }> {
  const why = upstreamText(error, options.apiKey);
  const status = error instanceof HttpFailure ? error.status : undefined;
  const withStatus = status === undefined ? {} : { status };
  if (status === undefined) {
    return {
      ok: false,
      problem: 'unreachable',
      summary: `cannot reach the model server at ${where}: ${why}`,
      hint: 'Check llm_base_url (it usually ends in /v1; Ollama: http://<host>:11434/v1) and that the server is running and reachable from Home Assistant',
    };
  }
  const code = classifyModelError(error, undefined, options.apiKey).code;
  if (code === 'unauthorized') {
    return {
      ok: false,
      problem: 'unauthorized',
      summary: `the model server at ${where} refused the API key (${status}: ${why})`,
      hint: 'Set llm_api_key to a valid key for this server',
      ...withStatus,
    };
  }
  if (code === 'no-tool-support') {
    return {
      ok: false,
      problem: 'no-tool-support',
      summary: `model "${options.model}" does not accept tool calls (${status}: ${why})`,
      hint: 'Choose a model with tool (function) calling in llm_model, e.g. qwen2.5 or llama3.1 on Ollama; Hearth cannot control the home without it',
      ...withStatus,
    };
  }
  if (status === 404) {
    const modelMissing = /model/i.test(why);
    return {
      ok: false,
      problem: modelMissing ? 'model-not-found' : 'rejected',
      summary: modelMissing
        ? `model "${options.model}" was not found at ${where} (404: ${why})`
        : `${where} has no chat completions endpoint (404: ${why})`,
      hint: modelMissing
        ? 'Set llm_model to a model this server offers'
        : 'Check llm_base_url: it is the API root, usually ending in /v1',
      ...withStatus,
    };
  }
  return {
    ok: false,
    problem: 'rejected',
    summary: `the model server at ${where} rejected a test request (${status}: ${why})`,
    hint: "Check llm_base_url, llm_model and llm_api_key against the server's documentation",
    ...withStatus,
  };
}

/** The server's own message, or the network error's with its causes and codes: key cut out, then bounded. */
function upstreamText(error: unknown, secret: string | undefined): string {
  if (error instanceof HttpFailure) return redact(error.message, secret).slice(0, 300);
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current.message !== '' && !messages.includes(current.message)) messages.push(current.message);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && !messages.some((message) => message.includes(code))) messages.push(code);
    current = current.cause;
  }
  return redact(messages.join(': ') || 'unknown error', secret).slice(0, 300);
}

/** The ids of an OpenAI-style model list (`{ data: [{ id }] }`); an odd answer lists none it can read. */
function modelIds(answer: unknown): string[] {
  const data =
    typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry: unknown) => {
    const id = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined;
    return typeof id === 'string' ? [id] : [];
  });
}

function redact(text: string, secret: string | undefined): string {
  return secret === undefined || secret === '' ? text : text.replaceAll(secret, '[redacted]');
}

/** Ollama lists `llama3.1:latest` for a model asked for as `llama3.1`. */
function sameModel(listed: string, wanted: string): boolean {
  return listed === wanted || listed === `${wanted}:latest` || listed.replace(/^models\//, '') === wanted;
}

function isOpenAI(url: string): boolean {
  try {
    return new URL(url).hostname.toLowerCase() === 'api.openai.com';
  } catch {
    return false;
  }
}

function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`;
  } catch {
    return '(invalid url)';
  }
}
