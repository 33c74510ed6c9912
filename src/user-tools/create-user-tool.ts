// A checked definition from tools.yaml → a Tool the agent offers like its own. Steps run in order, each
// named step's value is there for the next; whatever leaves has every secret value blotted out.
import type { Tool, ToolResult } from '../tools/index.js';
import { failure } from '../tools/index.js';
import type { UserToolDefinition } from './compile-tool.js';
import { runStep } from './run-step.js';
import type { StepDeps } from './run-step.js';

export function createUserTool(
  definition: UserToolDefinition,
  deps: StepDeps,
  onResult: (name: string, result: ToolResult) => void,
): Tool {
  const single = definition.kind === 'service' || definition.kind === 'script';
  return {
    name: definition.name,
    description: definition.description,
    parameters: definition.parameters,
    execute: async (args: Record<string, unknown>, context) => {
      const { confirm, ...values } = args;
      const scope: Record<string, unknown> = { ...values };
      let result: ToolResult | undefined;
      let last: unknown;
      const named: Record<string, unknown> = {};
      try {
        for (const [index, { step, name }] of definition.steps.entries()) {
          const outcome = await runStep(deps, step, scope, context, confirm === true ? true : undefined);
          if (!outcome.ok) {
            const { raw: _raw, ...failed } = outcome;
            const where =
              definition.steps.length > 1
                ? `Step ${index + 1}${name === undefined ? '' : ` (${name})`}: `
                : '';
            result = { ...failed, error: `${where}${outcome.error}` };
            break;
          }
          if (single && outcome.raw !== undefined) result = outcome.raw;
          if (name !== undefined) scope[name] = named[name] = outcome.value;
          last = outcome.value;
        }
        const steps = Object.keys(named).length === 0 ? {} : { steps: named };
        result ??= { ok: true, result: last ?? null, ...steps };
      } catch (error) {
        result = failure(error, definition.name);
      }
      const clean = blotSecrets(result, deps.secrets) as ToolResult;
      onResult(definition.name, clean);
      return clean;
    },
  };
}

/** Every secret value (and its percent-encoded form) replaced, in keys and strings, however deep. */
export function blotSecrets(value: unknown, secrets: ReadonlyMap<string, string>, depth = 0): unknown {
  const values = [...secrets.values()].filter((secret) => secret.length >= 3);
  if (values.length === 0) return value;
  const blot = (text: string): string => {
    let out = text;
    for (const secret of values) {
      out = out.split(secret).join('[secret]');
      const encoded = encodeURIComponent(secret);
      if (encoded !== secret) out = out.split(encoded).join('[secret]');
    }
    return out;
  };
  const walk = (item: unknown, level: number): unknown => {
    if (typeof item === 'string') return blot(item);
    if (level > 32 || typeof item !== 'object' || item === null) return item;
    if (Array.isArray(item)) return item.map((entry) => walk(entry, level + 1));
    return Object.fromEntries(
      Object.entries(item).map(([key, entry]) => [blot(key), walk(entry, level + 1)]),
    );
  };
  return walk(value, depth);
}
