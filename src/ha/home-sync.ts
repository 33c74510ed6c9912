// Keeps the LiveHome in step with Home Assistant: a full resync on every (re)connect, then
// `subscribe_entities` diffs and debounced registry reloads. Knows the link and the model, not REST.
import { applyStateDiff, expandState, readEntitiesEvent } from './compressed-state.js';
import type { HaConnection } from './ha-connection.js';
import type { LiveHome } from './live-home.js';
import {
  loadAreas,
  loadDevices,
  loadEntityEntries,
  loadEntityList,
  loadExposure,
  loadExtendedEntries,
  loadFloors,
  loadLabels,
  loadRegistries,
  loadServices,
  type Command,
} from './load-registries.js';
import type { ExposureSettings } from './exposure.js';
import type { Logger } from './logger.js';
import type { Registries } from './registries.js';
import type { HassState } from './types.js';
import type { EntityEntry } from './wire-schemas.js';

const RELOADS = {
  entity_registry_updated: 'entities',
  device_registry_updated: 'devices',
  area_registry_updated: 'areas',
  floor_registry_updated: 'floors',
  label_registry_updated: 'labels',
  service_registered: 'services',
  service_removed: 'services',
} as const;
type Reload = (typeof RELOADS)[keyof typeof RELOADS];

/** Past this many changed entities one full entity-registry reload is cheaper than `get_entries`. */
const PARTIAL_RELOAD_LIMIT = 200;

export interface HomeSyncOptions {
  connection: HaConnection;
  home: LiveHome;
  defaultExposedDomains: ReadonlySet<string>;
  /** Registry events are gathered this long before one reload. */
  debounceMs: number;
  /**
   * How old exposure may be when a turn asks for it (`freshenExposure`) before it is re-read
   * (`expose_entity/list`): HA fires no event when an entity without a registry entry is exposed or
   * hidden, or when "expose new entities" changes. Read when needed, never on a timer: at rest
   * nothing polls. 0 re-reads for every turn.
   */
  exposureMaxAgeMs: number;
  logger: Logger;
}

export class HomeSync {
  readonly #options: HomeSyncOptions;
  readonly #command: Command;
  #generation = 0;
  /** States gathered during a resync, before the registries are in; then undefined. */
  #pending: Map<string, HassState> | undefined;
  readonly #timers = new Map<Reload, NodeJS.Timeout>();
  #changedEntities = new Set<string>();
  #fullEntityReload = false;
  /** Ids known to have no registry entry (legacy entities), so a new state of theirs is not looked up. */
  #unregistered = new Set<string>();
  /** The exposure last applied, as comparable text, and when it was read (performance clock). */
  /** The exposure last read from HA (at a resync or a re-read), to tell whether a re-read changed it. */
  #exposure: ExposureSettings | undefined;
  #exposureReadAt = Number.NEGATIVE_INFINITY;
  /** The re-read under way, shared by the turns that start meanwhile. */
  #exposureRead: Promise<void> | undefined;

  constructor(options: HomeSyncOptions) {
    this.#options = options;
    this.#command = (message) => options.connection.command(message);
  }

  /** How many entities are known to have no registry entry: at most the home's, whatever came and went. */
  get unregisteredCount(): number {
    return this.#unregistered.size;
  }

  /** Loads everything afresh on a new socket; resolves once the home is consistent. */
  async resync(): Promise<void> {
    const generation = ++this.#generation;
    const { connection, home, defaultExposedDomains, logger } = this.#options;
    const started = performance.now();
    this.#pending = new Map();
    let snapshotArrived!: () => void;
    const snapshot = new Promise<void>((resolve) => (snapshotArrived = resolve));

    await Promise.all(
      Object.keys(RELOADS).map((eventType) =>
        connection.subscribe<{ data?: Record<string, unknown> }>(
          { type: 'subscribe_events', event_type: eventType },
          (event) => {
            if (generation === this.#generation) this.#onRegistryEvent(eventType, event.data ?? {});
          },
        ),
      ),
    );
    await connection.subscribe<unknown>({ type: 'subscribe_entities' }, (event) => {
      if (generation !== this.#generation) return;
      try {
        this.#onEntities(event);
      } catch (error) {
        // A diff we cannot apply leaves the model unsure: start over on a fresh socket.
        logger.error(
          { err: error, hint: 'nothing to do: Hearth reloads the home; report it if it repeats' },
          'Could not apply a Home Assistant state update; resyncing',
        );
        connection.reconnect();
        return;
      }
      snapshotArrived();
    });
    const entries = snapshot.then(() => loadEntityEntries(this.#command, [...(this.#pending?.keys() ?? [])]));
    const [registries, services] = await Promise.all([
      loadRegistries(this.#command, defaultExposedDomains),
      loadServices(this.#command),
      entries,
    ]);
    if (generation !== this.#generation || this.#pending === undefined) return;
    const loadedEntries = await entries;
    this.#unregistered = new Set([...this.#pending.keys()].filter((id) => !loadedEntries.has(id)));
    home.setServices(services);
    this.#exposure = registries.exposure;
    this.#exposureReadAt = performance.now();
    home.replaceStates(this.#pending.values(), { ...registries, entries: loadedEntries });
    this.#pending = undefined;
    home.markLoaded();
    home.setConnected(true);
    logger.info(
      { entities: home.size, ms: Math.round(performance.now() - started) },
      'Home Assistant home model loaded',
    );
  }

  /** The socket dropped: forget pending reloads (the next resync reloads everything). */
  disconnected(): void {
    this.#generation += 1;
    this.#pending = undefined;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    this.#exposureRead = undefined;
    this.#changedEntities.clear();
    this.#fullEntityReload = false;
    this.#options.home.setConnected(false);
  }

  /**
   * Re-reads exposure when the last read is older than `exposureMaxAgeMs` and applies it when it changed;
   * resolves at once while the home is not loaded or the link is down. Never rejects: a failed read keeps
   * the exposure Hearth has (every tool call is checked against it anyway).
   */
  freshenExposure(): Promise<void> {
    const { exposureMaxAgeMs, defaultExposedDomains, home, logger } = this.#options;
    if (this.#pending !== undefined || !home.loaded || !home.connected) return Promise.resolve();
    if (performance.now() - this.#exposureReadAt < exposureMaxAgeMs) return Promise.resolve();
    if (this.#exposureRead !== undefined) return this.#exposureRead;
    const generation = this.#generation;
    const asked = performance.now();
    const read = loadExposure(this.#command, defaultExposedDomains)
      .then((exposure) => {
        if (generation !== this.#generation) return;
        this.#exposureReadAt = asked;
        if (this.#exposure !== undefined && sameExposure(exposure, this.#exposure)) return;
        this.#exposure = exposure;
        home.setRegistries({ exposure });
        logger.info({}, 'Exposure to Assist changed in Home Assistant; applied');
      })
      .catch((error: unknown) => {
        if (generation !== this.#generation) return;
        logger.warn(
          { err: error, hint: 'Hearth keeps the last exposure it read and reads it again at the next turn' },
          'Re-reading exposure failed',
        );
      })
      .finally(() => {
        if (this.#exposureRead === read) this.#exposureRead = undefined;
      });
    this.#exposureRead = read;
    return read;
  }

  #onEntities(raw: unknown): void {
    const event = readEntitiesEvent(raw);
    const pending = this.#pending;
    const current = (entityId: string): HassState | undefined =>
      pending === undefined ? undefined : pending.get(entityId);
    const put = (entityId: string, state: HassState | undefined): void => {
      if (pending === undefined) this.#options.home.applyState(entityId, state);
      else if (state === undefined) pending.delete(entityId);
      else pending.set(entityId, state);
    };
    for (const [entityId, compressed] of event.a) {
      put(entityId, expandState(entityId, compressed));
      if (pending === undefined) this.#lookUpIfUnknown(entityId);
    }
    for (const [entityId, diff] of event.c) {
      const previous = current(entityId) ?? this.#stateOf(entityId);
      if (previous !== undefined) put(entityId, applyStateDiff(previous, diff));
    }
    for (const entityId of event.r) {
      put(entityId, undefined);
      // Gone from the home: if it comes back, its entry is looked up again. Kept, entities that come and go
      // under new ids (legacy platforms without unique ids) would grow the set for as long as the socket lives.
      this.#unregistered.delete(entityId);
    }
  }

  /** A state appeared for an entity whose registry entry was never loaded: fetch it (debounced). */
  #lookUpIfUnknown(entityId: string): void {
    if (this.#unregistered.has(entityId)) return;
    if (this.#options.home.registryEntries().has(entityId)) return;
    this.#onRegistryEvent('entity_registry_updated', { entity_id: entityId });
  }

  #stateOf(entityId: string): HassState | undefined {
    const entity = this.#options.home.entity(entityId);
    if (entity === undefined) return undefined;
    return {
      entity_id: entity.id,
      state: entity.state,
      attributes: entity.attributes,
      last_changed: entity.lastChanged,
      last_updated: entity.lastUpdated,
    };
  }

  #onRegistryEvent(eventType: string, data: Record<string, unknown>): void {
    const reload = RELOADS[eventType as keyof typeof RELOADS];
    if (reload === 'entities') {
      const entityId = data.entity_id;
      if (typeof entityId === 'string') this.#changedEntities.add(entityId);
      else this.#fullEntityReload = true;
      if (typeof data.old_entity_id === 'string') this.#changedEntities.add(data.old_entity_id);
    }
    if (this.#timers.has(reload)) return;
    const generation = this.#generation;
    const timer = setTimeout(() => {
      this.#timers.delete(reload);
      this.#reload(reload).catch((error: unknown) => {
        if (generation !== this.#generation) return;
        this.#options.logger.warn(
          {
            err: error,
            reload,
            hint: 'Hearth keeps the registry it had; it reloads on the next change or reconnect',
          },
          'Reloading a Home Assistant registry failed',
        );
      });
    }, this.#options.debounceMs);
    this.#timers.set(reload, timer);
  }

  async #reload(reload: Reload): Promise<void> {
    const generation = this.#generation;
    const command = this.#command;
    let update: Partial<Registries>;
    if (reload === 'services') {
      const services = await loadServices(command);
      if (generation === this.#generation) this.#options.home.setServices(services);
      return;
    }
    if (reload === 'entities') update = { entries: await this.#reloadEntries() };
    else if (reload === 'devices') update = { devices: await loadDevices(command) };
    else if (reload === 'areas') update = { areas: await loadAreas(command) };
    else if (reload === 'floors') update = { floors: await loadFloors(command) };
    else update = { labels: await loadLabels(command) };
    if (generation === this.#generation) this.#options.home.setRegistries(update);
  }

  /** The changed entries only (`get_entries`), or the whole registry after many changes. */
  async #reloadEntries(): Promise<Map<string, EntityEntry>> {
    const changed = [...this.#changedEntities];
    const full = this.#fullEntityReload || changed.length > PARTIAL_RELOAD_LIMIT;
    this.#changedEntities = new Set();
    this.#fullEntityReload = false;
    const home = this.#options.home;
    if (full) {
      const ids = new Set([...home.registryEntries().keys(), ...home.stateIds()]);
      return loadEntityEntries(this.#command, [...ids]);
    }
    const entries = new Map(home.registryEntries());
    const extended = await loadExtendedEntries(this.#command, changed);
    if (extended === undefined) return loadEntityList(this.#command);
    for (const [entityId, entry] of extended) {
      if (entry === undefined) {
        entries.delete(entityId);
        // Only while its state is there: one that came and went before this reload is not remembered.
        if (home.entity(entityId) !== undefined) this.#unregistered.add(entityId);
      } else {
        entries.set(entityId, entry);
        this.#unregistered.delete(entityId);
      }
    }
    return entries;
  }
}

/**
 * Whether two reads of exposure say the same: compared entry by entry, nothing sorted or encoded (a home
 * re-reads it on every turn that comes more than a few seconds after the last).
 */
function sameExposure(a: ExposureSettings, b: ExposureSettings): boolean {
  if (a.exposeNew !== b.exposeNew || a.explicit.size !== b.explicit.size) return false;
  for (const [entityId, exposed] of a.explicit) if (b.explicit.get(entityId) !== exposed) return false;
  return true;
}
