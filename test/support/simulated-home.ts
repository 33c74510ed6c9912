// The sample home for tests of the home side: the simulated Home Assistant with the real ha/ client
// connected to it, and the toolbox options tests start from.
import { connectHomeAssistant, type ConnectOptions } from '../../src/ha/index.js';
import type { HomeAssistantClient } from '../../src/ha/types.js';
import { startSimulator } from '../../src/simulator/index.js';
import type { Simulator, SimulatorOptions } from '../../src/simulator/types.js';
import type { ToolboxOptions } from '../../src/tools/index.js';

export interface SimulatedHome {
  simulator: Simulator;
  client: HomeAssistantClient;
  close(): Promise<void>;
}

export async function startSimulatedHome(
  options: { simulator?: SimulatorOptions; client?: Partial<ConnectOptions> } = {},
): Promise<SimulatedHome> {
  const simulator = await startSimulator(options.simulator);
  const client = await connectHomeAssistant({
    apiUrl: `${simulator.url}/api`,
    websocketUrl: `${simulator.url.replace(/^http/, 'ws')}/api/websocket`,
    token: simulator.token,
    ...options.client,
  });
  return {
    simulator,
    client,
    async close() {
      await client.close();
      await simulator.close();
    },
  };
}

/** Toolbox options as Hearth's defaults have them, every opt-in tool off, for a test to adjust. */
export function testToolboxOptions(
  client: HomeAssistantClient,
  overrides: Partial<ToolboxOptions> = {},
): ToolboxOptions {
  return {
    client,
    enableTemplate: false,
    enableAutomation: false,
    enableCamera: false,
    entityEnumLimit: 150,
    promptTokenBudget: 1500,
    snapshotDir: '/tmp',
    ...overrides,
  };
}
