// Letters said one by one, as a speech recogniser writes a spoken abbreviation or model code: "t v" for
// "TV", "the p s five" for the "PS5". Joined only into a word the home writes; no lookups of its own.

/** Words the caller knows (the home's name words). */
interface Known {
  has(word: string): boolean;
}

/** The Latin letters said one by one just before `at` ("p s" in "the p s five"), run together. */
export function lettersBefore(words: readonly string[], at: number): string {
  let letters = '';
  for (let before = at - 1; before >= 0 && /^[a-z]$/.test(words[before]!); before -= 1)
    letters = words[before]! + letters;
  return letters;
}

/**
 * "p s 5" → "ps5", "t v" → "tv", "i pad" → "ipad": letters said one by one (and a code's digits or one
 * word after them) are one word when the home writes that word ("PS5 Wohnzimmer", "TV Küche", "iPad").
 */
export function spelledOut(tokens: string[], known: Known): string[] {
  const out: string[] = [];
  for (let at = 0; at < tokens.length; at += 1) {
    let end = at;
    if (/^[a-z]$/.test(tokens[at]!)) {
      let run = tokens[at]!;
      for (let next = at + 1; next < tokens.length && /^[a-z\d]+$/.test(tokens[next]!); next += 1) {
        run += tokens[next]!;
        if (known.has(run)) end = next;
        // "the i pad", "x box": a word after the letters ends the run.
        if (!/^(?:[a-z]|\d+)$/.test(tokens[next]!)) break;
      }
    }
    out.push(end === at ? tokens[at]! : tokens.slice(at, end + 1).join(''));
    at = end;
  }
  return out;
}
