// "えあこん", "そふぁーらんぷ", "きっちんの照明": a katakana word typed in hiragana, as the app's keyboard leaves
// it when the typist does not convert, is the katakana word. Hiragana and katakana spell the same sounds one
// code point block apart, so the word is read back exactly, not guessed. Only a piece whose katakana spelling
// the home's names or the tables hold (the tables' of three kana or more), and never one the home or the tables know in hiragana ("みんな", a room
// named "おふろ"): particles and verbs around it stay as typed. The other way too: "ユイの部屋" for an area
// "ゆいの部屋" (a person's name is written in either script), but only towards a hiragana spelling the home's
// own names hold, never the tables' (katakana is how loan words are written, and those stay).
import { normalizeText } from './normalize-text.js';
import type { TargetIndex } from './target-index.js';

const HIRAGANA_RUN = /[\p{Script=Hiragana}ー]{2,}/gu;
const KATAKANA_RUN = /[\p{Script=Katakana}ー]{2,}/gu;
/** Longer than any loan word a home names a thing with ("かうんたーらいと" is eight). */
const LONGEST = 12;
/**
 * A piece of two kana only when a name of the home holds it ("どあ" for its "玄関ドア"): the tables' two-kana
 * words hide in verb endings ("あいてる" holds "てる").
 */
const SHORTEST = 2;
const SHORTEST_TABLE_WORD = 3;
/** ぁ (U+3041) to ゖ (U+3096) sit 0x60 below ァ to ヶ. */
const KANA_GAP = 0x60;

/** Katakana runs of the home's names, normalized, read once per index. */
const NAME_RUNS = new WeakMap<TargetIndex, ReadonlySet<string>>();

function nameRuns(index: TargetIndex): ReadonlySet<string> {
  let runs = NAME_RUNS.get(index);
  if (runs === undefined) {
    const found = new Set<string>();
    const names = [
      ...index.entities.flatMap((entity) => entity.names),
      ...index.hidden.flatMap((entity) => entity.names),
      ...index.areas.flatMap((area) => area.names),
    ];
    for (const name of names) for (const run of name.match(KATAKANA_RUN) ?? []) found.add(run);
    runs = found;
    NAME_RUNS.set(index, runs);
  }
  return runs;
}

/** Hiragana runs of the home's names, normalized, read once per index. */
const HIRAGANA_NAME_RUNS = new WeakMap<TargetIndex, readonly string[]>();

function hiraganaNameRuns(index: TargetIndex): readonly string[] {
  let runs = HIRAGANA_NAME_RUNS.get(index);
  if (runs === undefined) {
    const found = new Set<string>();
    for (const name of [
      ...index.entities.flatMap((entity) => entity.names),
      ...index.areas.flatMap((area) => area.names),
    ])
      for (const run of name.match(HIRAGANA_RUN) ?? []) found.add(run);
    runs = [...found];
    HIRAGANA_NAME_RUNS.set(index, runs);
  }
  return runs;
}

function hiraganaOf(katakana: string): string {
  return katakana.replace(/[\u30a1-\u30f6]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) - KANA_GAP));
}

function katakanaOf(hiragana: string): string {
  return hiragana.replace(/[\u3041-\u3096]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) + KANA_GAP));
}

/**
 * The text with each hiragana piece that spells a known katakana word written in katakana; the text itself
 * when there is none. `known` says whether a normalized word is one the tables or the home's names know.
 */
export function withKatakanaTyped(
  index: TargetIndex,
  text: string,
  known: (word: string) => boolean,
): string {
  if (!/\p{Script=Hiragana}/u.test(text)) return text;
  const katakana = (piece: string) => {
    const word = normalizeText(katakanaOf(piece));
    if (known(normalizeText(piece))) return false;
    return nameRuns(index).has(word) || (piece.length >= SHORTEST_TABLE_WORD && known(word));
  };
  return text.replace(HIRAGANA_RUN, (run) => {
    let out = '';
    let at = 0;
    while (at < run.length) {
      let length = Math.min(LONGEST, run.length - at);
      while (length >= SHORTEST && !katakana(run.slice(at, at + length))) length -= 1;
      if (length >= SHORTEST) {
        out += katakanaOf(run.slice(at, at + length));
        at += length;
      } else {
        out += run[at]!;
        at += 1;
      }
    }
    return out;
  });
}

/**
 * The text with each katakana piece that the home writes only in hiragana ("ユイ" where an area is "ゆいの部屋")
 * written in hiragana; the text itself when there is none. A piece the home or the tables know in katakana
 * stays. `known` is as for `withKatakanaTyped`.
 */
export function withHiraganaNamed(
  index: TargetIndex,
  text: string,
  known: (word: string) => boolean,
): string {
  if (!/\p{Script=Katakana}/u.test(text)) return text;
  const runs = hiraganaNameRuns(index);
  if (runs.length === 0) return text;
  const hiragana = (piece: string) => {
    if (piece.includes('ー') || known(normalizeText(piece)) || nameRuns(index).has(normalizeText(piece)))
      return false;
    const word = normalizeText(hiraganaOf(piece));
    return runs.some((run) => run.startsWith(word));
  };
  return text.replace(KATAKANA_RUN, (run) => (hiragana(run) ? hiraganaOf(run) : run));
}
