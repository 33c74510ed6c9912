// Finds the to-do item the user meant among a list's items. Home Assistant matches update_item and
// remove_item only by exact uid or exact summary, so "complete milk" must become the uid of "Milk"
// before the call. Pure: the items come from todo.get_items.
import { compactText, typoTolerant } from '../resolver/index.js';

export interface TodoItem {
  uid?: string | undefined;
  summary: string;
  status: string;
}

export type TodoItemMatch =
  { kind: 'found'; item: TodoItem } | { kind: 'ambiguous'; candidates: string[] } | { kind: 'not-found' };

/**
 * Case-, accent- and whitespace-insensitive exact match first, then one typo. Items with the same
 * folded summary count as one (the first is taken); different ones are candidates for the user.
 */
export function findTodoItem(items: readonly TodoItem[], text: string): TodoItemMatch {
  const wanted = compactText(text);
  const exact = items.filter((item) => compactText(item.summary) === wanted);
  const first = exact[0];
  if (first !== undefined) return { kind: 'found', item: first };
  const near = items.filter((item) => typoTolerant(compactText(item.summary), wanted));
  const summaries = [...new Set(near.map((item) => compactText(item.summary)))];
  const nearest = near[0];
  if (nearest !== undefined && summaries.length === 1) return { kind: 'found', item: nearest };
  if (near.length > 0) return { kind: 'ambiguous', candidates: near.map((item) => item.summary) };
  return { kind: 'not-found' };
}
