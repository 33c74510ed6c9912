// The main model as Hearth uses it: the client for the configured server (Ollama's native API when it is
// Ollama), fitted to the model's context (ContextGuard), and kept warm on a local server (PrefixWarmer).
// Also the start-up check's second half: whether the fixed part of the prompt fits the model's context.
// Wired by hearth.ts; each part lives in llm/.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Config } from './config/index.js';
import type { HomeModel } from './ha/types.js';
import {
  ContextGuard,
  createServerChatModel,
  isLocalEndpoint,
  PrefixWarmer,
  type ChatModel,
  type ContextStatus,
  type ServerChatModel,
  type WarmPrefix,
} from './llm/index.js';
import { estimateTokens } from './tools/index.js';

export interface ModelContextReport extends ContextStatus {
  /** Estimated tokens of the fixed part (system message and tools) plus the answer. */
  fixedTokens?: number;
  /** The start-up line: what the context holds, or what to change. */
  summary?: string;
  hint?: string;
}

export interface HearthModel {
  readonly server: ServerChatModel;
  readonly guard: ContextGuard;
  /** The assistant's model: fitted, watched, and counted as a question by the warmer. */
  readonly foreground: ChatModel;
  /** Fitted and watched; a local server's cache is warmed again after each of its requests. */
  readonly background: ChatModel;
  /** Wraps another client on the same server (the expert) so the cache is warmed again after it. */
  asBackground(model: ChatModel): ChatModel;
  /**
   * After the start-up check (when it runs) and once the home has loaded: the context line, then the
   * first warm-up (after the check, whose requests would otherwise leave the cache holding theirs); then
   * a warm-up whenever what the prefix is built from changes.
   */
  start(options: {
    home: HomeModel;
    endpointCheck: Promise<unknown> | undefined;
    prefix: () => WarmPrefix;
    fingerprint: () => readonly unknown[];
    signal: AbortSignal;
  }): void;
  /** The context line of the start-up check, logged; kept for the trace page. */
  checkContext(prefix: WarmPrefix | undefined): Promise<ModelContextReport>;
  status(): ModelContextReport;
  close(): void;
}

/** Quiet after a change of the home before the new prefix is sent (registry updates come in bursts). */
const CHANGE_SETTLE_MS = 2_000;

export function createHearthModel(config: Config, logger: Logger): HearthModel {
  const llmLogger = logger.child({ layer: 'llm' });
  const server = createServerChatModel({
    baseUrl: config.llm.baseUrl,
    apiKey: config.llm.apiKey,
    model: config.llm.model,
    temperature: config.llm.temperature,
    maxTokens: config.llm.maxTokens,
    topP: config.llm.topP,
    extraFields: config.llm.extraFields,
    api: config.llm.api,
    contextWindow: config.llm.contextWindow,
    keepAlive: config.llm.keepAlive,
    think: config.llm.think,
    logger: llmLogger,
  });
  // Asked now, so the first question does not wait for what the server is and its context.
  void server.server();
  const guard = new ContextGuard({
    model: server,
    server: (refresh) => server.server(refresh),
    api: () => server.api(),
    estimate: estimateTokens,
    answerTokens: config.llm.maxTokens,
    logger: llmLogger,
  });
  const fitted = guard.wrap();
  let prefixOf: () => WarmPrefix | undefined = () => undefined;
  let fingerprintOf: () => readonly unknown[] = () => [];
  const warmer = config.modelWarmup
    ? new PrefixWarmer({
        model: fitted,
        prefix: () => prefixOf(),
        fingerprint: () => fingerprintOf(),
        // Only a server at home gains from it (a cloud provider would bill it).
        enabled: async () => isLocalEndpoint(config.llm.baseUrl) || (await server.api()) === 'ollama',
        logger: llmLogger,
      })
    : undefined;
  let report: ModelContextReport = { fitted: 0 };
  let stopWatching: (() => void) | undefined;
  let changeTimer: NodeJS.Timeout | undefined;

  return {
    server,
    guard,
    foreground: warmer?.foreground(fitted) ?? fitted,
    background: warmer?.background(fitted) ?? fitted,
    asBackground: (model) => warmer?.background(model) ?? model,
    start({ home, endpointCheck, prefix, fingerprint, signal }) {
      const loaded = new Promise<void>((resolve) => {
        if (home.loaded) return resolve();
        const stop = home.subscribe(() => {
          if (!home.loaded) return;
          stop();
          resolve();
        });
        signal.addEventListener('abort', stop, { once: true });
      });
      const homePrefix = (): WarmPrefix | undefined => (home.loaded ? prefix() : undefined);
      const checked =
        endpointCheck === undefined
          ? Promise.resolve()
          : Promise.all([
              endpointCheck,
              Promise.race([loaded, sleep(10_000, undefined, { ref: false })]),
            ]).then(async () => {
              if (!signal.aborted) await this.checkContext(homePrefix());
            });
      if (warmer === undefined) return;
      prefixOf = homePrefix;
      fingerprintOf = fingerprint;
      const started = Promise.all([checked, loaded]).then(
        () => warmer.warmIfChanged('start'),
        () => warmer.warmIfChanged('start'),
      );
      // Registry and connection events (not state changes) may change the home's index and tools.
      stopWatching = home.subscribe((event) => {
        if (event.type === 'state') return;
        clearTimeout(changeTimer);
        changeTimer = setTimeout(
          () => void started.then(() => warmer.warmIfChanged('the home changed')),
          CHANGE_SETTLE_MS,
        );
        changeTimer.unref();
      });
    },
    async checkContext(prefix) {
      const described = await server.server(true);
      const window = described.context;
      const answer = config.llm.maxTokens;
      const fixed = prefix === undefined ? undefined : guard.tokensOf(prefix.messages, prefix.tools);
      report = { ...guard.status(), ...(window === undefined ? {} : { window }) };
      if (window === undefined || fixed === undefined) {
        logger
          .child({ layer: 'llm' })
          .info(
            { server: described.kind },
            `Model context: the ${described.kind} server does not say the model's context size; Hearth cannot fit the history to it`,
          );
        return report;
      }
      report.fixedTokens = fixed + answer;
      const left = window.tokens - fixed - answer;
      if (left < 0) {
        report.summary = `the fixed part of the prompt (~${fixed} tokens: instructions, the home's index, tool schemas) and the answer (${answer}) do not fit the model's context of ${window.tokens} tokens (${window.source})`;
        report.hint = await guard.advice(fixed);
        llmLogger.error(
          { context: window.tokens, fixed, answer, hint: report.hint },
          `Model context: ${report.summary}`,
        );
      } else {
        report.summary = `${window.tokens} tokens (${window.source}): the fixed part takes ~${fixed}, the answer up to ${answer}, ~${left} are left for the conversation`;
        llmLogger.info({ context: window.tokens, fixed, answer }, `Model context: ${report.summary}`);
      }
      return report;
    },
    status: () => ({ ...report, ...guard.status() }),
    close() {
      warmer?.close();
      stopWatching?.();
      clearTimeout(changeTimer);
    },
  };
}
