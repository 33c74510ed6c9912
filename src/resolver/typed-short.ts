// Names typed in a hurry, spelled out: "LR blind" is also the "living room blind", "Séj plaf" the "séjour
// plafonnier", "WaMa" the "Waschmaschine". Only short names (three words at most) are read so, and a word is
// spelled out only when it is no word of the tables itself: initials by typed-short-words.ts, a cut-off word
// ("plaf", "Stehl.", "Lavav") by the kind, room and appliance words it begins, three letters or more.
// Knows the word tables only.
import { KIND_WORDS } from './words/kind-words.js';
import { ROOM_WORDS } from './words/place-words.js';
import { APPLIANCE_WORDS, READING_CLASS_WORDS } from './words/device-words.js';
import { STOP_WORDS } from './words/target-words.js';
import { TYPED_INITIALS } from './words/typed-short-words.js';
import { LATIN_BRANDS } from './words/brand-names.js';
import { madeWordConcept } from './made-word.js';
import { isPlugWord } from './plug-word.js';

/** A name of more words than this is written out, not typed short. */
const SHORTEST_NAME = 3;
/** A cut-off word keeps this many letters at least, and leaves two or more off. */
const SHORTEST_CUT = 3;
const LEFT_OFF = 2;
/** Chinese, Japanese and Korean words: a cut-off keeps two characters and leaves one or more off. */
const CJK_CUT = { shortest: 2, leftOff: 1 };
const CJK = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}]+$/u;
/** The words of one meaning a cut-off word is read as, at most (the same thing in several languages). */
const MOST_COMPLETIONS = 3;
/** Spelled-out names per name, at most. */
const MOST_NAMES = 4;

interface Vocabulary {
  /** The one-word phrases of the tables, sorted, for the words a cut-off word begins. */
  sorted: readonly string[];
  /** Every word of the tables' phrases: a name word among them is no cut-off word. */
  known: ReadonlySet<string>;
}

let vocabulary: Vocabulary | undefined;

function vocabularyOf(): Vocabulary {
  if (vocabulary !== undefined) return vocabulary;
  const single = new Set<string>();
  const known = new Set<string>(STOP_WORDS);
  // Things are cut short in names, not what is said of them: an activity's or a reading's word ("fugtigt",
  // "humid") is no word a name is cut from, though its words are words.
  const things = [...KIND_WORDS].filter(([, kind]) => kind.activity !== true).map(([phrase]) => phrase);
  for (const phrase of [...things, ...ROOM_WORDS.keys(), ...APPLIANCE_WORDS.keys()]) {
    const words = phrase.split(' ');
    if (
      words.length === 1 &&
      (/^\p{Script=Latin}+$/u.test(phrase) || CJK.test(phrase)) &&
      !READING_CLASS_WORDS.has(phrase)
    )
      single.add(phrase);
  }
  for (const phrase of [
    ...KIND_WORDS.keys(),
    ...ROOM_WORDS.keys(),
    ...APPLIANCE_WORDS.keys(),
    ...READING_CLASS_WORDS.keys(),
  ])
    for (const word of phrase.split(' ')) known.add(word);
  vocabulary = { sorted: [...single].sort(), known };
  return vocabulary;
}

/** What a table word means: its appliance concept, its kind's domain, its room concepts. */
function meaningOf(word: string): string {
  const room = ROOM_WORDS.get(word)?.join('+') ?? '';
  return `${APPLIANCE_WORDS.get(word) ?? ''}/${KIND_WORDS.get(word)?.domain ?? ''}/${room}`;
}

/**
 * The table words a cut-off word begins when they all mean one thing ("plaf" → plafonnier, plafoniera,
 * plafond … in each language; "Kaffee" → Kaffeemaschine), the shortest first; none when it is a word or
 * begins words of different things ("lampad": lampada, lampadaire). A compound of a shorter one is left
 * out ("plafondventilator" beside "plafond"): it begins with a word the cut-off already stands for.
 */
function completions(word: string): readonly string[] {
  const { sorted, known } = vocabularyOf();
  const latin = /^\p{Script=Latin}+$/u.test(word);
  // "食洗" for 食洗機, "간접" for 간접조명: a word of these scripts is a syllable or a character each, so two say
  // as much as a Latin cut-off's three, and one more left off is a cut.
  const cut = latin ? { shortest: SHORTEST_CUT, leftOff: LEFT_OFF } : CJK_CUT;
  // "Kaffee", what a machine makes, is still cut from the machine's names though a word itself (made-word.ts).
  const made = known.has(word) ? madeWordConcept(word) : undefined;
  if (word.length < cut.shortest || (known.has(word) && made === undefined) || !(latin || CJK.test(word)))
    return [];
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < word) low = middle + 1;
    else high = middle;
  }
  const begun: string[] = [];
  for (let at = low; at < sorted.length && sorted[at]!.startsWith(word); at += 1)
    if (sorted[at]!.length - word.length >= cut.leftOff) begun.push(sorted[at]!);
  begun.sort((a, b) => a.length - b.length);
  const found = begun.filter(
    (candidate, at) => !begun.slice(0, at).some((shorter) => candidate.startsWith(shorter)),
  );
  const meanings = new Set(found.map(meaningOf));
  if (made !== undefined && !meanings.has(`${made}//`)) return [];
  return meanings.size === 1 ? found.slice(0, MOST_COMPLETIONS) : [];
}

const spelledCache = new Map<string, readonly string[]>();

/** A word's spelled-out forms: its initials' phrases, else the table words it is cut from, else none. */
function spelled(word: string): readonly string[] {
  const cached = spelledCache.get(word);
  if (cached !== undefined) return cached;
  const found = TYPED_INITIALS.get(word) ?? completions(word);
  spelledCache.set(word, found);
  return found;
}

/**
 * The names a short, hurriedly typed name also stands for ("lr blind" → "living room blind"), from its
 * normalized form; none when it is long or every word is written out. A `place` (an area's name) is
 * spelled out by room words only.
 */
export function spelledOutNames(name: string, place = false): string[] {
  const words = name.split(' ');
  if (words.length > SHORTEST_NAME || name === '') return [];
  // A product's name ("Sonos Beam") is written as sold, not cut short: only its initials are read.
  const product = words.some((word) => LATIN_BRANDS.has(word));
  // A name says what it is once: where a word of it is a thing's word ("Fire TV"), another is not cut from
  // one ("fire" is no "fireplace"), though it may still be cut from a room's ("Kit pend").
  // A plug's word says what carries the thing, not what it is (plug-word.ts: "Plug Vattenk.").
  const thingSaid = words.some((word) => isThingWord(word) && !isPlugWord(word));
  let names = [''];
  let changed = false;
  for (const word of words) {
    const forms = product
      ? (TYPED_INITIALS.get(word) ?? [])
      : thingSaid && !TYPED_INITIALS.has(word)
        ? spelled(word).filter((form) => !isThingWord(form))
        : spelled(word);
    // A place's name is cut from a place's word, never a thing's: the sauna "Bastu" is no "bastuugn".
    const kept = place ? forms.filter((form) => !isThingWord(form)) : forms;
    if (kept.length > 0) changed = true;
    const choices = kept.length > 0 ? kept : [word];
    names = names
      .flatMap((start) => choices.map((choice) => (start === '' ? choice : `${start} ${choice}`)))
      .slice(0, MOST_NAMES);
  }
  return changed ? names : [];
}

/** A word of the tables for a kind of thing or an appliance ("tv", "plafonnier"), not for a room. */
function isThingWord(word: string): boolean {
  const kind = KIND_WORDS.get(word);
  return (kind !== undefined && kind.activity !== true) || APPLIANCE_WORDS.has(word);
}
