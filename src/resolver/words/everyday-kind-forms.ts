// Kind words in the everyday forms the kind table lacks (round 30f): Brazilian Portuguese says the small
// speaker with the diminutive, "caixinha de som", and the table had no plural of "caixa de som". Vocabulary
// only (kind-words.ts joins it).
import type { KindEntry } from './kind-table.js';

export const EVERYDAY_KIND_FORMS: readonly KindEntry[] = [
  {
    // Priberam and Wiktionary: "caixa de som", a speaker; "caixinha de som", its diminutive, the everyday
    // Brazilian word for a small or portable speaker.
    domain: 'media_player',
    classes: ['speaker', 'receiver'],
    anyServes: true,
    one: 'caixinha de som',
    many: 'caixas de som|caixinhas de som',
  },
  {
    // Danish and Norwegian "rullegardin" (Den Danske Ordbog: a roller blind, "gardin der rulles op"), with
    // the definite forms: a blind, as Swedish "rullgardin" is in the kind table, not a curtain ("gardin").
    domain: 'cover',
    classes: ['blind', 'shade', 'shutter', 'curtain', 'window'],
    one: 'rullegardin|rullegardinet|rullegardinen',
    many: 'rullegardiner|rullegardinerne|rullegardinene',
  },
];
