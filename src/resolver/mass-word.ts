// A mass word ("the heating", "die Heizung", "la calefacción", "난방") means everything of its kind, as a
// whole system does, unless the word is every candidate's own name word ("Heizung Büro" and "Heizung
// Gästezimmer"): then the home calls each thing by it, and one of them was asked for, as "the guest room
// lamp" is one lamp. Plurals, "all", "both" and "everywhere" still act on all. Pure over indexed entities.
import { STOP_WORDS } from './words/target-words.js';
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity } from './target-index.js';

const CJK = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]+$/u;

/** The request read as asking for one thing, when its mass word is each candidate's own name word. */
export function massAsOne(entities: readonly IndexedEntity[], parsed: ParsedTarget): ParsedTarget {
  const kind = parsed.kind;
  if (kind?.mass !== true || parsed.all || parsed.plural || parsed.count !== undefined) return parsed;
  if (entities.length < 2) return parsed;
  const said = parsed.kindTokens.filter((token) => !STOP_WORDS.has(token));
  if (said.length === 0) return parsed;
  const named = entities.every((entity) => said.every((token) => namesWith(entity, token)));
  return named ? { ...parsed, kind: { ...kind, plural: false } } : parsed;
}

/** "Heizung Büro", "Wohnzimmerheizung", "거실 난방", "客厅暖气": the name holds the word. */
function namesWith(entity: IndexedEntity, token: string): boolean {
  if (entity.nameWords.has(token)) return true;
  for (const word of entity.nameWords) {
    if (CJK.test(token) ? word.includes(token) : word.length > token.length + 2 && word.endsWith(token))
      return true;
  }
  return false;
}
