// A product's short model name and its line said in full are one name: "the PS5" for a "PlayStation 5",
// "プレイステーション5" (read as "playstation 5") for a "PS5". The short name is the first letters of the
// line's parts as its maker writes them (Play·Station) and the model's number.
import { makersOf } from './words/brand-names.js';

/** A line written in parts that each begin with a capital ("PlayStation", "HomePod"). */
const PARTS = /^(?:[A-Z][a-z]+){2,}$/;
/** A short model name: two or three capitals and the model's number ("PS5", "PS4"). */
const SHORT = /^([A-Z]{2,3})(\d{1,2})$/;

/** The other ways of writing a name's model: ["ps5"] for "PlayStation 5", ["playstation 5"] for "PS5". */
export function modelNames(name: string): string[] {
  const words = name.split(/\s+/);
  const out: string[] = [];
  words.forEach((word, at) => {
    const next = words[at + 1];
    if (PARTS.test(word) && next !== undefined && /^\d{1,2}$/.test(next)) {
      const initials = word.replace(/[a-z]/g, '').toLowerCase();
      out.push([...words.slice(0, at), `${initials}${next}`, ...words.slice(at + 2)].join(' '));
    }
    const short = SHORT.exec(word);
    if (short === null) return;
    const letters = short[1]!.toLowerCase();
    // The maker's line that the letters begin and run through in order ("ps" in "playstation").
    const line = makersOf([word.toLowerCase()]).find((maker) => spells(maker, letters));
    if (line !== undefined)
      out.push([...words.slice(0, at), line, short[2]!, ...words.slice(at + 1)].join(' '));
  });
  return out;
}

function spells(line: string, letters: string): boolean {
  if (line[0] !== letters[0]) return false;
  let from = 1;
  for (const letter of letters.slice(1)) {
    from = line.indexOf(letter, from) + 1;
    if (from === 0) return false;
  }
  return true;
}
