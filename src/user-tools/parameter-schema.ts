// The JSON Schema subset a user tool's `parameters` may use, and its translation into the zod schema
// that both shows the parameters to the model and checks the model's arguments. Strings are always
// bounded and there is no `pattern`: a user's regular expression could stall the event loop.
import { z } from 'zod';
import { rangeNote } from '../tools/index.js';

const NAME = /^[a-z_][a-z0-9_]{0,63}$/;
const DEFAULT_MAX_LENGTH = 500;

const scalarTypes = ['string', 'number', 'integer', 'boolean'] as const;

const enumValues = z
  .array(z.union([z.string().max(200), z.number()]))
  .min(1)
  .max(100);

const scalarProperty = z.strictObject({
  type: z.enum(scalarTypes),
  description: z.string().max(500).optional(),
  enum: enumValues.optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  minLength: z.int().min(0).max(10_000).optional(),
  maxLength: z.int().min(1).max(10_000).optional(),
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
});

const arrayProperty = z.strictObject({
  type: z.literal('array'),
  description: z.string().max(500).optional(),
  items: scalarProperty.omit({ default: true, description: true }),
  minItems: z.int().min(0).max(100).optional(),
  maxItems: z.int().min(1).max(100).optional(),
});

const property = z.union([scalarProperty, arrayProperty], {
  error: 'expected a property with type string, number, integer, boolean or array',
});

export const parametersSchema = z.strictObject({
  type: z.literal('object').default('object'),
  properties: z.record(
    z.string().regex(NAME, 'parameter names are lower-case letters, digits and _'),
    property,
  ),
  required: z.array(z.string()).default([]),
});

export type ParametersDefinition = z.output<typeof parametersSchema>;
type ScalarProperty = z.output<typeof scalarProperty>;

/** The parameters as zod; `extra` adds Hearth's own fields (confirm). */
export function parametersToZod(
  definition: ParametersDefinition | undefined,
  extra: Record<string, z.ZodType> = {},
): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  const required = new Set(definition?.required ?? []);
  for (const [name, spec] of Object.entries(definition?.properties ?? {})) {
    let schema: z.ZodType =
      spec.type === 'array'
        ? z
            .array(scalarToZod(spec.items))
            .min(spec.minItems ?? 0)
            .max(spec.maxItems ?? 50)
        : scalarToZod(spec);
    const words = describeProperty(spec);
    if (words !== undefined) schema = schema.describe(words);
    const fallback = spec.type === 'array' ? undefined : spec.default;
    shape[name] = required.has(name)
      ? schema
      : fallback === undefined
        ? schema.optional()
        : schema.default(fallback as never);
  }
  return z.object({ ...shape, ...extra });
}

/**
 * The owner's description, with the range after it: the schema the model reads carries no
 * `minimum`/`maximum` (agent/tool-specs), while the parse still refuses a value outside them.
 */
function describeProperty(spec: ParametersDefinition['properties'][string]): string | undefined {
  const range = spec.type === 'array' ? undefined : rangeNote(spec.minimum, spec.maximum);
  if (range === undefined) return spec.description;
  return spec.description === undefined ? range : `${spec.description} (${range})`;
}

function scalarToZod(spec: Omit<ScalarProperty, 'default' | 'description'>): z.ZodType {
  if (spec.enum !== undefined) {
    const literals = spec.enum.map((value) => z.literal(value));
    return literals.length === 1 ? literals[0]! : z.union(literals as [z.ZodLiteral, ...z.ZodLiteral[]]);
  }
  switch (spec.type) {
    case 'string':
      return z
        .string()
        .min(spec.minLength ?? 0)
        .max(spec.maxLength ?? DEFAULT_MAX_LENGTH);
    case 'boolean':
      return z.boolean();
    case 'number':
    case 'integer': {
      let schema = spec.type === 'integer' ? z.int() : z.number();
      if (spec.minimum !== undefined) schema = schema.min(spec.minimum);
      if (spec.maximum !== undefined) schema = schema.max(spec.maximum);
      return schema;
    }
  }
}

/** Problems a schema cannot express: `required` names that are not parameters. */
export function parameterProblems(definition: ParametersDefinition | undefined): string[] {
  if (definition === undefined) return [];
  const problems = definition.required
    .filter((name) => !(name in definition.properties))
    .map((name) => `"${name}" is required but is not one of the properties`);
  for (const [name, spec] of Object.entries(definition.properties)) {
    if (
      spec.type !== 'array' &&
      spec.default !== undefined &&
      !scalarToZod(spec).safeParse(spec.default).success
    ) {
      problems.push(`the default of "${name}" does not fit its own type`);
    }
  }
  return problems;
}
