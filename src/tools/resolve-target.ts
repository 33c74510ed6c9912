// The entity resolver: turns what the user called a thing ("Wohnzimmerlampe", "the lights",
// "everything upstairs", "kitchn light") into exposed entity ids, or says why it cannot.
// Reads the cached target index only; never calls Home Assistant.
import { compactText, normalizeText, similarity, typoTolerant } from './normalize-text.js';
import type { IndexedEntity, IndexedPlace, TargetIndex } from './target-index.js';
import {
  ALL_WORDS,
  DOMAIN_WORDS,
  LOWER_FLOOR_WORDS,
  STOP_WORDS,
  UPPER_FLOOR_WORDS,
  splitCompound,
} from './target-words.js';

export interface ResolveOptions {
  /** A domain the model named explicitly; only entities of it are considered. */
  domain?: string | undefined;
  /** The area of the satellite the user spoke to, for "the lights". */
  satelliteAreaId?: string | undefined;
}

export interface Candidate {
  entity_id: string;
  name: string;
  area?: string;
}

export type Resolution =
  | {
      kind: 'found';
      entityIds: string[];
      /** True when a place or "all" was named rather than particular devices. */
      group: boolean;
      /** True when a kind of device was named (explicitly or by a word like "lights"). */
      domainNamed: boolean;
    }
  | { kind: 'ambiguous'; candidates: Candidate[] }
  /** An entity by that name exists but is not exposed; suggestions are similar exposed names. */
  | { kind: 'not-exposed'; name: string; suggestions: string[] }
  | { kind: 'empty'; place: string; domain: string | undefined }
  | { kind: 'needs-area'; areas: string[] }
  | { kind: 'not-found'; suggestions: string[] };

const ENTITY_ID = /^[a-z0-9_]+\.[a-z0-9_]+$/;

export function wordScore(word: string, words: Set<string>): number {
  if (words.has(word)) return 2;
  for (const candidate of words) if (typoTolerant(word, candidate)) return 1;
  for (const candidate of words) if (word.length >= 3 && candidate.startsWith(word)) return 1;
  return 0;
}

export function toCandidates(
  index: TargetIndex,
  entities: IndexedEntity[],
  satelliteAreaId?: string,
): Candidate[] {
  const areaName = new Map(index.areas.map((area) => [area.id, area.name]));
  return [...entities]
    .sort((a, b) => Number(b.areaId === satelliteAreaId) - Number(a.areaId === satelliteAreaId))
    .slice(0, 6)
    .map((entity) => {
      const area = entity.areaId === null ? undefined : areaName.get(entity.areaId);
      return { entity_id: entity.id, name: entity.name, ...(area === undefined ? {} : { area }) };
    });
}

export function resolveTarget(index: TargetIndex, text: string, options: ResolveOptions = {}): Resolution {
  const trimmed = text.trim();
  const explicitDomain = options.domain;
  const pool =
    explicitDomain === undefined ? index.entities : index.entities.filter((e) => e.domain === explicitDomain);

  if (ENTITY_ID.test(trimmed)) {
    const entity = index.byId.get(trimmed);
    if (entity !== undefined)
      return { kind: 'found', entityIds: [entity.id], group: false, domainNamed: true };
    const hidden = index.hidden.find((candidate) => candidate.id === trimmed);
    if (hidden !== undefined) return notExposed(index, hidden);
    // An id that does not exist is never reinterpreted as a name: the model gets suggestions.
    const guess = resolveTarget(index, trimmed.replace(/[._]/g, ' '), options);
    const ids =
      guess.kind === 'found'
        ? guess.entityIds
        : guess.kind === 'ambiguous'
          ? guess.candidates.map((c) => c.entity_id)
          : [];
    const suggestions = ids.slice(0, 3).map((id) => `${index.byId.get(id)?.name ?? id} (${id})`);
    return { kind: 'not-found', suggestions: guess.kind === 'not-found' ? guess.suggestions : suggestions };
  }

  let all = false;
  let hint: string | undefined;
  const words: string[] = [];
  const rest: string[] = [];
  for (const word of normalizeText(trimmed).split(' ')) {
    if (word === '' || STOP_WORDS.has(word)) continue;
    words.push(word);
    const domain = DOMAIN_WORDS.get(word);
    const compound = domain === undefined ? splitCompound(word) : undefined;
    if (ALL_WORDS.has(word)) all = true;
    else if (domain !== undefined) hint ??= domain;
    else if (compound !== undefined) {
      hint ??= compound.domain;
      rest.push(compound.stem);
    } else rest.push(word);
  }
  const kind = explicitDomain ?? hint;
  const ofKind = (entities: IndexedEntity[]) =>
    kind === undefined ? entities : entities.filter((entity) => entity.domain === kind);
  const found = (entities: IndexedEntity[], group: boolean): Resolution => ({
    kind: 'found',
    entityIds: entities.map((entity) => entity.id),
    group,
    domainNamed: kind !== undefined,
  });
  const narrow = (entities: IndexedEntity[]): Resolution => {
    let list = entities;
    if (list.length > 1 && hint !== undefined && list.some((e) => e.domain === hint)) {
      list = list.filter((e) => e.domain === hint);
    }
    const local = list.filter((entity) => entity.areaId === options.satelliteAreaId);
    if (list.length > 1 && local.length === 1) list = local;
    if (list.length === 1 || all) return found(list, all && list.length > 1);
    return { kind: 'ambiguous', candidates: toCandidates(index, list, options.satelliteAreaId) };
  };

  // 1. A whole name or alias ("Kitchen Light"), then a place ("kitchen lights", "upstairs"),
  // then the same with one typo ("kitchn light"): exact readings win over fuzzy ones.
  const fullNorm = words.join(' ');
  const fullCompact = compactText(fullNorm);
  const restNorm = rest.join(' ');
  const restCompact = compactText(restNorm);
  const byName = (fuzzy: boolean): IndexedEntity[] => {
    if (fullNorm === '') return [];
    const lookup = index.lookup.entities;
    const list = fuzzy ? lookup.typo(fullCompact) : lookup.exact(fullNorm, fullCompact);
    return explicitDomain === undefined ? list : list.filter((entity) => entity.domain === explicitDomain);
  };
  const byPlace = (fuzzy: boolean): Resolution | undefined => {
    if (restNorm === '') return undefined;
    const find = <T>(lookup: { exact(n: string, c: string): T[]; typo(c: string): T[] }) =>
      fuzzy ? lookup.typo(restCompact) : lookup.exact(restNorm, restCompact);
    const areas = find(index.lookup.areas);
    let floors = find(index.lookup.floors);
    if (!fuzzy && floors.length === 0 && index.floors.length > 1 && rest.length === 1) {
      const byLevel = [...index.floors].sort((a, b) => (a.level ?? 0) - (b.level ?? 0));
      const word = rest[0] ?? '';
      const chosen = UPPER_FLOOR_WORDS.has(word)
        ? byLevel.at(-1)
        : LOWER_FLOOR_WORDS.has(word)
          ? byLevel[0]
          : undefined;
      if (chosen !== undefined) floors = [chosen];
    }
    const devices = find(index.lookup.devices);
    const placeMatch: [IndexedPlace, (entity: IndexedEntity) => boolean] | undefined =
      areas[0] !== undefined
        ? [areas[0], (entity) => entity.areaId === areas[0]?.id]
        : floors[0] !== undefined
          ? [floors[0], (entity) => entity.floorId === floors[0]?.id]
          : devices[0] !== undefined
            ? [devices[0], (entity) => devices.some((device) => device.id === entity.deviceId)]
            : undefined;
    if (placeMatch === undefined) return undefined;
    const [matchedPlace, inPlace] = placeMatch;
    const entities = ofKind(pool.filter(inPlace));
    if (entities.length === 0) return { kind: 'empty', place: matchedPlace.name, domain: kind };
    const isDevice = devices[0] === matchedPlace && areas.length === 0 && floors.length === 0;
    return found(entities, !isDevice || entities.length > 1);
  };
  const byHiddenName = (fuzzy: boolean): IndexedEntity | undefined => {
    const lookup = index.lookup.hidden;
    const list = fuzzy ? lookup.typo(fullCompact) : lookup.exact(fullNorm, fullCompact);
    return list.find((entity) => explicitDomain === undefined || entity.domain === explicitDomain);
  };
  for (const fuzzy of [false, true]) {
    const named = byName(fuzzy);
    if (named.length > 0) return narrow(named);
    const place = byPlace(fuzzy);
    // A place holding nothing exposed under a hidden entity's name ("Front Door Camera" is also its
    // device, "garage light" also reads as the lights of the Garage): the entity is meant, not the place.
    const hidden = place?.kind === 'empty' ? byHiddenName(fuzzy) : undefined;
    if (hidden !== undefined) return notExposed(index, hidden);
    if (place !== undefined) return place;
  }

  if (restNorm !== '') {
    // 3. Partial words over names, aliases, areas and device names ("desk", "bedroom ceiling").
    // Only entities holding every word (exactly, with one typo or as a prefix) are scored.
    let holders: Set<IndexedEntity> | undefined;
    for (const word of rest) {
      const found = new Set<IndexedEntity>();
      for (const [candidate, entities] of index.byWord) {
        if (wordScore(word, new Set([candidate])) > 0) for (const entity of entities) found.add(entity);
      }
      holders = holders === undefined ? found : new Set([...holders].filter((entity) => found.has(entity)));
    }
    const scored = ofKind(pool.filter((entity) => holders?.has(entity) === true)).map((entity) => ({
      entity,
      score: rest.reduce((sum, word) => sum + wordScore(word, entity.words), 0),
    }));
    const top = Math.max(0, ...scored.map((entry) => entry.score));
    if (top > 0) return narrow(scored.filter((entry) => entry.score === top).map((entry) => entry.entity));
  } else if (kind !== undefined || all) {
    // 4. Only a kind or "all": "the lights" is the satellite's room, "all lights" the whole home.
    const everywhere = ofKind(pool);
    if (all && kind !== undefined) return everywhere.length > 0 ? found(everywhere, true) : emptyHome(kind);
    if (options.satelliteAreaId !== undefined) {
      const local = everywhere.filter((entity) => entity.areaId === options.satelliteAreaId);
      if (local.length > 0) return found(local, true);
    }
    if (everywhere.length === 1 && kind !== undefined) return found(everywhere, false);
    if (everywhere.length === 0) return emptyHome(kind);
    const areaIds = new Set(everywhere.map((entity) => entity.areaId));
    return {
      kind: 'needs-area',
      areas: index.areas.filter((area) => areaIds.has(area.id)).map((a) => a.name),
    };
  }

  // 5. Nothing visible: say "not exposed" when a hidden entity carries that name, else suggest.
  const hidden = index.lookup.hidden.find(fullNorm, fullCompact)[0];
  if (hidden !== undefined) return notExposed(index, hidden);
  return { kind: 'not-found', suggestions: similarNames([...index.entities, ...index.areas], fullCompact) };
}

function notExposed(index: TargetIndex, hidden: IndexedEntity): Resolution {
  const suggestions = similarNames(index.entities, hidden.compacts[0] ?? compactText(hidden.name));
  return { kind: 'not-exposed', name: hidden.name, suggestions };
}

/** Up to three exposed names that look like `compact`, best first. */
function similarNames(
  items: readonly { name: string; compacts: readonly string[] }[],
  compact: string,
): string[] {
  return items
    .map((item) => ({
      name: item.name,
      score: Math.max(...item.compacts.map((c) => similarity(c, compact))),
    }))
    .filter((item) => item.score >= 0.5)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((item) => item.name);
}

function emptyHome(domain: string | undefined): Resolution {
  return { kind: 'empty', place: 'the home', domain };
}
