// The chores a machine does, said by what it works on: "is the laundry done", "ist die Wäsche fertig", "är
// tvätten klar", "빨래 다 됐어", "are the dishes done", "is de afwas klaar". Such a question asks about the machine
// that does the chore (chore-done.ts). The nouns are each language's word for the load (Wiktionary: laundry
// "clothes to be washed", washing-up, dishes; their translations), the done words the past participles of
// "wash" and the word "clean" said of the load. Written as said, normalized on load. Words only.
// Cooked rice is the rice cooker's load the same way ("ご飯は炊けた", "饭煮好了吗", "밥 다 됐어", "is the rice
// done"): Wiktionary's "rice" (the cooked grain: ご飯, 米饭/饭, 밥) and the verbs said of it once cooked (炊ける,
// the verb Japanese keeps for rice; 煮好/煮熟; "cooked" and its translations).
import { normalizeText } from '../normalize-text.js';

/** The machine a chore's load is done by, said as a phrase the appliance words know. */
export type ChoreMachine = 'washing machine' | 'dishwasher' | 'rice cooker';

interface ChoreWords {
  laundry: string;
  dishes: string;
  /** Cooked rice, the rice cooker's load. */
  rice: string;
  /** Said of the load once the machine is through with it: washed, clean, cooked. */
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
    rice: 'rice|the rice',
    done: 'washed|clean|cooked',
    filler: 'are|is|the|all',
  },
  de: {
    laundry: 'wäsche',
    dishes: 'geschirr|abwasch',
    rice: 'reis',
    done: 'gewaschen|sauber|gekocht|gar',
    filler: 'ist|sind|die|das|der',
  },
  es: {
    laundry: 'ropa|colada',
    dishes: 'platos|vajilla',
    rice: 'arroz',
    done: 'lavada|lavado|lavadas|lavados|limpia|limpio|limpias|limpios|cocido|hecho',
    filler: 'esta|estan|la|los|las|el|ya',
  },
  fr: {
    laundry: 'linge|lessive',
    dishes: 'vaisselle',
    rice: 'riz',
    done: 'lavé|lavée|lavés|lavées|propre|propres|cuit',
    filler: 'est|sont|le|la|les|l|il|elle',
  },
  it: {
    laundry: 'bucato',
    dishes: 'piatti|stoviglie',
    rice: 'riso',
    done: 'lavato|lavata|lavati|lavate|pulito|puliti|pulite|cotto',
    filler: 'e|è|sono|il|i|le|gia',
  },
  nl: {
    laundry: 'was|wasgoed',
    dishes: 'vaat|afwas',
    rice: 'rijst',
    done: 'gewassen|schoon|gaar|gekookt',
    filler: 'is|zijn|de|het|al',
  },
  pt: {
    laundry: 'roupa',
    dishes: 'loiça|louça|pratos',
    rice: 'arroz',
    done: 'lavada|lavado|lavadas|lavados|limpa|limpo|limpas|limpos|cozido',
    filler: 'esta|estao|a|o|as|os|ja',
  },
  pl: {
    laundry: 'pranie',
    dishes: 'naczynia|zmywanie',
    rice: 'ryż',
    done: 'wyprane|uprane|umyte|czyste|ugotowany',
    filler: 'się|czy|juz|jest|sa',
  },
  sv: {
    laundry: 'tvätten|tvätt',
    dishes: 'disken|disk',
    rice: 'riset',
    done: 'tvättad|tvättat|tvättade|diskad|diskat|ren|rent|rena|kokt|kokat|klart',
    filler: 'är|den|det',
  },
  da: {
    laundry: 'vasketøjet|vasketøj|tøjet',
    dishes: 'opvasken|opvask',
    rice: 'risen',
    done: 'vasket|ren|rent|rene|kogt',
    filler: 'er|det|den',
  },
  // Korean asks of the rice with "됐어" (it is done), "다" (all) before it or not: "밥 됐어", "밥 다 됐어".
  ko: {
    laundry: '빨래|세탁물',
    dishes: '설거지',
    rice: '밥',
    done: '됐어|됐니|됐나',
    filler: '다|는|은|이|가',
  },
  ja: {
    laundry: '洗濯物|洗濯',
    dishes: '食器|洗い物',
    rice: 'ご飯|ごはん|お米',
    done: '洗い終わった|炊けた|炊けました|炊けてる|炊き上がった|炊きあがった',
    filler: 'は|が|もう|の',
  },
  // Chinese says the washing as a verb and its end: 衣服洗好了 (the clothes washed, done), 碗洗完了; the rice
  // cooked the same way: 饭煮好了, 米饭熟了.
  zh: {
    laundry: '衣服',
    dishes: '碗筷|碗',
    rice: '米饭|饭',
    done: '洗好|洗完|洗干净|煮好|煮熟|煮完|熟了',
    filler: '洗|了|吗|没|都|的|煮',
  },
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
        ...list(words.rice).map((noun) => [noun, 'rice cooker'] as const),
      ].sort((a, b) => b[0].length - a[0].length),
      done: list(words.done),
      filler: new Set(list(words.filler)),
    },
  ]),
);
