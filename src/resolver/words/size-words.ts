// Size and rank words said of a light ("the big light", "das große Licht", "den stora lampan", "큰 불"), adjective
// forms included, in the resolver's languages: main-light.ts reads them as the room's main light, and
// definite-adjective.ts keeps them. Vocabulary only.
import { normalizeText } from '../normalize-text.js';

export const SIZE_WORDS: ReadonlySet<string> = new Set(
  (
    'big large main grosse grosses grossen grosser haupt grande gran grand grote groot duze duzy duza glowne ' +
    'glowny glowna stora stor stort store 大 큰 主 메인 メイン principal principale'
  )
    .split(' ')
    .map(normalizeText),
);

/** True for a size or rank word said of a light ("stora", "grande", "큰"). */
export function isSizeWord(word: string): boolean {
  return SIZE_WORDS.has(word);
}
