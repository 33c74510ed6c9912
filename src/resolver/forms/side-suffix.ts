// "右边的床头灯", "左侧的台灯", "右側のスタンド": Chinese and Japanese say left or right with a word for "side"
// after it (边, 侧, 面, 側), where names write the bare side ("床头灯右", "スタンド左"). The side is read bare,
// unless the home writes the two together ("右边窗帘" keeps its 右边). Only left and right: 上面 and 前面 also
// say "above" and "before", and are left as said.

const SIDE = /^[左右]$/u;
const SIDE_WORD = /^(?:边|邊|侧|側|面)$/u;

/** The cut words with each "side" word after left or right left out, unless the home writes them together. */
export function bareSides(cut: readonly string[], isWord: (word: string) => boolean): string[] {
  return cut.filter(
    (word, at) =>
      at === 0 || !SIDE_WORD.test(word) || !SIDE.test(cut[at - 1]!) || isWord(cut[at - 1]! + word),
  );
}

const CJK_SIDED =
  /^(?:([左右])(\p{Script=Han}|\p{Script=Katakana}|\p{Script=Hiragana}|ー){2,}|(?:\p{Script=Han}|\p{Script=Katakana}|\p{Script=Hiragana}|ー){2,}([左右]))$/u;

/**
 * "ベッドサイド左", "床头灯右", "左壁灯": a Chinese or Japanese name written with its side on, read apart too
 * (the rest and the side), so "左のベッドサイド" meets it as "右のカーテン" meets "カーテン右"; undefined when
 * the word has no side at either end.
 */
export function sideApart(word: string): [rest: string, side: string] | undefined {
  const match = CJK_SIDED.exec(word);
  if (match === null) return undefined;
  const side = match[1] ?? match[3]!;
  return [match[1] === undefined ? word.slice(0, -1) : word.slice(1), side];
}
