// "拖一下地", "扫一扫地", "浇一下水": Chinese softens an order by 一下 ("a little") or by the verb said
// again with 一 between, inside a verb-object word (拖地, mop the floor). The word is read without it when
// that gives a word the resolver knows; "开一下客厅的灯" has no such word and stays as said. Korean softens
// by 좀 ("a little", "please") between the words of an order: "물 좀 줘", "잔디 좀 깎아 줘" are "물 줘",
// "잔디 깎아 줘".

const SOFTENED = /(\p{Script=Han})(?:一下|一\1)(\p{Script=Han})/gu;

/** The word with a softener taken out of a known verb-object word, else the word as said. */
export function withoutSoftener(word: string, isWord: (word: string) => boolean): string {
  if (!word.includes('一')) return word;
  return word.replace(SOFTENED, (said, verb: string, object: string) =>
    isWord(verb + object) ? verb + object : said,
  );
}

/** Korean 좀 said between two words: a softener, never a word of a name or an order. */
export function koreanSoftener(words: readonly string[], at: number): boolean {
  return words[at] === '좀' && at > 0 && at < words.length - 1;
}
