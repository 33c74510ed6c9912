// The shape of one entry of tools.yaml, as zod: common fields, then the fields of its kind. Strict
// objects, so a misspelt key is reported where it stands instead of being ignored.
import { z } from 'zod';
import { parametersSchema } from './parameter-schema.js';
import { SecretReference } from './read-tool-file.js';

export const TOOL_NAME = /^[a-z][a-z0-9_]{0,63}$/;
export const KINDS = ['service', 'script', 'template', 'rest', 'sequence'] as const;
export type ToolKind = (typeof KINDS)[number];

const text = z.string().max(4000);
const textOrSecret = z.union([text, z.instanceof(SecretReference)], {
  error: 'expected a text or !secret name',
});
const stepName = z
  .string()
  .regex(/^[a-z_][a-z0-9_]{0,63}$/, 'step names are lower-case letters, digits and _');

const serviceFields = {
  kind: z.literal('service'),
  action: z
    .string()
    .regex(/^[a-z0-9_]+\.[a-z0-9_]+$/, 'write the action as domain.action, e.g. light.turn_on'),
  target: z.union([text, z.array(text).min(1).max(20)]).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
  response: z.boolean().optional(),
};

const scriptFields = {
  kind: z.literal('script'),
  script: z.string().regex(/^script\.[a-z0-9_]+$/, 'expected a script entity id, e.g. script.good_night'),
  variables: z.record(z.string(), z.unknown()).optional(),
  response: z.boolean().optional(),
};

const templateFields = {
  kind: z.literal('template'),
  template: z.string().min(1).max(8000),
};

const restFields = {
  kind: z.literal('rest'),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).default('GET'),
  url: textOrSecret,
  headers: z.record(z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'not a header name'), textOrSecret).optional(),
  body: z.unknown().optional(),
  /** Seconds. */
  timeout: z.number().min(0.1).max(60).default(10),
  /** A dotted path into the JSON answer (`current.temperature_2m`, `items.0.name`). */
  pick: z
    .string()
    .regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+){0,15}$/, 'write pick as a dotted path, e.g. current.temperature')
    .optional(),
  max_bytes: z.int().min(100).max(1_000_000).default(100_000),
};

export const serviceStep = z.strictObject({ name: stepName.optional(), ...serviceFields });
export const scriptStep = z.strictObject({ name: stepName.optional(), ...scriptFields });
export const templateStep = z.strictObject({ name: stepName.optional(), ...templateFields });
export const restStep = z.strictObject({ name: stepName.optional(), ...restFields });

export type ServiceStep = z.output<typeof serviceStep>;
export type ScriptStep = z.output<typeof scriptStep>;
export type TemplateStep = z.output<typeof templateStep>;
export type RestStep = z.output<typeof restStep>;
export type Step = ServiceStep | ScriptStep | TemplateStep | RestStep;

export const STEP_KINDS = ['service', 'script', 'template', 'rest'] as const;
const stepSchemas = { service: serviceStep, script: scriptStep, template: templateStep, rest: restStep };

const common = {
  name: z
    .string()
    .regex(TOOL_NAME, 'tool names are lower-case letters, digits and _, starting with a letter'),
  description: z.string().min(1).max(1000),
  parameters: parametersSchema.optional(),
};

const toolSchemas = {
  service: z.strictObject({ ...common, ...serviceFields }),
  script: z.strictObject({ ...common, ...scriptFields }),
  template: z.strictObject({ ...common, ...templateFields }),
  rest: z.strictObject({ ...common, ...restFields }),
  sequence: z.strictObject({
    ...common,
    kind: z.literal('sequence'),
    steps: z.array(z.unknown()).min(1).max(10),
  }),
};

/** The schema of an entry or a step, chosen by its `kind` (so an unknown kind gets its own message). */
export function schemaForKind(kind: unknown, asStep: boolean): z.ZodType | string {
  const kinds: readonly string[] = asStep ? STEP_KINDS : KINDS;
  if (typeof kind !== 'string' || !kinds.includes(kind)) {
    const shown = typeof kind === 'string' ? `unknown kind "${kind.slice(0, 40)}"` : 'kind is missing';
    return `${shown}: expected ${kinds.join(', ')}`;
  }
  return asStep ? stepSchemas[kind as keyof typeof stepSchemas] : toolSchemas[kind as ToolKind];
}
