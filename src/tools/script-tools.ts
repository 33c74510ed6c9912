// Exposed scripts as tools of their own, as Home Assistant's LLM API offers them: each exposed script
// with a description becomes a tool named after it, whose parameters are the script's fields, so "movie
// night with the volume at 30" fills `volume` instead of guessing. Few and terse: past MAX_SCRIPT_TOOLS or
// SCRIPT_TOOLS_TOKEN_BUDGET the rest stay reachable as they always were (control's "run", and search).
// A script tool obeys the control tool's rules: exposure at call time, and a yes before a script that
// would unlock, disarm or open runs.
import { z } from 'zod';
import { checkRunnable, confirmationGate, guardedCall } from '../guard/index.js';
import { isVisible, type TargetIndex } from '../resolver/index.js';
import { estimateTokens } from './home-index/estimate-tokens.js';
import { quoteName } from './home-index/prompt-quote.js';
import { CONFIRM_PARAMETER, scriptParameters } from './script-fields.js';
import type { Tool, ToolContext, ToolResult } from './tool.js';
import { failure, homeReady, UNREACHABLE } from './tool-deps.js';
import type { ToolDeps } from './tool-deps.js';

/** Scripts offered as tools of their own at most. */
export const MAX_SCRIPT_TOOLS = 5;
/** Estimated tokens all script tools may add to every request together (names, descriptions, schemas). */
export const SCRIPT_TOOLS_TOKEN_BUDGET = 400;
/** Longest script description kept in a tool's description. */
const MAX_DESCRIPTION = 160;
/** A tool name every OpenAI-compatible server accepts. */
const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/**
 * Tools for the exposed scripts that have a description, in name order, within the count and token caps.
 * `taken` holds the names already in use (Hearth's tools, the user's): a script named like one is
 * offered as `script_<name>`.
 */
export function createScriptTools(
  deps: ToolDeps,
  index: TargetIndex,
  taken: ReadonlySet<string>,
  limits: { maxTools?: number; tokenBudget?: number } = {},
): Tool[] {
  const maxTools = limits.maxTools ?? MAX_SCRIPT_TOOLS;
  let budget = limits.tokenBudget ?? SCRIPT_TOOLS_TOKEN_BUDGET;
  const described = deps.home.services().script ?? {};
  const tools: Tool[] = [];
  const scripts = (index.byDomain.get('script') ?? []).toSorted((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  // Entity ids are ASCII: a code-point order, no ICU collator on the request path.
  for (const script of scripts) {
    if (tools.length >= maxTools) break;
    const objectId = script.id.slice('script.'.length);
    const description = described[objectId]?.description?.trim() ?? '';
    if (description === '') continue;
    const parameters = scriptParameters(described[objectId]?.fields ?? {});
    const name = toolName(objectId, taken);
    if (parameters === undefined || name === undefined) continue;
    const tool = scriptTool(
      deps,
      script.id,
      name,
      `Runs script ${quoteName(script.name)}: ${cut(description)}`,
      parameters,
    );
    const cost = costOf(tool);
    if (cost > budget) break;
    budget -= cost;
    tools.push(tool);
  }
  return tools;
}

/** Keywords the schema the model receives leaves out (agent/tool-specs): the parse alone applies them. */
const NOT_SENT = new Set(['$schema', 'minimum', 'maximum', 'maxLength', 'maxItems']);

/** Estimated tokens of a tool as the model receives it (name, description, its lean JSON Schema). */
function costOf(tool: Tool): number {
  const parameters = z.toJSONSchema(tool.parameters, { io: 'input' });
  const sent = JSON.stringify({ name: tool.name, description: tool.description, parameters }, (key, value) =>
    NOT_SENT.has(key) ? undefined : (value as unknown),
  );
  return estimateTokens(sent);
}

function toolName(objectId: string, taken: ReadonlySet<string>): string | undefined {
  const base = /^[0-9]/.test(objectId) ? `_${objectId}` : objectId;
  const name = taken.has(base) ? `script_${objectId}` : base;
  return TOOL_NAME.test(name) && !taken.has(name) ? name : undefined;
}

function cut(text: string): string {
  const flat = text.replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim();
  return flat.length > MAX_DESCRIPTION ? `${flat.slice(0, MAX_DESCRIPTION - 1)}…` : flat;
}

function scriptTool(
  deps: ToolDeps,
  entityId: string,
  name: string,
  description: string,
  parameters: z.ZodObject,
): Tool {
  return {
    name,
    description,
    parameters,
    execute: (args, context) => runScript(deps, entityId, args as Record<string, unknown>, context),
  };
}

async function runScript(
  deps: ToolDeps,
  entityId: string,
  args: Record<string, unknown>,
  context: ToolContext,
): Promise<ToolResult> {
  if (!homeReady(deps)) return UNREACHABLE;
  const entity = deps.home.entity(entityId);
  // Exposure is checked when the script runs, not when the tool list was made.
  if (!isVisible(entity, deps.domainAllowlist)) {
    return { ok: false, error: `${entityId} is not exposed to the assistant.` };
  }
  const { [CONFIRM_PARAMETER]: confirm, ...variables } = args;
  const check = await checkRunnable(deps, entityId, context.signal);
  if (!check.ok) return { ok: false, error: check.error };
  if (check.sensitive.length > 0) {
    const key = `script:${entityId}:${JSON.stringify(variables)}`;
    const gate = confirmationGate(deps, context, key, check.sensitive, confirm === true);
    if (gate !== undefined) return gate;
  }
  const objectId = entityId.slice('script.'.length);
  const returns = deps.home.services().script?.[objectId]?.response !== undefined;
  try {
    const result = await guardedCall(
      deps,
      { domain: 'script', service: objectId, data: variables },
      { signal: context.signal, ...(returns ? { returnResponse: true } : {}) },
    );
    return {
      ok: true,
      ran: entityId,
      ...(returns && result.response !== undefined ? { response: result.response } : {}),
    };
  } catch (error) {
    return failure(error, `running ${entity?.name ?? entityId}`);
  }
}
