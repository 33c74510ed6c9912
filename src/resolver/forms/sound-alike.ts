// Brand and product names written by sound in another script ("ソノス", "다이슨" for Sonos, Dyson, or
// "roomba" for ルンバ) when the brand table (words/brand-names.ts) does not list them: kana and Hangul
// are read as Latin sounds, and both sides are reduced to their consonants by kind (p/b/f/h, t/d, k/g, s/z/j, r/l, m/n),
// since every script spells vowels and voicing its own way. Chinese words are read by their characters'
// Mandarin sounds (han-reading.ts), for a character a recogniser heard for another. Only for words the
// home does not know.
import { hanReading } from './han-reading.js';
import { sameShortName, sameShortSound } from './short-sound.js';
import { CONSONANT_GROUPS, firstSound, latinShape } from './latin-sound.js';

/** Katakana row (by the vowel-less consonant) → consonant class; hiragana is read as katakana. */
const KANA_ROWS: readonly [string, string][] = [
  ['アイウエオァィゥェォヤユヨャュョワヲヴーッ', ''],
  ['カキクケコガギグゲゴ', 'K'],
  ['サシスセソザジズゼゾ', 'S'],
  ['タテトダデド', 'T'],
  ['チツヂヅ', 'S'],
  ['ナニヌネノンマミムメモ', 'N'],
  ['ハヒフヘホバビブベボパピプペポ', 'P'],
  ['ラリルレロ', 'R'],
];
const KANA = new Map<string, string>();
for (const [row, sound] of KANA_ROWS) for (const kana of row) KANA.set(kana, sound);

/** Hangul initial consonants (in Unicode order) and final consonants, by class. */
const INITIALS = 'KKNTTRNPPSSSSSSKTPP';
const FINALS = [
  '',
  'K',
  'K',
  'K',
  'N',
  'N',
  'N',
  'T',
  'R',
  'K',
  'N',
  'P',
  'S',
  'T',
  'P',
  'R',
  'N',
  'P',
  'P',
  'T',
  'T',
  'N',
  'T',
  'T',
  'K',
  'T',
  'P',
  'T',
];

/**
 * Kana a Latin "di" or "ti" was written with before ディ and ティ were (ラジオ radio, アラジン Aladdin,
 * スタジオ studio): シ and チ once the voicing mark is folded away, read as the t/d class on a second try.
 */
const OLD_DI = new Set(['シ', 'チ']);

function kanaOrHangul(word: string, oldDi = false): string | undefined {
  let out = '';
  for (const char of word) {
    const code = char.codePointAt(0)!;
    if (code >= 0xac00 && code <= 0xd7a3) {
      const index = code - 0xac00;
      // ㅇ (11) and ㅎ (18) start a vowel or an h: no consonant, or one of the p/h class.
      const initial = Math.floor(index / 588);
      out += (initial === 11 ? '' : initial === 18 ? 'P' : INITIALS[initial]!) + FINALS[index % 28]!;
      continue;
    }
    const katakana = code >= 0x3041 && code <= 0x3096 ? String.fromCodePoint(code + 0x60) : char;
    const sound = oldDi && OLD_DI.has(katakana) ? 'T' : KANA.get(katakana);
    if (sound === undefined) return undefined;
    out += sound;
  }
  return collapse(out);
}

const LATIN_GROUPS: readonly [RegExp, string][] = [...CONSONANT_GROUPS, [/[aeiouwy]/g, '']];

function latinSkeleton(word: string): string {
  // Digraphs first: "ch", "sh", "th", "ph", "tz" are one sound.
  let out = word
    .replace(/ph/g, 'f')
    .replace(/sh|ch|t[sz]/g, 'S')
    .replace(/th/g, 'T');
  for (const [pattern, sound] of LATIN_GROUPS) out = out.replace(pattern, sound);
  return collapse(out);
}

function collapse(sounds: string): string {
  return sounds.replace(/(.)\1+/g, '$1');
}

/** A Latin word's consonants, with an "r" before a consonant said (ガルデナ) or not (허스크바나). */
function latinSkeletons(word: string): string[] {
  const silentR = word.replace(/r(?![aeiouy])/g, '');
  return [...new Set([latinSkeleton(word), latinSkeleton(silentR)])];
}

/**
 * The home's words by their consonants: a kana or Hangul word finds the Latin name it sounds like
 * ("ソノス" → sonos), a Latin word the kana or Hangul name ("roomba" → ルンバ).
 */
export class SoundAlike {
  readonly #latin = new Map<string, Set<string>>();
  readonly #other = new Map<string, Set<string>>();
  /** Chinese words by their characters' toneless readings ("电饭煲" → dian fan bao). */
  readonly #han = new Map<string, Set<string>>();
  /** Latin names of two or three words, by the consonants of the whole name. */
  readonly #names = new Map<string, Set<string>>();
  /** Latin words of one or two consonant sounds ("rec", "echo"), by their consonants and vowels. */
  readonly #shortLatin = new Map<string, Set<string>>();

  add(word: string): void {
    const reading = hanReading(word);
    if (reading !== undefined) {
      put(this.#han, reading, word);
      return;
    }
    if (/^[a-z]+$/.test(word)) {
      // Two consonants are kept for kana said with the vowels too ("sesame" for セサミ, short-sound.ts).
      if (word.length >= 4) for (const skeleton of latinSkeletons(word)) put(this.#latin, skeleton, word, 2);
      if (word.length >= 3 && latinSkeleton(word).length < 3) put(this.#shortLatin, latinShape(word), word);
      return;
    }
    const skeleton = kanaOrHangul(word);
    if (skeleton !== undefined) put(this.#other, skeleton, word);
  }

  /** A name of two or three Latin words by the sound of them said as one ("Floor Lamp" → P-R-N-P). */
  addName(words: readonly string[]): void {
    const latin = words.filter((word) => /^[a-z]+$/.test(word));
    if (latin.length < 2 || latin.length > 3) return;
    // Kana and Hangul drop an "r" before a consonant or at the end ("메이커" for maker), as for one word.
    // Two consonants are kept for a name said with its vowels ("kakao mini" for 카카오미니, short-sound.ts).
    for (const skeleton of latinSkeletons(latin.join(''))) put(this.#names, skeleton, latin.join(' '), 2);
  }

  /**
   * The words of the one Latin name that a kana or Hangul word, or two Hangul words said apart, sound
   * like as a whole ("フロアランプ", "플로어 램프" → floor lamp), if exactly one does.
   */
  findName(words: readonly string[]): string[] | undefined {
    const found = this.#findName(words, kanaOrHangul(words.join('')));
    // "ポップインアラジン" for "popIn Aladdin": an older loanword's シ for "di" (OLD_DI).
    return found ?? this.#findName(words, kanaOrHangul(words.join(''), true));
  }

  #findName(words: readonly string[], skeleton: string | undefined): string[] | undefined {
    // Three consonants are enough when two words were said apart and each is heard ("휴 아이리스": Hue Iris).
    const fewest = words.length > 1 && skeleton?.length === 3 ? 3 : 4;
    if (skeleton === undefined || skeleton.length < 2) return undefined;
    // Two or three consonants ("카카오미니": K-N) only with the vowels between kept too (short-sound.ts).
    const found = [...(this.#names.get(skeleton) ?? [])].filter(
      (name) => skeleton.length >= fewest || sameShortName(words.join(''), name.split(' ')),
    );
    return found.length === 1 ? found[0]!.split(' ') : undefined;
  }

  /** The one word of the other script that `word` sounds like, if exactly one does. */
  find(word: string): string | undefined {
    const reading = hanReading(word);
    if (reading !== undefined) return sameSoundHan(word, this.#han.get(reading));
    const latin = /^[a-z]+$/.test(word);
    if (latin && word.length < 4) return undefined;
    const skeletons = latin
      ? latinSkeletons(word)
      : [...new Set([kanaOrHangul(word), kanaOrHangul(word, true)])];
    // As spelled first, then with a silent "r": "gardena" is ガルデナ before it is カーテン. A Latin word
    // heard wrong ("rumba" for Roomba) also meets the one Latin word it sounds like.
    const maps = latin ? [this.#other, this.#latin] : [this.#latin];
    for (const map of maps) {
      for (const skeleton of skeletons) {
        if (skeleton === undefined) continue;
        // Two consonants ("セサミ": S-N) only with the vowels between kept too (short-sound.ts).
        if (skeleton.length < 3) {
          // "wreck" for "rec": a short Latin word the home has, with its vowels and first sound heard.
          const short = latin
            ? [...(this.#shortLatin.get(latinShape(word)) ?? [])].filter(
                (match) => match !== word && firstSound(match) === firstSound(word),
              )
            : [...(map.get(skeleton) ?? [])].filter((match) => sameShortSound(word, match));
          if (short.length === 1) return short[0];
          continue;
        }
        // Between Latin spellings the first sound is heard right ("rumba" is not "lamp"), whichever way it
        // is spelled ("sealing" is "ceiling", forms/latin-sound.ts).
        const found = [...(map.get(skeleton) ?? [])].filter(
          (match) =>
            match !== word && (!latin || map !== this.#latin || firstSound(match) === firstSound(word)),
        );
        if (found.length > 1 && !latin) return byFirstVowel(word, found);
        if (found.length > 0) return found.length === 1 ? found[0] : undefined;
      }
    }
    return undefined;
  }

  /**
   * A word said alone, as `find`; also "索诺斯" (suo nuo si) or "伦巴" (lun ba) for the home's "Sonos"
   * or "Roomba": a brand written in Chinese characters for its sound, whichever characters were chosen,
   * is the one Latin word of the home with the same consonants (three at least). Only for a word the
   * parse left alone: with the words around it, "开着吗" (kai zhe ma) would sound like "xiaomi".
   */
  findAlone(word: string): string | undefined {
    return this.find(word) ?? this.#latinOfHan(word);
  }

  #latinOfHan(word: string): string | undefined {
    const reading = hanReading(word);
    if (reading === undefined) return undefined;
    const skeleton = pinyinSkeleton(reading);
    if (skeleton.length < 3) return undefined;
    const found = [...(this.#latin.get(skeleton) ?? [])];
    return found.length === 1 ? found[0] : undefined;
  }
}

/** Pinyin initials by the consonant classes of kana, Hangul and Latin above; "y" and "w" are vowels. */
const PINYIN_INITIALS: readonly [RegExp, string][] = [
  [/^(?:zh|ch|sh|[zcsjqx])/, 'S'],
  [/^[bpfh]/, 'P'],
  [/^[dt]/, 'T'],
  [/^[gk]/, 'K'],
  [/^[lr]/, 'R'],
  [/^[mn]/, 'N'],
];

/** "suo nuo si" → S-N-S: each syllable's initial and a final nasal. */
function pinyinSkeleton(reading: string): string {
  let out = '';
  for (const syllable of reading.split(' ')) {
    const initial = PINYIN_INITIALS.find(([pattern]) => pattern.test(syllable));
    out += initial?.[1] ?? '';
    if (/[aeiouv]ng?$/.test(syllable)) out += 'N';
  }
  return collapse(out);
}

/**
 * "电反煲" for 电饭煲, "电水虎" for 电水壶: a recogniser's same-sounding character. The one word of the
 * home read the same, that keeps at least half of the characters said.
 */
function sameSoundHan(word: string, words: Set<string> | undefined): string | undefined {
  const said = [...word];
  const found = [...(words ?? [])].filter((other) => {
    const written = [...other];
    const kept = written.filter((character, at) => character === said[at]).length;
    return other !== word && kept * 2 >= written.length;
  });
  return found.length === 1 ? found[0] : undefined;
}

/**
 * "フロアランプ" or "플로어 램프" for "Floor Lamp": one or two kana or Hangul words the home does not
 * know, sounding like a whole name; its words, and where the words said end.
 */
export function soundedName(
  sounds: SoundAlike,
  tokens: readonly string[],
  at: number,
  known: (word: string) => boolean,
): { words: string[]; end: number } | undefined {
  // "chroom cast" for "Chromecast": two Latin words the home lacks, heard as its one word. Each is a word
  // of three letters at least, not a small word after a name ("retro a", "luft i").
  const first = tokens[at] ?? '';
  const next = tokens[at + 1] ?? '';
  if (/^[a-z]{3,}$/.test(first) && /^[a-z]{3,}$/.test(next) && !known(next)) {
    const heard = sounds.find(first + next);
    const whole = heard !== undefined && heard.length > first.length + 1 && heard.length > next.length + 1;
    return whole ? { words: [heard], end: at + 2 } : undefined;
  }
  if (kanaOrHangul(tokens[at] ?? '') === undefined) return undefined;
  for (const end of [at + 2, at + 1]) {
    const said = tokens.slice(at, end);
    if (end > tokens.length || said.some(known)) continue;
    const words = sounds.findName(said);
    if (words !== undefined) return { words, end };
  }
  return undefined;
}

/**
 * "휴 아이리스", "미 램프": a lone Hangul or katakana syllable the home does not know (else dropped as a
 * particle) that begins, with the next word, a two-word Latin name said word by word.
 */
export function loneSoundName(
  sounds: SoundAlike,
  tokens: readonly string[],
  at: number,
  known: (word: string) => boolean,
): { words: string[]; end: number } | undefined {
  const word = tokens[at]!;
  if (!LONE_SOUND.test(word) || known(word) || at + 1 >= tokens.length) return undefined;
  const whole = soundedName(sounds, tokens, at, known);
  return whole?.end === at + 2 ? whole : undefined;
}
const LONE_SOUND = /^[\p{Script=Katakana}\p{Script=Hangul}]$/u;

function put(map: Map<string, Set<string>>, skeleton: string, word: string, fewest = 3): void {
  if (skeleton.length < fewest) return;
  const words = map.get(skeleton) ?? new Set<string>();
  words.add(word);
  map.set(skeleton, words);
}

/** Kana by the vowel they end in; a Hangul syllable's vowel by its medial (Unicode order). */
const KANA_VOWELS: readonly [string, string][] = [
  ['アァカガサザタダナハバパマヤャラワ', 'a'],
  ['イィキギシジチヂニヒビピミリ', 'i'],
  ['ウゥクグスズツヅヌフブプムユュルヴ', 'u'],
  ['エェケゲセゼテデネヘベペメレ', 'e'],
  ['オォコゴソゾトドノホボポモヨョロヲ', 'o'],
];
// ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ: English "a" is often ㅐ, its "u" ㅓ.
const HANGUL_VOWELS = 'aaaaueueoaeeouoeiuuii';

function firstVowel(word: string): string | undefined {
  for (const char of word) {
    const code = char.codePointAt(0)!;
    if (code >= 0xac00 && code <= 0xd7a3) return HANGUL_VOWELS[Math.floor(((code - 0xac00) % 588) / 28)];
    const katakana = code >= 0x3041 && code <= 0x3096 ? String.fromCodePoint(code + 0x60) : char;
    const vowel = KANA_VOWELS.find(([row]) => row.includes(katakana))?.[1];
    if (vowel !== undefined) return vowel;
  }
  return undefined;
}

/**
 * "ランプ" sounds R-N-P like both "lamp" and "roomba": the one Latin word whose first vowel is the kana's
 * (or the Hangul's), if exactly one is.
 */
function byFirstVowel(word: string, found: readonly string[]): string | undefined {
  const vowel = firstVowel(word);
  const same = found.filter((latin) => /[aeiou]/.exec(latin.replace(/oo/g, 'u'))?.[0] === vowel);
  return same.length === 1 ? same[0] : undefined;
}
