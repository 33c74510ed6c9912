import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { repairArguments } from './repair-arguments.js';

const schema = z.toJSONSchema(
  z.object({
    action: z.enum(['turn_on', 'turn_off']),
    targets: z.array(z.string()).optional(),
    entity_ids: z.array(z.enum(['light.kitchen_ceiling', 'light.hallway'])).optional(),
    brightness: z.number().min(0).max(100).optional(),
    color_temp: z.union([z.number(), z.string()]).optional(),
    confirm: z.boolean().optional(),
  }),
  { io: 'input' },
);

function repaired(value: unknown): unknown {
  return repairArguments(value, schema).value;
}

describe('repairArguments', () => {
  it('wraps a string where a list is expected, and reads a list written as JSON text', () => {
    expect(repaired({ action: 'turn_on', targets: 'kitchen light' })).toEqual({
      action: 'turn_on',
      targets: ['kitchen light'],
    });
    expect(repaired({ action: 'turn_on', targets: '["kitchen light", "hallway"]' })).toEqual({
      action: 'turn_on',
      targets: ['kitchen light', 'hallway'],
    });
  });

  it('reads numbers and booleans written as text, but leaves a field that takes text alone', () => {
    expect(repaired({ action: 'turn_on', brightness: '40', confirm: 'true', color_temp: '2700' })).toEqual({
      action: 'turn_on',
      brightness: 40,
      confirm: true,
      color_temp: '2700',
    });
    expect(repaired({ action: 'turn_on', brightness: '40 %' })).toMatchObject({ brightness: 40 });
    expect(repaired({ action: 'turn_on', brightness: 'bright' })).toMatchObject({ brightness: 'bright' });
  });

  it('maps entity_id and the place and name fields models reach for', () => {
    expect(repaired({ action: 'turn_on', entity_id: 'light.kitchen_ceiling' })).toEqual({
      action: 'turn_on',
      entity_ids: ['light.kitchen_ceiling'],
    });
    expect(repaired({ action: 'turn_on', entity_id: 'kitchen light' })).toEqual({
      action: 'turn_on',
      targets: ['kitchen light'],
    });
    expect(repaired({ action: 'turn_on', area: 'kitchen', name: 'ceiling', targets: ['hallway'] })).toEqual({
      action: 'turn_on',
      targets: ['kitchen', 'ceiling', 'hallway'],
    });
  });

  it('drops empty values, reads arguments encoded twice, and names what it cannot place', () => {
    const result = repairArguments(
      '{"action":"turn_on","targets":"","colour":"red","entity_ids":[]}',
      schema,
    );
    expect(result.value).toEqual({ action: 'turn_on' });
    expect(result.unknown).toEqual(['colour']);
  });
});
