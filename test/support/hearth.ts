// Starts a real Hearth in-process for end-to-end tests: real Wyoming server on loopback, real HA client
// against a simulator (or demo mode), real model client against a scripted OpenAI-compatible server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../src/config/index.js';
import { startHearth, type Hearth, type HearthDeps } from '../../src/hearth.js';
import type { Simulator } from '../../src/simulator/types.js';
import { transcript, WyomingClient, type WyomingEvent } from '../../src/wyoming/index.js';

export interface AskResult {
  /** Every event received for the turn, in order, up to `handled-stop` (or `not-handled`). */
  events: WyomingEvent[];
  /** The `handled-chunk` texts. */
  chunks: string[];
  /** The text of the terminal `handled` or `not-handled` (of the first `intent` for an intent ending). */
  text: string;
  /** `intent`: the turn ended with intents for Home Assistant to run (timers, broadcast). */
  outcome: 'handled' | 'not-handled' | 'intent';
}

export interface AskOptions {
  conversationId?: string;
  deviceId?: string;
  language?: string;
  timeoutMs?: number;
}

export interface TestHearth {
  readonly hearth: Hearth;
  readonly port: number;
  readonly dataDir: string;
  /** Every log line Hearth wrote, as parsed JSON objects. */
  readonly logs: Record<string, unknown>[];
  ask(text: string, options?: AskOptions): Promise<AskResult>;
  /** Resolves once Hearth has loaded the home and is connected to it; rejects after `timeoutMs`. */
  homeReady(timeoutMs?: number): Promise<void>;
  connect(): Promise<WyomingClient>;
  /** Stops Hearth; the data dir is kept (for restart tests) unless `removeData`. */
  close(options?: { removeData?: boolean }): Promise<void>;
}

export interface TestHearthInput {
  modelUrl: string;
  /** The Home Assistant to use; omitted → demo mode (Hearth starts its own simulated home). */
  simulator?: Simulator;
  /** Add-on options, written to a temp options file. */
  options?: Record<string, unknown>;
  /** Extra environment (wins over everything above). */
  env?: Record<string, string>;
  /** Reuse a data dir (history persistence across restarts). */
  dataDir?: string;
  /** Extra dependencies for startHearth (everything but the logger). */
  deps?: Omit<HearthDeps, 'logger'>;
}

export async function startTestHearth(input: TestHearthInput): Promise<TestHearth> {
  const dataDir = input.dataDir ?? mkdtempSync(join(tmpdir(), 'hearth-test-'));
  const env: Record<string, string> = {
    WYOMING_HOST: '127.0.0.1',
    WYOMING_PORT: '0',
    LLM_BASE_URL: input.modelUrl,
    LLM_API_KEY: 'sk-test-secret-key-0123456789',
    LLM_MODEL: 'scripted-model',
    HEARTH_DATA_DIR: dataDir,
    // Tests script the model's answers in order: a start-up probe or a warm-up would take one of them.
    HEARTH_STARTUP_CHECK: '0',
    HEARTH_MODEL_WARMUP: '0',
    WEB_PORT: '0',
  };
  if (input.simulator !== undefined) {
    env.HA_URL = input.simulator.url;
    env.HA_TOKEN = input.simulator.token;
  }
  if (input.options !== undefined) {
    const optionsPath = join(dataDir, 'options.json');
    writeFileSync(optionsPath, JSON.stringify(input.options));
    env.HEARTH_OPTIONS = optionsPath;
  }
  Object.assign(env, input.env);

  const logs: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'debug', base: null },
    {
      write(line: string) {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  );
  const hearth = await startHearth(loadConfig({ env, fileExists: () => false }), { ...input.deps, logger });

  const connect = (): Promise<WyomingClient> =>
    WyomingClient.connect({ host: '127.0.0.1', port: hearth.port, timeoutMs: 5_000 });

  return {
    hearth,
    port: hearth.port,
    dataDir,
    logs,
    connect,
    async ask(text, options = {}) {
      const client = await connect();
      try {
        const context: Record<string, unknown> = {};
        if (options.conversationId !== undefined) context.conversation_id = options.conversationId;
        if (options.deviceId !== undefined) context.device_id = options.deviceId;
        await client.write(transcript(text, { language: options.language ?? 'en', context }));
        return await collectTurn(client, options.timeoutMs ?? 15_000);
      } finally {
        client.close();
      }
    },
    async homeReady(timeoutMs = 10_000) {
      const home = hearth.homeAssistant?.home;
      const deadline = Date.now() + timeoutMs;
      while (!(home?.loaded === true && home.connected)) {
        if (Date.now() > deadline) throw new Error(`Hearth had not loaded the home after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close(options = {}) {
      await hearth.close();
      if (options.removeData === true) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Reads one turn's events: through `handled-stop`, or up to `not-handled`. */
export async function collectTurn(client: WyomingClient, timeoutMs: number): Promise<AskResult> {
  const events: WyomingEvent[] = [];
  const deadline = Date.now() + timeoutMs;
  let terminal: WyomingEvent | undefined;
  for (;;) {
    const event = await client.read({ timeoutMs: Math.max(1, deadline - Date.now()) });
    if (event === undefined) break;
    events.push(event);
    if (event.type === 'not-handled' || event.type === 'handled-stop') {
      terminal ??= event;
      break;
    }
    if (event.type === 'handled') terminal = event;
  }
  if (terminal === undefined) {
    throw new Error(
      `turn ended without handled/not-handled: ${events.map((event) => event.type).join(', ')}`,
    );
  }
  const final = events.find(
    (event) => event.type === 'handled' || event.type === 'not-handled' || event.type === 'intent',
  )!;
  return {
    events,
    chunks: events.filter((event) => event.type === 'handled-chunk').map((event) => String(event.data.text)),
    text: typeof final.data.text === 'string' ? final.data.text : '',
    outcome: final.type === 'intent' ? 'intent' : final.type === 'handled' ? 'handled' : 'not-handled',
  };
}
