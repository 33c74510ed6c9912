// A turn's failure for people: what failed, the upstream's own words, and what to change.
import { modelErrorHint } from '../llm/index.js';
import { redactText } from './redact-for-trace.js';

export interface FailureDescription {
  code: string;
  status?: number;
  message: string;
  hint: string;
}

/** Failures that are the turn's, not the model request's. */
const TURN_HINTS: Record<string, string> = {
  deadline: 'The turn took longer than turn_timeout: choose a faster model, or raise turn_timeout',
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
  const upstream = upstreamWords(error, secrets);
  const message = redactText(
    upstream === undefined || own.includes(upstream) ? own : `${own}: ${upstream}`,
    secrets,
  ).slice(0, 500);
  const hint =
    modelErrorHint(code) ??
    (Object.hasOwn(TURN_HINTS, code) ? TURN_HINTS[code] : undefined) ??
    'Open this turn on the trace page (Hearth in the sidebar) to see what happened';
  return {
    code,
    message,
    ...(status === undefined ? {} : { status }),
    hint,
  };
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/** The server's or the network's message, from the error's cause chain (the SDK's error carries it). */
function upstreamWords(error: unknown, secrets: readonly string[]): string | undefined {
  let current: unknown = error instanceof Error ? error.cause : undefined;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const text = current.message.trim();
    if (text !== '' && !['Connection error.', 'fetch failed', 'terminated'].includes(text)) {
      // Secrets out before the cut, or one straddling it would be left but for its tail.
      return redactText(text, secrets).slice(0, 300);
    }
    current = current.cause;
  }
  return undefined;
}
