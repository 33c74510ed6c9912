// The chores a machine does, said by what it works on: "is the laundry done", "ist die Wäsche fertig", "är
// tvätten klar", "빨래 다 됐어", "are the dishes done", "is de afwas klaar". Such a question asks about the machine
// that does the chore (chore-done.ts). The nouns are each language's word for the load (Wiktionary: laundry
// "clothes to be washed", washing-up, dishes; their translations), the done words the past participles of
// "wash" and the word "clean" said of the load. Written as said, normalized on load. Words only.
import { normalizeText } from '../normalize-text.js';

/** The machine a chore's load is done by, said as a phrase the appliance words know. */
export type ChoreMachine = 'washing machine' | 'dishwasher';

interface ChoreWords {
  laundry: string;
  dishes: string;
  /** Said of the load once the machine is through with it: washed, clean. */
  done: string;
  /** Small words said around them that name nothing (verbs "is"/"are", reflexives, particles). */
  filler: string;
}

/**
 * Per language: a word such as Dutch "was" (the laundry) or Swedish "disk" (the dishes) is another word
 * elsewhere (English "was", a hard disk), so each language's list is read only in a home of that language.
 */
const CHORES: Record<string, ChoreWords> = {
  en: {
    laundry: 'laundry|washing|the washing',
    dishes: 'dishes|the dishes|washing up|the washing up',
    done: 'washed|clean',
    filler: 'are|is|the|all',
  },
  de: { laundry: 'wäsche', dishes: 'geschirr|abwasch', done: 'gewaschen|sauber', filler: 'ist|sind|die|das' },
  es: {
    laundry: 'ropa|colada',
    dishes: 'platos|vajilla',
    done: 'lavada|lavado|lavadas|lavados|limpia|limpio|limpias|limpios',
    filler: 'esta|estan|la|los|las|el|ya',
  },
  fr: {
    laundry: 'linge|lessive',
    dishes: 'vaisselle',
    done: 'lavé|lavée|lavés|lavées|propre|propres',
    filler: 'est|sont|le|la|les|l|il|elle',
  },
  it: {
    laundry: 'bucato',
    dishes: 'piatti|stoviglie',
    done: 'lavato|lavata|lavati|lavate|pulito|puliti|pulite',
    filler: 'e|è|sono|il|i|le|gia',
  },
  nl: { laundry: 'was|wasgoed', dishes: 'vaat|afwas', done: 'gewassen|schoon', filler: 'is|zijn|de|het|al' },
  pt: {
    laundry: 'roupa',
    dishes: 'loiça|louça|pratos',
    done: 'lavada|lavado|lavadas|lavados|limpa|limpo|limpas|limpos',
    filler: 'esta|estao|a|o|as|os|ja',
  },
  pl: {
    laundry: 'pranie',
    dishes: 'naczynia|zmywanie',
    done: 'wyprane|uprane|umyte|czyste',
    filler: 'się|czy|juz|jest|sa',
  },
  sv: {
    laundry: 'tvätten|tvätt',
    dishes: 'disken|disk',
    done: 'tvättad|tvättat|tvättade|diskad|diskat|ren|rent|rena',
    filler: 'är|den|det',
  },
  da: {
    laundry: 'vasketøjet|vasketøj|tøjet',
    dishes: 'opvasken|opvask',
    done: 'vasket|ren|rent|rene',
    filler: 'er|det|den',
  },
  ko: { laundry: '빨래|세탁물', dishes: '설거지', done: '', filler: '다|는|은|이|가' },
  ja: { laundry: '洗濯物|洗濯', dishes: '食器|洗い物', done: '洗い終わった', filler: 'は|が|もう|の' },
  // Chinese says the washing as a verb and its end: 衣服洗好了 (the clothes washed, done), 碗洗完了.
  zh: { laundry: '衣服', dishes: '碗筷|碗', done: '洗好|洗完|洗干净', filler: '洗|了|吗|没|都|的' },
};

/** One language's chore words, normalized. */
export interface ChoreTable {
  /** Load noun → the machine that does it; longest first. */
  nouns: readonly (readonly [string, ChoreMachine])[];
  done: readonly string[];
  filler: ReadonlySet<string>;
}

function list(words: string): string[] {
  return words
    .split('|')
    .filter((word) => word !== '')
    .map(normalizeText)
    .sort((a, b) => b.length - a.length);
}

/** Language code (the part before a region) → its chore words. */
export const CHORE_TABLES: ReadonlyMap<string, ChoreTable> = new Map(
  Object.entries(CHORES).map(([language, words]) => [
    language,
    {
      nouns: [
        ...list(words.laundry).map((noun) => [noun, 'washing machine'] as const),
        ...list(words.dishes).map((noun) => [noun, 'dishwasher'] as const),
      ].sort((a, b) => b[0].length - a[0].length),
      done: list(words.done),
      filler: new Set(list(words.filler)),
    },
  ]),
);
