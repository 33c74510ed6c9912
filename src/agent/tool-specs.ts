// Tools → the ToolSpecs the model sees: each tool's zod schema rendered once as JSON Schema. No HTTP.
import { z } from 'zod';
import type { ToolSpec } from '../llm/index.js';
import type { Tool } from '../tools/index.js';

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

function jsonSchemaOf(tool: Tool): Record<string, unknown> {
  // The model writes the tool's input; `$schema` is dropped because some servers reject unknown keys.
  const { $schema: _schema, ...schema } = z.toJSONSchema(tool.parameters, {
    io: 'input',
    unrepresentable: 'any',
  });
  return schema;
}
