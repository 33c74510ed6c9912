// A checked definition from tools.yaml → a Tool the agent offers like its own. Steps run in order, each
// named step's value is there for the next. Each step's value has the secrets blotted out as it is
// produced: a web service that echoes a header must not pass it to a later step (a notification).
import type { Tool, ToolResult } from '../tools/index.js';
import { failure } from '../tools/index.js';
import { blotSecrets, secretForms } from './blot-secrets.js';
import type { UserToolDefinition } from './compile-tool.js';
import { runStep } from './run-step.js';
import type { StepDeps } from './run-step.js';

export function createUserTool(
  definition: UserToolDefinition,
  deps: StepDeps,
  onResult: (name: string, result: ToolResult) => void,
): Tool {
  const single = definition.kind === 'service' || definition.kind === 'script';
  const forms = secretForms(deps.secrets);
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
          const produced = await runStep(deps, step, scope, context, confirm === true ? true : undefined);
          const outcome = blotSecrets(produced, forms) as typeof produced;
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
      const clean = blotSecrets(result, forms) as ToolResult;
      onResult(definition.name, clean);
      return clean;
    },
  };
}
