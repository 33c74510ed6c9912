// Options file + environment → one validated Config. With environment.ts, the only code that reads env or
// the options file: the rest of Hearth is handed the Config.
import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error.js';
import type { Config, ExpertConfig } from './config-types.js';
import { thinkValue } from './model-server-options.js';
import {
  booleanText,
  nonEmpty,
  parseEnv,
  resolveHomeAssistant,
  resolveWeb,
  trimSlash,
} from './environment.js';
import {
  httpUrl,
  LLM_URL_EXAMPLE,
  LOG_FORMATS,
  LOG_LEVELS,
  parseOptions,
  parseTtsUpstream,
  type Options,
} from './options-schema.js';

const DEFAULT_OPTIONS_PATH = '/data/options.json';

export interface ConfigSources {
  env: NodeJS.ProcessEnv;
  /** Reads a file as UTF-8; injectable for tests. */
  readFile?: (path: string) => string;
  fileExists?: (path: string) => boolean;
  /** Whether stdout is a terminal (a person reads the log): human lines by default then. */
  stdoutIsTerminal?: boolean;
}

export function loadConfig({
  env,
  readFile = (path) => readFileSync(path, 'utf8'),
  fileExists = existsSync,
  stdoutIsTerminal = false,
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
      : parseEnv('SPEAK_EARLY', env.SPEAK_EARLY, booleanText());
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
      api: options.llm_api,
      contextWindow: options.context_window,
      keepAlive: options.keep_alive,
      think: thinkValue(options.thinking),
      extraFields: options.extra_request_fields,
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
        ? (options.log_format ?? (homeAssistant.mode === 'addon' || stdoutIsTerminal ? 'human' : 'json'))
        : parseEnv('LOG_FORMAT', env.LOG_FORMAT, z.enum(LOG_FORMATS)),
    web: resolveWeb(homeAssistant.mode, env.WEB_PORT),
    fireEvents: options.fire_events,
    memory: { enabled: options.memory },
    followUp: options.follow_up,
    startupCheck: !['0', 'false', 'off', 'no'].includes(
      (env.HEARTH_STARTUP_CHECK ?? '').trim().toLowerCase(),
    ),
    modelWarmup: !['0', 'false', 'off', 'no'].includes((env.HEARTH_MODEL_WARMUP ?? '').trim().toLowerCase()),
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
