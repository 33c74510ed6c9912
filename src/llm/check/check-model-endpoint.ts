// The start-up self-check of the model endpoint: reachable, the model known, tool calls accepted, one tiny
// tool call really made — or which of these failed, in the server's own words, and which option to change.
// On Ollama's native API it asks Ollama's own questions (/api/show), so the model is never loaded twice
// with two context sizes. Never throws.
import type { ModelEndpointCheck, ModelEndpointCheckOptions } from './model-endpoint-check.js';
import { checkOllama, probeToolCall, PROBE_TOOL } from './check-tool-call.js';
import { describeFailure, displayUrl } from './describe-check-failure.js';
import { HttpFailure } from '../post-for-stream.js';
import { requestJson } from '../request-json.js';

export type {
  ModelEndpointCheck,
  ModelEndpointCheckOptions,
  ModelEndpointProblem,
} from './model-endpoint-check.js';

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
