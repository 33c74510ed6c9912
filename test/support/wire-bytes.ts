// Helpers to write a model server's stream the way that server writes it: its JSON encoder's habits,
// its event separators, and the arbitrary places a TCP read cuts it. For the server-habits tests.

/** Go's encoding/json (Ollama): compact, and `<`, `>`, `&` escaped as \u003c, \u003e, \u0026. */
export function goJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');
}

/** One SSE event; `separator` is "\n" for most servers, "\r\n" for sse-starlette (llama-cpp-python). */
export function event(data: string, separator = '\n'): string {
  return `data: ${data}${separator}${separator}`;
}

/** Cuts a stream into pieces of `size` characters: reads that end mid-line, mid-JSON, mid-tag. */
export function chop(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += size) pieces.push(text.slice(start, start + size));
  return pieces;
}

/** A Chat Completions chunk in OpenAI's key order (vLLM, llama.cpp, Mistral and DeepSeek keep it). */
export function chunk(
  model: string,
  delta: Record<string, unknown>,
  finishReason: string | null = null,
  extra: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    id: 'chatcmpl-7f3a',
    object: 'chat.completion.chunk',
    created: 1_764_000_000,
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...extra,
  });
}

/** Ollama's /v1 chunk (openai/openai.go): its own key order, system_fingerprint, Go's escaping. */
export function ollamaChunk(
  model: string,
  delta: Record<string, unknown>,
  finishReason: string | null = null,
): string {
  return goJson({
    id: 'chatcmpl-512',
    object: 'chat.completion.chunk',
    created: 1_764_000_000,
    model,
    system_fingerprint: 'fp_ollama',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  });
}

/** A text answer streamed as content deltas of `model`, one event per piece, then stop and [DONE]. */
export function textStream(model: string, pieces: readonly string[], separator = '\n'): string {
  return [
    event(chunk(model, { role: 'assistant', content: '' }), separator),
    ...pieces.map((piece) => event(chunk(model, { content: piece }), separator)),
    event(chunk(model, {}, 'stop'), separator),
    event('[DONE]', separator),
  ].join('');
}
