// The llm/ layer's public surface: the ChatModel contract, its error, the OpenAI-compatible and Ollama
// adapters, and what keeps a local model server fitted and warm.
export type {
  ChatMessage,
  ChatModel,
  ChatRequest,
  FinishReason,
  ModelPart,
  ReadPace,
  TextBatch,
  ToolCall,
  ToolSpec,
  Usage,
} from './chat-model.js';
export { ModelError } from './model-error.js';
export { modelErrorHint } from './model-error-hint.js';
export type { ModelErrorCode } from './model-error.js';
export { createOpenAIChatModel } from './openai/openai-chat-model.js';
// Every adapter's model goes through it (createOpenAIChatModel already does): reasoning tags and tool
// calls written as text are the model's habits, whatever the wire.
export { withModelHabits } from './habits/model-habits.js';
export type { ModelHabitsOptions } from './habits/model-habits.js';
export type { OpenAIChatModelOptions } from './openai/openai-chat-model.js';
export type { Logger } from './logger.js';
export { createOllamaChatModel } from './ollama/ollama-chat-model.js';
export type { OllamaChatModelOptions } from './ollama/ollama-chat-model.js';
export { createServerChatModel } from './server-chat-model.js';
export type { ModelApi, ServerChatModel, ServerChatModelOptions } from './server-chat-model.js';
export { serverRoot } from './model-server.js';
export type { ContextWindow, ModelServer, ServerKind } from './model-server.js';
export { ContextGuard } from './context-guard.js';
export type { ContextProblem, ContextStatus } from './context-guard.js';
export { PrefixWarmer } from './prefix-warmer.js';
export type { WarmPrefix } from './prefix-warmer.js';
export { isLocalEndpoint } from './is-local-endpoint.js';
export { watchStream } from './watch-stream.js';
export type { StreamWatch } from './watch-stream.js';
// checkModelEndpoint is not re-exported: only the start-up check needs it, after the port is open;
// hearth.ts imports './check-model-endpoint.js' then.
export type {
  ModelEndpointCheck,
  ModelEndpointCheckOptions,
  ModelEndpointProblem,
} from './check/check-model-endpoint.js';
