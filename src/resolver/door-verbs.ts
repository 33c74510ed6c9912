// Which of a door's entities a request's words ask for: a locking verb the lock, open/closed in a
// question the contact sensor ("unlock", "ist … offen", "sperr … auf", "大門是否打開"). Pure functions
// over the phrase's tokens.
import {
  koreanStem,
  LONGEST_VERB,
  OPEN_VERBS,
  PARTICLE_ORDERS,
  QUESTION_MARKS,
  QUESTION_STARTS,
  SPLIT_LOCK_ENDS,
  SPLIT_LOCK_VERBS,
  VERB_WORDS,
  type Wanted,
} from './words/verb-words.js';
import { normalizeText } from './normalize-text.js';
import { KIND_WORDS } from './words/kind-words.js';
import type { Endings } from './forms/word-endings.js';

/**
 * Door words that are an article or a preposition where they stand: German "auf", "zu" before an article
 * ("das Licht auf dem Balkon", "auf dem Dachboden" ask no door or roof window whether it is open), and the Scandinavian "lås" (normalized
 * "las") in a request in another known language ("las luces de Navidad" is Spanish "the").
 */
const PREPOSITIONS: ReadonlySet<string> = new Set(['auf', 'zu']);
const ARTICLES: ReadonlySet<string> = new Set(
  'der die das dem den des einer einem einen eine meinem meiner unserem unserer'.split(' '),
);
const SCANDINAVIAN_ONLY: ReadonlySet<string> = new Set(['las', 'lase', 'last']);

function notADoorWord(tokens: string[], at: number, endings: Endings): boolean {
  const word = tokens[at]!;
  if (PREPOSITIONS.has(word) && ARTICLES.has(tokens[at + 1] ?? '')) return true;
  return endings === 'plural' && SCANDINAVIAN_ONLY.has(word);
}

/** A locking or open/closed word at `at` ("unlock", "ist … offen", "is … open"), and where it ends. */
export function verbAt(
  tokens: string[],
  at: number,
  known: (word: string) => boolean,
  endings?: Endings,
): { wants: Wanted; end: number } | undefined {
  if (notADoorWord(tokens, at, endings)) return undefined;
  // "lock the front door", "lås døren", "锁门": a locking verb first is the verb, even in a home whose
  // locks are named with it ("Front Door Lock", "Bagdør lås", "后门门锁").
  const first = at === 0 && tokens.length > 1 ? lockingFirst(tokens) : undefined;
  if (first !== undefined) return { wants: 'lock', end: first };
  // "sperr die Wohnungstür auf", "schließ die Haustür ab": a German locking verb split around the name.
  if (
    at === 0 &&
    SPLIT_LOCK_VERBS.has(tokens[0]!) &&
    SPLIT_LOCK_ENDS.has(tokens.at(-1)!) &&
    tokens.length > 2
  )
    return { wants: 'lock', end: 1 };
  for (let end = Math.min(tokens.length, at + LONGEST_VERB); end > at; end -= 1) {
    const phrase = tokens.slice(at, end).join(' ');
    const wants = VERB_WORDS.get(phrase);
    // "il basculante è aperto?" in a home with a "Cancello aperto": a state after the name in a question,
    // or right after "is", is the state asked about, though a sensor's name holds it.
    const asked =
      wants === 'opening' && at > 0 && (asksQuestion(tokens) || QUESTION_STARTS.has(tokens[at - 1]!));
    if (end - at === 1 && known(phrase) && !asked) return undefined;
    // "är fönstren öppna": an opening order's word in a question is the state asked about.
    if (wants === 'open' && at > 0 && asksQuestion(tokens)) return { wants: 'opening', end };
    // "mach das Hoftor auf", "zet de poort open": the state word is the particle of the order said first;
    // "ferme la porte de garage": a state word said first, no question asked, is the order (French "ferme"
    // is "close!" and, accents folded, "fermé").
    const orderFirst = at === 0 && tokens.length > 1 && !asksQuestion(tokens);
    if (!asked && wants === 'opening' && (orderFirst || PARTICLE_ORDERS.has(tokens[0]!)))
      return { wants: 'open', end };
    if (wants !== undefined) return { wants, end };
  }
  const word = tokens[at]!;
  // "잠금장치" (a lock) begins with the stem of "잠금" (locking): a kind word whole is the kind.
  const korean = known(word) || KIND_WORDS.has(word) ? undefined : koreanStem(word);
  if (korean !== undefined) return { wants: korean, end: at + 1 };
  // "is the door open" (a state in a question).
  if (OPEN_VERBS.has(word) && at > 0 && asksQuestion(tokens)) return { wants: 'opening', end: at + 1 };
  // "打开入户门", "把入户门打开": an order to open (the parser keeps it only for a door or window named).
  if (OPEN_ORDERS.has(word) && !asksQuestion(tokens)) return { wants: 'open', end: at + 1 };
  return undefined;
}

/** Where a locking verb said first ends ("lås op", "lock"), if the request starts with one. */
function lockingFirst(tokens: string[]): number | undefined {
  if (LOCK_FIRST.has(tokens[0]!)) return 1;
  for (let end = Math.min(tokens.length - 1, LONGEST_VERB); end > 0; end -= 1)
    if (VERB_WORDS.get(tokens.slice(0, end).join(' ')) === 'lock') return end;
  return undefined;
}

/** The lock said as a verb, first and alone: English "lock", Chinese "锁" ("锁门", "鎖大門"). */
const LOCK_FIRST: ReadonlySet<string> = new Set(['lock', '锁', '鎖'].map(normalizeText));

/** Chinese verbs that order a thing open when no question is asked ("开" alone is also Japanese 開く). */
const OPEN_ORDERS: ReadonlySet<string> = new Set(['打开', '打開'].map(normalizeText));

/** "is the door open", "大門是否打開": a question, by its first word or a Chinese question word anywhere. */
export function asksQuestion(tokens: readonly string[]): boolean {
  return QUESTION_STARTS.has(tokens[0]!) || tokens.some((token) => QUESTION_MARKS.has(token));
}
