// "Abre o portão" with a "Portão garagem" and a "Portão jardim", "otwórz bramę" with a "Brama garaż" and a
// "Brama ogrodowa", "das Tor" with a "Garagentor" and a "Hoftor": a gate word is also what people call a
// garage door in several languages, so the covers whose own names say the word are the ones meant,
// whatever their class, rather than the gate class alone (which would take a "Cancela" or a "Furtka" and
// leave the named garage door out). Pure functions over the kind-word table.
import { saysWord } from './narrow-candidates.js';
import type { IndexedEntity } from './target-index.js';
import { KIND_WORDS, type KindWord } from './words/kind-words.js';

/** The classes a gate word reaches by a name (a cover without a class may be either). */
const GATE_LIKE: readonly (string | null)[] = ['gate', 'garage', null];
const LATIN = /^\p{Script=Latin}+$/u;

function isGateKind(kind: KindWord | undefined): boolean {
  return kind?.domain === 'cover' && kind.classes?.includes('gate') === true;
}

/** "garagentor" ends in "tor", "tuinpoort" in "poort": a compound whose head is the word. */
function headed(name: string, word: string): boolean {
  return LATIN.test(name) && name.length - word.length >= 3 && name.endsWith(word);
}

/** A name word that is a gate word said of one, whole or as a compound's head ("portao", "garagentor"). */
function saysGate(name: string): boolean {
  for (let cut = 0; cut <= name.length - 3; cut += 1) {
    if (cut > 0 && cut < 3) continue;
    const word = KIND_WORDS.get(name.slice(cut));
    if (word !== undefined && !word.plural && isGateKind(word)) return true;
  }
  return false;
}

/** The covers of a gate or garage class whose own names say the gate word said, if any does. */
export function gatesNamed(
  entities: readonly IndexedEntity[],
  kind: KindWord | undefined,
  said: readonly string[],
): IndexedEntity[] | undefined {
  if (kind === undefined || !isGateKind(kind) || said.length === 0) return undefined;
  // "os portões", "bramy": a name that says any gate word; one gate word: the names that say it.
  const holds = (entity: IndexedEntity) =>
    kind.plural
      ? [...entity.nameWords].some(saysGate)
      : said.every(
          (word) => saysWord(word, entity.words) || [...entity.nameWords].some((name) => headed(name, word)),
        );
  const named = entities.filter(
    (entity) => entity.domain === 'cover' && GATE_LIKE.includes(entity.deviceClass) && holds(entity),
  );
  return named.length > 0 ? named : undefined;
}
