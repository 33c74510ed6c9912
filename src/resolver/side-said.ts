// "das Rollo auf der linken Seite" for "Rollo links", "la tapparella sul lato sinistro" for "Tapparella
// sinistra", "het screen aan de linkerkant" for "Screen links", "roletę z lewej strony" for "Roleta lewa":
// left or right said in another form than the name writes it, or with a word for "side", is the name's side
// word. Only words the home does not write change. Pure function over the home's words; no resolving.
import { sideForms, SIDE_NOUNS } from './words/side-forms.js';

/**
 * The normalized phrase with each form of left or right the home does not write said as the one it writes,
 * and a word for "side" beside it left out (unless a name holds it: "Side Door"); undefined when nothing
 * changes.
 */
export function withSideAsNamed(
  norm: string,
  isWord: (word: string) => boolean,
  language: string | undefined,
): string | undefined {
  const sides = sideForms(language);
  const words = norm.split(' ');
  const sided = words.map((word) => sides.some((forms) => forms.has(word)));
  if (!sided.includes(true)) return undefined;
  let changed = false;
  const out: string[] = [];
  for (const [at, word] of words.entries()) {
    const besideSide = sided[at - 1] === true || sided[at + 1] === true;
    if (SIDE_NOUNS.has(word) && besideSide && !isWord(word)) {
      changed = true;
      continue;
    }
    const forms = sided[at] === true && !isWord(word) ? sides.find((each) => each.has(word)) : undefined;
    const written = forms === undefined ? undefined : [...forms].find(isWord);
    changed ||= written !== undefined;
    out.push(written ?? word);
  }
  return changed ? out.join(' ') : undefined;
}
