// Finds the items holding a word exactly, with one typo, or as its beginning, without scanning every
// word of a 10,000-entity home: exact words by hash, typos by length bucket, prefixes by binary search.
import { typoTolerant } from '../normalize-text.js';

const LATIN = /^\p{Script=Latin}+$/u;
/** Chinese, Japanese or Korean letters: a name's words run together, the thing said last ("猫咪喂食器"). */
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+$/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_THEN_LATIN =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+\p{Script=Latin}{2,}$/u;
const CJK_LETTER = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]$/u;

function backwards(word: string): string {
  return [...word].reverse().join('');
}

/** The first position in a sorted list at or after `prefix`. */
function firstFrom(sorted: readonly string[], prefix: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

const HAN_PAIR = /^\p{Script=Han}{2}$/u;
const HAN_ONE = /^\p{Script=Han}$/u;

export class WordLookup<T> {
  readonly #items = new Map<string, T[]>();
  readonly #byLength = new Map<number, string[]>();
  #sorted: string[] = [];
  /** Latin and CJK words (and CJK then Latin, "ゲーミングpc") spelled backwards, sorted: compounds' ends. */
  #backwards: string[] = [];

  add(word: string, item: T): void {
    const list = this.#items.get(word);
    if (list !== undefined) {
      if (list.at(-1) !== item) list.push(item);
      return;
    }
    this.#items.set(word, [item]);
    const bucket = this.#byLength.get(word.length);
    if (bucket === undefined) this.#byLength.set(word.length, [word]);
    else bucket.push(word);
  }

  /** Call once after the last `add`. */
  seal(): this {
    this.#sorted = [...this.#items.keys()].sort();
    this.#backwards = this.#sorted
      .filter((word) => LATIN.test(word) || CJK.test(word) || CJK_THEN_LATIN.test(word))
      .map(backwards)
      .sort();
    return this;
  }

  has(word: string): boolean {
    return this.#items.has(word);
  }

  exact(word: string): readonly T[] {
    return this.#items.get(word) ?? [];
  }

  /**
   * Items holding a word that shares the word's stem, said with another ending: the word minus one
   * to three letters (four letters left at least) starts a word at most three letters longer.
   * Longest stem first; Latin letters only.
   */
  stemmed(word: string): T[] {
    if (!/^\p{Script=Latin}+$/u.test(word)) return [];
    for (let cut = 1; cut <= 3 && word.length - cut >= 4; cut += 1) {
      const stem = word.slice(0, -cut);
      const found = new Set<T>();
      for (let at = this.#firstFrom(stem); at < this.#sorted.length; at += 1) {
        const candidate = this.#sorted[at]!;
        if (!candidate.startsWith(stem)) break;
        if (candidate.length - stem.length <= 1) for (const item of this.exact(candidate)) found.add(item);
      }
      if (found.size > 0) return [...found];
    }
    return [];
  }

  /** Items holding the last part of a compound ("luchtvochtigheid" → vochtigheid), five letters at least. */
  tail(word: string): readonly T[] {
    const end = this.tailWord(word);
    return end === undefined ? [] : this.exact(end);
  }

  /** The last part of a compound that some item holds ("vochtigheid" in "luchtvochtigheid"), if any. */
  tailWord(word: string): string | undefined {
    if (!/^\p{Script=Latin}+$/u.test(word)) return undefined;
    for (let cut = 3; word.length - cut >= 5; cut += 1)
      if (this.exact(word.slice(cut)).length > 0) return word.slice(cut);
    return undefined;
  }

  /**
   * Items holding a compound that ends in the word ("Brunnen" for "Trinkbrunnen"): five letters at
   * least, and three more before it. In Chinese, Japanese and Korean the thing is said last too ("喂食器"
   * for "猫咪喂食器", "온수기" for "전기온수기"): two characters at least (three with kana, whose words
   * are longer), and one more before it.
   */
  compoundEnd(word: string): T[] {
    const cjk = CJK.test(word);
    const shortest = cjk ? (KANA.test(word) ? 3 : 2) : 5;
    // "PC" for "ゲーミングPC", "nas" for "自宅NAS": a Latin word that a Chinese, Japanese or Korean name
    // ends in, two letters at least, after one letter of that script.
    const latin = LATIN.test(word);
    if (!(cjk || latin) || word.length < (latin ? 2 : shortest)) return [];
    const before = cjk ? 1 : 3;
    const tail = backwards(word);
    const found = new Set<T>();
    for (let at = firstFrom(this.#backwards, tail); at < this.#backwards.length; at += 1) {
      const candidate = this.#backwards[at]!;
      if (!candidate.startsWith(tail)) break;
      const afterCjk = latin && CJK_LETTER.test(candidate.charAt(tail.length));
      if ((word.length >= shortest && candidate.length - tail.length >= before) || afterCjk)
        for (const item of this.exact(backwards(candidate))) found.add(item);
    }
    return [...found];
  }

  #firstFrom(prefix: string): number {
    return firstFrom(this.#sorted, prefix);
  }

  /** True when some item holds the word exactly or (three letters or more) as a word's start: no typo. */
  begun(word: string): boolean {
    if (this.#items.has(word)) return true;
    if (word.length < 3) return false;
    const at = this.#firstFrom(word);
    return at < this.#sorted.length && this.#sorted[at]!.startsWith(word);
  }

  /** Items holding the word exactly, with one typo, or (three letters or more) as a word's start. */
  loose(word: string): Set<T> {
    const found = new Set<T>(this.exact(word));
    for (const length of [word.length - 1, word.length, word.length + 1]) {
      for (const candidate of this.#byLength.get(length) ?? []) {
        if (candidate !== word && typoTolerant(candidate, word)) {
          for (const item of this.exact(candidate)) found.add(item);
        }
      }
    }
    if (word.length < 3) {
      // "방" for "방1", "room" numbered: a short word is a name's start only before a number; two Chinese
      // characters also before the one that says the device ("桑拿" for "桑拿炉", the sauna's stove).
      const han = HAN_PAIR.test(word);
      for (let at = this.#firstFrom(word); at < this.#sorted.length; at += 1) {
        const candidate = this.#sorted[at]!;
        if (!candidate.startsWith(word)) break;
        const rest = candidate.slice(word.length);
        if (/^\d+$/.test(rest) || (han && HAN_ONE.test(rest)))
          for (const item of this.exact(candidate)) found.add(item);
      }
    }
    if (word.length >= 3) {
      let low = 0;
      let high = this.#sorted.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((this.#sorted[middle] ?? '') < word) low = middle + 1;
        else high = middle;
      }
      for (let at = low; at < this.#sorted.length && this.#sorted[at]!.startsWith(word); at += 1) {
        for (const item of this.exact(this.#sorted[at]!)) found.add(item);
      }
    }
    return found;
  }
}
