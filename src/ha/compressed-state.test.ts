import { describe, expect, it } from 'vitest';
import { applyStateDiff, expandState, readEntitiesEvent } from './compressed-state.js';

describe('compressed states of subscribe_entities', () => {
  it('expands a compressed state with a bare context id and no lu', () => {
    const state = expandState('light.kitchen', {
      s: 'on',
      a: { brightness: 128 },
      c: 'ctx1',
      lc: 1754042400.5,
    });
    expect(state).toEqual({
      entity_id: 'light.kitchen',
      state: 'on',
      attributes: { brightness: 128 },
      last_changed: '2025-08-01T10:00:00.500Z',
      last_updated: '2025-08-01T10:00:00.500Z',
      context: { id: 'ctx1', parent_id: null, user_id: null },
    });
  });

  it('applies added, changed and removed attributes without touching the previous object', () => {
    const previous = expandState('light.kitchen', {
      s: 'on',
      a: { brightness: 128, color_temp_kelvin: 3000, friendly_name: 'Kitchen' },
      c: { id: 'ctx1', parent_id: null, user_id: 'user1' },
      lc: 1754042400,
    });
    const next = applyStateDiff(previous, {
      '+': { s: 'off', lc: 1754042460, c: 'ctx2', a: { brightness: 0 } },
      '-': { a: ['color_temp_kelvin'] },
    });
    expect(next.state).toBe('off');
    expect(next.attributes).toEqual({ brightness: 0, friendly_name: 'Kitchen' });
    expect(next.last_changed).toBe('2025-08-01T10:01:00.000Z');
    expect(next.last_updated).toBe(next.last_changed);
    expect(next.context).toEqual({ id: 'ctx2', parent_id: null, user_id: 'user1' });
    expect(previous.attributes).toHaveProperty('color_temp_kelvin', 3000);
  });

  it('moves only last_updated when lu comes without lc', () => {
    const previous = expandState('sensor.t', { s: '21', a: {}, c: 'c', lc: 1754042400 });
    const next = applyStateDiff(previous, { '+': { lu: 1754042500, a: { battery: 80 } } });
    expect(next.last_changed).toBe(previous.last_changed);
    expect(next.last_updated).toBe('2025-08-01T10:01:40.000Z');
    expect(next.state).toBe('21');
  });

  it('reads any mix of added, changed and removed entities and rejects malformed events', () => {
    const event = readEntitiesEvent({ a: { 'light.a': { s: 'on' } }, r: ['light.b'] });
    expect(event).toEqual({ a: [['light.a', { s: 'on' }]], c: [], r: ['light.b'] });
    expect(() => readEntitiesEvent({ a: { 'light.a': 'on' } })).toThrow(/non-object/);
    expect(() => readEntitiesEvent({ r: 'light.b' })).toThrow(/list of ids/);
    expect(() => readEntitiesEvent(null)).toThrow(/not an object/);
  });
});
