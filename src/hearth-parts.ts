// The optional parts the composition root starts beside the core: the expert model's tool, the trace page,
// the Hearth voice, and what is said at start about options and the model endpoint. Each failure here is
// logged with what to do, and Hearth runs on without the part.
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createAskExpertTool } from './agent/index.js';
import type { Config } from './config/index.js';
import { PROJECT_URL, redactUrl, VERSION } from './hearth-info.js';
import { createOpenAIChatModel, serverRoot, type ChatModel, type ModelEndpointCheck } from './llm/index.js';
import type { ModelContextReport } from './hearth-model.js';
import type { Tool } from './tools/index.js';
import type { TraceRecorder } from './trace/index.js';
import type { UserToolsStatus } from './user-tools/index.js';
import type { VoiceService } from './voice/index.js';
import type { Watcher } from './watch/index.js';
import {
  startTraceServer,
  type ConversationClearer,
  type EvaluationDirectory,
  type MemoryDirectory,
  type TraceServer,
  type TraceStore,
} from './web/index.js';

/**
 * `ask_expert`, when an expert model is configured: its own endpoint, key, time limit and token cap. An
 * expert on the main model's server goes through `sameServer` (so a local server is warmed again after it).
 */
export function expertTools(
  config: Config,
  logger: Logger,
  sameServer: (model: ChatModel) => ChatModel = (model) => model,
): Tool[] {
  const expert = config.expert;
  if (expert === undefined) return [];
  const expertLogger = logger.child({ layer: 'expert' });
  expertLogger.info(
    { model: expert.model, endpoint: redactUrl(expert.baseUrl), timeoutMs: expert.timeoutMs },
    'Expert model offered to the main model as ask_expert',
  );
  const model = createOpenAIChatModel({
    baseUrl: expert.baseUrl,
    apiKey: expert.apiKey,
    model: expert.model,
    temperature: config.llm.temperature,
    maxTokens: expert.maxTokens,
    timeoutMs: expert.timeoutMs,
    logger: expertLogger,
    role: 'expert',
  });
  const onMainServer = serverRoot(expert.baseUrl) === serverRoot(config.llm.baseUrl);
  return [
    createAskExpertTool({
      model: onMainServer ? sameServer(model) : model,
      timeoutMs: expert.timeoutMs,
      maxTokens: expert.maxTokens,
      logger: expertLogger,
    }),
  ];
}

/** Options that are valid but probably not what the owner meant: said once at start. */
export function warnAboutOptions(config: Config, logger: Logger): void {
  const prompt = config.agent.systemPrompt;
  if (prompt !== undefined && config.agent.extraInstructions !== undefined) {
    logger.warn(
      { hint: 'move your extra instructions into system_prompt, or clear one of the two options' },
      'system_prompt replaces the whole prompt: extra_instructions is ignored',
    );
  }
  if (prompt !== undefined && !/\{\{\s*home\s*\}\}/.test(prompt)) {
    logger.warn(
      { hint: 'add {{home}} to system_prompt where the list of areas and devices should go' },
      'system_prompt has no {{home}}: the model sees no list of the home and must search',
    );
  }
  if (config.tools.domainAllowlist !== undefined && config.tools.template) {
    logger.warn(
      { hint: 'turn enable_template_tool off if the allowlist must hold for reading too' },
      'the template tool can read states outside domain_allowlist',
    );
  }
}

/** The trace page is a convenience: a taken port is logged with what to do, and Hearth runs on. */
export async function startWeb(
  config: Config,
  traces: TraceStore,
  logger: Logger,
  endpointResult: () => ModelEndpointCheck | undefined,
  modelContext: () => ModelContextReport,
  userTools: () => UserToolsStatus | undefined,
  memories: MemoryDirectory | undefined,
  watches: Watcher,
  conversations: ConversationClearer,
  evaluations: EvaluationDirectory | undefined,
): Promise<TraceServer | undefined> {
  const web = config.web!;
  const webLogger = logger.child({ layer: 'web' });
  try {
    const server = await startTraceServer({
      store: traces,
      host: web.host,
      port: web.port,
      allowedClients: web.allowedClients,
      memories,
      conversations,
      evaluations,
      logger: webLogger,
      watches,
      status: () => ({
        version: VERSION,
        mode: config.mode,
        model: config.llm.model,
        modelCheck: endpointResult(),
        modelContext: modelContext(),
        userTools: userTools(),
      }),
    });
    if (config.mode === 'addon') {
      webLogger.info({ port: server.port }, 'Trace page ready: open "Hearth" in the Home Assistant sidebar');
    } else {
      webLogger.info({ url: server.url }, `Trace page at ${server.url}`);
    }
    return server;
  } catch (error) {
    webLogger.error(
      { err: error, port: web.port, hint: 'set WEB_PORT to a free port, or WEB_PORT=off' },
      'The trace page could not start; Hearth runs without it',
    );
    return undefined;
  }
}

export function logEndpointCheck(logger: Logger, result: ModelEndpointCheck, signal: AbortSignal): void {
  if (signal.aborted) return;
  if (result.ok) {
    logger.info({}, `Model check passed: ${result.summary}`);
  } else if (['no-key', 'no-tool-calls', 'tool-calls-as-text'].includes(result.problem)) {
    logger.warn({ problem: result.problem }, `Model check: ${result.summary}. ${result.hint}.`);
  } else {
    logger.error(
      { problem: result.problem, ...(result.status === undefined ? {} : { status: result.status }) },
      `Model check failed: ${result.summary}. ${result.hint}.`,
    );
  }
}

/** The TTS program wrapping `tts_upstream`, when one is set. */
export async function startVoice(
  config: Config,
  logger: Logger,
  handoffWaitMs: number | undefined,
  recorder: TraceRecorder,
): Promise<VoiceService | undefined> {
  const address = config.voice.upstream;
  if (address === undefined) return undefined;
  // Loaded only with an upstream: without one its ~20 modules would sit in memory all year for nothing.
  const { UpstreamTts, VoiceCatalog, VoiceService } = await import('./voice/index.js');
  const voiceLogger = logger.child({ layer: 'voice' });
  const upstream = new UpstreamTts({ address });
  const catalog = new VoiceCatalog({
    upstream,
    file: join(config.dataDir, 'voices.json'),
    logger: voiceLogger,
  });
  await catalog.start();
  voiceLogger.info(
    { upstream: upstream.uri, voices: catalog.voices.length, speakEarly: config.voice.speakEarly },
    'Hearth voice on: a TTS program wrapping the upstream is offered on the Wyoming port',
  );
  return new VoiceService({
    upstream,
    catalog,
    speakEarly: config.voice.speakEarly,
    logger: voiceLogger,
    version: VERSION,
    projectUrl: PROJECT_URL,
    onFirstAudio: (turnId) => recorder.noteFirstAudio(turnId),
    onHandoff: (turnId, text) => recorder.noteHandoff(turnId, text),
    ...(handoffWaitMs === undefined ? {} : { handoffWaitMs }),
  });
}
