// Tools → the ToolSpecs the model sees: each tool's zod schema rendered once as JSON Schema, without the
// keywords only the runtime parse needs. No HTTP.
import { z } from 'zod';
import type { ToolSpec } from '../llm/index.js';
import { PARSE_ONLY as HIDDEN, type Tool } from '../tools/index.js';

const cache = new WeakMap<Tool, ToolSpec>();

/** Same tool object, same spec object and bytes: keeps the request prefix stable for prompt caches. */
export function toToolSpecs(tools: readonly Tool[]): ToolSpec[] {
  return tools.map((tool) => {
    let spec = cache.get(tool);
    if (spec === undefined) {
      spec = { name: tool.name, description: tool.description, parameters: jsonSchemaOf(tool) };
      cache.set(tool, spec);
    }
    return spec;
  });
}

/**
 * Lengths, patterns, list sizes and number ranges guard the runtime parse, which still applies them and
 * answers a call that breaks one with an error the model reads and that names the bound ("expected number
 * to be <=100 → at brightness"), so it can retry. In the schema the model reads on every request they
 * cost tokens (a local server re-reads them whenever its cache misses) and tell a model nothing its
 * description does not ("percent", "an entity id"). A range a model needs to pick a value (a script's
 * field) is written into that field's description instead.
 */
const PARSE_ONLY = new Set([
  '$schema',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'propertyNames',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'default',
  'title',
]);

function jsonSchemaOf(tool: Tool): Record<string, unknown> {
  const schema = z.toJSONSchema(tool.parameters, { io: 'input', unrepresentable: 'any' });
  return lean(schema) as Record<string, unknown>;
}

function lean(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(lean);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (PARSE_ONLY.has(key)) continue;
    // `additionalProperties: {}` (any value) is what JSON Schema assumes anyway.
    if (key === 'additionalProperties' && isEmptyObject(value)) continue;
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      // Property names are the tool's own words (query has a `pattern` argument): only their schemas shrink.
      const properties = Object.entries(value as Record<string, unknown>).filter(
        ([, schema]) => (schema as Record<string, unknown> | null)?.[HIDDEN] !== true,
      );
      out[key] = Object.fromEntries(properties.map(([name, schema]) => [name, lean(schema)]));
    } else out[key] = key === 'enum' || key === 'required' ? value : lean(value);
  }
  return out;
}

function isEmptyObject(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0
  );
}
