// The live, in-memory model of the home (HomeModel): entities merged from states and registries,
// indexes, change events and waitFor. Fed by the sync layer; knows no sockets.
import { createHash } from 'node:crypto';
import { EntityIndex } from './entity-index.js';
import { buildEntity, emptyRegistries, floorOf, structuralKey, type Registries } from './registries.js';
import type {
  Area,
  Device,
  Entity,
  EntityQuery,
  Floor,
  HassState,
  HomeEvent,
  HomeModel,
  Label,
  ServiceDescription,
} from './types.js';

import { waitForEntity } from './wait-for-entity.js';
import type { EntityEntry } from './wire-schemas.js';

type Services = Record<string, Record<string, ServiceDescription>>;

export class LiveHome implements HomeModel {
  #states = new Map<string, HassState>();
  #registries: Registries;
  #services: Services = {};
  readonly #entities = new Map<string, Entity>();
  readonly #index = new EntityIndex();
  #exposed: Entity[] | undefined;
  readonly #listeners = new Set<(event: HomeEvent) => void>();
  #loaded = false;
  #connected = false;
  #registryVersion = 0;
  #fingerprint = '';

  constructor(defaultExposedDomains: Iterable<string>) {
    this.#registries = emptyRegistries(defaultExposedDomains);
  }

  get loaded(): boolean {
    return this.#loaded;
  }
  get connected(): boolean {
    return this.#connected;
  }
  get registryVersion(): number {
    return this.#registryVersion;
  }

  /** How many entities have a state. */
  get size(): number {
    return this.#entities.size;
  }

  /** Ids of every entity with a state. */
  stateIds(): Iterable<string> {
    return this.#states.keys();
  }

  /** The current entity-registry entries (for partial reloads). */
  registryEntries(): ReadonlyMap<string, EntityEntry> {
    return this.#registries.entries;
  }

  entity(entityId: string): Entity | undefined {
    return this.#entities.get(entityId);
  }
  entities(): Iterable<Entity> {
    return this.#entities.values();
  }
  exposedEntities(): readonly Entity[] {
    this.#exposed ??= [...this.#entities.values()].filter((entity) => entity.exposed);
    return this.#exposed;
  }
  area(areaId: string): Area | undefined {
    return this.#registries.areas.get(areaId);
  }
  areas(): readonly Area[] {
    return [...this.#registries.areas.values()];
  }
  floor(floorId: string): Floor | undefined {
    return this.#registries.floors.get(floorId);
  }
  floors(): readonly Floor[] {
    return [...this.#registries.floors.values()];
  }
  device(deviceId: string): Device | undefined {
    return this.#registries.devices.get(deviceId);
  }
  devices(): readonly Device[] {
    return [...this.#registries.devices.values()];
  }
  label(labelId: string): Label | undefined {
    return this.#registries.labels.get(labelId);
  }
  labels(): readonly Label[] {
    return [...this.#registries.labels.values()];
  }
  services(): Readonly<Record<string, Readonly<Record<string, ServiceDescription>>>> {
    return this.#services;
  }

  query(query: EntityQuery): Entity[] {
    const ids = this.#index.match(query);
    const candidates =
      ids === undefined
        ? query.exposed === true
          ? this.exposedEntities()
          : [...this.#entities.values()]
        : ids.map((id) => this.#entities.get(id)).filter((entity) => entity !== undefined);
    return query.exposed === undefined
      ? [...candidates]
      : candidates.filter((entity) => entity.exposed === query.exposed);
  }

  locateDevice(deviceId: string): { areaId: string | null; floorId: string | null } | undefined {
    const device = this.#registries.devices.get(deviceId);
    if (device === undefined) return undefined;
    return { areaId: device.areaId, floorId: floorOf(device.areaId, this.#registries) };
  }

  subscribe(listener: (event: HomeEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  waitFor(
    entityId: string,
    predicate: (entity: Entity) => boolean,
    options: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<Entity | undefined> {
    return waitForEntity(this, entityId, predicate, options);
  }

  /** The connection went up (after a full resync) or down. */
  setConnected(connected: boolean): void {
    if (this.#connected === connected) return;
    this.#connected = connected;
    this.#emit({ type: 'connection', connected });
  }

  /** Marks the first full load done. */
  markLoaded(): void {
    this.#loaded = true;
  }

  setServices(services: Services): void {
    this.#services = services;
  }

  /**
   * Replaces every state with a fresh snapshot (entities missing from it disappear), together with
   * new registry data when given (one rebuild instead of two). Events go out for entities whose
   * state changed, appeared or disappeared; one `registry` event if the structure changed.
   */
  replaceStates(states: Iterable<HassState>, registries?: Partial<Registries>): void {
    const previous = this.#states;
    this.#states = new Map();
    for (const state of states) this.#states.set(state.entity_id, state);
    if (registries !== undefined) {
      this.#registries = { ...this.#registries, ...registries };
      this.#exposed = undefined;
    }
    for (const entityId of previous.keys()) {
      if (!this.#states.has(entityId)) this.#applyEntity(entityId, undefined);
    }
    for (const [entityId, state] of this.#states) {
      const changed = previous.get(entityId)?.last_updated !== state.last_updated;
      if (changed || registries !== undefined || !this.#entities.has(entityId)) {
        this.#applyEntity(entityId, state, changed);
      }
    }
    this.#bumpIfStructureChanged();
  }

  /**
   * One entity's new state, or `undefined` when it was removed. Most changes are a sensor's new value:
   * then nothing the index or the structure holds moved (same name, aliases, area, device, class, labels,
   * exposure), and the entity is only replaced, not indexed again (issue 27: a home's sensors change all
   * day, each change costs this much).
   */
  applyState(entityId: string, state: HassState | undefined): void {
    if (state === undefined) this.#states.delete(entityId);
    else this.#states.set(entityId, state);
    const before = this.#entities.get(entityId);
    if (before === undefined || state === undefined) {
      this.#applyEntity(entityId, state);
      this.#bumpIfStructureChanged();
      return;
    }
    const after = buildEntity(state, this.#registries);
    const sameStructure = structuralKey(before) === structuralKey(after);
    this.#putEntity(before, after, sameStructure, true);
    if (!sameStructure) this.#bumpIfStructureChanged();
  }

  /** New registry data (any subset); every entity is rebuilt. */
  setRegistries(registries: Partial<Registries>): void {
    this.#registries = { ...this.#registries, ...registries };
    this.#index.clear();
    for (const state of this.#states.values()) this.#applyEntity(state.entity_id, state, false);
    this.#exposed = undefined;
    this.#bumpIfStructureChanged();
  }

  #applyEntity(entityId: string, state: HassState | undefined, notify = true): void {
    const previous = this.#entities.get(entityId);
    if (state !== undefined) {
      this.#putEntity(previous, buildEntity(state, this.#registries), false, notify);
      return;
    }
    this.#entities.delete(entityId);
    this.#index.remove(entityId);
    if (previous?.exposed === true) this.#exposed = undefined;
    if (notify && this.#loaded) this.#emit({ type: 'state', entityId, previous, current: undefined });
  }

  /** `current` in place of `previous`; `indexed`: the index already holds it under the same keys. */
  #putEntity(previous: Entity | undefined, current: Entity, indexed: boolean, notify: boolean): void {
    this.#entities.set(current.id, current);
    if (!indexed) this.#index.add(current, floorOf(current.areaId, this.#registries));
    if (previous?.exposed === true || current.exposed) this.#exposed = undefined;
    if (notify && this.#loaded) this.#emit({ type: 'state', entityId: current.id, previous, current });
  }

  #bumpIfStructureChanged(): void {
    const hash = createHash('sha1');
    const { areas, floors, labels, devices } = this.#registries;
    hash.update(JSON.stringify([[...areas.values()], [...floors.values()], [...labels.values()]]));
    hash.update(JSON.stringify([...devices.values()]));
    for (const entity of this.#entities.values()) hash.update(structuralKey(entity));
    const fingerprint = hash.digest('hex');
    if (fingerprint === this.#fingerprint) return;
    this.#fingerprint = fingerprint;
    this.#registryVersion += 1;
    if (this.#loaded) this.#emit({ type: 'registry' });
  }

  #emit(event: HomeEvent): void {
    for (const listener of this.#listeners) listener(event);
  }
}
