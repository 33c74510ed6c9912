// Everyday words for a kind that the kind tables lack, each a fact of its language (the source beside it).
// Vocabulary only: kind-words.ts adds these kinds after the hand-written and climate ones.
import type { KindEntry } from './kind-table.js';

/** Kinds said by words the other tables lack; kind-words.ts adds them after CLIMATE_KINDS. */
export const EVERYDAY_KINDS: readonly KindEntry[] = [
  {
    // Korean 등 (燈, lamp) said apart after what it lights: "거실 등", "식탁 등", "협탁 등" (Wiktionary: 등,
    // "lamp, light"; the shops' categories 스탠드 등, 벽 등). Written onto a word it is a name's part
    // (forms/korean-lamp.ts); said apart it is the light word, as 불 and 조명 are.
    domain: 'light',
    one: '등',
  },
];
