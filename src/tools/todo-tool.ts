// The to-do tool: add, list, complete and remove items on exposed to-do lists (the shopping list).
// Adds and completions are verified by the list's open-item count, like every other action.
import { z } from 'zod';
import type { Entity } from '../ha/types.js';
import { resolveTarget } from './resolve-target.js';
import type { Tool, ToolContext, ToolResult } from './tool.js';
import { UNREACHABLE, failure, homeReady } from './tool-deps.js';
import type { ToolDeps } from './tool-deps.js';

export const todoParameters = z.object({
  action: z.enum(['add', 'list', 'complete', 'remove']),
  list: z.string().optional().describe('the list name; omit for the only or the shopping list'),
  item: z.string().min(1).optional().describe('the item text, for add, complete and remove'),
  status: z
    .enum(['needs_action', 'completed'])
    .optional()
    .describe('for list: which items (default needs_action)'),
});

type TodoArgs = z.output<typeof todoParameters>;

export function createTodoTool(deps: ToolDeps): Tool<typeof todoParameters> {
  return {
    name: 'todo',
    description: 'Add, list, complete or remove items on a to-do list such as the shopping list.',
    parameters: todoParameters,
    execute: async (args, context) => {
      if (!homeReady(deps)) return UNREACHABLE;
      try {
        return await todo(deps, args, context);
      } catch (error) {
        return failure(error, `todo ${args.action}`);
      }
    },
  };
}

function findList(deps: ToolDeps, name: string | undefined, context: ToolContext): Entity | ToolResult {
  const lists = deps.targets().entities.filter((entity) => entity.domain === 'todo');
  if (lists.length === 0) return { ok: false, error: 'No to-do list is exposed to the assistant.' };
  let id: string | undefined;
  if (name !== undefined) {
    const resolution = resolveTarget(deps.targets(), name, { domain: 'todo' });
    if (resolution.kind === 'found') id = resolution.entityIds[0];
    else
      return {
        ok: false,
        error: `No to-do list is called "${name}".`,
        lists: lists.map((list) => list.name),
      };
  } else if (lists.length === 1) id = lists[0]?.id;
  else
    id = lists.find((list) => /shopping|einkauf|courses|compra|장보기/i.test(`${list.id} ${list.name}`))?.id;
  const entity = id === undefined ? undefined : deps.home.entity(id);
  if (entity === undefined || context.signal.aborted) {
    return { ok: false, error: 'Which list? Ask the user.', lists: lists.map((list) => list.name) };
  }
  return entity;
}

async function todo(deps: ToolDeps, args: TodoArgs, context: ToolContext): Promise<ToolResult> {
  const list = findList(deps, args.list, context);
  if ('ok' in list) return list;
  const target = { entity_id: [list.id] };
  const options = { signal: context.signal };

  if (args.action === 'list') {
    const data = args.status === undefined ? { status: ['needs_action'] } : { status: [args.status] };
    const answer = await deps.client.callService('todo', 'get_items', data, target, {
      ...options,
      returnResponse: true,
    });
    const response = answer.response as
      Record<string, { items?: { summary?: unknown; status?: unknown }[] }> | undefined;
    const items = (response?.[list.id]?.items ?? []).map((item) => ({
      item: item.summary,
      status: item.status,
    }));
    return { ok: true, list: list.name, items };
  }
  if (args.item === undefined) return { ok: false, error: `Say which item to ${args.action}.` };
  const item = args.item;
  const service = { add: 'add_item', complete: 'update_item', remove: 'remove_item' }[args.action];
  const data =
    args.action === 'add'
      ? { item }
      : args.action === 'complete'
        ? { item, status: 'completed' }
        : { item: [item] };
  await deps.client.callService('todo', service, data, target, options);
  const before = Number(list.state);
  const expected = args.action === 'add' ? before + 1 : before - 1;
  // A removed item may have been completed already: then any update of the list proves it.
  const changed = (entity: Entity) =>
    Number(entity.state) === expected ||
    (args.action === 'remove' && entity.lastUpdated !== list.lastUpdated);
  const after = await deps.home.waitFor(list.id, changed, {
    timeoutMs: deps.settleMs,
    signal: context.signal,
  });
  if (after === undefined && Number.isFinite(before)) {
    return {
      ok: false,
      error: `Home Assistant accepted the ${args.action} of "${item}" but ${list.name} did not change. Do not claim it worked.`,
    };
  }
  return { ok: true, list: list.name, item, done: args.action, open_items: after?.state ?? list.state };
}
