// The main model client: Ollama's native API when the endpoint is Ollama (found by asking it, or said by
// the `llm_api` option), the OpenAI-compatible path otherwise. The choice is made at the first request,
// not at start, so a model server that is down while Hearth starts delays nothing.
import type { ChatModel } from './chat-model.js';
import { isLocalEndpoint } from './is-local-endpoint.js';
import { watchStream } from './watch-stream.js';
import { describeModelServer, detectOllama, type ModelServer } from './model-server.js';
import { createOllamaChatModel } from './ollama/ollama-chat-model.js';
import { createOpenAIChatModel, type OpenAIChatModelOptions } from './openai/openai-chat-model.js';

export type ModelApi = 'auto' | 'ollama' | 'openai';

export interface ServerChatModelOptions extends OpenAIChatModelOptions {
  /** `auto`: Ollama's native API when `GET /api/version` answers at the endpoint's root. */
  api: ModelApi;
  /** Ollama: `options.num_ctx`. */
  contextWindow: number;
  /** Ollama: `keep_alive` (-1: stay loaded). */
  keepAlive: string | number;
  /** Ollama: `think` (false: reasoning off; undefined: the model's default). */
  think: boolean | undefined;
}

export interface ServerChatModel extends ChatModel {
  /** Which API the requests go through (decided at the first request or `server()` call). */
  api(): Promise<'ollama' | 'openai'>;
  /** What the server is and the model's context, asked once and kept; `refresh` asks again. */
  server(refresh?: boolean): Promise<ModelServer>;
}

export function createServerChatModel(options: ServerChatModelOptions): ServerChatModel {
  const openai = createOpenAIChatModel(options);
  let ollama: ChatModel | undefined;
  let decided: Promise<'ollama' | 'openai'> | undefined;
  let described: Promise<ModelServer> | undefined;
  const query = { baseUrl: options.baseUrl, apiKey: options.apiKey, model: options.model };

  /** Ollama's version, or false for another server, once the endpoint answered. */
  let ollamaVersion: string | false | undefined;
  const api = (): Promise<'ollama' | 'openai'> => {
    if (options.api !== 'auto') return Promise.resolve(options.api);
    decided ??= detectOllama(query).then((version) => {
      // Nothing answered: the OpenAI path for now, and the question is asked again next time.
      if (version === undefined) decided = undefined;
      ollamaVersion = version;
      return typeof version === 'string' ? 'ollama' : 'openai';
    });
    return decided;
  };

  const native = (): ChatModel =>
    (ollama ??= createOllamaChatModel({
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      model: options.model,
      temperature: options.temperature,
      maxTokens: options.maxTokens,
      topP: options.topP,
      contextWindow: options.contextWindow,
      keepAlive: options.keepAlive,
      think: options.think,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.retryDelayMs === undefined ? {} : { retryDelayMs: options.retryDelayMs }),
      ...(options.logger === undefined ? {} : { logger: options.logger }),
    }));

  return {
    name: options.model,
    api,
    server(refresh = false) {
      if (refresh || described === undefined) {
        described = api().then(async (chosen): Promise<ModelServer> => {
          // A cloud provider that is not Ollama has nothing to say about its context: no more questions.
          if (chosen === 'openai' && ollamaVersion === false && !isLocalEndpoint(options.baseUrl)) {
            return { kind: 'openai-compatible' };
          }
          const server = await describeModelServer(query, {
            ...(ollamaVersion === undefined ? {} : { ollama: ollamaVersion }),
            ...(chosen === 'ollama' ? { ollamaContext: options.contextWindow } : {}),
          });
          // Asked while nothing answered: asked again next time.
          if (options.api === 'auto' && ollamaVersion === undefined) described = undefined;
          return server;
        });
      }
      return described;
    },
    stream(request) {
      // Once the API is known, the chosen client's stream is handed out as it is: no layer of its own.
      if (options.api !== 'auto') return (options.api === 'ollama' ? native() : openai).stream(request);
      if (ollamaVersion !== undefined) return (ollamaVersion === false ? openai : native()).stream(request);
      return watchStream(
        () => api().then((chosen) => (chosen === 'ollama' ? native() : openai).stream(request)),
        {},
      );
    },
  };
}
