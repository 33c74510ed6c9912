// The further keys a name is indexed under, read from its words: a side word kept, capital labels, the
// rest of a compound after a place ("Gartenbrunnen" → "brunnen", "厨房烟雾报警器" → "烟雾报警器"), a to-do list's kind, Chinese and
// Japanese names without their linking particle.
import { STORE_CLASSES } from './words/store-names.js';
import { KIND_WORDS } from './words/kind-words.js';
import { ROOM_WORDS } from './words/place-words.js';
import { isSideWord } from './words/side-words.js';

export const NO_LABELS: ReadonlySet<string> = new Set();

/** The last word of a name of two or more words when it says a side ("voor"), else nothing to keep. */
export function lastOf(name: string): string {
  const words = name.split(' ');
  return words.length > 1 && isSideWord(words.at(-1)!) ? words.at(-1)! : '';
}

/** Capital letters standing alone in a name ("Bedroom A"): labels, never the article they spell. */
export function labelsOf(raw: string): ReadonlySet<string> {
  const labels = raw.split(/\s+/).filter((word) => /^\p{Lu}$/u.test(word));
  return labels.length === 0 ? NO_LABELS : new Set(labels.map((label) => label.toLowerCase()));
}

/** Linking letters between the parts of a compound ("Küchen-radio", "Garten-s-…"), longest first. */
const LINKS = ['en', 'es', 'n', 's', ''];

/**
 * "Gartenbrunnen" → "brunnen", "Küchenradio" → "radio": a name word that starts with a place of the home
 * or a room word is also found by the rest, so "den Brunnen im Garten" meets it. Latin letters only.
 */
export function afterPlace(word: string, placeWords: ReadonlySet<string>): string | undefined {
  if (RUN_TOGETHER.test(word)) return afterPlaceRunTogether(word, placeWords);
  if (word.length < 8 || !/^\p{Script=Latin}+$/u.test(word)) return undefined;
  for (let cut = word.length - 4; cut >= 3; cut -= 1) {
    const head = word.slice(0, cut);
    if (!placeWords.has(head) && !ROOM_WORDS.has(head)) continue;
    const rest = word.slice(cut);
    // "Garagentor" → "tor": a kind's short word after a linking letter, not "ntor".
    const kind = LINKS.find((link) => rest.startsWith(link) && KIND_WORDS.has(rest.slice(link.length)));
    if (kind !== undefined && rest.length - kind.length >= 3) return rest.slice(kind.length);
    for (const link of LINKS) {
      if (rest.startsWith(link) && rest.length - link.length >= 4) return rest.slice(link.length);
    }
  }
  return undefined;
}

/** Chinese characters only (kana already cut the name at each change of script): no space between words. */
const RUN_TOGETHER = /^\p{Script=Han}{5,}$/u;

/**
 * "厨房烟雾报警器" → "烟雾报警器", "寝室火災警報器" → "火災警報器": a run-together name that starts with a place
 * of the home is also found by the thing it names after it, three letters or more and no kind word (a kind
 * after a room is read as both already: "客厅吸顶灯").
 */
function afterPlaceRunTogether(word: string, placeWords: ReadonlySet<string>): string | undefined {
  for (let cut = word.length - 3; cut >= 1; cut -= 1) {
    const head = word.slice(0, cut);
    if (!placeWords.has(head) && !ROOM_WORDS.has(head)) continue;
    const rest = word.slice(cut);
    return KIND_WORDS.has(rest) ? undefined : rest;
  }
  return undefined;
}

/**
 * A to-do list's kind by its name: shopping ("Groceries", "Woolies"), chores ("Aufgaben"), hardware
 * ("Bunnings") …, else none (a shop the tables do not know).
 */
export function listClass(nameTokens: readonly string[]): string | null {
  for (let start = 0; start < nameTokens.length; start += 1) {
    for (let end = Math.min(nameTokens.length, start + 3); end > start; end -= 1) {
      // "Trader Joe's" is read "trader joe s": the shop's possessive "s" joined back on.
      const words = nameTokens
        .slice(start, end)
        .join(' ')
        .replace(/ s(?= |$)/gu, 's');
      const kind = KIND_WORDS.get(words);
      if (kind?.domain === 'todo' && kind.classes !== undefined) return kind.classes[0] ?? null;
      const store = STORE_CLASSES.get(words);
      if (store !== undefined) return store;
    }
  }
  return null;
}

/** "的" and "の" between two Chinese or Japanese characters: "of", which a speaker may leave out. */
const LINKING_PARTICLE =
  /(?<=[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}])[的の](?=\p{Script=Han}|\p{Script=Katakana})/gu;

/** "阿嬤的房間" is also "阿嬤房間", "祖母の部屋" also "祖母部屋": what a speaker says before "的燈". */
export function withoutParticles(names: readonly string[]): string[] {
  return names.map((name) => name.replace(LINKING_PARTICLE, '')).filter((name) => !names.includes(name));
}
