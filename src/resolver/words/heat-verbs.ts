// Heating a place up, said as an order or a wish in en, de, es, fr, it, nl, pt, pl, sv, da, ko, ja and zh
// ("preheat", "aufheizen", "calienta", "chauffe", "riscalda", "opwarmen", "aquece", "nagrzej", "värm upp",
// "opvarm", "데워줘", "温めて", "加热"). Not Danish or Swedish "forvarm"/"förvärm" (preheat): the tokenizer
// would join "for varmen" (the heating) into it. Vocabulary only, normalized.
import { normalizeText } from '../normalize-text.js';

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(' ').map(normalizeText));
}

/** Verbs of heating, wherever they stand in the request. */
export const HEAT_VERBS: ReadonlySet<string> = words(
  'preheat ' +
    'aufheizen vorheizen anheizen aufwärmen erwärmen beheizen ' +
    'calentar calienta precalentar precalienta ' +
    'chauffer préchauffer préchauffe réchauffer réchauffe ' +
    'scaldare scalda riscaldare riscalda preriscaldare preriscalda ' +
    'opwarmen voorverwarmen opstoken verwarmen ' +
    'aquecer aquece aqueça preaquecer ' +
    'nagrzej nagrzać rozgrzej rozgrzać ogrzej ogrzać podgrzej podgrzać ' +
    'opvarm opvarme',
);

/**
 * Imperatives that are also the adjective "warm" or a noun once folded (Swedish "värm" is "varm", German
 * "wärm" is "warm", French "chauffe" begins "chauffe-eau"): the order only as the request's first word.
 */
export const HEAT_FIRST: ReadonlySet<string> = words(
  'warm varm värm värma wärm wärme heiz heize chauffe verwarm',
);

/** Particles of a verb said apart ("heiz … auf", "warm … up", "värm upp"). */
export const HEAT_PARTICLES: ReadonlySet<string> = words('up upp op auf vor an');

/** Korean, Japanese and Chinese stems, said inside a longer word ("데워줘", "温めて", "加热一下"). */
export const CJK_HEAT_STEMS: readonly string[] = [
  '데워',
  '데우',
  '예열',
  '温め',
  '暖め',
  'あたため',
  '予熱',
  '加热',
  '预热',
  '加温',
  '升温',
].map(normalizeText);
