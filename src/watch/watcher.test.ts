import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../test/support/manual-clock.js';
import { startSimulatedHome, type SimulatedHome } from '../../test/support/simulated-home.js';
import type { Entity } from '../ha/types.js';
import type { Watch } from './watch.js';
import { WatchStore } from './watch-store.js';
import { Watcher, type WatchRequest } from './watcher.js';

let clock: ManualClock;
let home: SimulatedHome;
let dir: string;

beforeAll(async () => {
  clock = new ManualClock();
  home = await startSimulatedHome({ simulator: { now: () => clock.now() } });
  dir = mkdtempSync(join(tmpdir(), 'hearth-watch-'));
});

afterAll(async () => {
  await home.close();
  rmSync(dir, { recursive: true, force: true });
});

const request = (overrides: Partial<WatchRequest> = {}): WatchRequest => ({
  entityIds: ['cover.garage_door'],
  condition: { kind: 'equals', state: 'open' },
  forMs: 0,
  expiresInMs: 3_600_000,
  message: 'The garage door opened.',
  language: 'en',
  target: { kind: 'satellite', entityId: 'assist_satellite.kitchen_voice' },
  ...overrides,
});

async function watcherWith(file: string, maxWatches?: number) {
  const spoken: { watch: Watch; entity: Entity }[] = [];
  const store = await WatchStore.open({ file });
  const watcher = new Watcher({
    home: home.client.home,
    store,
    clock,
    ...(maxWatches === undefined ? {} : { maxWatches }),
    speak: (watch, entity) => {
      spoken.push({ watch, entity });
      return Promise.resolve();
    },
  });
  watcher.start();
  return { watcher, store, spoken };
}

describe('Watcher', () => {
  it('keeps at most maxWatches, and says so', async () => {
    const { watcher } = await watcherWith(join(dir, 'cap.json'), 3);
    for (let index = 0; index < 3; index += 1) expect(watcher.add(request()).ok).toBe(true);
    expect(watcher.add(request())).toEqual({
      ok: false,
      error: expect.stringContaining('already 3 watches'),
    });
    expect(watcher.list()).toHaveLength(3);
    await watcher.close();
  });

  it('writes its file 0600 and sets a damaged one aside', async () => {
    const file = join(dir, 'mode.json');
    const { watcher } = await watcherWith(file);
    watcher.add(request());
    await watcher.close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      version: 1,
      watches: [{ entityIds: ['cover.garage_door'] }],
    });
    writeFileSync(file, '{ not json');
    const reopened = await WatchStore.open({ file });
    expect(reopened.size).toBe(0);
    expect(statSync(`${file}.corrupt`).isFile()).toBe(true);
  });

  it('fires a number crossing once, not while the value only wobbles on the other side', async () => {
    home.simulator.setState({ entityId: 'sensor.kitchen_temperature', state: '21.5' });
    await expect.poll(() => home.client.home.entity('sensor.kitchen_temperature')?.state).toBe('21.5');
    const { watcher, spoken } = await watcherWith(join(dir, 'number.json'));
    const added = watcher.add(
      request({
        entityIds: ['sensor.kitchen_temperature'],
        condition: { kind: 'below', value: 19 },
        forMs: 60_000,
      }),
    );
    expect(added.ok).toBe(true);
    home.simulator.setState({ entityId: 'sensor.kitchen_temperature', state: '18.5' });
    await expect.poll(() => home.client.home.entity('sensor.kitchen_temperature')?.state).toBe('18.5');
    clock.advance(30_000);
    home.simulator.setState({ entityId: 'sensor.kitchen_temperature', state: '18.2' });
    await expect.poll(() => home.client.home.entity('sensor.kitchen_temperature')?.state).toBe('18.2');
    clock.advance(20_000);
    expect(spoken).toHaveLength(0);
    clock.advance(11_000);
    await expect.poll(() => spoken.length).toBe(1);
    expect(spoken[0]?.entity.state).toBe('18.2');
    expect(watcher.list()).toHaveLength(0);
    await watcher.close();
  });

  it('does not count unavailable as leaving a state', async () => {
    home.simulator.setState({ entityId: 'cover.garage_door', state: 'open' });
    await expect.poll(() => home.client.home.entity('cover.garage_door')?.state).toBe('open');
    const { watcher, spoken } = await watcherWith(join(dir, 'unavailable.json'));
    watcher.add(request({ condition: { kind: 'leaves', state: 'open' } }));
    home.simulator.setState({ entityId: 'cover.garage_door', state: 'unavailable' });
    await expect.poll(() => home.client.home.entity('cover.garage_door')?.state).toBe('unavailable');
    clock.advance(1000);
    expect(spoken).toHaveLength(0);
    home.simulator.setState({ entityId: 'cover.garage_door', state: 'closed' });
    await expect.poll(() => spoken.length).toBe(1);
    await watcher.close();
  });

  it('restarts an "unchanged" hold at every change of state', async () => {
    home.simulator.setState({ entityId: 'sensor.kitchen_temperature', state: '20' });
    await expect.poll(() => home.client.home.entity('sensor.kitchen_temperature')?.state).toBe('20');
    const { watcher, spoken } = await watcherWith(join(dir, 'unchanged.json'));
    watcher.add(
      request({
        entityIds: ['sensor.kitchen_temperature'],
        condition: { kind: 'unchanged' },
        forMs: 10 * 60_000,
      }),
    );
    clock.advance(8 * 60_000);
    home.simulator.setState({ entityId: 'sensor.kitchen_temperature', state: '20.5' });
    await expect.poll(() => home.client.home.entity('sensor.kitchen_temperature')?.state).toBe('20.5');
    clock.advance(8 * 60_000);
    expect(spoken).toHaveLength(0);
    clock.advance(2 * 60_000 + 1000);
    await expect.poll(() => spoken.length).toBe(1);
    await watcher.close();
  });
});
