// The ha/ layer's public surface: connect to Home Assistant and read the live home model.
export { connectHomeAssistant, startHomeAssistant, type ConnectOptions } from './connect-home-assistant.js';
export { DEFAULT_EXPOSED_DOMAINS } from './exposure.js';
export { HomeAssistantError, type HomeAssistantErrorCode } from './home-assistant-error.js';
export type { Logger } from './logger.js';
export { normalizeName } from './normalize-name.js';
export type * from './types.js';
