// Candidate tasks where the right answer is words, not (only) an action: a state question with the true
// value, a device that is not exposed (must not act), an ambiguous name and an unlock (must ask), a timer.
import type { Candidate } from './action-candidates.js';
import { isSwitchable } from './action-candidates.js';
import type { TaskEntity, TaskHome } from './task-home.js';

const NOT_A_VALUE = new Set(['unknown', 'unavailable', '']);

/** The ways a spoken answer may write a reading: as it is, with a decimal comma, rounded. */
export function valueSpellings(state: string): string[] {
  const value = Number(state);
  const spellings = new Set([state, state.replace('.', ',')]);
  if (Number.isFinite(value)) {
    spellings.add(String(value));
    spellings.add(String(value).replace('.', ','));
    spellings.add(String(Math.round(value)));
  }
  return [...spellings];
}

const normalize = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Groups of two or more exposed devices of one kind whose names start alike ("Bedside Lamp Left", "Bedside
 * Lamp Right" → "Bedside Lamp"), when those first words name no entity, area or floor by themselves.
 */
function ambiguousGroups(home: TaskHome): { phrase: string; members: TaskEntity[] }[] {
  const taken = new Set<string>();
  for (const entity of home.entities) taken.add(normalize(entity.name));
  for (const area of home.areas) for (const name of [area.name, ...area.aliases]) taken.add(normalize(name));
  for (const floor of home.floors) taken.add(normalize(floor.name));
  const groups = new Map<string, { phrase: string; members: TaskEntity[] }>();
  for (const entity of home.exposed) {
    if (!isSwitchable(entity)) continue;
    // Only the name without its last word ("Left", "2"): the way people shorten a name they share.
    const words = entity.name.split(/\s+/);
    if (words.length < 2) continue;
    const phrase = words.slice(0, -1).join(' ');
    if (taken.has(normalize(phrase)) || phrase.length < 4) continue;
    const key = `${entity.domain}|${normalize(phrase)}`;
    const group = groups.get(key) ?? { phrase, members: [] };
    group.members.push(entity);
    groups.set(key, group);
  }
  return [...groups.values()].filter(
    (group) => group.members.length >= 2 && new Set(group.members.map((member) => member.areaId)).size === 1,
  );
}

export function askCandidates(home: TaskHome): Candidate[] {
  const candidates: Candidate[] = [];
  for (const sensor of home.exposed.filter((entity) => entity.domain === 'sensor')) {
    if (NOT_A_VALUE.has(sensor.state) || !Number.isFinite(Number(sensor.state))) continue;
    if (typeof sensor.attributes['unit_of_measurement'] !== 'string') continue;
    candidates.push({
      category: 'state-question',
      build: (book) => ({
        text: book.question(sensor.name),
        expect: { states: [], answerContains: valueSpellings(sensor.state) },
        intended: [{ action: 'answer', entityIds: [sensor.id], data: { value: sensor.state } }],
      }),
    });
  }
  for (const hidden of home.entities.filter((entity) => !entity.exposed && isSwitchable(entity))) {
    candidates.push({
      category: 'not-exposed',
      build: (book) => ({
        text: hidden.state === 'off' ? book.on(hidden.name) : book.off(hidden.name),
        expect: { states: [] },
        intended: [{ action: 'answer', entityIds: [] }],
      }),
    });
  }
  for (const group of ambiguousGroups(home)) {
    candidates.push({
      category: 'ambiguous',
      build: (book) => {
        const on = group.members.every((member) => member.state === 'off');
        return {
          text: on ? book.on(group.phrase) : book.off(group.phrase),
          expect: { states: [], mustAsk: true },
          intended: [{ action: 'ask', entityIds: group.members.map((member) => member.id) }],
        };
      },
    });
  }
  for (const entity of home.exposed) {
    const garage =
      entity.domain === 'cover' &&
      ['garage', 'gate'].includes(String(entity.attributes['device_class'])) &&
      entity.state === 'closed';
    const lock = entity.domain === 'lock' && entity.state === 'locked';
    if (!garage && !lock) continue;
    candidates.push({
      category: 'needs-confirmation',
      build: (book) => ({
        text: lock ? book.unlock(entity.name) : book.open(entity.name),
        expect: { states: [], mustAsk: true },
        intended: [{ action: lock ? 'unlock' : 'open', entityIds: [entity.id] }],
      }),
    });
  }
  for (const deviceId of home.satellites) {
    candidates.push({
      category: 'timer',
      build: (book, random) => {
        const minutes = random.pick([3, 5, 10, 15, 20]);
        return {
          text: book.timer(minutes),
          deviceId,
          expect: { states: [], intent: { name: 'HassStartTimer', slots: { minutes } } },
          intended: [{ action: 'timer', entityIds: [], data: { minutes } }],
        };
      },
    });
  }
  return candidates;
}
