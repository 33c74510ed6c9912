// Runs one step of a user tool. Service and script steps go through the built-in service tool's
// checks (exposure, blocked domains, allowlists, spoken confirmation); a template gets the values as
// variables, never as part of its source; a rest step is runRest.
import type { ServiceArgs, ToolContext, ToolResult } from '../tools/index.js';
import { runWithDeadline } from '../deadline/run-with-deadline.js';
import { isTargetless } from '../tools/index.js';
import { fill } from './placeholders.js';
import type { Scope } from './placeholders.js';
import { runRest } from './run-rest.js';
import type { RestDeps, StepOutcome } from './run-rest.js';
import type { Step } from './tool-definition.js';

export interface StepDeps extends RestDeps {
  /** The service tool's checked call; `allowTargetless` is the action the user wrote in the file. */
  callService(args: ServiceArgs, context: ToolContext, allowTargetless?: string): Promise<ToolResult>;
  renderTemplate(template: string, variables: Record<string, unknown>, signal: AbortSignal): Promise<string>;
}

const TEMPLATE_TIMEOUT_MS = 5000;

export async function runStep(
  deps: StepDeps,
  step: Step,
  scope: Scope,
  context: ToolContext,
  confirm: boolean | undefined,
): Promise<StepOutcome & { raw?: ToolResult }> {
  switch (step.kind) {
    case 'service': {
      const [domain, service] = step.action.split('.') as [string, string];
      const targetless = isTargetless(domain, service);
      const targets = fill(step.target, scope);
      const args: ServiceArgs = {
        domain,
        service,
        targets: targetless ? undefined : texts(targets),
        data: fill(step.data ?? {}, scope) as Record<string, unknown>,
        ...(step.response === undefined ? {} : { return_response: step.response }),
        ...(confirm === undefined ? {} : { confirm }),
      };
      return fromResult(await deps.callService(args, context, targetless ? step.action : undefined));
    }
    case 'script': {
      const variables = step.variables === undefined ? { ...scope } : fill(step.variables, scope);
      const args: ServiceArgs = {
        domain: 'script',
        service: step.script.slice('script.'.length),
        data: variables as Record<string, unknown>,
        return_response: step.response === true,
        ...(confirm === undefined ? {} : { confirm }),
      };
      return fromResult(await deps.callService(args, context));
    }
    case 'template': {
      const text = await runWithDeadline(
        TEMPLATE_TIMEOUT_MS,
        (signal) => deps.renderTemplate(step.template, { ...scope }, signal),
        context.signal,
      );
      return { ok: true, value: templateValue(text) };
    }
    case 'rest':
      return runRest(deps, step, scope, context.signal);
  }
}

/** A target is one text or a list of texts: names, areas or entity ids in the user's words. */
function texts(value: unknown): string[] | undefined {
  const list = (Array.isArray(value) ? value : [value]).filter(
    (item): item is string | number => typeof item === 'string' || typeof item === 'number',
  );
  const result = list.map(String).filter((item) => item.trim() !== '');
  return result.length === 0 ? undefined : result;
}

/** The value a later step sees: the action's response when it has one, else what changed. */
function fromResult(result: ToolResult): StepOutcome & { raw: ToolResult } {
  if (!result.ok) return { ...result, raw: result };
  const { ok: _ok, ...rest } = result;
  return { ok: true, value: 'response' in rest ? rest.response : rest, raw: result };
}

/** Home Assistant types a template's result: numbers, lists and maps come back as such. */
function templateValue(text: string): unknown {
  const trimmed = text.trim();
  if (/^[[{]/.test(trimmed) || /^-?\d+(\.\d+)?$/.test(trimmed) || trimmed === 'true' || trimmed === 'false') {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}
