// Wire spellings of the House's records: state objects, events, the compressed entity format (§3.5.5).
// Formatting only; no sockets, no decisions about what to send.
import type { BusEvent, Context, StoredState, WireState } from '../house-types.js';
import { epochSeconds, isoTime } from '../wire-time.js';

export function wireState(state: StoredState): WireState {
  return {
    entity_id: state.entity_id,
    state: state.state,
    attributes: state.attributes,
    last_changed: isoTime(state.last_changed),
    last_reported: isoTime(state.last_reported),
    last_updated: isoTime(state.last_updated),
    context: state.context,
  };
}

/** An event as `subscribe_events` delivers it; state objects inside `data` are spelled out. */
export function wireEvent(event: BusEvent): Record<string, unknown> {
  let data = event.data;
  if (event.event_type === 'state_changed') {
    const old = data['old_state'] as StoredState | null;
    const next = data['new_state'] as StoredState | null;
    data = {
      entity_id: data['entity_id'],
      old_state: old ? wireState(old) : null,
      new_state: next ? wireState(next) : null,
    };
  }
  return {
    event_type: event.event_type,
    data,
    origin: 'LOCAL',
    time_fired: isoTime(event.time_fired),
    context: event.context,
  };
}

export interface CompressedState {
  s: string;
  a: Record<string, unknown>;
  c: string | Context;
  lc: number;
  lu?: number;
}

/** `State.as_compressed_state`: string context when parent and user are null; `lu` only if ≠ `lc`. */
export function compressState(state: StoredState): CompressedState {
  const { context } = state;
  const compressed: CompressedState = {
    s: state.state,
    a: state.attributes,
    c: context.parent_id === null && context.user_id === null ? context.id : context,
    lc: epochSeconds(state.last_changed),
  };
  if (state.last_updated !== state.last_changed) compressed.lu = epochSeconds(state.last_updated);
  return compressed;
}

/** The `{"+": …, "-": …}` diff of one entity between two states, as Core's `_state_diff` builds it. */
export function stateDiff(old: StoredState, next: StoredState): Record<string, unknown> {
  const additions: Record<string, unknown> = {};
  const diff: Record<string, unknown> = { '+': additions };
  if (old.state !== next.state) additions['s'] = next.state;
  if (old.last_changed !== next.last_changed) additions['lc'] = epochSeconds(next.last_changed);
  else if (old.last_updated !== next.last_updated) additions['lu'] = epochSeconds(next.last_updated);
  let context: Record<string, unknown> | string | undefined;
  if (old.context.parent_id !== next.context.parent_id) context = { parent_id: next.context.parent_id };
  if (old.context.user_id !== next.context.user_id) {
    context = { ...(context as Record<string, unknown> | undefined), user_id: next.context.user_id };
  }
  if (old.context.id !== next.context.id) {
    context =
      context === undefined
        ? next.context.id
        : { ...(context as Record<string, unknown>), id: next.context.id };
  }
  if (context !== undefined) additions['c'] = context;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next.attributes)) {
    if (JSON.stringify(old.attributes[key]) !== JSON.stringify(value)) changed[key] = value;
  }
  if (Object.keys(changed).length > 0) additions['a'] = changed;
  const removed = Object.keys(old.attributes).filter((key) => !(key in next.attributes));
  if (removed.length > 0) diff['-'] = { a: removed };
  return diff;
}
