// Which thing a name is: in English, German, Dutch and the Scandinavian languages a name's last word is the
// thing ("Epson Projector" is a projector) and the words before it say which or what for ("Projector
// Screen" is a screen); in French, Spanish, Italian, Portuguese and Polish the first word is ("Pantalla
// proyector", "Ekran projektora"). One thing asked for by such a word is the names it heads, not those it
// only qualifies. Pure over indexed entities.
import type { IndexedEntity } from './target-index.js';
import { APPLIANCE_WORDS } from './words/device-words.js';
import { KIND_WORDS } from './words/kind-words.js';
import { ROOM_WORDS } from './words/place-words.js';

const HEAD_LAST = new Set(['en', 'de', 'nl', 'sv', 'da', 'nb', 'nn', 'no']);
const HEAD_FIRST = new Set(['fr', 'es', 'it', 'pt', 'pl']);

/** The word of the name that says what the thing is, by the language's order; numbers left out. */
function headOf(entity: IndexedEntity, last: boolean): string | undefined {
  const words = (entity.names[0] ?? '').split(' ').filter((word) => word !== '' && !/^\d+$/.test(word));
  return last ? words.at(-1) : words[0];
}

/** A word of another thing, not of a place ("Nattlampa hall": Swedish "häll", a hob, folds to "hall"). */
const thingWord = (word: string | undefined) =>
  word !== undefined && !ROOM_WORDS.has(word) && (KIND_WORDS.has(word) || APPLIANCE_WORDS.has(word));

/**
 * Among equal candidates for one thing, those whose name the phrase's head word heads ("Epson Projector" for "the
 * projector"), when every other's name is headed by the word of another thing ("Projector Screen");
 * undefined when that does not tell them apart or the language's order is not known.
 */
export function headedBy(
  entities: readonly IndexedEntity[],
  names: readonly string[],
  language: string | undefined,
): IndexedEntity[] | undefined {
  const base = language?.toLowerCase().split(/[-_]/)[0] ?? '';
  const last = HEAD_LAST.has(base);
  // The phrase's own head: "the rec room projector", "el proyector del salón".
  const said = last ? names.at(-1) : names[0];
  if (entities.length < 2 || said === undefined || !(last || HEAD_FIRST.has(base))) return undefined;
  // "das Licht bei Emil": a person's name after the kind is no head; only a thing's word heads a name.
  if (!thingWord(said)) return undefined;
  const heads = entities.filter((entity) => {
    const head = headOf(entity, last);
    return head === said || (head !== undefined && APPLIANCE_WORDS.get(head) === said);
  });
  const others = entities.filter((entity) => !heads.includes(entity));
  if (heads.length === 0 || others.length === 0) return undefined;
  return others.every((entity) => thingWord(headOf(entity, last))) ? heads : undefined;
}
