// "is the laundry done", "ist die Wäsche fertig", "a roupa já está lavada", "衣服洗好了吗", "are the dishes clean":
// a question about a chore's load, not about the machine by name, asks whether the machine doing it is through.
// The load's noun is read as that machine ("washing machine", "dishwasher"), and the question goes on as one
// about the machine's progress (appliance-progress.ts). Only in the home's language (words/chore-words.ts), and
// never where the request already names a washer, dryer or dishwasher. Knows words only, no index; the
// progress phrases are read by the function passed in.
import { PROGRESS_ASKED, type ProgressAsked } from './words/progress-words.js';
import { APPLIANCE_WORDS } from './words/device-words.js';
import { CHORE_TABLES, type ChoreTable } from './words/chore-words.js';

const LATIN = /^[\p{Script=Latin}\p{N} ]+$/u;

type Asked = { rest: string; asked: ProgressAsked };

/** The appliance phrases of the machines that do a chore: a request naming one is read as it is. */
const MACHINE_PHRASES: readonly string[] = [...APPLIANCE_WORDS]
  .filter(([, key]) => ['~washer', '~dryer', '~dishwasher', '~rice_cooker'].includes(key))
  .map(([phrase]) => phrase);

/** Whether `phrase` stands in `text` (padded with spaces): a whole word in Latin script, anywhere in CJK. */
function holds(text: string, phrase: string): boolean {
  return LATIN.test(phrase) ? text.includes(` ${phrase} `) : text.includes(phrase);
}

function cut(text: string, phrase: string): string {
  return LATIN.test(phrase) ? text.replace(` ${phrase} `, ' ') : text.replace(phrase, ' ');
}

/**
 * A load said in one syllable or character ("밥", "饭") is that word only standing alone: after a space, and
 * followed by a space, a particle or the words said of it ("饭煮好了吗", "밥이 다 됐어"), never inside a longer
 * word ("밥솥", "饭厅", "晚饭").
 */
function standsAlone(padded: string, noun: string, table: ChoreTable): boolean {
  if (LATIN.test(noun) || [...noun].length > 1) return true;
  const at = padded.indexOf(noun);
  const after = padded.slice(at + noun.length);
  const said = (word: string) => after.startsWith(word);
  return (
    padded[at - 1] === ' ' &&
    (after.startsWith(' ') ||
      [...table.filler].some(said) ||
      table.done.some(said) ||
      PROGRESS_ASKED.some(([phrase]) => said(phrase)))
  );
}

/** The table of the request's language (its code before any region); undefined when it has none. */
function tableOf(language: string | undefined): ChoreTable | undefined {
  return language === undefined ? undefined : CHORE_TABLES.get(language.toLowerCase().split(/[-_]/)[0]!);
}

/**
 * A progress question about a chore's load, read as one about the machine that does it: the rest to resolve
 * (the machine's phrase and whatever else was said) and what was asked. Undefined when it is none.
 */
export function choreAsked(
  norm: string,
  language: string | undefined,
  progressAsked: (text: string) => Asked | undefined,
): Asked | undefined {
  const table = tableOf(language);
  if (table === undefined) return undefined;
  const padded = ` ${norm} `;
  const noun = table.nouns.find(([word]) => holds(padded, word) && standsAlone(padded, word, table));
  if (noun === undefined || MACHINE_PHRASES.some((phrase) => holds(padded, phrase))) return undefined;
  let text = padded;
  let washed = false;
  for (const word of table.done)
    if (holds(text, word)) {
      text = cut(text, word);
      washed = true;
    }
  const progress = progressAsked(text.trim().replace(/ +/g, ' '));
  if (progress === undefined && !washed) return undefined;
  text = cut(` ${progress?.rest ?? text.trim()} `, noun[0]);
  const left = text
    .split(' ')
    .filter((word) => word !== '' && !table.filler.has(word))
    .map((word) =>
      LATIN.test(word) ? word : [...table.filler].reduce((rest, small) => rest.split(small).join(''), word),
    )
    .filter((word) => word !== '');
  return { rest: [noun[1], ...left].join(' '), asked: progress?.asked ?? 'state' };
}
