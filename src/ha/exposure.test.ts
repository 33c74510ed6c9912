import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPOSED_DOMAINS, explicitExposure, isExposed, type ExposureSettings } from './exposure.js';
import { entityEntry } from './ha.fixture.js';
import type { EntityEntry } from './wire-schemas.js';

const settings = (overrides: Partial<ExposureSettings> = {}): ExposureSettings => ({
  explicit: new Map(),
  exposeNew: true,
  defaultDomains: new Set(DEFAULT_EXPOSED_DOMAINS),
  ...overrides,
});

const entry = (overrides: Partial<EntityEntry> = {}): EntityEntry => entityEntry('light.x', overrides);

describe("Home Assistant's exposure rules for conversation", () => {
  it('exposes default domains and the listed sensor classes, nothing else', () => {
    expect(isExposed('light.a', 'light', undefined, null, settings())).toBe(true);
    expect(isExposed('sensor.t', 'sensor', undefined, 'temperature', settings())).toBe(true);
    expect(isExposed('sensor.power', 'sensor', undefined, 'power', settings())).toBe(false);
    expect(isExposed('binary_sensor.door', 'binary_sensor', undefined, 'door', settings())).toBe(true);
    expect(isExposed('automation.a', 'automation', undefined, null, settings())).toBe(false);
  });

  it('lets a recorded decision win over the default rule, from the registry or the list', () => {
    const hidden = entry({ options: { conversation: { should_expose: false } } });
    expect(isExposed('light.x', 'light', hidden, null, settings())).toBe(false);
    const listed = settings({ explicit: new Map([['automation.a', true]]) });
    expect(isExposed('automation.a', 'automation', undefined, null, listed)).toBe(true);
  });

  it('exposes nothing undecided when expose_new is off, and never config or hidden entities', () => {
    expect(isExposed('light.a', 'light', undefined, null, settings({ exposeNew: false }))).toBe(false);
    expect(isExposed('light.x', 'light', entry({ entity_category: 'config' }), null, settings())).toBe(false);
    expect(isExposed('light.x', 'light', entry({ hidden_by: 'user' }), null, settings())).toBe(false);
  });
});

describe('the expose_entity/list answer', () => {
  it('gives the conversation assistant’s setting of each entity that has one', () => {
    const explicit = explicitExposure({
      exposed_entities: {
        'light.kitchen': { conversation: true, 'cloud.alexa': false },
        'lock.front_door': { conversation: false },
        'switch.kettle': { 'cloud.google_assistant': true },
        'fan.attic': { conversation: 'yes' },
      },
    });
    expect(explicit).toEqual(
      new Map([
        ['light.kitchen', true],
        ['lock.front_door', false],
      ]),
    );
    expect(explicitExposure({ exposed_entities: {} })).toEqual(new Map());
  });

  it('refuses an answer of another shape rather than reading part of it', () => {
    for (const answer of [
      null,
      [],
      'exposed',
      {},
      { exposed_entities: null },
      { exposed_entities: [] },
      { exposed_entities: { 'light.kitchen': true } },
      { exposed_entities: { 'light.kitchen': [true] } },
      { exposed_entities: { 'light.kitchen': { conversation: true }, 'light.hall': null } },
    ]) {
      expect(explicitExposure(answer), JSON.stringify(answer)).toBeUndefined();
    }
  });
});
