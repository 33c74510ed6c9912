// Options file + environment → one validated Config. The only module that reads env or the options file.
import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warning', 'error', 'fatal'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** `human`: one readable line per event (the add-on's default); `json`: pino's lines, for log shippers. */
export const LOG_FORMATS = ['human', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
/** The add-on's ingress port (config.yaml `ingress_port`), also the trace page's default elsewhere. */
export const DEFAULT_WEB_PORT = 8099;
/** The only address the Supervisor's ingress proxy connects from. */
export const INGRESS_GATEWAY = '172.30.32.2';

/** An http(s) URL; the message says how to fix the usual mistake (`localhost:11434` without a scheme). */
function httpUrl(example: string) {
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
const LLM_URL_EXAMPLE = 'http://192.168.1.20:11434/v1';

/** A language code as Home Assistant writes it: `en`, `de-CH`, `zh-Hant`. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The target-less actions a user may allow (config.yaml repeats this pattern). */
const NOTIFICATION_SERVICE = /^(notify(\.[a-z0-9_]+)?|persistent_notification\.create|tts\.speak)$/;

/** The add-on options (`/data/options.json`), snake_case as the Supervisor writes them. */
export const optionsSchema = z
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
    entity_enum_limit: z.int().min(0).max(10_000).default(150),
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
  })
  .strip();

/** What a `system_prompt` may contain between double braces. */
export const PROMPT_PLACEHOLDERS = ['home', 'time', 'area'] as const;

/** The first `{{…}}` in a prompt template that is not a known placeholder, as written. */
export function unknownPlaceholder(template: string): string | undefined {
  for (const match of template.matchAll(/\{\{([^{}]*)\}\}/g)) {
    if (!(PROMPT_PLACEHOLDERS as readonly string[]).includes(match[1]!.trim())) return match[0].slice(0, 60);
  }
  return undefined;
}

export type Options = z.output<typeof optionsSchema>;

function emptyToUndefined(list: string[] | undefined): string[] | undefined {
  return list === undefined || list.length === 0 ? undefined : list;
}

export type HomeAssistantTarget =
  | { mode: 'addon'; apiUrl: string; websocketUrl: string; supervisorUrl: string; token: string }
  | { mode: 'standalone'; apiUrl: string; websocketUrl: string; token: string }
  | { mode: 'demo' };

export interface Config {
  mode: HomeAssistantTarget['mode'];
  homeAssistant: HomeAssistantTarget;
  wyoming: { host: string; port: number };
  llm: {
    baseUrl: string;
    apiKey: string | undefined;
    model: string;
    temperature: number;
    maxTokens: number;
    /** Nucleus sampling; 1 (every server's default) is not sent. */
    topP: number;
  };
  /** The second model behind `ask_expert`; undefined when `expert_model` is not set. */
  expert: ExpertConfig | undefined;
  language: string;
  /** What `info` announces to Home Assistant; empty means every language. */
  announcedLanguages: string[];
  agent: {
    extraInstructions: string | undefined;
    maxSteps: number;
    turnTimeoutMs: number;
    promptTokenBudget: number;
    /** Tool calls run per turn, over all steps. */
    maxToolCalls: number;
    /** How long one tool call may run before it is stopped with a timeout value. */
    toolTimeoutMs: number;
    /** A full replacement of the system prompt, with {{home}}, {{time}}, {{area}} placeholders. */
    systemPrompt: string | undefined;
  };
  history: { maxTurns: number; maxTokens: number; idleMs: number };
  tools: {
    template: boolean;
    automation: boolean;
    camera: boolean;
    /** Target-less actions the service tool may call (notifications, tts.speak). */
    notificationServices: string[] | undefined;
    serviceAllowlist: string[] | undefined;
    domainAllowlist: string[] | undefined;
    entityEnumLimit: number;
  };
  /** Hearth's own TTS program, wrapping an upstream Wyoming TTS (off without an upstream). */
  voice: { upstream: TtsUpstream | undefined; speakEarly: boolean };
  dataDir: string;
  /** The camera tool's snapshots: Home Assistant's media folder in the add-on, else under dataDir. */
  snapshotDir: string;
  /** The user's own tools (tools.yaml): the add-on's config folder, else HEARTH_TOOLS_FILE; none if unset. */
  toolsFile: string | undefined;
  logLevel: LogLevel;
  /** Default: human in add-on mode, json elsewhere (env LOG_FORMAT, option log_format). */
  logFormat: LogFormat;
  /**
   * The trace page: in add-on mode on all interfaces but answering only the ingress gateway; elsewhere
   * on loopback. Port 0 picks a free one; `undefined` (WEB_PORT=off) serves no page.
   */
  web: { host: string; port: number; allowedClients: readonly string[] | undefined } | undefined;
  /** Fire hearth_conversation_finished / hearth_tool_called on Home Assistant's event bus. */
  fireEvents: boolean;
  /** Long-term memory: the remember/recall/forget tools, relevant facts in the prompt, idle extraction. */
  memory: { enabled: boolean };
  /** Check the model endpoint once at start (HEARTH_STARTUP_CHECK=0 turns it off, for tests). */
  startupCheck: boolean;
  /** Where the options came from, for the start-up log line. */
  optionsPath: string | undefined;
  hostname: string;
}

export interface ExpertConfig {
  /** The main endpoint when `expert_base_url` is not set. */
  baseUrl: string;
  /** `expert_api_key`; the main key only when the expert shares the main endpoint. */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxTokens: number;
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

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly code: 'invalid-option' | 'invalid-env' | 'unreadable';
  constructor(code: ConfigError['code'], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

const DEFAULT_OPTIONS_PATH = '/data/options.json';

export interface ConfigSources {
  env: NodeJS.ProcessEnv;
  /** Reads a file as UTF-8; injectable for tests. */
  readFile?: (path: string) => string;
  fileExists?: (path: string) => boolean;
}

export function loadConfig({
  env,
  readFile = (path) => readFileSync(path, 'utf8'),
  fileExists = existsSync,
}: ConfigSources): Config {
  const optionsPath =
    env.HEARTH_OPTIONS ?? (fileExists(DEFAULT_OPTIONS_PATH) ? DEFAULT_OPTIONS_PATH : undefined);
  const options = parseOptions(optionsPath === undefined ? {} : readOptionsFile(optionsPath, readFile));

  const supervisorToken = nonEmpty(env.SUPERVISOR_TOKEN);
  const haUrl = nonEmpty(env.HA_URL);
  const haToken = nonEmpty(env.HA_TOKEN);
  const homeAssistant = resolveHomeAssistant(supervisorToken, env.SUPERVISOR_URL, haUrl, haToken);

  const logLevel =
    env.LOG_LEVEL === undefined
      ? options.log_level
      : parseEnv('LOG_LEVEL', env.LOG_LEVEL, z.enum(LOG_LEVELS));
  const turnTimeout =
    env.TURN_TIMEOUT_S === undefined
      ? options.turn_timeout
      : parseEnv('TURN_TIMEOUT_S', env.TURN_TIMEOUT_S, z.coerce.number().positive().max(290));

  const upstreamUri = env.TTS_UPSTREAM ?? options.tts_upstream ?? '';
  const upstream = upstreamUri.trim() === '' ? undefined : parseTtsUpstream(upstreamUri);
  if (upstreamUri.trim() !== '' && upstream === undefined) {
    throw new ConfigError(
      'invalid-env',
      'Invalid environment variable TTS_UPSTREAM: expected tcp://host:port, e.g. tcp://core-piper:10200',
    );
  }
  const speakEarly =
    env.SPEAK_EARLY === undefined
      ? (options.speak_early ?? true)
      : parseEnv('SPEAK_EARLY', env.SPEAK_EARLY, booleanText);
  const llmBaseUrl =
    env.LLM_BASE_URL === undefined
      ? options.llm_base_url
      : parseEnv('LLM_BASE_URL', env.LLM_BASE_URL, httpUrl(LLM_URL_EXAMPLE));
  const llmApiKey = nonEmpty(env.LLM_API_KEY) ?? nonEmpty(options.llm_api_key);
  const dataDir = nonEmpty(env.HEARTH_DATA_DIR) ?? (supervisorToken === undefined ? './data' : '/data');

  return {
    mode: homeAssistant.mode,
    homeAssistant,
    wyoming: {
      host: nonEmpty(env.WYOMING_HOST) ?? '0.0.0.0',
      port:
        env.WYOMING_PORT === undefined
          ? 10500
          : parseEnv('WYOMING_PORT', env.WYOMING_PORT, z.coerce.number().int().min(0).max(65535)),
    },
    llm: {
      baseUrl: llmBaseUrl,
      apiKey: llmApiKey,
      model: nonEmpty(env.LLM_MODEL) ?? options.llm_model,
      temperature: options.temperature,
      maxTokens: options.max_tokens,
      topP: options.top_p,
    },
    expert: resolveExpert(options, llmBaseUrl, llmApiKey),
    language: options.language,
    announcedLanguages: [...new Set(options.languages ?? [])],
    agent: {
      extraInstructions: nonEmpty(options.extra_instructions),
      maxSteps: options.max_tool_steps,
      turnTimeoutMs: Math.round(turnTimeout * 1000),
      promptTokenBudget: options.prompt_token_budget,
      maxToolCalls: options.max_tool_calls,
      toolTimeoutMs: Math.round(options.tool_timeout * 1000),
      systemPrompt: nonEmpty(options.system_prompt),
    },
    history: {
      maxTurns: options.history_turns,
      maxTokens: options.history_max_tokens,
      idleMs: Math.round(options.history_idle_minutes * 60_000),
    },
    tools: {
      template: options.enable_template_tool,
      automation: options.enable_automation_tool,
      camera: options.enable_camera_tool,
      notificationServices: options.notification_services,
      serviceAllowlist: options.service_allowlist,
      domainAllowlist: options.domain_allowlist,
      entityEnumLimit: options.entity_enum_limit,
    },
    voice: { upstream, speakEarly: upstream !== undefined && speakEarly },
    dataDir,
    snapshotDir:
      nonEmpty(env.HEARTH_SNAPSHOT_DIR) ??
      (supervisorToken === undefined ? join(dataDir, 'snapshots') : '/media/hearth'),
    toolsFile:
      nonEmpty(env.HEARTH_TOOLS_FILE) ?? (supervisorToken === undefined ? undefined : '/config/tools.yaml'),
    logLevel,
    logFormat:
      env.LOG_FORMAT === undefined
        ? (options.log_format ?? (homeAssistant.mode === 'addon' ? 'human' : 'json'))
        : parseEnv('LOG_FORMAT', env.LOG_FORMAT, z.enum(LOG_FORMATS)),
    web: resolveWeb(homeAssistant.mode, env.WEB_PORT),
    fireEvents: options.fire_events,
    memory: { enabled: options.memory },
    startupCheck: !['0', 'false', 'off', 'no'].includes(
      (env.HEARTH_STARTUP_CHECK ?? '').trim().toLowerCase(),
    ),
    optionsPath,
    hostname: hostname(),
  };
}

/**
 * The expert, when `expert_model` is set. Without its own URL it shares the main endpoint and key; with
 * one, only `expert_api_key` is sent there (the main key never goes to another server).
 */
function resolveExpert(
  options: Options,
  mainUrl: string,
  mainKey: string | undefined,
): ExpertConfig | undefined {
  const model = nonEmpty(options.expert_model);
  if (model === undefined) return undefined;
  const ownUrl = options.expert_base_url;
  const sameEndpoint = ownUrl === undefined || trimSlash(ownUrl) === trimSlash(mainUrl);
  return {
    baseUrl: ownUrl ?? mainUrl,
    apiKey: nonEmpty(options.expert_api_key) ?? (sameEndpoint ? mainKey : undefined),
    model,
    timeoutMs: Math.round(options.expert_timeout * 1000),
    maxTokens: options.expert_max_tokens,
  };
}

/** Validates an options object; a bad option throws one line naming it and what is wrong. */
export function parseOptions(raw: unknown): Options {
  const result = optionsSchema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : '(options)';
  throw new ConfigError('invalid-option', `Invalid option "${where}": ${issue?.message ?? 'invalid value'}`);
}

function readOptionsFile(path: string, readFile: (path: string) => string): unknown {
  let text: string;
  try {
    text = readFile(path);
  } catch (cause) {
    throw new ConfigError('unreadable', `Cannot read the options file ${path}`, { cause });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ConfigError('unreadable', `The options file ${path} is not valid JSON`, { cause });
  }
}

function resolveHomeAssistant(
  supervisorToken: string | undefined,
  supervisorUrlEnv: string | undefined,
  haUrl: string | undefined,
  haToken: string | undefined,
): HomeAssistantTarget {
  if (supervisorToken !== undefined) {
    const supervisorUrl = trimSlash(
      parseEnv(
        'SUPERVISOR_URL',
        nonEmpty(supervisorUrlEnv) ?? 'http://supervisor',
        httpUrl('http://supervisor'),
      ),
    );
    return {
      mode: 'addon',
      supervisorUrl,
      apiUrl: `${supervisorUrl}/core/api`,
      websocketUrl: `${toWebSocketUrl(supervisorUrl)}/core/websocket`,
      token: supervisorToken,
    };
  }
  if (haUrl !== undefined) {
    if (haToken === undefined) {
      throw new ConfigError(
        'invalid-env',
        'HA_URL is set but HA_TOKEN is missing (a long-lived access token)',
      );
    }
    const base = trimSlash(parseEnv('HA_URL', haUrl, httpUrl('http://homeassistant.local:8123')));
    return {
      mode: 'standalone',
      apiUrl: `${base}/api`,
      websocketUrl: `${toWebSocketUrl(base)}/api/websocket`,
      token: haToken,
    };
  }
  return { mode: 'demo' };
}

function resolveWeb(mode: HomeAssistantTarget['mode'], portEnv: string | undefined): Config['web'] {
  const text = nonEmpty(portEnv);
  if (text !== undefined && ['off', 'false', 'no'].includes(text.toLowerCase())) return undefined;
  const port =
    text === undefined
      ? DEFAULT_WEB_PORT
      : parseEnv('WEB_PORT', text, z.coerce.number().int().min(0).max(65535));
  return mode === 'addon'
    ? { host: '0.0.0.0', port, allowedClients: [INGRESS_GATEWAY] }
    : { host: '127.0.0.1', port, allowedClients: undefined };
}

function parseEnv<T>(name: string, value: string, schema: z.ZodType<T>): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ConfigError(
    'invalid-env',
    `Invalid environment variable ${name}: ${result.error.issues[0]?.message ?? 'invalid value'}`,
  );
}

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']))
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function toWebSocketUrl(httpUrl: string): string {
  return httpUrl.replace(/^http/, 'ws');
}
