// The options of the model at home (issue 23): which API to use, Ollama's three knobs (context size,
// keep-alive, thinking), and extra request fields for other servers. Their zod schemas, and the typed
// values the rest of Hearth reads.
import { z } from 'zod';

export const MODEL_APIS = ['auto', 'ollama', 'openai'] as const;
export const THINKING_MODES = ['off', 'on', 'model'] as const;

/** Request fields Hearth writes itself: extra fields may not replace them. */
const OWN_FIELDS = new Set([
  'model',
  'messages',
  'tools',
  'tool_choice',
  'stream',
  'stream_options',
  'max_tokens',
  'max_completion_tokens',
  'temperature',
  'top_p',
]);

/** Ollama's `keep_alive`: -1 (stay loaded), whole seconds, or a Go duration such as `30m` or `1h30m`. */
const keepAliveOption = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((text, context): string | number => {
      if (text === undefined || text === '') return -1;
      if (/^-?\d+$/.test(text)) return Number(text);
      if (/^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(text)) return text;
      context.addIssue({
        code: 'custom',
        message: 'expected -1 (stay loaded), a number of seconds, or a duration such as 30m or 1h',
      });
      return z.NEVER;
    });

/** A JSON object of extra top-level request fields, e.g. {"chat_template_kwargs": {"enable_thinking": false}}. */
const extraRequestFieldsOption = () =>
  z
    .string()
    .max(4_000)
    .optional()
    .transform((text, context): Record<string, unknown> | undefined => {
      if (text === undefined || text.trim() === '') return undefined;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        context.addIssue({
          code: 'custom',
          message:
            'is not valid JSON; write one object, e.g. {"chat_template_kwargs": {"enable_thinking": false}}',
        });
        return z.NEVER;
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        context.addIssue({ code: 'custom', message: 'must be a JSON object ({"field": value, …})' });
        return z.NEVER;
      }
      const own = Object.keys(value).filter((key) => OWN_FIELDS.has(key));
      if (own.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `may not set ${own.join(', ')}: Hearth sets these itself (use the options of the same name)`,
        });
        return z.NEVER;
      }
      return value as Record<string, unknown>;
    });

/** Their schemas, built by each call like the options schema they join (options-schema.ts says why). */
export const modelServerOptions = () => ({
  llm_api: z.enum(MODEL_APIS).default('auto'),
  context_window: z.int().min(512).max(1_048_576).default(8_192),
  keep_alive: keepAliveOption(),
  thinking: z.enum(THINKING_MODES).default('off'),
  extra_request_fields: extraRequestFieldsOption(),
});

/** `thinking` as Ollama's `think`: off → false, on → true, model → not sent (the model's default). */
export function thinkValue(mode: (typeof THINKING_MODES)[number]): boolean | undefined {
  return mode === 'model' ? undefined : mode === 'on';
}
