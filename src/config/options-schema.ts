// The add-on options (`/data/options.json`) as a zod schema: what each option may hold, its default,
// and the one-line error that names a bad one. No environment, no files: load-config.ts reads those.
import { z } from 'zod';
import { modelServerOptions } from './model-server-options.js';
import { ConfigError } from './config-error.js';

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warning', 'error', 'fatal'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** `human`: one readable line per event (the add-on's default); `json`: pino's lines, for log shippers. */
export const LOG_FORMATS = ['human', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** An http(s) URL; the message says how to fix the usual mistake (`localhost:11434` without a scheme). */
export function httpUrl(example: string) {
  return z.url({
    protocol: /^https?$/,
    error: (issue) => {
      // Only a bare host:port is echoed back: it cannot hold credentials.
      const bare = typeof issue.input === 'string' && /^[\w.-]+:\d+(\/[\w./-]*)?$/.test(issue.input);
      return bare
        ? `must start with http:// or https:// (did you mean http://${String(issue.input)} ?)`
        : `must be a full URL starting with http:// or https://, e.g. ${example}`;
    },
  });
}
export const LLM_URL_EXAMPLE = 'http://192.168.1.20:11434/v1';

/** A language code as Home Assistant writes it: `en`, `de-CH`, `zh-Hant`. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The target-less actions a user may allow (config.yaml repeats this pattern). */
const NOTIFICATION_SERVICE = /^(notify(\.[a-z0-9_]+)?|persistent_notification\.create|tts\.speak)$/;

/**
 * The add-on options (`/data/options.json`), snake_case as the Supervisor writes them. Built by each call, not
 * at import: the options are read once at start, and the schema with the parser zod compiles for it (~0.5 MB
 * with the model-server options) would otherwise stay in memory for as long as Hearth runs (issue 27).
 */
export function optionsSchema() {
  return z
    .object({
      llm_base_url: httpUrl(LLM_URL_EXAMPLE).default('https://api.openai.com/v1'),
      llm_api_key: z.string().optional(),
      llm_model: z.string().min(1).default('gpt-4o-mini'),
      temperature: z.number().min(0).max(2).default(0.4),
      max_tokens: z.int().min(16).max(32_768).default(500),
      language: z.string().min(2).default('en'),
      // Empty or absent: announce every language (Home Assistant reads an empty list as "all").
      languages: z.array(z.string().regex(LANGUAGE_TAG)).optional().transform(emptyToUndefined),
      extra_instructions: z.string().max(8_000).optional(),
      max_tool_steps: z.int().min(1).max(32).default(8),
      turn_timeout: z.number().min(1).max(290).default(30),
      history_turns: z.int().min(0).max(100).default(10),
      history_max_tokens: z.int().min(200).max(100_000).default(4_000),
      history_idle_minutes: z.number().min(0).max(10_080).default(30),
      prompt_token_budget: z.int().min(200).max(100_000).default(1_500),
      entity_enum_limit: z.int().min(0).max(10_000).default(0),
      enable_template_tool: z.boolean().default(false),
      enable_automation_tool: z.boolean().default(false),
      enable_camera_tool: z.boolean().default(false),
      // Target-less actions the service tool may call: notify (all) or notify.x, persistent_notification.create, tts.speak.
      notification_services: z
        .array(
          z
            .string()
            .regex(
              NOTIFICATION_SERVICE,
              'expected notify, notify.<name>, persistent_notification.create or tts.speak',
            ),
        )
        .optional()
        .transform(emptyToUndefined),
      // An empty list (the add-on UI can save one) means "no restriction", not "nothing allowed".
      service_allowlist: z
        .array(z.string().regex(/^[a-z0-9_]+(\.[a-z0-9_]+)?$/))
        .optional()
        .transform(emptyToUndefined),
      domain_allowlist: z
        .array(z.string().regex(/^[a-z0-9_]+$/))
        .optional()
        .transform(emptyToUndefined),
      log_level: z.enum(LOG_LEVELS).default('info'),
      log_format: z.enum(LOG_FORMATS).optional(),
      fire_events: z.boolean().default(true),
      tts_upstream: z
        .string()
        .optional()
        .refine((uri) => uri === undefined || uri.trim() === '' || parseTtsUpstream(uri) !== undefined, {
          message: 'expected tcp://host:port, e.g. tcp://core-piper:10200',
        }),
      speak_early: z.boolean().optional(),
      memory: z.boolean().default(true),
      follow_up: z.boolean().default(true),
      // Issue 16, the knobs: sampling, tool-loop bounds, a full prompt override.
      top_p: z.number().min(0).max(1).default(1),
      max_tool_calls: z.int().min(1).max(100).default(20),
      tool_timeout: z.number().min(1).max(120).default(15),
      system_prompt: z
        .string()
        .max(16_000)
        .optional()
        .superRefine((template, context) => {
          const unknown = template === undefined ? undefined : unknownPlaceholder(template);
          if (unknown !== undefined) {
            context.addIssue({
              code: 'custom',
              message: `unknown placeholder ${unknown}; the known ones are ${PROMPT_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ')}`,
            });
          }
        }),
      // Issue 16, the expert model: offered to the main model as ask_expert when expert_model is set.
      expert_base_url: httpUrl(LLM_URL_EXAMPLE).optional(),
      expert_api_key: z.string().optional(),
      expert_model: z.string().optional(),
      expert_timeout: z.number().min(1).max(120).default(20),
      expert_max_tokens: z.int().min(16).max(8_192).default(600),
      // Issue 23, the model at home: Ollama's native API and knobs, extra fields for other servers.
      ...modelServerOptions(),
    })
    .strip();
}

/** What a `system_prompt` may contain between double braces. */
export const PROMPT_PLACEHOLDERS = ['home', 'time', 'area'] as const;

/** The first `{{…}}` in a prompt template that is not a known placeholder, as written. */
export function unknownPlaceholder(template: string): string | undefined {
  for (const match of template.matchAll(/\{\{([^{}]*)\}\}/g)) {
    if (!(PROMPT_PLACEHOLDERS as readonly string[]).includes(match[1]!.trim())) return match[0].slice(0, 60);
  }
  return undefined;
}

export type Options = z.output<ReturnType<typeof optionsSchema>>;

function emptyToUndefined(list: string[] | undefined): string[] | undefined {
  return list === undefined || list.length === 0 ? undefined : list;
}

export interface TtsUpstream {
  uri: string;
  host: string;
  port: number;
}

/** `tcp://host:port` (IPv6 in brackets); undefined when it is not that. */
export function parseTtsUpstream(uri: string): TtsUpstream | undefined {
  const match = /^tcp:\/\/(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._-]+):(\d{1,5})\/?$/.exec(uri.trim());
  if (match === null) return undefined;
  const port = Number(match[2]);
  if (port < 1 || port > 65_535) return undefined;
  const host = match[1]!.replace(/^\[|\]$/g, '');
  return { uri: `tcp://${match[1]!}:${port}`, host, port };
}

/** Validates an options object; a bad option throws one line naming it and what is wrong. */
export function parseOptions(raw: unknown): Options {
  const result = optionsSchema().safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : '(options)';
  throw new ConfigError('invalid-option', `Invalid option "${where}": ${issue?.message ?? 'invalid value'}`);
}
