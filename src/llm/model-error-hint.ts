// What a user should change when a model request fails, by the failure's code. Said in the log line of
// the failure and on the trace page, so both give the same advice.
import type { ModelErrorCode } from './model-error.js';

const HINTS: Record<Exclude<ModelErrorCode, 'aborted'>, string> = {
  unauthorized: 'Check llm_api_key: the model server refused it',
  'rate-limited':
    'The provider is limiting requests: wait for the time it asks (Retry-After), use a plan with higher limits, or a local model',
  'quota-exceeded': "The key's quota is used up: check the plan and billing of llm_api_key at the provider",
  'payment-required':
    'The provider wants payment: add credit to the account of llm_api_key, or choose a free model',
  'request-refused':
    "The server refused Hearth's request: its words are in this line; check llm_model and the server's own log",
  timeout: 'The model answered too slowly: choose a faster model, or raise turn_timeout',
  'context-too-long':
    'Lower history_turns or prompt_token_budget, or choose a model with a larger context window',
  'no-tool-support': 'Choose a model with tool (function) calling in llm_model',
  unavailable: 'Check that the model server at llm_base_url is running and reachable',
  'bad-response': 'The server did not answer like an OpenAI-compatible API: check llm_base_url',
  'unknown-model': 'Set llm_model to a model this server offers (for Ollama, pull it first)',
  incomplete: "The model's answer was cut off: check the server's log, or raise max_tokens",
};

/** The expert model's own options, in place of the main model's. */
const EXPERT_OPTIONS: Readonly<Record<string, string>> = {
  llm_api_key: 'expert_api_key',
  llm_base_url: 'expert_base_url',
  llm_model: 'expert_model',
  turn_timeout: 'expert_timeout',
  max_tokens: 'expert_max_tokens',
};

/**
 * The advice for a model failure code; undefined for codes that are not model failures. `model`:
 * whose options to name (the expert has its own key, address, model, time limit and token cap).
 */
export function modelErrorHint(code: string, model: 'main' | 'expert' = 'main'): string | undefined {
  const hint = Object.hasOwn(HINTS, code) ? HINTS[code as keyof typeof HINTS] : undefined;
  if (hint === undefined || model === 'main') return hint;
  return hint.replace(/\b(?:llm_[a-z_]+|turn_timeout|max_tokens)\b/g, (name) => EXPERT_OPTIONS[name] ?? name);
}
