// Everyday words for a kind that the other tables lack, found in round 30b's material: each a fact of its
// language (the source beside it). Vocabulary only; kind-words.ts joins the kinds and the activities.
import type { ActivityEntry } from './activity-words.js';
import type { KindEntry } from './kind-table.js';

/** Kinds said by words the other tables lack. */
export const HOUSEHOLD_KINDS: readonly KindEntry[] = [
  {
    // Chinese 帘子 (Wiktionary: "curtain, screen, blind"), the everyday word beside 窗帘, for any window cover.
    domain: 'cover',
    classes: ['blind', 'shade', 'shutter', 'curtain', 'window'],
    one: '帘子|簾子',
  },
];

/**
 * Japanese 換気 (ventilation; Wiktionary: 換気 "ventilation, airing"), said alone of a room ("洗面所の換気"):
 * its fan's work, as the verb 換気して already is (entrance-concepts.ts).
 */
export const HOUSEHOLD_ACTIVITIES: readonly ActivityEntry[] = [{ domain: 'fan', one: '換気|換気を' }];
