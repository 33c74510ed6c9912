// Expands `subscribe_entities` compressed states and applies their diffs into full state objects.
// Wire format only (see ha-api.md §3.5.5); no registries, no sockets.
import { HomeAssistantError } from './home-assistant-error.js';
import type { HassState } from './types.js';

type Context = NonNullable<HassState['context']>;
type Compressed = Record<string, unknown>;

/** One `subscribe_entities` event: added (full), changed (diffs) and removed entities. */
export interface EntitiesEvent {
  a: [string, Compressed][];
  c: [string, Compressed][];
  r: string[];
}

/**
 * Checks the event's shape by hand: the first event holds every entity of the home, and zod's
 * record-of-records parse cost more than the rest of the load together. Throws on a bad shape.
 */
export function readEntitiesEvent(raw: unknown): EntitiesEvent {
  if (!isRecord(raw)) throw badEvent('not an object');
  const removed = raw.r ?? [];
  if (!Array.isArray(removed) || !removed.every((id) => typeof id === 'string')) {
    throw badEvent('"r" is not a list of ids');
  }
  return { a: entries(raw.a, 'a'), c: entries(raw.c, 'c'), r: removed };
}

function entries(value: unknown, key: string): [string, Compressed][] {
  if (value === undefined) return [];
  if (!isRecord(value)) throw badEvent(`"${key}" is not an object`);
  const result = Object.entries(value);
  for (const [, item] of result) if (!isRecord(item)) throw badEvent(`"${key}" holds a non-object`);
  return result as [string, Compressed][];
}

function badEvent(reason: string): HomeAssistantError {
  return new HomeAssistantError('service-failed', `Unexpected subscribe_entities event: ${reason}`);
}

/** A compressed state `{s, a, c, lc, lu?}` into a full state object. */
export function expandState(entityId: string, compressed: Record<string, unknown>): HassState {
  const lastChanged = epochToIso(compressed.lc);
  const state: HassState = {
    entity_id: entityId,
    state: stateText(compressed.s),
    attributes: isRecord(compressed.a) ? compressed.a : {},
    last_changed: lastChanged,
    last_updated: compressed.lu === undefined ? lastChanged : epochToIso(compressed.lu),
  };
  const context = toContext(compressed.c, undefined);
  if (context !== undefined) state.context = context;
  return state;
}

/** Applies one `{"+": {...}, "-": {a: [...]}}` diff to `previous`, returning a new object. */
export function applyStateDiff(previous: HassState, diff: Record<string, unknown>): HassState {
  const next: HassState = { ...previous };
  const added = isRecord(diff['+']) ? diff['+'] : {};
  const removed = isRecord(diff['-']) ? diff['-'] : {};
  if (added.s !== undefined) next.state = stateText(added.s);
  if (added.lc !== undefined) {
    next.last_changed = epochToIso(added.lc);
    next.last_updated = next.last_changed;
  }
  if (added.lu !== undefined) next.last_updated = epochToIso(added.lu);
  if (added.c !== undefined) {
    const context = toContext(added.c, previous.context);
    if (context !== undefined) next.context = context;
  }
  const removedAttributes = Array.isArray(removed.a) ? removed.a : [];
  if (isRecord(added.a) || removedAttributes.length > 0) {
    const attributes = { ...previous.attributes, ...(isRecord(added.a) ? added.a : {}) };
    for (const name of removedAttributes) if (typeof name === 'string') delete attributes[name];
    next.attributes = attributes;
  }
  return next;
}

/** A string is a bare id: parent and user stay as before (null in a full compressed state). */
function toContext(value: unknown, previous: Context | undefined): Context | undefined {
  if (typeof value === 'string') {
    return { id: value, parent_id: previous?.parent_id ?? null, user_id: previous?.user_id ?? null };
  }
  if (!isRecord(value)) return previous;
  const base: Context = previous ?? { id: '', parent_id: null, user_id: null };
  return {
    id: typeof value.id === 'string' ? value.id : base.id,
    parent_id: 'parent_id' in value ? nullableText(value.parent_id) : base.parent_id,
    user_id: 'user_id' in value ? nullableText(value.user_id) : base.user_id,
  };
}

function nullableText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Epoch seconds (float) to ISO-8601 UTC; Home Assistant's own offset spelling is not needed. */
export function epochToIso(value: unknown): string {
  const seconds = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString() : new Date(0).toISOString();
}

/** A state value as text (states are strings on the wire; be lenient with numbers). */
export function stateText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value == null ? '' : JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
