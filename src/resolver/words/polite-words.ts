// Polite tails and hesitations people say around a request to a speaker, in the resolver's languages: "the
// hall light thanks", "das Licht im Flur bitte schön", "lampan i hallen är du snäll", "eee światło na
// korytarzu". Vocabulary only; polite-edge.ts decides when they are left out. Sources: Wiktionary's
// translation tables of "please", "thank you", "thanks a lot", "if you don't mind" and the interjection
// "um" (hesitation sounds) in each language, with the short forms people type (stp, svp, aub, porfa). Korean,
// Japanese and Chinese need none here: their polite endings and fillers were read before this table.
import { normalizeText } from '../normalize-text.js';

/** Said after the request. Written naturally, "|"-separated, normalized on load. */
const TAILS: Record<string, string> = {
  en: "please|thanks|thank you|thanks a lot|thank you very much|cheers|ta|pretty please|if you please|if you would|if you don't mind|would you|could you|mate|love",
  de: "bitte|bitte schön|bitteschön|bitte sehr|danke|danke schön|dankeschön|danke sehr|vielen dank|sei so lieb|sei so gut|wenn du magst|wenn du willst|wenn es geht|wenn's geht",
  es: 'por favor|porfa|porfi|gracias|muchas gracias|si puedes|si no te importa|si eres tan amable',
  fr: "s'il te plaît|s'il vous plaît|stp|svp|merci|merci beaucoup|si tu veux bien|si tu peux|steuplé",
  it: 'per favore|per cortesia|per piacere|grazie|grazie mille|se puoi|se non ti dispiace',
  nl: 'alsjeblieft|alstublieft|aub|graag|dank je|dank je wel|dankjewel|dank u|dank u wel|bedankt|als je wil',
  pt: 'por favor|se faz favor|faz favor|obrigado|obrigada|muito obrigado|muito obrigada|se puder|por gentileza',
  pl: 'proszę|poproszę|bardzo proszę|dziękuję|dzięki|dziękuję bardzo|jeśli możesz',
  sv: 'tack|tack så mycket|tackar|tusen tack|snälla|är du snäll|om du vill',
  da: 'tak|tak skal du have|mange tak|tusind tak|vær så venlig|vær sød|er du sød|hvis du vil',
};

/** Said before it. */
const HESITATIONS: Record<string, string> = {
  en: 'um|uh|er|erm|hmm|uh um|well|oh|so',
  de: 'äh|ähm|öhm|hm|also|na|naja',
  es: 'eh|em|este|pues|bueno|a ver',
  fr: 'euh|bon|alors|ben|bah',
  it: 'ehm|eh|allora|beh|uhm',
  nl: 'eh|uhm|ehm|nou',
  pt: 'ah|hum|então|olha',
  pl: 'eee|yyy|eem|hmm|no',
  sv: 'eh|öh|öhm|alltså|asså',
  da: 'øh|øhm|altså|nå',
};

function phrases(list: string): readonly string[] {
  // Longest first, so that "thank you very much" goes before "thank you".
  return [...new Set(list.split('|').map(normalizeText))]
    .filter((phrase) => phrase !== '')
    .sort((a, b) => b.length - a.length);
}

const ALL = (table: Record<string, string>) => Object.values(table).join('|');

/**
 * The polite tails and hesitations of a language ("de-AT" reads German), every language's when none is given
 * or the resolver has no list for it; normalized, longest first.
 */
export function politeEdges(language: string | undefined): {
  tails: readonly string[];
  hesitations: readonly string[];
} {
  const code = language?.slice(0, 2).toLowerCase();
  const known = code !== undefined && code in TAILS;
  return {
    tails: phrases(known ? TAILS[code]! : ALL(TAILS)),
    hesitations: phrases(known ? HESITATIONS[code]! : ALL(HESITATIONS)),
  };
}
