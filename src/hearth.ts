// Composition root: wires config to concrete parts (HA client or simulator, model, tools, agent,
// conversation, Wyoming server, discovery). With hearth-parts.ts (the optional parts: expert, trace page,
// voice) and hearth-info.ts (version, `info`), the only modules that know every layer.
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createAssistant, HistoryStore } from './agent/index.js';
import type { Config } from './config/index.js';
import { createConversationHandler, type TurnObserver } from './conversation/index.js';
import { startHomeAssistant } from './ha/index.js';
import type { SendRequest } from './ha/send-request.js';
import type { HomeAssistantClient } from './ha/types.js';
import type { ModelEndpointCheck } from './llm/index.js';
import { createEvaluations } from './hearth-evaluations.js';
import { createHearthModel } from './hearth-model.js';
import { describeHearth, redactUrl } from './hearth-info.js';
import { createFollowUpListener } from './hearth-follow-up.js';
import { expertTools, logEndpointCheck, startVoice, startWeb, warnAboutOptions } from './hearth-parts.js';
import { openLongTermMemory, type LongTermMemory } from './memory/index.js';
import type { Simulator } from './simulator/types.js';
import { BUILTIN_TOOL_NAMES, createToolbox } from './tools/index.js';
import type { UserTools } from './user-tools/index.js';
import { createEventFirer, createTraceRecorder, type TraceRecorder } from './trace/index.js';
import { releaseStartUpMemory } from './release-start-up-memory.js';
import { warmUp } from './warm-up.js';
import { TraceStore, type TraceServer } from './web/index.js';
import { composeAnnouncement, createAnnouncer, WatchStore, Watcher, type Clock } from './watch/index.js';
import { WyomingServer } from './wyoming/index.js';

export { VERSION } from './hearth-info.js';

export interface Hearth {
  readonly port: number;
  readonly host: string;
  readonly mode: Config['mode'];
  /** The simulated home in demo mode. */
  readonly simulator: Simulator | undefined;
  readonly homeAssistant: HomeAssistantClient | undefined;
  /** The start-up check of the model endpoint, when it runs (config.startupCheck). */
  readonly endpointCheck: Promise<ModelEndpointCheck> | undefined;
  /** Recent turns as traces (what the trace page shows). */
  readonly traces: TraceStore;
  /** The trace page's server, unless WEB_PORT=off or its port was taken. */
  readonly web: TraceServer | undefined;
  /** For the voice program: `noteFirstAudio`, `noteHandoff`. */
  readonly recorder: TraceRecorder;
  /** Long-term memory, unless the `memory` option is off. */
  readonly memory: LongTermMemory | undefined;
  /** Stops accepting, aborts running turns, saves history, closes every connection. */
  close(): Promise<void>;
}

export interface HearthDeps {
  logger: Logger;
  observers?: readonly TurnObserver[];
  /** How long an early hand-off waits for its TTS request (default 5 s; tests shorten it). */
  handoffWaitMs?: number;
  /** Quiet time before a conversation is read for memories (default 2 minutes; tests shorten it). */
  memoryExtractAfterMs?: number;
  /** The send of tools.yaml's rest tools (default: ha/'s over node:http(s); tests route it to loopback). */
  userToolsSend?: SendRequest;
  /** The watcher's clock (tests run durations forward with it). */
  watchClock?: Clock;
  /** How long after a follow-up question the satellite's reply may arrive (default 15 s). */
  followUpWindowMs?: number;
  /** Exposure older than this is re-read when a turn starts (default 3 s; tests use 0: every turn). */
  exposureMaxAgeMs?: number;
  /** The wall clock of the prompt's context lines (tests move it to another minute). */
  now?: () => Date;
}

/** Demo mode's simulated home keeps the newest 100 service calls it received: enough to look at, not a year's. */
const DEMO_KEPT_RECORDS = 100;

export async function startHearth(config: Config, deps: HearthDeps): Promise<Hearth> {
  const { logger, observers } = deps;
  warnAboutOptions(config, logger);
  let simulator: Simulator | undefined;
  let homeAssistant: HomeAssistantClient | undefined;
  const target = config.homeAssistant;
  if (target.mode === 'demo') {
    // Loaded only in demo mode: the simulated home and its data cost memory and start-up time. Its start
    // module, not its index, which also brings the generator of large homes that demo mode never uses.
    const { startSimulator } = await import('./simulator/start-simulator.js');
    // Both ends of the link live in this process on loopback: no network can die silently between them,
    // so neither side pings (a heartbeat would only wake the process every 30 s all year).
    // It runs as long as Hearth: its recordings keep the newest calls, not a year of them.
    simulator = await startSimulator({
      host: '127.0.0.1',
      port: 0,
      heartbeatMs: 0,
      keepRecords: DEMO_KEPT_RECORDS,
    });
    logger.info(
      { url: simulator.url },
      'demo mode: no Home Assistant configured, using the built-in simulated home',
    );
    homeAssistant = startHomeAssistant({
      apiUrl: `${simulator.url}/api`,
      websocketUrl: `${simulator.url.replace(/^http/, 'ws')}/api/websocket`,
      token: simulator.token,
      logger: logger.child({ layer: 'ha' }),
      heartbeatMs: 0,
      ...(deps.exposureMaxAgeMs === undefined ? {} : { exposureMaxAgeMs: deps.exposureMaxAgeMs }),
    });
  } else {
    homeAssistant = startHomeAssistant({
      apiUrl: target.apiUrl,
      websocketUrl: target.websocketUrl,
      token: target.token,
      logger: logger.child({ layer: 'ha' }),
      ...(deps.exposureMaxAgeMs === undefined ? {} : { exposureMaxAgeMs: deps.exposureMaxAgeMs }),
    });
  }

  const traces = await TraceStore.open({
    file: join(config.dataDir, 'traces.json'),
    logger: logger.child({ layer: 'web' }),
  });
  const eventFirer =
    // Demo mode's simulated home has no automations to listen: firing there only costs CPU.
    config.fireEvents && target.mode !== 'demo' && homeAssistant !== undefined
      ? createEventFirer({
          fire: (eventType, data) =>
            homeAssistant.command({ type: 'fire_event', event_type: eventType, event_data: data }),
          logger: logger.child({ layer: 'ha' }),
        })
      : undefined;
  // Filled in once the toolbox exists: the recorder only needs it for the satellite's area name.
  let locateArea: (deviceId: string) => string | undefined = () => undefined;
  const recorder = createTraceRecorder({
    publish: (trace) => traces.put(trace),
    onFinished: (trace) => void eventFirer?.fire(trace),
    locate: (deviceId) => locateArea(deviceId),
    secrets: [
      config.llm.apiKey,
      config.expert?.apiKey,
      target.mode === 'demo' ? undefined : target.token,
    ].filter((secret): secret is string => secret !== undefined),
    logger: logger.child({ layer: 'conversation' }),
  });

  // The main model: Ollama's native API on Ollama, fitted to the model's context, kept warm at home.
  const mainModel = createHearthModel(config, logger);
  const model = recorder.wrapModel(mainModel.foreground);
  // Loaded only with a tools file: the YAML reader and the tool kinds cost ~80 ms of start-up.
  const userToolsModule = config.toolsFile === undefined ? undefined : await import('./user-tools/index.js');
  const userTools: UserTools | undefined =
    config.toolsFile === undefined || userToolsModule === undefined
      ? undefined
      : await userToolsModule.UserTools.open({
          file: config.toolsFile,
          // The memory tools and ask_expert join the list in agent/, after the toolbox: their names are taken too.
          reservedNames: [...BUILTIN_TOOL_NAMES, 'memory', 'ask_expert'],
          logger: logger.child({ layer: 'user-tools' }),
        });
  const watcher = new Watcher({
    home: homeAssistant.home,
    store: await WatchStore.open({
      file: join(config.dataDir, 'watches.json'),
      logger: logger.child({ layer: 'watch' }),
    }),
    speak: createAnnouncer({
      client: homeAssistant,
      compose: (watch, entity) => composeAnnouncement({ model: mainModel.background }, watch, entity),
    }),
    ...(deps.watchClock === undefined ? {} : { clock: deps.watchClock }),
    logger: logger.child({ layer: 'watch' }),
  });
  watcher.start();
  const toolbox = createToolbox({
    client: homeAssistant,
    ...(userTools === undefined || userToolsModule === undefined
      ? {}
      : { extraTools: userToolsModule.userToolSource(userTools, deps.userToolsSend) }),
    enableTemplate: config.tools.template,
    enableAutomation: config.tools.automation,
    enableCamera: config.tools.camera,
    notificationServices: config.tools.notificationServices,
    entityEnumLimit: config.tools.entityEnumLimit,
    promptTokenBudget: config.agent.promptTokenBudget,
    snapshotDir: config.snapshotDir,
    logger: logger.child({ layer: 'tools' }),
    fetchCameraImage: (entityId, signal) =>
      homeAssistant.rest<Uint8Array>('GET', `/camera_proxy/${encodeURIComponent(entityId)}`, undefined, {
        signal,
      }),
    ...(config.tools.serviceAllowlist === undefined
      ? {}
      : { serviceAllowlist: config.tools.serviceAllowlist }),
    ...(config.tools.domainAllowlist === undefined ? {} : { domainAllowlist: config.tools.domainAllowlist }),
    watches: watcher,
  });
  locateArea = (deviceId) => toolbox.locate(deviceId)?.areaName;
  const history = await HistoryStore.open({
    dir: join(config.dataDir, 'history'),
    maxTurns: config.history.maxTurns,
    maxTokens: config.history.maxTokens,
    idleMs: config.history.idleMs,
    logger: logger.child({ layer: 'history' }),
  });
  const memory = config.memory.enabled
    ? await openLongTermMemory({
        file: join(config.dataDir, 'memory', 'memories.json'),
        model: mainModel.background,
        extractAfterMs: deps.memoryExtractAfterMs,
        logger: logger.child({ layer: 'memory' }),
      })
    : undefined;
  const innerAssistant = createAssistant({
    model,
    toolbox,
    history,
    memory,
    maxSteps: config.agent.maxSteps,
    maxToolCalls: config.agent.maxToolCalls,
    toolTimeoutMs: config.agent.toolTimeoutMs,
    logger: logger.child({ layer: 'agent' }),
    ...(config.agent.extraInstructions === undefined
      ? {}
      : { extraInstructions: config.agent.extraInstructions }),
    ...(config.agent.systemPrompt === undefined ? {} : { systemPrompt: config.agent.systemPrompt }),
    agentTools: expertTools(config, logger, (expert) => mainModel.asBackground(expert)),
    // Exposure HA changes without an event is re-read as a turn starts (when a few seconds old), not polled.
    beforeTurn: () => homeAssistant.freshenExposure?.() ?? Promise.resolve(),
    ...(deps.now === undefined ? {} : { now: deps.now }),
  });
  const assistant = recorder.wrapAssistant(innerAssistant);
  const voice = await startVoice(config, logger, deps.handoffWaitMs, recorder);
  const conversation = createConversationHandler({
    assistant,
    info: () => describeHearth(config, voice?.program()),
    defaultLanguage: config.language,
    turnTimeoutMs: config.agent.turnTimeoutMs,
    logger: logger.child({ layer: 'conversation' }),
    observers: [
      recorder.observer,
      ...(observers ?? []),
      ...(voice === undefined ? [] : [voice.observe.bind(voice) satisfies TurnObserver]),
    ],
    ...(voice === undefined || !config.voice.speakEarly ? {} : { earlyHandoff: voice }),
    ...(homeAssistant === undefined || !config.followUp
      ? {}
      : { followUp: createFollowUpListener(homeAssistant) }),
    ...(deps.followUpWindowMs === undefined ? {} : { followUpWindowMs: deps.followUpWindowMs }),
  });
  // Before the port opens: the first question after a restart must not pay for cold code paths.
  const warmUpStarted = performance.now();
  await warmUp({
    toolbox,
    language: config.language,
    historyDir: join(config.dataDir, 'warm-up-unused'),
  }).then(
    () => logger.debug({ ms: Math.round(performance.now() - warmUpStarted) }, 'warmed up'),
    (error: unknown) =>
      logger.warn(
        { err: error, hint: 'nothing to do: Hearth works without it; report it if it repeats' },
        'warm-up failed; the first turn may be slower',
      ),
  );
  // Again once the real home has loaded, a dozen turns (~100 ms of CPU, once): the first question then finds
  // its prompt index, tool schemas and search over this home built, and the hot path already optimised
  // by V8 (which takes a few turns of running), not only the empty home's first pass.
  let rewarmed = false;
  const rewarm = (): void => {
    if (rewarmed || homeAssistant?.home.loaded !== true) return;
    rewarmed = true;
    stopRewarm?.();
    setImmediate(() => {
      const started = performance.now();
      const historyDir = join(config.dataDir, 'warm-up-unused');
      void warmUp({ toolbox, memory, language: config.language, historyDir, turns: 12 })
        .then(
          () => logger.debug({ ms: Math.round(performance.now() - started) }, 'warmed up with the home'),
          () => undefined,
        )
        // Start-up is over: what it left behind goes back now, once, not at a random moment later.
        .then(() => releaseStartUpMemory());
    });
  };
  const stopRewarm = homeAssistant?.home.subscribe(rewarm);
  rewarm();
  const server = await WyomingServer.listen({
    host: config.wyoming.host,
    port: config.wyoming.port,
    handler: (event, connection) => {
      if (voice?.handle(event, connection) !== true) conversation.handle(event, connection);
    },
    logger: logger.child({ layer: 'wyoming' }),
  });
  logger.info(
    { host: server.host, port: server.port, model: config.llm.model, llm: redactUrl(config.llm.baseUrl) },
    'Wyoming server listening',
  );

  const shutdown = new AbortController();
  let endpointResult: ModelEndpointCheck | undefined;
  // The Models tab's evaluations: only with the page, and their sandbox is loaded only when one starts.
  const evaluations =
    config.web === undefined
      ? undefined
      : createEvaluations({ config, logger, client: homeAssistant, startHearth });
  const web =
    config.web === undefined
      ? undefined
      : await startWeb(
          config,
          traces,
          logger,
          () => endpointResult,
          () => mainModel.status(),
          () => userTools?.status(),
          memory?.store,
          watcher,
          { clear: (conversationId) => assistant.forgetConversation(conversationId) },
          evaluations,
        );
  const endpointCheck = config.startupCheck
    ? import('./llm/check/check-model-endpoint.js')
        .then(async ({ checkModelEndpoint }) =>
          checkModelEndpoint({
            baseUrl: config.llm.baseUrl,
            apiKey: config.llm.apiKey,
            model: config.llm.model,
            signal: shutdown.signal,
            ollama: (await mainModel.server.api()) === 'ollama',
            // Through the model client itself, so Ollama sees the same num_ctx and never reloads.
            toolCallModel: mainModel.background,
          }),
        )
        .then((result) => {
          logEndpointCheck(logger.child({ layer: 'llm' }), result, shutdown.signal);
          endpointResult = result;
          return result;
        })
    : undefined;
  // Whether the fixed part fits the model's context (with the check), then warming a local model.
  mainModel.start({
    home: homeAssistant.home,
    endpointCheck,
    prefix: () => innerAssistant.prefix(config.language),
    fingerprint: () => [toolbox.homeIndex(), toolbox.tools()],
    signal: shutdown.signal,
  });
  if (target.mode === 'addon') {
    // Loaded only in the add-on: nothing else speaks to the Supervisor.
    void import('./supervisor/index.js')
      .then(({ announceWyoming }) =>
        announceWyoming({
          supervisorUrl: target.supervisorUrl,
          token: target.token,
          port: server.port,
          fallbackHostname: config.hostname,
          logger: logger.child({ layer: 'supervisor' }),
          signal: shutdown.signal,
        }),
      )
      .catch((error: unknown) =>
        logger.warn(
          {
            err: error,
            hint: `add the Wyoming integration by hand with this add-on's hostname and port ${server.port}`,
          },
          'Wyoming discovery was not announced',
        ),
      );
  }

  return {
    port: server.port,
    host: server.host,
    mode: config.mode,
    simulator,
    homeAssistant,
    endpointCheck,
    traces,
    web,
    recorder,
    memory,
    async close() {
      shutdown.abort();
      stopRewarm?.();
      mainModel.close();
      await endpointCheck;
      const closing = server.close({ graceMs: 500 });
      await conversation.abortAll(new Error('shutting down'));
      await closing;
      await evaluations?.close();
      voice?.close();
      await history.close();
      await memory?.close();
      await web?.close();
      await traces.close();
      userTools?.close();
      await watcher.close();
      await homeAssistant?.close();
      await simulator?.close();
    },
  };
}
