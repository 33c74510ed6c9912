import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PARSE_ONLY, type Tool } from '../tools/tool.js';
import { toToolSpecs } from './tool-specs.js';

const parameters = z.object({
  level: z.number().min(0).max(100).describe('percent'),
  pattern: z.string().max(100).optional().describe('a glob'),
  ids: z
    .array(z.string().regex(/^[a-z]+\.[a-z]+$/))
    .min(1)
    .optional(),
  kind: z.enum(['a', 'b']).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
  legacy: z
    .array(z.string())
    .optional()
    .meta({ [PARSE_ONLY]: true }),
});

const tool: Tool<typeof parameters> = {
  name: 'sample',
  description: 'A sample.',
  parameters,
  execute: () => Promise.resolve({ ok: true }),
};

describe('toToolSpecs', () => {
  it('shows the model types, enums and descriptions, not the lengths, patterns and ranges only the parse needs', () => {
    const [spec] = toToolSpecs([tool]);
    expect(spec!.parameters).toEqual({
      type: 'object',
      properties: {
        level: { type: 'number', description: 'percent' },
        pattern: { type: 'string', description: 'a glob' },
        ids: { type: 'array', items: { type: 'string' } },
        kind: { type: 'string', enum: ['a', 'b'] },
        data: { type: 'object' },
      },
      required: ['level'],
    });
    // The parse still holds every bound the schema no longer shows.
    const outOfRange = parameters.safeParse({ level: 120 });
    expect(outOfRange.success).toBe(false);
    // What the model reads back names the bound, so it can retry within it.
    expect(z.prettifyError(outOfRange.error!)).toMatch(/<=100[\s\S]*level/);
    expect(parameters.safeParse({ level: 5, ids: ['no id'] }).success).toBe(false);
    expect(parameters.safeParse({ level: 5, ids: ['light.kitchen'] }).success).toBe(true);
    // A parse-only property is accepted, not shown.
    expect(parameters.parse({ level: 5, legacy: ['x'] })).toMatchObject({ legacy: ['x'] });
  });

  it('hands out the same spec object for the same tool, so request bytes stay the same', () => {
    expect(toToolSpecs([tool])[0]).toBe(toToolSpecs([tool])[0]);
  });
});
