// Words for the memory index, in any script: spaced scripts split on letters and digits; Chinese, Japanese
// and Korean runs (no spaces between words, or particles glued to them) become overlapping character
// pairs, so "ベジタリアン" is found in "アンナはベジタリアンです". One linear pass, no dictionary.

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]/u;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const CJK_RUNS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/gu;

/** Frequent function words that would make every memory look related to every question. */
const STOP_WORDS = new Set(
  (
    'a an the and or of to in on at for is are was were be been am do does did it its this that these those ' +
    'what who whom which when where why how i me my we our you your he him his she her they them their ' +
    'with from by as about please tell remember recall know any some there here has have had can could ' +
    'der die das ein eine und oder ist sind war von zu im in am mit was wer wie wo ich du er sie es wir ihr ' +
    'le la les un une des et ou est sont de du à au en que qui quoi je tu il elle nous vous ils ' +
    'el los las una y o es son del al que quién qué yo tú ' +
    'il lo gli e è sono di da che chi io ' +
    'het een en of is zijn van te wat wie ik jij hij zij'
  ).split(' '),
);

/** Index and query terms of `text`: lower-cased NFKC words (stop words dropped) and CJK character pairs. */
export function tokenizeMemory(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.normalize('NFKC').toLowerCase().matchAll(WORD)) {
    const word = match[0];
    if (!CJK.test(word)) {
      if (!STOP_WORDS.has(word)) terms.push(word);
      continue;
    }
    for (const run of word.matchAll(CJK_RUNS)) {
      const part = run[0];
      if (!CJK.test(part[0]!)) {
        if (!STOP_WORDS.has(part)) terms.push(part);
        continue;
      }
      const characters = [...part];
      if (characters.length === 1) terms.push(part);
      for (let index = 0; index + 1 < characters.length; index += 1) {
        terms.push(characters[index]! + characters[index + 1]!);
      }
    }
  }
  return terms;
}
