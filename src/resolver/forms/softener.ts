// "拖一下地", "扫一扫地", "浇一下水": Chinese softens an order by 一下 ("a little") or by the verb said
// again with 一 between, inside a verb-object word (拖地, mop the floor). The word is read without it when
// that gives a word the resolver knows; "开一下客厅的灯" has no such word and stays as said.

const SOFTENED = /(\p{Script=Han})(?:一下|一\1)(\p{Script=Han})/gu;

/** The word with a softener taken out of a known verb-object word, else the word as said. */
export function withoutSoftener(word: string, isWord: (word: string) => boolean): string {
  if (!word.includes('一')) return word;
  return word.replace(SOFTENED, (said, verb: string, object: string) =>
    isWord(verb + object) ? verb + object : said,
  );
}
