// The read tools and the service/to-do/template tools against the simulator and the real ha/ client.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeAssistantClient } from '../ha/index.js';
import type { Simulator } from '../simulator/index.js';
import {
  startSimulatedHome,
  type SimulatedHome,
  testToolboxOptions,
} from '../../test/support/simulated-home.js';
import { createToolbox } from './create-toolbox.js';
import type { ToolContext, ToolResult, Toolbox } from './tool.js';

let simulator: Simulator;
let client: HomeAssistantClient;
let home: SimulatedHome;
let toolbox: Toolbox;
let smallIndexToolbox: Toolbox;

beforeAll(async () => {
  home = await startSimulatedHome();
  ({ simulator, client } = home);
  toolbox = createToolbox(
    testToolboxOptions(client, { enableTemplate: true, enableAutomation: true, actionSettleMs: 300 }),
  );
  // An index of areas and counts only: the search and areas tools are offered then.
  smallIndexToolbox = createToolbox(
    testToolboxOptions(client, { promptTokenBudget: 200, actionSettleMs: 300 }),
  );
});

afterAll(() => home.close());

const context = (extra: Partial<ToolContext> = {}): ToolContext => ({
  signal: new AbortController().signal,
  language: 'en',
  conversationId: 'c2',
  userText: '',
  ...extra,
});

async function call(
  name: string,
  args: Record<string, unknown>,
  extra: Partial<ToolContext> = {},
): Promise<ToolResult> {
  const tool = [...toolbox.tools(), ...smallIndexToolbox.tools()].find(
    (candidate) => candidate.name === name,
  );
  if (tool === undefined) throw new Error(`no tool ${name}`);
  return tool.execute(tool.parameters.parse(args), context(extra));
}

describe('read tools', () => {
  it('aggregates a temperature history over 24 hours', async () => {
    const end = new Date();
    const start = new Date(end.getTime() - 86_400_000);
    const result = await call('history', {
      targets: ['bedroom temperature'],
      start: start.toISOString(),
      end: end.toISOString(),
      aggregates: ['avg', 'min', 'max', 'count'],
    });
    expect(result.ok).toBe(true);
    const [row] = result.results as Record<string, number>[];
    const raw =
      (await client.history(['sensor.bedroom_temperature'], start, end))['sensor.bedroom_temperature'] ?? [];
    const values = raw.map((entry) => Number(entry.state));
    expect(values.length).toBeGreaterThan(20);
    expect(row).toMatchObject({ min: Math.min(...values), max: Math.max(...values), count: values.length });
    expect(row?.avg).toBeGreaterThan(row?.min ?? 0);
    expect(row?.avg).toBeLessThan(row?.max ?? 0);
  });

  it('reads the weather forecast through get_forecasts with its response', async () => {
    const result = await call('service', {
      domain: 'weather',
      service: 'get_forecasts',
      entity_ids: ['weather.home'],
      data: { type: 'daily' },
    });
    expect(result.ok).toBe(true);
    expect(JSON.stringify(result.response)).toContain('forecast');
  });

  it('never lets the service tool reach the homeassistant domain', async () => {
    const result = await call('service', {
      domain: 'homeassistant',
      service: 'restart',
      targets: ['kitchen'],
    });
    expect(result).toMatchObject({ ok: false });
    expect(simulator.serviceCalls.some((entry) => entry.domain === 'homeassistant')).toBe(false);
  });

  it('adds a to-do item and sees the list grow', async () => {
    const result = await call('todo', { action: 'add', item: 'Butter' });
    expect(result).toMatchObject({ ok: true, list: 'Shopping List', open_items: '4' });
    const listed = await call('todo', { action: 'list' });
    expect(JSON.stringify(listed.items)).toContain('Butter');
  });

  it('lists states by area and domain in a compact form', async () => {
    const result = await call('query', { area: 'Schlafzimmer', domain: 'sensor' });
    expect(result.ok).toBe(true);
    const ids = (result.entities as { entity_id: string }[]).map((entity) => entity.entity_id).sort();
    expect(ids).toEqual(['sensor.bedroom_humidity', 'sensor.bedroom_temperature']);
  });

  it('shows every candidate when a read is ambiguous', async () => {
    const result = await call('query', { targets: ['bedside lamp'] });
    expect(result.ok).toBe(true);
    expect((result.entities as unknown[]).length).toBe(2);
  });

  it('finds entities by words in other languages', async () => {
    const result = await call('search', { query: 'Küchenlicht' });
    expect((result.results as { entity_id: string }[])[0]?.entity_id).toBe('light.kitchen_ceiling');
    const korean = await call('search', { query: '손님방 조명' });
    expect((korean.results as { entity_id: string }[])[0]?.entity_id).toBe('light.guest_room');
  });

  it('lists areas by floor with counts per kind', async () => {
    const result = await call('areas', {});
    expect(JSON.stringify(result)).toContain('"floor":"Upstairs"');
    expect(JSON.stringify(result)).not.toContain('assist_satellite');
  });

  it('renders a template when enabled', async () => {
    const result = await call('template', { template: "{{ states('sensor.bedroom_temperature') }}" });
    expect(result).toMatchObject({ ok: true, result: '18.5' });
  });

  it('locates a satellite with area and floor names', () => {
    expect(toolbox.locate('satellite_bedroom')).toEqual({
      areaId: 'bedroom',
      areaName: 'Bedroom',
      floorId: 'upstairs',
      floorName: 'Upstairs',
    });
  });

  it('keeps the home index within the budget and without states', () => {
    const index = toolbox.homeIndex();
    expect(index).toContain('Bedroom');
    expect(index).toContain('Wohnzimmer Stehlampe');
    expect(index).not.toContain('EV Charger');
    expect(toolbox.homeIndex()).toBe(index);
  });
});

describe('tools on offer', () => {
  it('leaves timers and broadcasts out of a home without voice satellites', async () => {
    const sample = JSON.parse(
      readFileSync(new URL('../simulator/homes/sample.json', import.meta.url), 'utf8'),
    ) as { entities: { entity_id: string }[] };
    const noSatellites = {
      ...sample,
      entities: sample.entities.filter((entity) => !entity.entity_id.startsWith('assist_satellite.')),
    };
    const bare = await startSimulatedHome({ simulator: { home: noSatellites } });
    try {
      const names = createToolbox(testToolboxOptions(bare.client))
        .tools()
        .map((tool) => tool.name);
      expect(names).toEqual(expect.arrayContaining(['control', 'query', 'history', 'service', 'todo']));
      expect(names).not.toContain('timer');
      expect(names).not.toContain('broadcast');
      expect(toolbox.tools().map((tool) => tool.name)).toEqual(
        expect.arrayContaining(['timer', 'broadcast']),
      );
    } finally {
      await bare.close();
    }
  });
});
