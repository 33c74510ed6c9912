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
