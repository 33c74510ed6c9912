// The config/ layer's public surface: options file + environment → one validated Config. Only this folder
// reads the environment and the options file.
export { ConfigError } from './config-error.js';
export type { Config, ExpertConfig, HomeAssistantTarget } from './config-types.js';
export { DEFAULT_WEB_PORT, INGRESS_GATEWAY } from './environment.js';
export { loadConfig, type ConfigSources } from './load-config.js';
export {
  LOG_FORMATS,
  LOG_LEVELS,
  optionsSchema,
  parseOptions,
  parseTtsUpstream,
  PROMPT_PLACEHOLDERS,
  unknownPlaceholder,
  type LogFormat,
  type LogLevel,
  type Options,
  type TtsUpstream,
} from './options-schema.js';
