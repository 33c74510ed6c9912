// Words that raise or lower a level, in en, de, es, fr, it, nl, pt, pl, sv, da, ko, ja and zh: the order's
// verb or adverb ("zet de verwarming hoger", "podkręć kaloryfer", "dreh die Heizung höher", "turn the
// heating up a notch"). Said with a thing, they are how much or which way, never part of its name, nor a
// kind another language spells alike (Dutch "lager" is no Danish "låger", gates). Vocabulary only.
import { normalizeText } from '../normalize-text.js';

const RAISE_LOWER =
  // en
  'notch bump crank raise lower increase decrease higher warmer cooler colder brighter dimmer ' +
  // de
  'dreh drehe höher niedriger wärmer kälter kühler heller dunkler hoch rauf runter herunter erhöhe erhöh erhöhen senke senk senken verringere reduziere ' +
  // nl
  'hoger lager warmer kouder feller draai verhoog verlaag omhoog omlaag graadje ' +
  // es, fr, it, pt
  'súbele bájale disminuye reduce réduis diminue diminuisci riduci alza abbassa diminui reduz ' +
  // pl
  'podkręć przykręć skręć zwiększ zmniejsz podnieś obniż ścisz podgłośnij cieplej chłodniej jaśniej ciemniej wyżej niżej ' +
  // sv, da
  'höj sänk skruva dämpa fäll hissa varmare kallare ljusare mörkare högre lägre upp ner ned hæv sænk skru dæmp varmere koldere lysere mørkere højere lavere op ' +
  // ko, ja, zh
  '올려줘 내려줘 올려 내려 높여줘 낮춰줘 높여 낮춰 키워줘 줄여줘 上げて 下げて 強くして 弱くして 调高 调低 调大 调小';

/** Raise and lower words, normalized. */
export const RAISE_LOWER_WORDS: ReadonlySet<string> = new Set(RAISE_LOWER.split(' ').map(normalizeText));
