// The agent/ layer's public surface: the tool loop, the assistant around it, history and the prompt.
export { AgentError } from './agent-error.js';
export { createAskExpertTool } from './ask-expert-tool.js';
export type { AskExpertOptions } from './ask-expert-tool.js';
export type { AgentErrorCode } from './agent-error.js';
export type { AgentPart } from './agent-part.js';
export type { AssistantMemory } from './assistant-memory.js';
export type { SatelliteIntent } from '../tools/index.js';
export { createAssistant, NO_ANSWER } from './create-assistant.js';
export type { AssistantPrefix, PrefixedAssistant } from './create-assistant.js';
export type { Assistant, CreateAssistantOptions, RespondRequest } from './create-assistant.js';
export { HistoryStore } from './history-store.js';
export type { HistoryStoreOptions } from './history-store.js';
export type { Logger } from './logger.js';
export { runAgent, WRAP_UP_NOTE } from './run-agent.js';
export type { RunAgentOptions } from './run-agent.js';
export { buildStablePrompt, buildSystemPrompt, buildTurnPrompt } from './system-prompt.js';
export type { StablePromptInput, SystemPrompt, TurnPromptInput } from './system-prompt.js';
export { toToolSpecs } from './tool-specs.js';
