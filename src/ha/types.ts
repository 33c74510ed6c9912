// The home as Hearth sees it: plain typed records and the read/act interfaces the tools use.
// Implemented by the live home model in this folder; no LLM, no Wyoming.

/** A state object as Home Assistant sends it (REST, `get_states`, `state_changed`). Wire spelling. */
export interface HassState {
  entity_id: string;
  state: string;
  attributes: Record<string, unknown>;
  last_changed: string;
  last_updated: string;
  last_reported?: string;
  context?: { id: string; parent_id: string | null; user_id: string | null };
}

export interface Floor {
  id: string;
  name: string;
  aliases: string[];
  level: number | null;
}

export interface Area {
  id: string;
  name: string;
  aliases: string[];
  floorId: string | null;
}

export interface Label {
  id: string;
  name: string;
}

export interface Device {
  id: string;
  /** `name_by_user ?? name`. */
  name: string;
  areaId: string | null;
  manufacturer: string | null;
  model: string | null;
}

/** One entity, merged from its state, its registry entry, its device and the exposure settings. */
export interface Entity {
  /** e.g. `light.kitchen_ceiling`. */
  id: string;
  domain: string;
  /** Display name: registry name, else friendly_name, else the object id. */
  name: string;
  aliases: string[];
  /** Resolved area: the entity's own area, else its device's. */
  areaId: string | null;
  deviceId: string | null;
  deviceClass: string | null;
  labels: string[];
  /** Exposed to Assist (`conversation`), after Home Assistant's default-exposure rules. */
  exposed: boolean;
  state: string;
  attributes: Record<string, unknown>;
  lastChanged: string;
  lastUpdated: string;
}

export interface ServiceField {
  name?: string;
  description?: string;
  required?: boolean;
  example?: unknown;
  selector?: Record<string, unknown>;
}

export interface ServiceDescription {
  name?: string;
  description?: string;
  fields: Record<string, ServiceField>;
  /** Present when the service can return data (`optional` true: return_response allowed; false: required). */
  response?: { optional: boolean };
}

/**
 * A lookup over the in-memory indexes; every given field must match (AND). `name` is compared
 * after `normalizeName` against the entity's name and aliases. `floorId` matches through the area.
 */
export interface EntityQuery {
  areaId?: string;
  floorId?: string;
  deviceId?: string;
  domain?: string;
  deviceClass?: string;
  labelId?: string;
  name?: string;
  /** Only exposed (`true`) or only hidden (`false`) entities; both when omitted. */
  exposed?: boolean;
}

/** What changed in the home model; `registry` covers areas, floors, devices, entities and exposure. */
export type HomeEvent =
  | { type: 'state'; entityId: string; previous: Entity | undefined; current: Entity | undefined }
  | { type: 'registry' }
  | { type: 'connection'; connected: boolean };

/** The live, in-memory model of the home. Every read is synchronous and in memory. */
export interface HomeModel {
  /** True once the first full load finished. */
  readonly loaded: boolean;
  /** True while the WebSocket to Home Assistant is up. */
  readonly connected: boolean;
  /** Bumps whenever registries or exposure change (never on a mere state change). */
  readonly registryVersion: number;

  entity(entityId: string): Entity | undefined;
  /** Every entity with a state, exposed or not. Tools must filter by `exposed`. */
  entities(): Iterable<Entity>;
  /** Only the entities exposed to Assist. */
  exposedEntities(): readonly Entity[];
  area(areaId: string): Area | undefined;
  areas(): readonly Area[];
  floor(floorId: string): Floor | undefined;
  floors(): readonly Floor[];
  device(deviceId: string): Device | undefined;
  devices(): readonly Device[];
  label(labelId: string): Label | undefined;
  labels(): readonly Label[];
  /** Entities matching every field of `query`, from the indexes (no scan of the whole home). */
  query(query: EntityQuery): Entity[];
  /** Services by domain, then service name. */
  services(): Readonly<Record<string, Readonly<Record<string, ServiceDescription>>>>;
  /** A satellite's area and floor from its HA device id. */
  locateDevice(deviceId: string): { areaId: string | null; floorId: string | null } | undefined;

  /** Listen to changes; returns the function that stops listening. */
  subscribe(listener: (event: HomeEvent) => void): () => void;
  /**
   * Resolves with the entity once `predicate` holds for it (checked at once, then on each change),
   * or with `undefined` when `timeoutMs` passes first. Rejects only when `signal` aborts.
   */
  waitFor(
    entityId: string,
    predicate: (entity: Entity) => boolean,
    options: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<Entity | undefined>;
}

export interface ServiceCallOptions {
  /** Ask for the service's response data (`return_response`). */
  returnResponse?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ServiceCallResult {
  /** The context id of the call, to match `state_changed` events to it. */
  contextId: string | null;
  response?: unknown;
}

export interface HistoryRow {
  state: string;
  attributes?: Record<string, unknown>;
  /** ISO-8601 time of the change. */
  when: string;
}

export interface StatisticsRow {
  start: string;
  end: string;
  mean?: number;
  min?: number;
  max?: number;
  sum?: number;
  state?: number;
  change?: number;
}

export interface LogbookEntry {
  when: string;
  entityId?: string;
  name?: string;
  message?: string;
  state?: string;
  contextUserId?: string | null;
}

/** Acting on and asking about the home over the wire. Methods throw `HomeAssistantError`. */
export interface HomeAssistantClient {
  readonly home: HomeModel;
  callService(
    domain: string,
    service: string,
    data: Record<string, unknown>,
    target: { entity_id?: string[]; area_id?: string[]; device_id?: string[] } | undefined,
    options?: ServiceCallOptions,
  ): Promise<ServiceCallResult>;
  history(
    entityIds: string[],
    start: Date,
    end: Date | undefined,
    options?: { signal?: AbortSignal; withAttributes?: boolean },
  ): Promise<Record<string, HistoryRow[]>>;
  statistics(
    statisticIds: string[],
    start: Date,
    end: Date | undefined,
    period: '5minute' | 'hour' | 'day' | 'week' | 'month',
    options?: { signal?: AbortSignal },
  ): Promise<Record<string, StatisticsRow[]>>;
  logbook(
    entityIds: string[],
    start: Date,
    end: Date | undefined,
    options?: { signal?: AbortSignal },
  ): Promise<LogbookEntry[]>;
  /** `variables` are handed to the template as data, never spliced into its source. */
  renderTemplate(
    template: string,
    options?: { signal?: AbortSignal; timeoutMs?: number; variables?: Record<string, unknown> },
  ): Promise<string>;
  /** A raw WebSocket command, for what has no method here (automation config, to-do items …). */
  command<T>(
    message: Record<string, unknown>,
    options?: { signal?: AbortSignal; timeoutMs?: number },
  ): Promise<T>;
  /** A raw REST call relative to the API root (`/api` or `/core/api`). */
  rest<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options?: { signal?: AbortSignal },
  ): Promise<T>;
  /**
   * Re-reads what Home Assistant changes without telling (exposure of entities without a registry
   * entry, "expose new entities") when it is older than a few seconds: called as a turn starts, so
   * nothing polls at rest. Never rejects. Optional: a client without it keeps what it loaded.
   */
  freshenExposure?(): Promise<void>;
  close(): Promise<void>;
}
