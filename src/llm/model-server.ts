// Which server is behind the configured endpoint, and the context its model runs with, where the server
// says it: Ollama (GET /api/version; POST /api/show, GET /api/ps), llama.cpp (GET /props), vLLM (the
// `max_model_len` of GET /v1/models), LM Studio (GET /api/v0/models). Each question is small and bounded
// in time; a server that answers none of them is simply "openai-compatible" with an unknown context.
import { HttpFailure } from './post-for-stream.js';
import { requestJson } from './request-json.js';

export type ServerKind = 'ollama' | 'llama.cpp' | 'vllm' | 'lm-studio' | 'openai-compatible';

export interface ContextWindow {
  tokens: number;
  /** Where the figure comes from, for logs and the trace page ("Ollama /api/ps", "the context_window option"). */
  source: string;
}

export interface ModelServer {
  kind: ServerKind;
  version?: string;
  /** The context the model runs with, when known. */
  context?: ContextWindow;
  /** The most the model itself takes (Ollama's model_info), when known. */
  modelMaximum?: number;
  /** Ollama's capabilities of the model ("tools", "thinking" …). */
  capabilities?: string[];
  /** Parallel slots (llama.cpp's total_slots): with one, the last request is all the cache holds. */
  slots?: number;
}

export interface ModelServerQuery {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Per question. Default 3 s. */
  timeoutMs?: number;
  signal?: AbortSignal | undefined;
}

/** The endpoint's root: the OpenAI-style base without its `/v1`. */
export function serverRoot(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
}

/**
 * Whether Ollama answers at the root of this base (`GET /api/version` → `{ version }`): its version, `false`
 * when something else answered, `undefined` when nothing answered (ask again later).
 */
export async function detectOllama(query: ModelServerQuery): Promise<string | false | undefined> {
  try {
    const answer = await requestJson({
      method: 'GET',
      url: new URL(`${serverRoot(query.baseUrl)}/api/version`),
      headers: query.apiKey === undefined ? {} : { authorization: `Bearer ${query.apiKey}` },
      timeoutMs: query.timeoutMs ?? 3_000,
      signal: query.signal,
      secret: query.apiKey,
    });
    const version = field(answer, 'version');
    return typeof version === 'string' ? version : false;
  } catch (error) {
    return error instanceof HttpFailure ? false : undefined;
  }
}

/**
 * Asks the server what it is and what context the model has. `ollama`: Ollama's version when it is already
 * known to be Ollama, `false` when known not to be (undefined: ask). `ollamaContext`: the num_ctx Hearth
 * sends on the native path (then that is the context, bounded by the model's maximum).
 */
export async function describeModelServer(
  query: ModelServerQuery,
  known: { ollama?: string | false; ollamaContext?: number } = {},
): Promise<ModelServer> {
  const root = serverRoot(query.baseUrl);
  const version = known.ollama ?? (await detectOllama(query));
  if (typeof version === 'string') return describeOllama(query, root, version, known.ollamaContext);

  const props = await ask(query, 'GET', `${root}/props`);
  const settings = field(props, 'default_generation_settings');
  const nCtx = field(settings, 'n_ctx') ?? field(props, 'n_ctx');
  if (typeof nCtx === 'number' && nCtx > 0) {
    const slots = field(props, 'total_slots');
    return {
      kind: 'llama.cpp',
      context: { tokens: nCtx, source: 'llama.cpp /props' },
      ...(typeof slots === 'number' ? { slots } : {}),
    };
  }
  const listed = entryFor(
    field(await ask(query, 'GET', `${query.baseUrl.replace(/\/+$/, '')}/models`), 'data'),
    query.model,
  );
  const maxModelLen = field(listed, 'max_model_len');
  if (typeof maxModelLen === 'number' && maxModelLen > 0) {
    return { kind: 'vllm', context: { tokens: maxModelLen, source: 'vLLM /v1/models max_model_len' } };
  }
  const studio = entryFor(field(await ask(query, 'GET', `${root}/api/v0/models`), 'data'), query.model);
  const loaded = field(studio, 'loaded_context_length');
  const maximum = field(studio, 'max_context_length');
  if (typeof loaded === 'number' && loaded > 0) {
    return { kind: 'lm-studio', context: { tokens: loaded, source: 'LM Studio /api/v0/models (loaded)' } };
  }
  if (typeof maximum === 'number' && maximum > 0) {
    return { kind: 'lm-studio', modelMaximum: maximum };
  }
  return { kind: 'openai-compatible' };
}

async function describeOllama(
  query: ModelServerQuery,
  root: string,
  version: string,
  ollamaContext: number | undefined,
): Promise<ModelServer> {
  const show = await ask(query, 'POST', `${root}/api/show`, { model: query.model });
  const info = field(show, 'model_info');
  let modelMaximum: number | undefined;
  if (typeof info === 'object' && info !== null) {
    for (const [key, value] of Object.entries(info)) {
      if (key.endsWith('.context_length') && typeof value === 'number') modelMaximum = value;
    }
  }
  const capabilities = field(show, 'capabilities');
  const base: ModelServer = {
    kind: 'ollama',
    version,
    ...(modelMaximum === undefined ? {} : { modelMaximum }),
    ...(Array.isArray(capabilities)
      ? { capabilities: capabilities.filter((item): item is string => typeof item === 'string') }
      : {}),
  };
  if (ollamaContext !== undefined) {
    const tokens = modelMaximum === undefined ? ollamaContext : Math.min(ollamaContext, modelMaximum);
    return { ...base, context: { tokens, source: 'the context_window option (num_ctx)' } };
  }
  // Through /v1 the server's default applies: what /api/ps shows once the model is loaded.
  const running = entryFor(field(await ask(query, 'GET', `${root}/api/ps`), 'models'), query.model);
  const loaded = field(running, 'context_length');
  return typeof loaded === 'number' && loaded > 0
    ? { ...base, context: { tokens: loaded, source: 'Ollama /api/ps' } }
    : base;
}

/** The answer of one question, or undefined for any failure: each question is optional. */
async function ask(
  query: ModelServerQuery,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<unknown> {
  try {
    return await requestJson({
      method,
      url: new URL(url),
      headers: query.apiKey === undefined ? {} : { authorization: `Bearer ${query.apiKey}` },
      body,
      timeoutMs: query.timeoutMs ?? 3_000,
      signal: query.signal,
      secret: query.apiKey,
    });
  } catch {
    return undefined;
  }
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

/** The entry of a model list naming this model (`id`, `name` or `model`; Ollama adds `:latest`). */
function entryFor(list: unknown, model: string): unknown {
  if (!Array.isArray(list)) return undefined;
  return list.find((entry) =>
    ['id', 'name', 'model'].some((key) => {
      const name = field(entry, key);
      return typeof name === 'string' && (name === model || name === `${model}:latest`);
    }),
  );
}
