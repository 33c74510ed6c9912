// One simulated home, a client on it and the toolbox the prompt benches read, closed after use.
import { connectHomeAssistant } from '../src/ha/index.js';
import { startSimulator } from '../src/simulator/index.js';
import type { SimulatorOptions } from '../src/simulator/types.js';
import { createToolbox, type Toolbox } from '../src/tools/index.js';

type Client = Awaited<ReturnType<typeof connectHomeAssistant>>;

export interface HomeToolbox {
  client: Client;
  toolbox: Toolbox;
}

export async function withHomeToolbox<T>(
  options: SimulatorOptions,
  use: (home: HomeToolbox) => T | Promise<T>,
): Promise<T> {
  const simulator = await startSimulator(options);
  const client = await connectHomeAssistant({
    apiUrl: `${simulator.url}/api`,
    websocketUrl: `${simulator.url.replace(/^http/, 'ws')}/api/websocket`,
    token: simulator.token,
    commandTimeoutMs: 60_000,
  });
  try {
    const toolbox = createToolbox({
      client,
      enableTemplate: false,
      enableAutomation: false,
      enableCamera: false,
      entityEnumLimit: 150,
      promptTokenBudget: 1500,
      snapshotDir: '/tmp',
    });
    return await use({ client, toolbox });
  } finally {
    await client.close();
    await simulator.close();
  }
}
