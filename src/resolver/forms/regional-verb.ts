// The verb of an order as a region says it, left in the reference with the name: Austrian and Bavarian
// "aufdrehen"/"abdrehen" (switch on/off), "runterlassen" (a blind), Mexican "prender", Québec "partir"
// (start) and "brancher", Italian "fai partire", Flemish "zet … af", Finland-Swedish "koppla på", Kraków
// "zapal"/"zgaś", and the Jutlandic article "æ". The parser drops such a word only when no name of the
// home holds it, as it drops Assist's own sentence words. Korean and Japanese endings are in predicate.ts.
import { normalizeText } from '../normalize-text.js';

/**
 * German separable verbs of handling a device, by their shape: a direction ("auf", "ab", "runter") before a
 * verb of turning, pressing, pulling or letting ("drehen", "knipsen", "ziehen", "lassen"), as the infinitive
 * an order is often said in ("das Licht aufdrehen") or the participle of a question ("ist es aufgedreht").
 */
const GERMAN_DIRECTIONS =
  'auf|ab|an|aus|ein|zu|runter|herunter|rauf|herauf|hoch|nieder|hinauf|hinunter|rein|raus';
const GERMAN_HANDLING = 'dreh|mach|schalt|knips|lass|zieh|fahr|stell|klapp|dimm|tu|druck|drück';
const GERMAN_PARTICIPLES =
  'gedreht|gemacht|geschaltet|geknipst|gelassen|gezogen|gefahren|gestellt|geklappt|gedimmt|getan|gedruckt|gedrückt';
const GERMAN_SEPARABLE = new RegExp(
  `^(${GERMAN_DIRECTIONS})(?:(${GERMAN_HANDLING})(en|n|e|t)|(${GERMAN_PARTICIPLES}))$`,
  'u',
);

/**
 * Orders and the small words around them as regions say them, from dialect dictionaries and everyday
 * usage: the verb alone ("dreh das Licht auf": "dreh"), its infinitive and the forms an order takes.
 */
const REGIONAL_WORDS = [
  // English (Australia, Britain, Ireland): "chuck the telly on", "whack the heater on", "flick the light off".
  'chuck whack flick',
  // German (Austria, Bavaria, Switzerland): the verb said apart from its direction ("dreh … auf").
  'dreh drehe knips knipse zieh ziehe lass fahr klapp dimm',
  // Spanish (Mexico, Latin America): "prender" for "encender", with the voseo and the clitic forms.
  'prender prendé prendele préndele prendelo préndelo prendan apagar apagá apagale apágale apagalo apágalo encendé poné ponle trabajar funcionar',
  // French (Québec, Belgium, Switzerland): "partir" (start) and "brancher" (switch on), "peser" (press).
  'part pars partir partez parte branche brancher branchez débranche débrancher débranchez pèse peser',
  // Italian (Ticino and the north): "fai partire", "metti in moto", the infinitive as an order.
  'fai partire avvia avviare accendere spegnere metti mettere',
  // Dutch (Flanders): "steek het licht aan", "zet de tv af", "leg het licht af".
  'steek steken af aanzetten afzetten uitzetten',
  // Portuguese (Brazil): "bota a TV", "coloca a música".
  'bota botar coloca colocar ligar desligar',
  // Polish (Kraków, Silesia): "zapal światło", "zgaś", "odpal", "puść muzykę".
  'zapal zapalić zgaś zgasić zgas odpal odpalić puść pusc zaświeć zaswiec',
  // Swedish (Finland): "koppla på", "knäpp av", "sätt på".
  'koppla knäpp knäppa sätt',
  // Danish (Jutland): the article "æ" before a noun ("æ lys", "æ robotplæneklipper").
  'æ',
];

const WORDS: ReadonlySet<string> = new Set(
  REGIONAL_WORDS.flatMap((list) => list.split(' ').map(normalizeText)),
);

/**
 * A Chinese verb with its direction complement, as Taiwan and the south say an order ("關起來", "拉下來",
 * "鎖起來", "收起來"): the complement alone, or one or two characters of the verb before it. Normalized,
 * so in simplified characters.
 */
const CHINESE_COMPLEMENT = /^\p{Script=Han}{0,2}(起来|下来|上来|下去|上去|出来|进来|过来|回来|开来)$/u;

/** True when the (normalized) word is an order's verb as a region says it, or the Jutlandic article. */
export function isRegionalVerb(word: string): boolean {
  return WORDS.has(word) || GERMAN_SEPARABLE.test(word) || CHINESE_COMPLEMENT.test(word);
}

/**
 * Orders to raise or lower said first ("baja el brillo", "sube la persiana", "baixa o volume", "abbassa la
 * tapparella", "baisse le store"): "baja" is also the ground floor ("planta baja") and "alta" the upper one,
 * so before an article it is the verb, never the floor.
 */
const LEVEL_ORDERS: ReadonlySet<string> = new Set(
  // With their infinitives, as a model passes the order or "can you" asks it ("bajar la persiana").
  'sube baja súbele bájale subí bajá sobe baixa alza abbassa monte baisse subir bajar subirla bajarla baixar alzare abbassare monter baisser'
    .split(' ')
    .map(normalizeText),
);

/** "Can you", "could you" before the order ("¿podrías bajar la persiana?", "puoi abbassare la tapparella"). */
const MODALS: ReadonlySet<string> = new Set(
  'puedes puede podrías podría podéis pueden podes pode podias poderia peux pourrais pouvez pourriez puoi potresti può potrebbe'
    .split(' ')
    .map(normalizeText),
);

/** True when the phrase opens with an order to raise or lower, followed by an article (`small`). */
export function levelOrderFirst(tokens: readonly string[], small: { has(word: string): boolean }): boolean {
  return tokens.length > 2 && LEVEL_ORDERS.has(tokens[0]!) && small.has(tokens[1]!);
}

/** 1 when the phrase opens with "can you" or "could you" in one word ("podrías", "puoi"), else 0. */
export function modalFirst(tokens: readonly string[]): number {
  return MODALS.has(tokens[0] ?? '') ? 1 : 0;
}
