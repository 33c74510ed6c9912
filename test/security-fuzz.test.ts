// Every tool the model is offered (opt-in ones included), called with hostile arguments: ids in odd
// spellings, targets of every kind, huge strings, regex and glob bombs, prototype keys, confirm flags.
// No entity that is not exposed may change state, and `describe` on another connection keeps being
// answered within Home Assistant's 1 s bound the whole time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describe as describeEvent, WyomingClient } from '../src/wyoming/index.js';
import { callTools, type ScriptedToolCall } from './support/scripted-model.js';
import { startSecurityHome, type SecurityHome } from './support/security-home.js';

let home: SecurityHome;

beforeAll(async () => {
  home = await startSecurityHome({
    // A short home index, so the search and areas tools are offered (and fuzzed) too.
    hearthOptions: { enable_automation_tool: true, enable_template_tool: true, prompt_token_budget: 200 },
  });
});

afterAll(async () => {
  await home.close();
});

const HOSTILE_STRINGS: readonly string[] = [
  'SWITCH.EV_CHARGER',
  ' switch.ev_charger ',
  'Switch.Ev_Charger',
  'switch.ev_charger,lock.front_door',
  'switch.ev_charger\u0000',
  'ѕwitch.ev_charger',
  'script.open_house',
  'SCRIPT.OPEN_HOUSE',
  'camera.front_door',
  'EV Charger',
  'Open House',
  'garage',
  'Garage',
  'downstairs',
  'energy_hungry',
  'front_door_camera',
  'all',
  'everything',
  '*',
  '(a+)+$',
  `${'*a'.repeat(50)}*b`,
  '(x+x+)+y',
  "{{ states('switch.ev_charger') }}",
  '__proto__',
  '../../etc/passwd',
  'x'.repeat(10_000),
  'lamp '.repeat(3_000),
];

interface PropertySchema {
  type?: string | string[];
  items?: PropertySchema;
  enum?: unknown[];
  anyOf?: PropertySchema[];
}

/** Hostile values that fit (or deliberately do not fit) a property of the given JSON Schema. */
function hostileValues(schema: PropertySchema): unknown[] {
  const types = new Set([schema.type, ...(schema.anyOf ?? []).map((option) => option.type)].flat());
  const values: unknown[] = [];
  if (schema.enum !== undefined) values.push(...schema.enum);
  if (types.has('string') || types.size === 0) values.push(...HOSTILE_STRINGS);
  if (types.has('array')) {
    values.push(HOSTILE_STRINGS.slice(0, 12), ['switch.ev_charger', 'SWITCH.EV_CHARGER'], ['Open House']);
    values.push([{ entity_id: 'switch.ev_charger' }]);
  }
  if (types.has('number') || types.has('integer')) values.push(-1e308, 1e308, 0, 50);
  if (types.has('boolean')) values.push(true);
  if (types.has('object')) {
    values.push({ entity_id: 'switch.ev_charger' }, { entities: { 'switch.ev_charger': 'on' } });
    values.push(JSON.parse('{"__proto__": {"polluted": true}, "entity_id": "SWITCH.EV_CHARGER"}'));
  }
  return values;
}

/** For each property, one call per hostile value, the other properties filled with a hostile default. */
function hostileCalls(
  name: string,
  parameters: { properties?: Record<string, PropertySchema> },
): ScriptedToolCall[] {
  const properties = Object.entries(parameters.properties ?? {});
  const base: Record<string, unknown> = { confirm: true };
  for (const [key, schema] of properties) base[key] = hostileValues(schema)[0];
  const calls: ScriptedToolCall[] = [
    { name, arguments: '{"' },
    { name, arguments: 'null' },
    { name, arguments: base },
  ];
  for (const [key, schema] of properties) {
    for (const value of hostileValues(schema)) calls.push({ name, arguments: { ...base, [key]: value } });
  }
  return calls;
}

/** Sends `describe` every 50 ms on its own connection and records how long each answer took. */
function probeDescribe(): { stop: () => Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const client = await WyomingClient.connect({
        host: '127.0.0.1',
        port: home.hearth.port,
        timeoutMs: 5_000,
      });
      const started = performance.now();
      await client.write(describeEvent());
      const answer = await client.read({ timeoutMs: 5_000 });
      latencies.push(answer?.type === 'info' ? performance.now() - started : Number.POSITIVE_INFINITY);
      client.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return latencies;
    },
  };
}

describe('every tool with hostile arguments', () => {
  it('changes no unexposed entity and keeps describe answered within 1 s', { timeout: 300_000 }, async () => {
    const live = home.hearth.hearth.homeAssistant!.home;
    const hidden = [...live.entities()].filter((entity) => !entity.exposed).map((entity) => entity.id);
    expect(hidden).toContain('switch.ev_charger');
    expect(hidden).toContain('script.open_house');
    const before = new Map(hidden.map((id) => [id, home.simulator.state(id)?.state]));
    const lockBefore = home.simulator.state('lock.front_door')?.state;

    // The tools on offer, as the model sees them.
    const offered = home.model.requests.length;
    await home.hearth.ask('hello');
    const tools = home.model.requests[offered]?.body.tools ?? [];
    expect(tools.map((tool) => tool.function.name)).toEqual(
      expect.arrayContaining(['control', 'query', 'search', 'service', 'automation', 'template']),
    );
    const calls = tools.flatMap((tool) =>
      hostileCalls(
        tool.function.name,
        tool.function.parameters as { properties?: Record<string, PropertySchema> },
      ),
    );

    const probe = probeDescribe();
    try {
      for (let start = 0; start < calls.length; start += 16) {
        home.model.enqueue(callTools(calls.slice(start, start + 16), { argumentFragmentSize: 4_000 }));
        const answer = await home.hearth.ask('do it', { conversationId: `fuzz-${start}`, timeoutMs: 60_000 });
        // `intent`: a broadcast or timer call made the turn end with intents for Home Assistant to run.
        expect(['handled', 'not-handled', 'intent']).toContain(answer.outcome);
      }
    } finally {
      const latencies = await probe.stop();
      expect(latencies.length).toBeGreaterThan(0);
      expect(Math.max(...latencies)).toBeLessThan(1_000);
    }

    for (const id of hidden)
      expect({ id, state: home.simulator.state(id)?.state }).toEqual({ id, state: before.get(id) });
    expect(home.simulator.state('lock.front_door')?.state).toBe(lockBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await home.hearth.ask('still there?')).outcome).toBe('handled');
  });
});
