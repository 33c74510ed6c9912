// "dishwasher time left", "Restzeit Spülmaschine", "is de droger klaar", "식세기 얼마나 남았어": a question about
// how far along a machine is, when it ends or whether it is done asks for a reading, not the machine's switch.
// The machine is found from the words left once the question is taken out; the answer is the sensor beside it
// (on its device, else in its room and named with the same appliance) whose name or class says the programme's
// remaining time, end or state (words/progress-words.ts). Where the machine has no such sensor, the request is
// read as it was. Knows the index and its own words; the resolving is passed in.
import { choreAsked } from './chore-done.js';
import { normalizeText } from './normalize-text.js';
import type { Resolution, ResolveOptions } from './resolution.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { isConceptKey } from './words/device-words.js';
import {
  PROGRESS_ASKED,
  PROGRESS_FILLER,
  PROGRESS_NAMED,
  type ProgressAsked,
} from './words/progress-words.js';

const LATIN = /^[\p{Script=Latin}\p{N} ]+$/u;
/** Device classes of a sensor that gives when a programme ends or how long it still runs. */
const TIME_CLASSES: ReadonlySet<string> = new Set(['duration', 'timestamp']);

type Resolve = (text: string, options: ResolveOptions) => Resolution;

/** The first words of the Latin phrases: a Latin request holding none of them asks no progress (no scan). */
const LATIN_FIRST: ReadonlySet<string> = new Set(
  PROGRESS_ASKED.filter(([phrase]) => LATIN.test(phrase)).map(([phrase]) => phrase.split(' ')[0]!),
);

/** The text with the progress question taken out, and what it asked; undefined when it asks none. */
export function progressAsked(norm: string): { rest: string; asked: ProgressAsked } | undefined {
  if (LATIN.test(norm) && !norm.split(' ').some((word) => LATIN_FIRST.has(word))) return undefined;
  let text = ` ${norm} `;
  let asked: ProgressAsked | undefined;
  for (const [phrase, kind] of PROGRESS_ASKED) {
    const latin = LATIN.test(phrase);
    const cut = latin ? text.replace(` ${phrase} `, ' ') : text.replace(phrase, ' ');
    if (cut === text) continue;
    text = latin ? cut.replace(` ${phrase} `, ' ') : cut;
    // A time word ("when", "how long") says what is asked even beside a state word ("quand … aura fini").
    asked = asked === 'time' ? 'time' : kind;
  }
  if (asked === undefined) return undefined;
  const rest = text
    .split(' ')
    .filter((word) => word !== '' && !PROGRESS_FILLER.has(word))
    .join(' ');
  return rest === '' ? undefined : { rest, asked };
}

/** Which of the two a sensor gives, from its class or its name's words; undefined when neither. */
function progressGiven(entity: IndexedEntity): ProgressAsked | undefined {
  if (entity.domain !== 'sensor') return undefined;
  if (entity.deviceClass !== null && TIME_CLASSES.has(entity.deviceClass)) return 'time';
  const name = normalizeText(entity.name);
  for (const word of name.split(' ')) {
    const given = PROGRESS_NAMED.get(word) ?? (LATIN.test(word) ? compoundEnd(word) : undefined);
    if (given !== undefined) return given;
  }
  for (const [word, given] of PROGRESS_NAMED) if (!LATIN.test(word) && name.includes(word)) return given;
  return undefined;
}

/** A German, Dutch or Nordic compound that ends in a progress word ("Programmrestzeit", "programmastatus"). */
function compoundEnd(word: string): ProgressAsked | undefined {
  for (const [end, given] of PROGRESS_NAMED)
    if (end.length >= 5 && word.length > end.length + 2 && word.endsWith(end)) return given;
  return undefined;
}

/** The progress sensors beside a machine: on its device, else in its room named with the same appliance. */
function progressSensors(index: TargetIndex, machine: IndexedEntity): IndexedEntity[] {
  const onDevice = machine.deviceId === null ? [] : (index.byDevice.get(machine.deviceId) ?? []);
  const own = onDevice.filter((entity) => progressGiven(entity) !== undefined);
  if (own.length > 0 || machine.areaId === null) return own;
  const concepts = [...machine.nameWords].filter(isConceptKey);
  if (concepts.length === 0) return [];
  return (index.byArea.get(machine.areaId) ?? []).filter(
    (entity) =>
      progressGiven(entity) !== undefined && concepts.some((concept) => entity.nameWords.has(concept)),
  );
}

/**
 * The progress sensor a question about a machine's progress asks for, or undefined to read the request as said:
 * when it asks no such question, when the machine is not found alone, or when it has no progress sensor.
 */
export function applianceProgress(
  index: TargetIndex,
  norm: string,
  options: ResolveOptions,
  resolve: Resolve,
): Resolution | undefined {
  // A thing whose own name is the whole request ("Tvätt klar", a timer) is that thing, not a chore's question.
  const named = index.lookup.entities.exact(norm, norm.replace(/ /g, '')).length > 0;
  const chore = named ? undefined : choreAsked(norm, options.language, progressAsked);
  const question = chore ?? progressAsked(norm);
  if (question === undefined) return undefined;
  const machine = resolve(question.rest, options);
  if (machine.kind !== 'found' || machine.entityIds.length !== 1) return undefined;
  const found = index.byId.get(machine.entityIds[0]!);
  if (found === undefined) return undefined;
  if (progressGiven(found) !== undefined) return machine;
  const sensors = progressSensors(index, found);
  const fitting = sensors.filter((sensor) => progressGiven(sensor) === question.asked);
  const meant = fitting.length > 0 ? fitting : sensors;
  // The chore's machine with no progress sensor answers by its own state ("is de was klaar": the washer).
  if (meant.length === 0) return chore === undefined ? undefined : machine;
  if (meant.length === 1)
    return { kind: 'found', entityIds: [meant[0]!.id], group: false, domainNamed: false };
  return {
    kind: 'ambiguous',
    candidates: meant.map((sensor) => ({ entity_id: sensor.id, name: sensor.name })),
  };
}
