// The simulated home in memory: states, registries, the event bus, and the one state-write function.
// Knows Home Assistant's state semantics (timestamps, state_changed, history, logbook); not the wire.
import { ulid } from './context-id.js';
import type { HomeDefinition, ScriptAction } from './home-schema.js';
import type {
  AreaEntry,
  BusEvent,
  Context,
  DeviceEntry,
  EntityEntry,
  FloorEntry,
  HistoryRow,
  LabelEntry,
  LogbookRow,
  StoredState,
  ScriptFieldSpec,
  TodoItem,
} from './house-types.js';
import { seedHistory } from './seed-history.js';
import { monotonicClock } from './wire-time.js';

/** Every action Hearth takes arrives through the Supervisor, which runs as this user. */
export const SUPERVISOR_USER_ID = 'a3b5c7d9e1f24a6b8c0d2e4f6a8b0c1d';

type Listener = (event: BusEvent) => void;

/** Bounds that keep a long-running `hearth simulate` (benchmarks hammering it) from growing forever. */
const MAX_ROWS_PER_ENTITY = 20_000;
const MAX_LOGBOOK_ROWS = 100_000;
/**
 * Home Assistant's recorder keeps 10 days (`purge_keep_days`): older rows go as new ones are written, so a
 * simulated home that runs all year (demo mode) holds ten days of changes, not every change since start.
 */
const KEEP_ROWS_MS = 10 * 24 * 3_600_000;

export class House {
  readonly clock: () => number;
  readonly config: HomeDefinition['config'];
  exposeNew: boolean;
  readonly states = new Map<string, StoredState>();
  readonly entries = new Map<string, EntityEntry>();
  readonly devices = new Map<string, DeviceEntry>();
  readonly areas = new Map<string, AreaEntry>();
  readonly floors = new Map<string, FloorEntry>();
  readonly labels = new Map<string, LabelEntry>();
  readonly history = new Map<string, HistoryRow[]>();
  readonly logbook: LogbookRow[] = [];
  readonly todos = new Map<string, TodoItem[]>();
  readonly automations = new Map<string, Record<string, unknown>>();
  /** What each scene sets, and what each script calls. */
  readonly scenes = new Map<
    string,
    Record<string, { state: string; attributes?: Record<string, unknown> | undefined }>
  >();
  readonly scripts = new Map<string, ScriptAction[]>();
  /** A script's description and fields, as get_services shows them. */
  readonly scriptFields = new Map<
    string,
    { description?: string; fields: Record<string, ScriptFieldSpec> }
  >();
  /** What a script returns as its response variable. */
  readonly scriptResponses = new Map<string, Record<string, unknown>>();
  /** Object ids of the `notify.*` actions (a phone's `mobile_app_…`). */
  readonly notifyServices: readonly string[];
  /** The Assist pipelines `assist_pipeline/pipeline/list` answers. */
  readonly pipelines: HomeDefinition['pipelines'];
  /** Exposure decisions for entities without a registry entry. */
  readonly legacyExposure = new Map<string, boolean>();
  /** Which service call a context belongs to, for logbook rows. */
  private readonly causes = new Map<string, { domain: string; service: string }>();
  private readonly listeners = new Set<Listener>();

  /** Takes ownership of `definition` (callers pass a fresh parse or a fresh generated home). */
  constructor(definition: HomeDefinition, now: () => number = Date.now) {
    this.clock = monotonicClock(now);
    this.config = definition.config;
    this.exposeNew = definition.expose_new;
    this.notifyServices = definition.notify_services;
    this.pipelines = definition.pipelines;
    const loadedAt = this.clock();
    const created = loadedAt / 1000;
    for (const floor of definition.floors) {
      this.floors.set(floor.floor_id, { ...floor, created_at: created, modified_at: created });
    }
    for (const area of definition.areas) {
      this.areas.set(area.area_id, { ...area, created_at: created, modified_at: created });
    }
    for (const label of definition.labels) {
      this.labels.set(label.label_id, { ...label, created_at: created, modified_at: created });
    }
    for (const device of definition.devices) {
      this.devices.set(device.id, { ...device, created_at: created, modified_at: created });
    }
    const context = this.newContext(null);
    for (const entity of definition.entities) {
      if (entity.registry) {
        this.entries.set(entity.entity_id, {
          id: entity.entity_id.replace('.', '_') + '_entry',
          entity_id: entity.entity_id,
          unique_id: `${entity.platform}-${entity.entity_id}`,
          platform: entity.platform,
          name: entity.name,
          original_name: entity.original_name,
          area_id: entity.area_id,
          device_id: entity.device_id,
          aliases: entity.aliases,
          labels: entity.labels,
          entity_category: entity.entity_category,
          hidden_by: entity.hidden ? 'user' : null,
          should_expose: entity.exposed,
          created_at: created,
          modified_at: created,
        });
      }
      const stored: StoredState = {
        entity_id: entity.entity_id,
        state: entity.state,
        attributes: entity.attributes,
        last_changed: loadedAt,
        last_updated: loadedAt,
        last_reported: loadedAt,
        context,
      };
      this.states.set(entity.entity_id, stored);
      const rows = entity.history ? seedHistory(entity.history, entity.attributes, loadedAt) : [];
      rows.push({
        state: stored.state,
        attributes: stored.attributes,
        last_changed: loadedAt,
        last_updated: loadedAt,
      });
      this.history.set(entity.entity_id, rows);
      const automationId = entity.attributes['id'];
      if (entity.entity_id.startsWith('automation.') && typeof automationId === 'string') {
        const alias = entity.attributes['friendly_name'] ?? automationId;
        this.automations.set(automationId, { id: automationId, alias, triggers: [], actions: [] });
      }
      if (entity.scene) this.scenes.set(entity.entity_id, entity.scene);
      if (entity.sequence) this.scripts.set(entity.entity_id, entity.sequence);
      if (entity.response) this.scriptResponses.set(entity.entity_id, entity.response);
      if (entity.fields !== undefined || entity.script_description !== undefined) {
        this.scriptFields.set(entity.entity_id, {
          ...(entity.script_description === undefined ? {} : { description: entity.script_description }),
          fields: (entity.fields ?? {}) as Record<string, ScriptFieldSpec>,
        });
      }
      if (entity.items) {
        this.todos.set(
          entity.entity_id,
          entity.items.map((item, index) => ({
            ...item,
            uid: item.uid ?? `${entity.entity_id}-${index + 1}`,
          })),
        );
      }
    }
  }

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  newContext(userId: string | null, cause?: { domain: string; service: string }): Context {
    const context = { id: ulid(), parent_id: null, user_id: userId };
    if (cause) {
      this.causes.set(context.id, cause);
      if (this.causes.size > 10_000) this.causes.delete(this.causes.keys().next().value!);
    }
    return context;
  }

  fire(eventType: string, data: Record<string, unknown>, context: Context = this.newContext(null)): void {
    const event: BusEvent = { event_type: eventType, data, time_fired: this.clock(), context };
    for (const listener of [...this.listeners]) listener(event);
  }

  /**
   * The one way a state changes. Sets timestamps as Home Assistant does (last_changed on a new state,
   * last_updated on any change, only last_reported when nothing changed), fires `state_changed` and
   * records history and logbook rows.
   */
  writeState(
    entityId: string,
    state: string,
    attributes: Record<string, unknown>,
    context: Context = this.newContext(null),
  ): StoredState {
    const now = this.clock();
    const old = this.states.get(entityId);
    if (old && old.state === state && sameValue(old.attributes, attributes)) {
      old.last_reported = now;
      return old;
    }
    const next: StoredState = {
      entity_id: entityId,
      state,
      attributes,
      last_changed: old && old.state === state ? old.last_changed : now,
      last_updated: now,
      last_reported: now,
      context,
    };
    this.states.set(entityId, next);
    const rows = this.history.get(entityId) ?? [];
    rows.push({ state, attributes, last_changed: next.last_changed, last_updated: now });
    dropBefore(rows, now - KEEP_ROWS_MS, (row) => row.last_updated);
    if (rows.length > MAX_ROWS_PER_ENTITY) rows.splice(0, rows.length - MAX_ROWS_PER_ENTITY);
    this.history.set(entityId, rows);
    if (!old || old.state !== state) {
      const cause = this.causes.get(context.id);
      this.logbook.push({ when: now, entity_id: entityId, state, context, ...(cause ? { cause } : {}) });
      dropBefore(this.logbook, now - KEEP_ROWS_MS, (row) => row.when);
      if (this.logbook.length > MAX_LOGBOOK_ROWS)
        this.logbook.splice(0, this.logbook.length - MAX_LOGBOOK_ROWS);
    }
    this.fire('state_changed', { entity_id: entityId, old_state: old ?? null, new_state: next }, context);
    return next;
  }

  removeState(entityId: string, context: Context = this.newContext(null)): void {
    const old = this.states.get(entityId);
    if (!old) return;
    this.states.delete(entityId);
    this.fire('state_changed', { entity_id: entityId, old_state: old, new_state: null }, context);
  }

  /** The area an entity is in: its own, else its device's. */
  areaOf(entityId: string): string | null {
    const entry = this.entries.get(entityId);
    if (!entry) return null;
    if (entry.area_id) return entry.area_id;
    return entry.device_id ? (this.devices.get(entry.device_id)?.area_id ?? null) : null;
  }

  friendlyName(entityId: string): string {
    const entry = this.entries.get(entityId);
    const attribute = this.states.get(entityId)?.attributes['friendly_name'];
    return entry?.name ?? (typeof attribute === 'string' ? attribute : entityId);
  }
}

/** Drops the leading rows written before `cutoff` (rows are in time order: the scan stops at the first kept). */
function dropBefore<T>(rows: T[], cutoff: number, writtenAt: (row: T) => number): void {
  let old = 0;
  while (old < rows.length && writtenAt(rows[old]!) < cutoff) old += 1;
  if (old > 0) rows.splice(0, old);
}

/** Structural equality of JSON-like values. */
export function sameValue(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const leftKeys = Object.keys(left);
  const rightRecord = right as Record<string, unknown>;
  if (leftKeys.length !== Object.keys(right).length) return false;
  return leftKeys.every(
    (key) => key in rightRecord && sameValue((left as Record<string, unknown>)[key], rightRecord[key]),
  );
}
