// The to-do tool: add, list, complete and remove items on exposed to-do lists (the shopping list).
// Adds and completions are verified by the list's open-item count, like every other action. Items to
// complete or remove are first found among the list's items and named by uid, as Home Assistant wants.
import { z } from 'zod';
import type { Entity } from '../ha/types.js';
import { findTodoItem } from './find-todo-item.js';
import type { TodoItem } from './find-todo-item.js';
import { resolveTarget } from '../resolver/index.js';
import { guardedCall } from '../guard/index.js';
import type { Tool, ToolContext, ToolResult } from './tool.js';
import { UNREACHABLE, failure, homeReady } from './tool-deps.js';
import type { ToolDeps } from './tool-deps.js';

export const todoParameters = z.object({
  action: z.enum(['add', 'list', 'complete', 'remove']),
  list: z.string().optional(),
  item: z.string().min(1).optional(),
  status: z.enum(['needs_action', 'completed']).optional(),
});

type TodoArgs = z.output<typeof todoParameters>;

const itemsResponse = z.object({
  items: z.array(z.object({ uid: z.string().optional(), summary: z.string(), status: z.string() }).loose()),
});

export function createTodoTool(deps: ToolDeps): Tool<typeof todoParameters> {
  return {
    name: 'todo',
    description: 'Items of a to-do list, such as the shopping list.',
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
    const resolution = resolveTarget(deps.targets(), name, { domain: 'todo', language: context.language });
    if (resolution.kind === 'found' && resolution.entityIds.length === 1) id = resolution.entityIds[0];
    else if (resolution.kind === 'ambiguous' || resolution.kind === 'found')
      return {
        ok: false,
        error: `Several to-do lists fit "${name}": ask the user which one they mean.`,
        lists: lists.map((list) => list.name),
      };
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

  const readItems = async (status: string[]): Promise<TodoItem[]> => {
    const answer = await guardedCall(
      deps,
      { domain: 'todo', service: 'get_items', data: { status }, target },
      { ...options, returnResponse: true },
    );
    const response = answer.response as Record<string, unknown> | undefined;
    return itemsResponse.parse(response?.[list.id]).items;
  };

  if (args.action === 'list') {
    const items = await readItems([args.status ?? 'needs_action']);
    return {
      ok: true,
      list: list.name,
      items: items.map((item) => ({ item: item.summary, status: item.status })),
    };
  }
  if (args.item === undefined) return { ok: false, error: `Say which item to ${args.action}.` };
  let item = args.item;
  let key = item;
  if (args.action !== 'add') {
    const all = await readItems(['needs_action', 'completed']);
    const open = all.filter((entry) => entry.status === 'needs_action');
    const match = findTodoItem(args.action === 'complete' ? open : all, item);
    if (match.kind === 'ambiguous') {
      return {
        ok: false,
        error: `Several items of ${list.name} look like "${item}": ask the user which one.`,
        candidates: match.candidates,
      };
    }
    if (match.kind === 'not-found') {
      const done = args.action === 'complete' ? findTodoItem(all, item) : match;
      if (done.kind === 'found') {
        return { ok: false, error: `"${done.item.summary}" is already completed on ${list.name}.` };
      }
      return {
        ok: false,
        error: `${list.name} has no item like "${item}". Do not guess; ask the user.`,
        open_items: open.slice(0, 5).map((entry) => entry.summary),
      };
    }
    item = match.item.summary;
    key = match.item.uid ?? match.item.summary;
  }
  const service = { add: 'add_item', complete: 'update_item', remove: 'remove_item' }[args.action];
  const data =
    args.action === 'add'
      ? { item }
      : args.action === 'complete'
        ? { item: key, status: 'completed' }
        : { item: [key] };
  await guardedCall(deps, { domain: 'todo', service, data, target }, options);
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
