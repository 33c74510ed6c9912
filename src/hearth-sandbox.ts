// The sandbox Hearth of an evaluation: the user's own options (prompt, tools, limits, language), wired to the
// sandbox Home Assistant and the model under test only. Everything that could reach the world outside the
// sandbox is off: the user's tools.yaml (REST tools), the expert model, events on the real bus, the voice,
// the trace page, long-term memory. Its data lives in a temporary folder removed at close.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config/index.js';
import type { StartSandboxHearth } from './eval/index.js';
import type { HomeAssistantClient } from './ha/index.js';

/** `startHearth` of hearth.ts, handed in (importing it here would close a circle through hearth.ts). */
export type StartHearth = (
  config: Config,
  deps: { logger: Logger },
) => Promise<{
  readonly port: number;
  readonly homeAssistant: HomeAssistantClient | undefined;
  close(): Promise<void>;
}>;

/** How long the sandbox Hearth gets to load the sandbox home. */
const LOAD_TIMEOUT_MS = 30_000;

export function sandboxConfig(
  config: Config,
  input: Parameters<StartSandboxHearth>[0],
  dataDir: string,
): Config {
  const apiUrl = `${input.homeAssistant.url}/api`;
  return {
    ...config,
    mode: 'standalone',
    homeAssistant: {
      mode: 'standalone',
      apiUrl,
      websocketUrl: `${apiUrl.replace(/^http/, 'ws')}/websocket`,
      token: input.homeAssistant.token,
    },
    wyoming: { host: '127.0.0.1', port: 0 },
    llm: {
      ...config.llm,
      baseUrl: input.model.baseUrl,
      model: input.model.model,
      apiKey: input.model.apiKey,
    },
    expert: undefined,
    voice: { upstream: undefined, speakEarly: false },
    dataDir,
    snapshotDir: join(dataDir, 'snapshots'),
    toolsFile: undefined,
    web: undefined,
    fireEvents: false,
    memory: { enabled: false },
    startupCheck: false,
  };
}

export function sandboxHearthStarter(
  config: Config,
  logger: Logger,
  startHearth: StartHearth,
): StartSandboxHearth {
  return async (input) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-eval-'));
    const sandboxLogger = logger.child({ layer: 'eval-sandbox' }, { level: 'warn' });
    let hearth: Awaited<ReturnType<typeof startHearth>> | undefined;
    try {
      hearth = await startHearth(sandboxConfig(config, input, dataDir), { logger: sandboxLogger });
      const home = hearth.homeAssistant?.home;
      const deadline = Date.now() + LOAD_TIMEOUT_MS;
      while (!(home?.loaded === true && home.connected)) {
        if (Date.now() > deadline) throw new Error('the sandbox Hearth did not load the sandbox home');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } catch (error) {
      await hearth?.close();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
    const started = hearth;
    return {
      host: '127.0.0.1',
      port: started.port,
      async sees(entityId, matches, timeoutMs) {
        const seen = await started.homeAssistant?.home.waitFor(
          entityId,
          (entity) => matches({ state: entity.state, attributes: entity.attributes }),
          { timeoutMs },
        );
        return seen !== undefined;
      },
      async close() {
        await started.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  };
}
