// "tänd den stora golvlampan", "släck den lilla golvlampan", "sluk den nye lampe i køkkenet": Swedish and Danish
// put an adjective between the article ("den", "det", "de") and the noun, in its weak form ("stora", "lilla",
// "nye"). Said so, it chooses among the names by its bare form ("Stor golvlampa", "Liten golvlampa"), and when no
// name holds it, it is no word of the name ("det gamla ljuset" is the light). Reads the target index only.
import type { Endings } from './forms/word-endings.js';
import { isSizeWord } from './words/size-words.js';
import { isFloorAdjective } from './floor-adjective.js';
import { isKnown } from './tokenize-phrase.js';
import { beginsConceptPhrase } from './concept-phrase.js';
import type { TargetIndex } from './target-index.js';

/** The articles that put an adjective in its weak form before a noun. */
const ARTICLES: ReadonlySet<string> = new Set(['den', 'det', 'de', 'dem']);

/** Weak forms whose bare form is another word ("lilla" of "liten", "små" of both, as normalized). */
const IRREGULAR: ReadonlyMap<string, readonly string[]> = new Map([
  ['lilla', ['liten', 'lilla']],
  ['lille', ['lille', 'liten']],
  ['sma', ['liten', 'lille', 'sma']],
]);

/**
 * The bare forms a weak adjective may have: its "-a" or "-e" off ("stora" → "stor", "hvide" → "hvid"), and
 * with the vowel a two-consonant end drops back in ("gamla" → "gammal", "gamle" → "gammel", "vackra" → "vacker").
 */
function bareForms(word: string): string[] {
  const irregular = IRREGULAR.get(word);
  if (irregular !== undefined) return [...irregular];
  if (!/[ae]$/u.test(word) || word.length < 3) return [];
  const stem = word.slice(0, -1);
  const forms = [stem];
  const end = /([^aeiouyåäöæø])([lrn])$/u.exec(stem);
  if (end !== null) {
    const head = stem.slice(0, -1);
    for (const vowel of ['a', 'e'])
      forms.push(`${head}${vowel}${end[2]}`, `${head}${end[1]}${vowel}${end[2]}`);
  }
  return forms;
}

/**
 * The tokens with each weak adjective after an article read as the name's bare form it chooses, or left out
 * when no name holds it; only in a language whose nouns take a definite ending (`endings`), and never a size
 * word no name holds ("den stora lampan" in a room is its main light: main-light.ts), nor a floor's ("det
 * øverste toilet") or any word the tables know.
 */
export function adjectivesRead(index: TargetIndex, tokens: string[], endings: Endings): string[] {
  return read(index, tokens, endings, true) ?? tokens;
}

/**
 * The tokens with every weak adjective after an article left out that no name holds as said, when one is
 * ("det gamla ljuset i sovrummet" where only the hall's lamp is named "Gammal"); else undefined.
 */
export function withoutAdjectives(
  index: TargetIndex,
  tokens: string[],
  endings: Endings,
): string[] | undefined {
  const left = read(index, tokens, endings, false);
  return left === undefined || left.length === tokens.length ? undefined : left;
}

/** The words of the names of things the home does not expose, read once per index. */
const HIDDEN_WORDS = new WeakMap<TargetIndex, ReadonlySet<string>>();

function hiddenWords(index: TargetIndex): ReadonlySet<string> {
  let words = HIDDEN_WORDS.get(index);
  if (words === undefined) {
    words = new Set(index.hidden.flatMap((entity) => entity.names.flatMap((name) => name.split(' '))));
    HIDDEN_WORDS.set(index, words);
  }
  return words;
}

/**
 * A name holds the word, also the name of a thing not exposed ("den smarte højttaler" for a hidden "Smart
 * Højttaler": said so, it is that thing, to be told it is not available).
 */
function held(index: TargetIndex, word: string): boolean {
  return index.words.has(word) || hiddenWords(index).has(word);
}

/** A word the tables read otherwise: a size ("stora"), a floor ("øverste"), a kind, a room, a verb. */
function said(index: TargetIndex, word: string): boolean {
  return isSizeWord(word) || isFloorAdjective(word) || isKnown(word, index.known);
}

function read(index: TargetIndex, tokens: string[], endings: Endings, choose: boolean): string[] | undefined {
  if (endings !== 'definite' || !tokens.some((token) => ARTICLES.has(token))) return undefined;
  const kept: string[] = [];
  for (let at = 0; at < tokens.length; at += 1) {
    const word = tokens[at]!;
    const adjective = at > 0 && at + 1 < tokens.length && ARTICLES.has(tokens[at - 1]!);
    if (!adjective || held(index, word) || beginsConceptPhrase(tokens, at)) {
      kept.push(word);
      continue;
    }
    const forms = bareForms(word);
    const bare = choose ? forms.find((form) => held(index, form)) : undefined;
    if (bare !== undefined) kept.push(bare);
    else if (forms.length === 0 || said(index, word) || (choose && index.words.loose(word).size > 0))
      kept.push(word);
  }
  return kept;
}
