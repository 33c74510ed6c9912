import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawClient } from './websocket/raw-client.js';
import { startSimulator } from './start-simulator.js';
import type { Simulator } from './types.js';

const NOW = Date.parse('2026-11-20T12:00:00Z');
let simulator: Simulator;
let client: RawClient;
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();
const rest = (path: string) =>
  fetch(simulator.url + path, { headers: { Authorization: `Bearer ${simulator.token}` } });

beforeAll(async () => {
  let tick = NOW;
  simulator = await startSimulator({ heartbeatMs: 0, now: () => (tick += 1) });
  client = await RawClient.connect(simulator.url.replace(/^http/, 'ws') + '/api/websocket', simulator.token);
});
afterAll(async () => {
  client.close();
  await simulator.close();
});

type Rows = Record<string, { s: string; a?: unknown; lu: number; lc?: number }[]>;

describe('history/history_during_period', () => {
  it('has seven days of seeded bedroom temperatures, in compressed rows', async () => {
    const history = await client.call<Rows>('history/history_during_period', {
      start_time: hoursAgo(24 * 7),
      entity_ids: ['sensor.bedroom_temperature'],
      significant_changes_only: false,
    });
    const rows = history['sensor.bedroom_temperature']!;
    expect(rows.length).toBeGreaterThan(300);
    expect(rows[0]).toMatchObject({
      s: expect.any(String),
      a: { unit_of_measurement: '°C' },
      lu: expect.any(Number),
    });
    const night = rows.filter((row) => {
      const hour = new Date(row.lu * 1000).getUTCHours();
      return row.lu * 1000 > NOW - 16 * 3_600_000 && hour >= 1 && hour <= 5;
    });
    expect(night.length).toBeGreaterThan(0);
    for (const row of night) expect(Number(row.s)).toBeLessThan(19.5);
  });

  it('starts with the state at start_time, stamped at start_time', async () => {
    const start = hoursAgo(2);
    const history = await client.call<Rows>('history/history_during_period', {
      start_time: start,
      entity_ids: ['sensor.outdoor_temperature'],
      no_attributes: true,
    });
    const first = history['sensor.outdoor_temperature']![0]!;
    expect(first.lu).toBeCloseTo(Date.parse(start) / 1000, 3);
    expect(first).not.toHaveProperty('a');
  });

  it('records a service call’s change and answers {} for a future start', async () => {
    await client.call('call_service', {
      domain: 'light',
      service: 'turn_on',
      target: { entity_id: 'light.garage' },
    });
    const history = await client.call<Rows>('history/history_during_period', {
      start_time: hoursAgo(1),
      entity_ids: ['light.garage'],
    });
    expect(history['light.garage']!.map((row) => row.s)).toEqual(['off', 'on']);
    const future = await client.call('history/history_during_period', {
      start_time: new Date(NOW + 86_400_000).toISOString(),
      entity_ids: ['light.garage'],
    });
    expect(future).toEqual({});
  });

  it('refuses bad times and ids with Core’s codes', async () => {
    const badStart = await client.command('history/history_during_period', {
      start_time: 'yesterday',
      entity_ids: ['light.garage'],
    });
    expect(badStart['error']).toMatchObject({ code: 'invalid_start_time' });
    const badIds = await client.command('history/history_during_period', {
      start_time: hoursAgo(1),
      entity_ids: ['nope'],
    });
    expect(badIds['error']).toMatchObject({ code: 'invalid_entity_ids' });
  });
});

describe('statistics and logbook', () => {
  it('gives hourly mean/min/max with epoch-millisecond bounds', async () => {
    const statistics = await client.call<
      Record<string, { start: number; end: number; mean: number; min: number; max: number }[]>
    >('recorder/statistics_during_period', {
      start_time: hoursAgo(24),
      statistic_ids: ['sensor.living_room_temperature'],
      period: 'hour',
      types: ['mean', 'min', 'max'],
    });
    const rows = statistics['sensor.living_room_temperature']!;
    expect(rows.length).toBeGreaterThanOrEqual(23);
    expect(rows[0]!.end - rows[0]!.start).toBe(3_600_000);
    expect(rows[0]!.min).toBeLessThanOrEqual(rows[0]!.mean);
    expect(Object.keys(rows[0]!).sort()).toEqual(['end', 'max', 'mean', 'min', 'start']);
  });

  it('lists logbook entries of a service call with its context and cause', async () => {
    const answer = await client.call<{ context: { id: string } }>('call_service', {
      domain: 'cover',
      service: 'open_cover',
      target: { entity_id: 'cover.garage_door' },
    });
    const entries = await client.call<Record<string, unknown>[]>('logbook/get_events', {
      start_time: hoursAgo(1),
      context_id: answer.context.id,
    });
    expect(entries).toEqual([
      expect.objectContaining({
        entity_id: 'cover.garage_door',
        state: 'open',
        context_domain: 'cover',
        context_service: 'open_cover',
      }),
    ]);
    expect(entries[0]).not.toHaveProperty('name');
  });
});

describe('REST history and logbook', () => {
  it('answers full state rows per entity, and the documented 400s', async () => {
    const start = encodeURIComponent(hoursAgo(3));
    const response = await rest(
      `/api/history/period/${start}?filter_entity_id=sensor.outdoor_temperature&minimal_response`,
    );
    const [rows] = (await response.json()) as Record<string, unknown>[][];
    expect(rows![0]).toMatchObject({
      entity_id: 'sensor.outdoor_temperature',
      attributes: { unit_of_measurement: '°C' },
    });
    expect(Object.keys(rows![1]!).sort()).toEqual(['last_changed', 'state']);
    const missing = await rest('/api/history/period');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'filter_entity_id is missing' });
    expect(await (await rest('/api/history/period/notatime?filter_entity_id=light.garage')).json()).toEqual({
      message: 'Invalid datetime',
    });
  });

  it('answers logbook entries with ISO times and names', async () => {
    const response = await rest(`/api/logbook/${encodeURIComponent(hoursAgo(1))}?entity=cover.garage_door`);
    const entries = (await response.json()) as Record<string, unknown>[];
    expect(entries.at(-1)).toMatchObject({
      name: 'Garage Door',
      entity_id: 'cover.garage_door',
      when: expect.stringMatching(/\+00:00$/),
    });
  });
});
