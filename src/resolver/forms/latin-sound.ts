// How a Latin word begins and sounds, for a word a speech recogniser spelled as it heard it: "sealing" for
// the home's "ceiling", "wreck" for "rec", "chroom" (Dutch) for "chrome". English and its neighbours write
// one sound at a word's start in several ways (c before e, i, y is s; "wr" and "kn" keep only the second
// letter; "ph" is f; "ch" before r or l is k: "Christmas", Dutch "chroom"); a brand's pinyin x before a vowel is
// the hiss Italian writes "sci" ("lo sciaomi" for Xiaomi). Pure functions, no tables.

/** Spellings of a word's first sound, longest first, and the letter that sound is written with most. */
const FIRST_SOUNDS: readonly [RegExp, string][] = [
  [/^wr/, 'r'],
  [/^kn/, 'n'],
  [/^wh/, 'w'],
  [/^ph/, 'f'],
  [/^ch(?=[rl])/, 'k'],
  [/^(?:sch|sh|ch)/, 'sh'],
  [/^c(?=[eiy])/, 's'],
  // Pinyin writes a hissing sound with x before a vowel ("Xiaomi"), which Italian spells "sci", English "sh".
  [/^x(?=[aeiouy])/, 's'],
  [/^[cq]/, 'k'],
];

/** The word's first sound as one spelling ("sealing" and "ceiling" → "s"; "wreck" and "rec" → "r"). */
export function firstSound(word: string): string {
  for (const [spelling, sound] of FIRST_SOUNDS) if (spelling.test(word)) return sound;
  return word.slice(0, 1);
}

/** Latin consonants by the class of sound they write, digraphs first: shared with sound-alike.ts. */
export const CONSONANT_GROUPS: readonly [RegExp, string][] = [
  [/ph|[bpfvh]/g, 'P'],
  [/ck|qu|[kgq]|c(?![eiy])/g, 'K'],
  [/^x(?=[aeiouy])/, 'S'],
  [/x/g, 'KS'],
  [/sh|ch|c|[szj]/g, 'S'],
  [/th|[td]/g, 'T'],
  [/[lr]/g, 'R'],
  [/[mn]/g, 'N'],
];

/** The consonant classes with the vowels kept, silent first letters dropped: the shape of a short word. */
const SHAPE_GROUPS: readonly [RegExp, string][] = [
  [/^wr/, 'R'],
  [/^kn/, 'N'],
  ...CONSONANT_GROUPS,
  [/w/g, ''],
  [/y/g, 'i'],
];

/**
 * A word of one or two consonant sounds by its consonant classes and vowels ("wreck" and "rec" → "ReK"):
 * with so few consonants the vowels must be heard too, or "bed" would meet "bath". A final silent "e" after
 * a consonant is no vowel ("rome" → "RoN").
 */
export function latinShape(word: string): string {
  let shape = word.replace(/([^aeiouy])e$/, '$1');
  for (const [pattern, sound] of SHAPE_GROUPS) shape = shape.replace(pattern, sound);
  return shape.replace(/(.)\1+/g, '$1');
}
