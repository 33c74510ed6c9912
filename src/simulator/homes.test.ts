import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateHome } from './generate-home.js';
import { HomeLoadError, loadHome, sampleHome } from './load-home.js';
import { homeSchemas } from './home-schema.js';
import { startSimulator } from './start-simulator.js';

const { entitySchema, homeSchema } = homeSchemas();

describe('sample home', () => {
  const home = sampleHome();
  const areaOf = (entity: (typeof home.entities)[number]) =>
    entity.area_id ?? home.devices.find((device) => device.id === entity.device_id)?.area_id ?? null;

  it('has about 60 entities over at least 8 areas on two floors', () => {
    expect(home.entities.length).toBeGreaterThanOrEqual(55);
    expect(home.entities.length).toBeLessThanOrEqual(80);
    expect(home.areas.filter((area) => area.floor_id !== null).length).toBeGreaterThanOrEqual(8);
    expect(home.floors.map((floor) => floor.floor_id)).toEqual(['downstairs', 'upstairs']);
  });

  it('places an Assist satellite device in the kitchen, bedroom and living room', () => {
    const satellites = home.entities.filter((entity) => entity.entity_id.startsWith('assist_satellite.'));
    expect(satellites.map(areaOf)).toEqual(expect.arrayContaining(['kitchen', 'bedroom', 'living_room']));
    for (const satellite of satellites) expect(satellite.device_id).toMatch(/^satellite_/);
  });

  it('refers only to areas, devices and labels it defines, with unique entity ids', () => {
    const areas = new Set(home.areas.map((area) => area.area_id));
    const devices = new Set(home.devices.map((device) => device.id));
    const labels = new Set(home.labels.map((label) => label.label_id));
    for (const entity of home.entities) {
      if (entity.area_id) expect(areas).toContain(entity.area_id);
      if (entity.device_id) expect(devices).toContain(entity.device_id);
      for (const label of entity.labels) expect(labels).toContain(label);
    }
    expect(new Set(home.entities.map((entity) => entity.entity_id)).size).toBe(home.entities.length);
  });
});

describe('loadHome', () => {
  it('loads a minimal home file with defaults filled in, and names what is wrong with a bad one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'hearth-home-'));
    const good = join(folder, 'good.json');
    writeFileSync(good, JSON.stringify({ entities: [{ entity_id: 'light.one', state: 'on' }] }));
    expect(loadHome(good).entities[0]).toMatchObject({ aliases: [], platform: 'demo', registry: true });
    const bad = join(folder, 'bad.json');
    writeFileSync(bad, JSON.stringify({ entities: [{ entity_id: 'Not An Id', state: 'on' }] }));
    expect(() => loadHome(bad)).toThrow(expect.objectContaining({ code: 'invalid-home' }) as Error);
    expect(() => loadHome(join(folder, 'missing.json'))).toThrow(HomeLoadError);
  });
});

describe('the home file format in homes/README.md', () => {
  const readme = readFileSync(join(import.meta.dirname, 'homes', 'README.md'), 'utf8');
  const format = readme.slice(readme.indexOf('## Home file format'));

  it('gives a smallest home that loads', () => {
    const example = /```json\n([\s\S]+?)```/.exec(format)?.[1];
    const file = join(mkdtempSync(join(tmpdir(), 'hearth-home-')), 'example.json');
    writeFileSync(file, example ?? '');
    expect(loadHome(file).entities.map((entity) => entity.entity_id)).toEqual(['light.kitchen']);
  });

  it('names every top-level and entity key the loader accepts', () => {
    for (const key of Object.keys(homeSchema.shape)) expect(format, key).toContain(`\`${key}\``);
    const entityRow = format.split('\n').find((line) => line.startsWith('| `entities` |')) ?? '';
    for (const key of Object.keys(entitySchema.shape))
      expect(entityRow, key).toMatch(new RegExp(`\\b${key}\\b`));
  });
});

describe('generateHome', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const first = generateHome({ entities: 1000, seed: 42 });
    expect(generateHome({ entities: 1000, seed: 42 })).toEqual(first);
    expect(generateHome({ entities: 1000, seed: 43 }).entities).not.toEqual(first.entities);
  });

  it('makes exactly the requested number of unique entities, with satellites and areas on floors', () => {
    const home = generateHome({ entities: 10_000, seed: 1 });
    expect(home.entities).toHaveLength(10_000);
    expect(new Set(home.entities.map((entity) => entity.entity_id)).size).toBe(10_000);
    expect(
      home.entities.filter((entity) => entity.entity_id.startsWith('assist_satellite.')).length,
    ).toBeGreaterThan(2);
    expect(home.areas.every((area) => home.floors.some((floor) => floor.floor_id === area.floor_id))).toBe(
      true,
    );
  });

  it('generates and serves a 10,000-entity home in under a second of CPU time', async () => {
    // CPU time, not wall time: the budget is about our work, not about how busy the test machine is.
    const before = process.cpuUsage();
    const simulator = await startSimulator({ generate: { entities: 10_000, seed: 3 }, heartbeatMs: 0 });
    try {
      const response = await fetch(`${simulator.url}/api/`, {
        headers: { Authorization: `Bearer ${simulator.token}` },
      });
      expect(response.status).toBe(200);
      const used = process.cpuUsage(before);
      expect((used.user + used.system) / 1000).toBeLessThan(1_000);
    } finally {
      await simulator.close();
    }
  });
});
