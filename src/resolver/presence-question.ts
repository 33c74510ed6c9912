// "Is anyone in the lounge", "ist jemand in der Küche", "hay alguien en el salón", "客厅有没有人", "거실에 사람
// 있어": a question whether someone is in a place asks that place's motion, occupancy or presence sensor, never
// its lights or its TV; with none there, nothing is called that. Only the question's own shape counts: "någon
// lampa i köket" (any lamp) leaves a word that is no place, so it is no presence question.
import { hasPlace, inPlaces } from './candidates.js';
import { endingsOf } from './forms/word-endings.js';
import { normalizeText } from './normalize-text.js';
import { parseTarget } from './parse-target.js';
import type { Resolution, ResolveOptions } from './resolution.js';
import { notExposed } from './similar-names.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { tokenizePhrase } from './tokenize-phrase.js';
import { READING_CLASS_WORDS } from './words/device-words.js';
import { CJK_PRESENCE, PRESENCE_FRAME_WORDS, SOMEONE_WORDS } from './words/presence-words.js';

const PRESENCE_CLASSES: readonly string[] = ['motion', 'occupancy', 'presence'];

/** The presence sensors a question about someone in a place asks for, or undefined for another request. */
export function presenceAsked(
  index: TargetIndex,
  text: string,
  options: ResolveOptions,
): Resolution | undefined {
  if (options.domain !== undefined && options.domain !== 'binary_sensor') return undefined;
  const norm = normalizeText(text);
  const place = latinPlace(norm) ?? cjkPlace(norm);
  if (place === undefined || place === '') return undefined;
  const endings = endingsOf(options.language);
  const parsed = parseTarget(index, tokenizePhrase(place, index.known, endings), endings);
  if (!hasPlace(parsed) || parsed.kind !== undefined || parsed.names.length > 0 || parsed.all)
    return undefined;
  const sensors = inPlaces(index, undefined, parsed).filter(isPresenceSensor);
  if (sensors.length > 0)
    return {
      kind: 'found',
      entityIds: sensors.map((sensor) => sensor.id),
      group: sensors.length > 1,
      domainNamed: true,
    };
  const hidden = inPlaces(index, index.hidden, parsed).find(isPresenceSensor);
  return hidden === undefined ? { kind: 'not-found', suggestions: [] } : notExposed(index, hidden);
}

/** The words after "is anyone" / "ist jemand" / "er der nogen", when only the question's words come before. */
function latinPlace(norm: string): string | undefined {
  const tokens = norm.split(' ');
  // "quelqu'un" is folded into two words.
  const at = tokens.findIndex(
    (token, position) =>
      SOMEONE_WORDS.has(token) || SOMEONE_WORDS.has(`${token} ${tokens[position + 1] ?? ''}`),
  );
  if (at < 0 || !tokens.slice(0, at).every((token) => PRESENCE_FRAME_WORDS.has(token))) return undefined;
  let rest = at + (SOMEONE_WORDS.has(tokens[at]!) ? 1 : 2);
  while (rest < tokens.length && PRESENCE_FRAME_WORDS.has(tokens[rest]!)) rest += 1;
  return tokens.slice(rest).join(' ');
}

function cjkPlace(norm: string): string | undefined {
  for (const pattern of CJK_PRESENCE) {
    const place = pattern.exec(norm)?.[1];
    if (place !== undefined) return place.trim();
  }
  return undefined;
}

/** A binary sensor of motion, occupancy or presence, by its class or, with none, by its name's words. */
function isPresenceSensor(entity: IndexedEntity): boolean {
  if (entity.domain !== 'binary_sensor') return false;
  if (entity.deviceClass !== null) return PRESENCE_CLASSES.includes(entity.deviceClass);
  return [...entity.nameWords].some((word) => READING_CLASS_WORDS.get(word)?.includes('motion') === true);
}
