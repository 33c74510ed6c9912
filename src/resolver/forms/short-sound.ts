// "セサミ" for "SESAME 5", "ソニー" for Sony: a kana word of two consonant sounds is too short for the
// consonant skeleton alone (sound-alike.ts wants three), so it must also keep the Latin word's vowels,
// syllable by syllable; only the last vowel is free (English drops or changes it: "sesame" → セサミ).

/** Kana rows by consonant class, as sound-alike.ts reads them, and vowels (hiragana read as katakana). */
const CONSONANTS: readonly [string, string][] = [
  ['カキクケコガギグゲゴ', 'K'],
  ['サシスセソザジズゼゾチツヂヅ', 'S'],
  ['タテトダデド', 'T'],
  ['ナニヌネノマミムメモン', 'N'],
  ['ハヒフヘホバビブベボパピプペポ', 'P'],
  ['ラリルレロ', 'R'],
];
const VOWELS: readonly [string, string][] = [
  ['アァカガサザタダナハバパマヤャラワ', 'a'],
  ['イィキギシジチヂニヒビピミリ', 'i'],
  ['ウゥクグスズツヅヌフブプムユュルヴ', 'u'],
  ['エェケゲセゼテデネヘベペメレ', 'e'],
  ['オォコゴソゾトドノホボポモヨョロヲ', 'o'],
];

function find(table: readonly [string, string][], kana: string): string {
  return table.find(([row]) => row.includes(kana))?.[1] ?? '';
}

/** A kana word as consonant classes and vowels ("セサミ" → "SeSaNi"); undefined for other scripts. */
function kanaShape(word: string): string | undefined {
  let out = '';
  for (const char of word) {
    const code = char.codePointAt(0)!;
    const kana = code >= 0x3041 && code <= 0x3096 ? String.fromCodePoint(code + 0x60) : char;
    if (!/\p{Script=Katakana}|ー/u.test(kana)) return undefined;
    out += find(CONSONANTS, kana) + (kana === 'ン' ? '' : find(VOWELS, kana));
  }
  return out;
}

/** Hangul initials (Unicode order), vowels (ㅡ is the vowel Korean adds between consonants: none, "-")
 * and final consonants by class ("-" none; ㅇ is "ng", heard as n). */
const HANGUL_INITIALS = 'KKNTTRNPPSSSSSSKTPP';
const HANGUL_VOWELS = 'aeaeoeoeoaeeouoeiu-ii';
const HANGUL_FINALS = '-KKKNNNTRKNPSTPRNPPTTNTTKTPT';
const letter = (table: string, at: number) => (table[at] === '-' ? '' : table[at]!);

/** A Hangul word as consonant classes and vowels ("카카오" → "KaKao"); undefined for other scripts. */
function hangulShape(word: string): string | undefined {
  let out = '';
  for (const char of word) {
    const code = char.codePointAt(0)! - 0xac00;
    if (code < 0 || code > 0xd7a3 - 0xac00) return undefined;
    const initial = Math.floor(code / 588);
    const head = initial === 11 ? '' : initial === 18 ? 'P' : HANGUL_INITIALS[initial]!;
    out += head + letter(HANGUL_VOWELS, Math.floor((code % 588) / 28)) + letter(HANGUL_FINALS, code % 28);
  }
  return out;
}

/** A Latin word the same way ("sesame" → "SeSaNe"), y as i, w as nothing (a glide). */
function latinShape(word: string): string {
  return word
    .replace(/y/g, 'i')
    .replace(/ph|[bpfvh]/g, 'P')
    .replace(/ck|qu|[kgq]|c(?![eiy])/g, 'K')
    .replace(/sh|ch|c|[szjx]/g, 'S')
    .replace(/th|[td]/g, 'T')
    .replace(/[lr]/g, 'R')
    .replace(/[mn]/g, 'N')
    .replace(/w/g, '');
}

/** The shape without doubled sounds and without its last vowel, where the scripts differ most. */
function core(shape: string): string {
  return shape.replace(/(.)\1+/g, '$1').replace(/[aeiou]+$/, '');
}

/** Whether a short kana word and a Latin word have the same consonants and the same vowels between. */
export function sameShortSound(kana: string, latin: string): boolean {
  const said = kanaShape(kana);
  return said !== undefined && core(said).length >= 3 && core(said) === core(latinShape(latin));
}

/**
 * "카카오미니" or "カカオミニ" for "Kakao Mini": a name of two short Latin words said as one kana or Hangul
 * word has too few consonants for the skeleton alone, so its vowels must match too, as for one word.
 */
export function sameShortName(said: string, latinWords: readonly string[]): boolean {
  const shape = kanaShape(said) ?? hangulShape(said);
  return (
    shape !== undefined && core(shape).length >= 3 && core(shape) === core(latinShape(latinWords.join('')))
  );
}
