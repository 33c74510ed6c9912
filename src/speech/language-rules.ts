// Per-language data of the chunking rules (R5c, R6): abbreviations, English starter words, ordinals. Pure data.

export interface LanguageRules {
  /** Primary language subtag, lowercased ("en" for "en-US"); "" when none was given. */
  readonly code: string;
  /** R6a abbreviations, lowercased, without the period. */
  readonly abbreviations: ReadonlySet<string>;
  /** R6: an ambiguous period may end a sentence only in English, before a starter word. */
  readonly splitsBeforeStarters: boolean;
  /** R6d: German ordinals, so a period after a number of any length is ambiguous. */
  readonly anyNumberIsOrdinal: boolean;
  /** R5c: French " »" after a terminator belongs to the finished sentence. */
  readonly spacedClosingGuillemet: boolean;
}

/** R6: words after which an ambiguous English period does end the sentence. */
export const EN_STARTERS: ReadonlySet<string> = new Set(
  (
    "A After Also An And Another Anyway As At Before But Each Every First For Here Here's He He's Her His How " +
    "However I I'd I'll I'm I've If In It It's Its Let Let's Meanwhile My Next No Now Of On Once One Our " +
    "Please She She's So Some Still That That's The Their Then There There's These They They're This Those " +
    "To Today Tomorrow We We'll We're What What's When Where Which While Who Why Yes You You'll You're Your"
  ).split(' '),
);

/** The longest starter, in code units: a longer next word settles "not a starter" without waiting for its end. */
export const LONGEST_STARTER = Math.max(...[...EN_STARTERS].map((word) => word.length));

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  en:
    'mr mrs ms mx dr prof sr jr st mt rev hon gen gov sen rep capt lt col sgt maj vs etc inc ltd co corp llc ' +
    'dept approx apt ave blvd no vol fig pp ch jan feb mar apr jun jul aug sep sept oct nov dec cf viz al',
  de:
    'dr prof hr fr nr str bzw ca usw vgl ggf evtl inkl zzgl bspw sog tel abs abb kap jh mio mrd tsd std min ' +
    'sek etc st geb gest',
  fr: 'mme mlle mmes dr pr st ste etc av apr env cf ex vol chap boul tél',
  es: 'sr sra srta sres dr dra lic ing ud uds vd vds etc pág págs núm aprox ej av avda dto tel',
  ru: 'ул пр пер кв стр см им др тыс млн млрд руб коп проф акад доц обл гг вв ср напр',
  hi: 'डॉ प्रो श्री सं पृ',
  ar: 'د م ص أ',
};

/**
 * Only the languages with data of their own are kept: the tag is a client's, and one kept per code it
 * sends would grow with every made-up code (thousands of them, all year); the others are built per
 * chunker, an empty set and four fields.
 */
const cache = new Map<string, LanguageRules>();

/** Rules for a language tag ("en", "en-US", "zh-Hant", "pt_BR"); unknown or absent tags get the generic rules. */
export function languageRules(language?: string): LanguageRules {
  const code = (language ?? '').trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  let rules = cache.get(code);
  if (rules === undefined) {
    const list = Object.hasOwn(ABBREVIATIONS, code) ? ABBREVIATIONS[code] : undefined;
    rules = {
      code,
      abbreviations: new Set(list === undefined ? [] : list.split(' ')),
      splitsBeforeStarters: code === 'en',
      anyNumberIsOrdinal: code === 'de',
      spacedClosingGuillemet: code === 'fr',
    };
    if (list !== undefined) cache.set(code, rules);
  }
  return rules;
}
