// Where `hearth eval` reads the home from: Hearth's own connection (the Supervisor in the add-on, HA_URL +
// HA_TOKEN standalone), the demo home in demo mode, or a home file / generated home. Read, then closed.
import type { Logger } from 'pino';
import type { Config } from '../config/index.js';
import { snapshotHome, type HomeSnapshot } from '../eval/index.js';
import { connectHomeAssistant } from '../ha/index.js';
import { startSimulator } from '../simulator/index.js';

export async function snapshotForEval(
  config: Config,
  logger: Logger,
  source: { homeFile?: string; generate?: { entities: number; seed: number } },
): Promise<HomeSnapshot> {
  const target = config.homeAssistant;
  const simulated = source.homeFile !== undefined || source.generate !== undefined || target.mode === 'demo';
  const simulator = simulated
    ? await startSimulator({
        host: '127.0.0.1',
        port: 0,
        ...(source.homeFile === undefined ? {} : { home: source.homeFile }),
        ...(source.generate === undefined ? {} : { generate: source.generate }),
      })
    : undefined;
  const address =
    simulator !== undefined
      ? {
          apiUrl: `${simulator.url}/api`,
          websocketUrl: `${simulator.url.replace(/^http/, 'ws')}/api/websocket`,
          token: simulator.token,
        }
      : target.mode === 'demo'
        ? undefined
        : { apiUrl: target.apiUrl, websocketUrl: target.websocketUrl, token: target.token };
  try {
    const client = await connectHomeAssistant({
      ...address!,
      logger: logger.child({ layer: 'ha' }),
      commandTimeoutMs: 60_000,
      signal: AbortSignal.timeout(60_000),
    });
    try {
      return await snapshotHome(client);
    } finally {
      await client.close();
    }
  } finally {
    await simulator?.close();
  }
}
