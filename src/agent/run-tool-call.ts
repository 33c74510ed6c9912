// Runs one tool call the model made: parse arguments (JSON, the plain near misses repaired, then the
// tool's zod schema), execute within the tool's time limit, and turn every failure into a
// `{ ok: false, error }` value the model reads. Never throws.
import { z } from 'zod';
import type { ToolCall } from '../llm/index.js';
import type { Tool, ToolContext, ToolResult } from '../tools/index.js';
import { repairArguments } from './repair-arguments.js';

/** Longest argument text of one tool call that is parsed at all. */
export const MAX_TOOL_ARGUMENT_CHARS = 16_000;

/** Per-tool time limit when none is given (the `tool_timeout` option's default). */
export const DEFAULT_TOOL_TIMEOUT_MS = 15_000;

export async function runToolCall(
  call: ToolCall,
  tools: ReadonlyMap<string, Tool>,
  context: ToolContext,
  timeoutMs = DEFAULT_TOOL_TIMEOUT_MS,
): Promise<ToolResult> {
  const tool = tools.get(call.name);
  if (tool === undefined) {
    const known = [...tools.keys()].join(', ') || 'none';
    return { ok: false, error: `Unknown tool "${call.name}". Available tools: ${known}.` };
  }
  if (call.arguments.length > MAX_TOOL_ARGUMENT_CHARS) {
    return {
      ok: false,
      error: `The arguments are too long (${call.arguments.length} characters; at most ${MAX_TOOL_ARGUMENT_CHARS}). Send shorter ones.`,
    };
  }
  const json = parseJson(call.arguments);
  if (!json.ok) return { ok: false, error: `The arguments are not valid JSON: ${json.error}` };
  const repaired = repairArguments(json.value, inputSchemaOf(tool));
  // Names the tool does not have are dropped by its schema: the model hears of them when the call fails.
  const unknownNote =
    repaired.unknown.length === 0
      ? ''
      : ` Unknown arguments ignored: ${repaired.unknown.join(', ')}. The arguments of ${tool.name} are: ${argumentNames(tool)}.`;
  const parsed = tool.parameters.safeParse(repaired.value);
  if (!parsed.success) {
    return {
      ok: false,
      error: `Invalid arguments for ${tool.name}: ${z.prettifyError(parsed.error)}${unknownNote}`,
    };
  }
  // The tool's own signal: aborted by the turn, or by its time limit (which also aborts its HA call).
  const limitMs = tool.timeoutMs ?? timeoutMs;
  const controller = new AbortController();
  const onTurnAbort = (): void => controller.abort(context.signal.reason);
  if (context.signal.aborted) onTurnAbort();
  context.signal.addEventListener('abort', onTurnAbort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<ToolResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`${tool.name} timed out`));
      resolve({
        ok: false,
        code: 'timeout',
        error: `${tool.name} did not finish within ${formatSeconds(limitMs)} and was stopped. Tell the user it took too long.`,
      });
    }, limitMs);
  });
  try {
    const result = await Promise.race([
      tool.execute(parsed.data, { ...context, signal: controller.signal }),
      timedOut,
    ]);
    if (typeof result !== 'object' || result === null || typeof result.ok !== 'boolean') {
      return { ok: false, error: `${tool.name} returned no result` };
    }
    if (!result.ok && unknownNote !== '' && typeof result.error === 'string') {
      return { ...result, error: `${result.error}${unknownNote}` };
    }
    return result;
  } catch (error) {
    if (context.signal.aborted) return { ok: false, error: 'The request was cancelled.' };
    // A tool that threw because its time ran out: the timeout value says what happened.
    if (controller.signal.aborted) return timedOut;
    const message = error instanceof Error ? error.message : 'unknown failure';
    return { ok: false, error: `${tool.name} failed: ${message}` };
  } finally {
    clearTimeout(timer);
    context.signal.removeEventListener('abort', onTurnAbort);
  }
}

const inputSchemas = new WeakMap<Tool, Record<string, unknown>>();

/** The tool's parameters as JSON Schema, parse-only parts included (what the repairs go by). */
function inputSchemaOf(tool: Tool): Record<string, unknown> {
  let schema = inputSchemas.get(tool);
  if (schema === undefined) {
    try {
      schema = z.toJSONSchema(tool.parameters, { io: 'input', unrepresentable: 'any' });
    } catch {
      schema = {};
    }
    inputSchemas.set(tool, schema);
  }
  return schema;
}

function argumentNames(tool: Tool): string {
  const properties = inputSchemaOf(tool).properties;
  const names = typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
  return names.join(', ') || 'none';
}

function formatSeconds(ms: number): string {
  const seconds = Math.round(ms / 100) / 10;
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** An empty argument string means "no arguments", as several local servers send it. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'parse error' };
  }
}
