// "ロボット" folds to "ロホット" (voicing marks are ignored), which the longest-match cut would read as ロ and
// ホット ("hot", also the folded ポット, a kettle): a robot vacuum heard as a kettle. A katakana loanword is
// written as one run, so a known word found right after a single kana that is no word itself is the rest of
// that loanword, not a word of its own. A stray run of two kana or more (a
// person's name, "ハルトライト") is left to the cut as before.
const KATAKANA = /^\p{Script=Katakana}/u;
const ONE_KATAKANA = /^\p{Script=Katakana}$/u;

/** True when `piece` continues the loanword whose one stray kana is `unknown`. */
export function insideKatakanaWord(unknown: string, piece: string): boolean {
  return ONE_KATAKANA.test(unknown) && KATAKANA.test(piece);
}
