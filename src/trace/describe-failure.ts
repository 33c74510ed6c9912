// A turn's failure for people: what failed, the upstream's own words, and what to change.
import { redactText } from './redact-for-trace.js';

export interface FailureDescription {
  code: string;
  status?: number;
  message: string;
  hint?: string;
}

const HINTS: Record<string, string> = {
  unauthorized: 'Check llm_api_key: the model server refused it',
  'rate-limited': 'The provider is limiting requests: wait a moment, or check the plan and quota of the key',
  timeout: 'The model answered too slowly: choose a faster model, or raise turn_timeout',
  deadline: 'The turn took longer than turn_timeout: choose a faster model, or raise turn_timeout',
  'context-too-long':
    'Lower history_turns or prompt_token_budget, or choose a model with a larger context window',
  'no-tool-support': 'Choose a model with tool (function) calling in llm_model',
  unavailable: 'Check that the model server at llm_base_url is running and reachable',
  'bad-response': 'The server did not answer like an OpenAI-compatible API: check llm_base_url',
  'unknown-model': 'Set llm_model to a model this server offers (for Ollama, pull it first)',
  incomplete: "The model's answer was cut off: check the server's log, or raise max_tokens",
  'step-limit': 'The model kept calling tools: raise max_tool_steps, or try a stronger model',
  internal: 'This is a bug in Hearth: please report it with this turn copied as JSON',
};

/** From the agent's error part (ModelError or AgentError) or just the turn's error code. */
export function describeFailure(
  error: unknown,
  code: string,
  secrets: readonly string[],
): FailureDescription {
  const status = statusOf(error);
  const own = error instanceof Error ? error.message : `The turn ended with ${code}`;
  const upstream = upstreamWords(error);
  const message = redactText(
    upstream === undefined || own.includes(upstream) ? own : `${own}: ${upstream}`,
    secrets,
  ).slice(0, 500);
  const hint = HINTS[code];
  return {
    code,
    message,
    ...(status === undefined ? {} : { status }),
    ...(hint === undefined ? {} : { hint }),
  };
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/** The server's or the network's message, from the error's cause chain (the SDK's error carries it). */
function upstreamWords(error: unknown): string | undefined {
  let current: unknown = error instanceof Error ? error.cause : undefined;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const text = current.message.trim();
    if (text !== '' && !['Connection error.', 'fetch failed', 'terminated'].includes(text)) {
      return text.slice(0, 300);
    }
    current = current.cause;
  }
  return undefined;
}
