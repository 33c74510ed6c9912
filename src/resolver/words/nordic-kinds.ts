// Kind words read only in a Danish, Norwegian or Swedish home: with their letters folded they are another
// language's word (Spanish "las", English "laser", German "Lärm"), so the shared kind table cannot hold
// them. The nouns in their forms, from Den Danske Ordbog, Bokmålsordboka and Svensk ordbok. Vocabulary
// only; the same words are also the locking verb ("lås døren", verb-words.ts), which wins where it stands.
import { normalizeText } from '../normalize-text.js';
import type { KindEntry } from './kind-table.js';
import type { KindWord } from './kind-words.js';

const NORDIC_KIND_ENTRIES: readonly KindEntry[] = [
  {
    // A lock: Danish "en lås, låsen, låse, låsene", Norwegian "en lås, låsen, låser, låsene", Swedish "ett
    // lås, låset, lås, låsen" (the Swedish plural is the singular's word).
    domain: 'lock',
    one: 'lås|låsen|låset',
    many: 'låse|låser|låsene',
  },
  {
    // The alarm system: Swedish "ett larm, larmet, larm, larmen"; "inbrottslarm" the burglar alarm. Danish
    // and Norwegian say "alarm", which the shared table has.
    domain: 'alarm_control_panel',
    one: 'larm|larmet|inbrottslarm|inbrottslarmet|larmsystem|larmsystemet',
    many: 'larmen',
  },
];

/** Normalized word → its kind, read in a Scandinavian home only. */
export const NORDIC_KINDS: ReadonlyMap<string, KindWord> = new Map(
  NORDIC_KIND_ENTRIES.flatMap(({ one, many, ...traits }) => {
    const forms = (list: string | undefined, plural: boolean) =>
      (list ?? '').split('|').map((word) => [normalizeText(word), { ...traits, plural }] as const);
    return [...forms(one, false), ...forms(many, true)];
  }),
);
