// Why a start-up check of the model endpoint failed, in the server's own words (the key cut out), and
// which option to change. Shared by the OpenAI-compatible and Ollama checks.
import { classifyModelError } from '../classify-model-error.js';
import type { ModelEndpointCheck, ModelEndpointCheckOptions } from './model-endpoint-check.js';
import { HttpFailure } from '../post-for-stream.js';

export function describeFailure(
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

function redact(text: string, secret: string | undefined): string {
  return secret === undefined || secret === '' ? text : text.replaceAll(secret, '[redacted]');
}

export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`;
  } catch {
    return '(invalid url)';
  }
}
