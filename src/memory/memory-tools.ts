// The tool the model uses on long-term memory: remember, recall, forget. Results are values the model
// can speak from; refusals (secrets, one-off commands) say why. It works with or without a home.
import { z } from 'zod';
import type { Tool, ToolResult } from '../tools/index.js';
import { MAX_ABOUT_CHARS, MAX_FACT_CHARS, type Memory } from './memory.js';
import type { MemoryStore } from './memory-store.js';

/** Facts a recall returns at most. */
const RECALL_LIMIT = 8;
/** What the user explicitly asked to keep matters more than what the model noticed on its own. */
const TOLD_IMPORTANCE = 4;

const memoryParameters = z.object({
  action: z.enum(['remember', 'recall', 'forget']),
  fact: z
    .string()
    .max(MAX_FACT_CHARS * 2)
    .optional()
    .describe('remember: one short sentence'),
  about: z
    .string()
    .max(MAX_ABOUT_CHARS * 2)
    .optional(),
  query: z.string().max(500).optional().describe('recall, forget: a name, topic or id'),
});

type MemoryArgs = z.output<typeof memoryParameters>;

/**
 * One tool with three actions rather than three tools: the tool list is read with every request (a local
 * server re-reads it whenever its cache misses), and one schema costs about half of three.
 */
export function createMemoryTools(store: MemoryStore): Tool[] {
  const memory: Tool<typeof memoryParameters> = {
    name: 'memory',
    description:
      'Long-term memory: keep lasting facts the user asks you to remember (no secrets or one-off requests), recall or forget them.',
    parameters: memoryParameters,
    execute: (args, context) => Promise.resolve(run(store, args, context.satelliteId ?? context.deviceId)),
  };
  return [memory] as Tool[];
}

/** `place`: the satellite or device the user spoke to, kept with what they asked to remember. */
function run(store: MemoryStore, args: MemoryArgs, place: string | undefined): ToolResult {
  if (args.action === 'remember') {
    if (args.fact === undefined || args.fact.trim() === '') {
      return { ok: false, error: 'Give the fact to remember in `fact`.' };
    }
    const outcome = store.remember({
      fact: args.fact,
      about: args.about,
      importance: TOLD_IMPORTANCE,
      source: 'told',
      place,
    });
    if (!outcome.ok) return { ok: false, error: outcome.message, reason: outcome.reason };
    return {
      ok: true,
      remembered: outcome.memory.fact,
      ...(outcome.memory.about === undefined ? {} : { about: outcome.memory.about }),
      ...(outcome.merged ? { note: 'This replaced an earlier, similar memory.' } : {}),
    };
  }
  const query = args.query?.trim() ?? '';
  if (query === '') return { ok: false, error: `Give the words to ${args.action} in \`query\`.` };
  if (args.action === 'recall') {
    const found = store.search(query, RECALL_LIMIT, { markUsed: true });
    return found.length === 0
      ? { ok: true, memories: [], note: 'Nothing remembered matches.' }
      : { ok: true, memories: found.map(({ memory }) => view(memory)) };
  }
  const removed = store.forget(query);
  return removed.length === 0
    ? { ok: false, error: 'Nothing remembered matches that, so nothing was forgotten.' }
    : { ok: true, forgotten: removed.map((memory) => memory.fact) };
}

function view(memory: Memory): Record<string, unknown> {
  return {
    id: memory.id,
    fact: memory.fact,
    ...(memory.about === undefined ? {} : { about: memory.about }),
  };
}
