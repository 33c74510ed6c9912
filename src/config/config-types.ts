// What the rest of Hearth reads: the validated Config, built by loadConfig from the options and the
// environment. Types only.
import type { LogFormat, LogLevel, TtsUpstream } from './options-schema.js';

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
    /** `auto`: Ollama's native API when the endpoint is Ollama; `openai`: Chat Completions always. */
    api: 'auto' | 'ollama' | 'openai';
    /** Ollama's `num_ctx`: the context the model is loaded with. */
    contextWindow: number;
    /** Ollama's `keep_alive`: -1 stays loaded. */
    keepAlive: string | number;
    /** Ollama's `think`; undefined leaves the model's default. */
    think: boolean | undefined;
    /** More top-level fields for the OpenAI-compatible path (`chat_template_kwargs` …). */
    extraFields: Record<string, unknown> | undefined;
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
  /** Default: human in add-on mode or on a terminal, json elsewhere (env LOG_FORMAT, option log_format). */
  logFormat: LogFormat;
  /**
   * The trace page: in add-on mode on all interfaces but answering only the ingress gateway; elsewhere
   * on loopback. Port 0 picks a free one; `undefined` (WEB_PORT=off) serves no page.
   */
  web: { host: string; port: number; allowedClients: readonly string[] | undefined } | undefined;
  /** Fire hearth_conversation_finished / hearth_tool_called on Home Assistant's event bus. */
  fireEvents: boolean;
  /** Long-term memory: the memory tool (remember, recall, forget), relevant facts in the prompt, idle extraction. */
  memory: { enabled: boolean };
  /** Listening again after Hearth's own question, on satellites that can (start_conversation). */
  followUp: boolean;
  /** Check the model endpoint once at start (HEARTH_STARTUP_CHECK=0 turns it off, for tests). */
  startupCheck: boolean;
  /** Warm a local model and its prompt prefix (HEARTH_MODEL_WARMUP=0 turns it off, for tests). */
  modelWarmup: boolean;
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
