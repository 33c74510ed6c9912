// "as duas mesinhas de cabeceira": Portuguese "as" without its accent is the plural article, and a number
// right after it counts the things that follow; only "às" (with the grave accent) says "at" before an hour.
// Typed without the accent, the article at the phrase's start followed by more words is no clock time.

/** True when a clock time found at `at` is Portuguese "as" + a number beginning a longer phrase. */
export function articleBeforeCount(text: string, at: number, matched: string): boolean {
  return at === 0 && /^as\s/i.test(matched) && text.trim().length > matched.trim().length;
}
