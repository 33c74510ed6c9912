// The evaluation's sandbox is a faithful copy: a snapshot read through Hearth's own client, loaded into a
// second simulated Home Assistant and read back by the same client, gives the same home model.
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotHome, generateTasks, taskHome } from '../src/eval/index.js';
import { connectHomeAssistant, type HomeAssistantClient, type HomeModel } from '../src/ha/index.js';
import { startSimulator, type Simulator, type SimulatorOptions } from '../src/simulator/index.js';

const open: { close(): Promise<void> }[] = [];

afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});

async function homeOf(
  options: SimulatorOptions,
): Promise<{ simulator: Simulator; client: HomeAssistantClient }> {
  const simulator = await startSimulator({ ...options, host: '127.0.0.1', port: 0 });
  open.push(simulator);
  const client = await connectHomeAssistant({
    apiUrl: `${simulator.url}/api`,
    websocketUrl: `${simulator.url.replace(/^http/, 'ws')}/api/websocket`,
    token: simulator.token,
    commandTimeoutMs: 60_000,
  });
  open.push(client);
  return { simulator, client };
}

/** Everything Hearth's tools read of a home, in a stable order. */
function view(home: HomeModel): unknown {
  const byId = <T extends { id: string }>(items: readonly T[]): T[] =>
    [...items].sort((a, b) => (a.id < b.id ? -1 : 1));
  return {
    entities: [...home.entities()]
      .map(({ lastChanged: _changed, lastUpdated: _updated, ...entity }) => entity)
      .sort((a, b) => (a.id < b.id ? -1 : 1)),
    areas: byId(home.areas()),
    floors: byId(home.floors()),
    devices: byId(home.devices()),
    labels: byId(home.labels()),
    exposed: home
      .exposedEntities()
      .map((entity) => entity.id)
      .sort(),
  };
}

describe('the home snapshot', () => {
  it.each([
    ['the sample home', {}],
    ['a generated 1,000-entity home', { generate: { entities: 1000, seed: 7 } }],
  ] as const)(
    'round-trips %s through the sandbox',
    async (_name, options) => {
      const source = await homeOf(options);
      const snapshot = await snapshotHome(source.client);
      expect(snapshot.languages).toEqual(['en']);
      const sandbox = await homeOf({ home: snapshot.home });
      expect(view(sandbox.client.home)).toEqual(view(source.client.home));
      expect(source.simulator.serviceCalls).toEqual([]);
      // Once more from the copy: a snapshot of the sandbox is the snapshot itself.
      const again = await snapshotHome(sandbox.client);
      expect(again.home).toEqual(snapshot.home);
    },
    60_000,
  );

  it("takes the tasks' languages from the home's Assist pipelines", async () => {
    const { client } = await homeOf({
      home: {
        config: { language: 'nl' },
        pipelines: [
          { name: 'Hearth', language: 'de', conversation_language: '*' },
          { name: 'Cloud', language: 'en-GB' },
          { name: 'Küche', language: 'de' },
        ],
        entities: [{ entity_id: 'light.lamp', state: 'off' }],
      },
    });
    expect((await snapshotHome(client)).languages).toEqual(['de', 'en-GB']);
  });

  it('gives the same tasks for the same seed and others for another seed', async () => {
    const { client } = await homeOf({});
    const home = taskHome(await snapshotHome(client));
    const languages = ['en', 'de', 'es', 'fr', 'nl', 'it', 'sv'];
    const first = generateTasks(home, { seed: 3, languages });
    const second = generateTasks(home, { seed: 3, languages });
    const other = generateTasks(home, { seed: 4, languages });
    expect(first).toEqual(second);
    expect(other.tasks).not.toEqual(first.tasks);
    expect(first.tasks).toHaveLength(40);
    // Every category the issue lists has a task in the sample home.
    expect(new Set(first.tasks.map((task) => task.category)).size).toBe(14);
    expect(first.skipped).toEqual([]);
    expect(new Set(first.tasks.map((task) => task.language))).toEqual(
      new Set(['en', 'de', 'es', 'fr', 'nl', 'it']),
    );
    expect(
      first.tasks.filter((task) => task.note !== undefined).every((task) => task.language === 'en'),
    ).toBe(true);
    const ambiguous = first.tasks.find((task) => task.category === 'ambiguous');
    expect(ambiguous?.intended[0]?.entityIds.sort()).toEqual(['light.bedside_left', 'light.bedside_right']);
  });
});
