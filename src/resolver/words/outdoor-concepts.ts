// The everyday words for things outside, in the garage and in the car, where a name says them another way:
// a block heater asked for as "the engine heater" or "bilvarmeren", the Christmas lights on a plug named
// "Belén" or "Julelys tagrende", a drip line beside the sprinklers, a sauna's stove, a pond's aerator and
// UV clarifier. Vocabulary, and the season a name's words say (device-words.ts joins both to its own).
import { normalizeText } from '../normalize-text.js';
import type { KindEntry } from './kind-table.js';

/**
 * The Christmas season's lights and what they hang on, as each language names them (Wiktionary's entries
 * for Christmas lights, Christmas tree and nativity scene; the shops' seasonal categories: "Weihnachtsdeko",
 * "Julbelysning", "Kerstverlichting", "Iluminação de Natal", "Lampki choinkowe"). A plug named for any of
 * them is the season's lights; a person says "the holiday lights" for all of them.
 */
const CHRISTMAS =
  'christmas|xmas|holiday lights|holiday lighting|christmas lights|christmas lighting|christmas decorations|christmas tree|' +
  'weihnachten|weihnachtsbeleuchtung|weihnachtsdeko|weihnachtsdekoration|weihnachtslichter|weihnachtsbaum|christbaum|' +
  'navidad|luces de navidad|iluminación navideña|árbol de navidad|belén|' +
  'noël|illuminations de noël|guirlande de noël|sapin de noël|' +
  'natale|luci di natale|albero di natale|presepe|' +
  'kerst|kerstverlichting|kerstlampjes|kerstboom|kerstlichtjes|' +
  'natal|luzes de natal|iluminação de natal|árvore de natal|presépio|' +
  'boże narodzenie|iluminacja świąteczna|' +
  'jul|julbelysning|julgran|julljus|juldekoration|' +
  'julelys|julebelysning|juletræ|julepynt|' +
  '크리스마스|크리스마스 트리|크리스마스 조명|트리|트리 조명|' +
  'クリスマス|クリスマスツリー|クリスマスイルミネーション|' +
  '圣诞|圣诞树|圣诞灯|圣诞灯串';

/**
 * An engine block heater, plugged in on winter mornings in the north: "block heater", "engine heater" in
 * Canada and the US, "Standheizung" / "Motorvorwärmer" in German, "motorvärmare" in Swedish, "motorvarmer"
 * and "bilvarmer" in Danish and Norwegian (Wiktionary; the Nordic makers Defa and Calix make nothing else).
 */
const BLOCK_HEATER =
  'block heater|engine heater|engine block heater|car heater|standheizung|motorvorwärmer|motorheizung|autoheizung|' +
  'calentador de motor|chauffe moteur|préchauffage moteur|preriscaldatore motore|motorverwarmer|blokverwarmer|' +
  'aquecedor de motor|podgrzewacz silnika|bilvärmare|bilvarmer|webasto|엔진 히터|エンジンヒーター|发动机加热器';

/**
 * A drip line, which waters beds and pots drop by drop, apart from the sprinklers that water a lawn
 * (Wiktionary: drip irrigation, Tropfbewässerung, riego por goteo, goutte-à-goutte, irrigazione a goccia,
 * druppelirrigatie, rega gota a gota, nawadnianie kropelkowe, droppbevattning, drypvanding, 점적 관수, 点滴灌水,
 * 滴灌).
 */
const DRIP =
  'drip|drip line|drip irrigation|drip hose|soaker hose|tropfschlauch|tropfbewässerung|tröpfchenbewässerung|perlschlauch|' +
  'goteo|riego por goteo|gotero|goutte à goutte|tuyau goutte à goutte|irrigation goutte à goutte|' +
  'ala gocciolante|irrigazione a goccia|goccia a goccia|gocciolatore|gocciolatori|druppelslang|druppelirrigatie|' +
  'gota a gota|rega gota a gota|linia kroplująca|nawadnianie kropelkowe|wąż kroplujący|' +
  'droppslang|droppbevattning|drypslange|drypvanding|점적|점적호스|점적 호스|점적관수|点滴|点滴ホース|点滴チューブ|滴灌|滴灌管';

/**
 * A sauna's stove, by the word a name gives it: Swedish "bastuaggregat" and "bastuugn", Finnish "kiuas",
 * German "Saunaofen" (Wikipedia's "Sauna" articles; the makers' category "sauna heaters", Harvia, Tylö).
 */
const SAUNA_HEATER =
  'sauna heater|sauna stove|saunaofen|saunaheizung|estufa de sauna|poêle de sauna|stufa sauna|saunakachel|' +
  'saunaoven|piec do sauny|bastuugn|saunaovn|사우나 히터|サウナストーブ|桑拿炉';

/**
 * Words a name holds that a person says as the name itself ("sätt på bastuaggregatet", "motorvärmaren" for a
 * hidden "Motorvärmare" stays that thing, not the cabin heater beside it): they give the name their concept
 * and are no spoken concept word. A cabin heater ("Kupévärmare") is no block heater.
 */
const NAME_ONLY: ReadonlyMap<string, string> = new Map(
  [
    ...['bastuaggregat', 'saunaaggregat', 'kiuas', 'harvia', 'tylö'].map((word) => [word, '~sauna_heater']),
    ...['motorvärmare', 'motorvarmer', 'defa', 'calix'].map((word) => [word, '~block_heater']),
  ].map(([word, key]) => [normalizeText(word!), key!]),
);

/**
 * What puts air into a pond or a tank, by the shops' names for it (air pump, Belüfter, Teichbelüfter,
 * aireador, oxygénateur, ossigenatore, luchtpomp, napowietrzacz, luftpump, 에어펌프, エアーポンプ; the Chinese
 * 增氧泵, 打氧机, 氧气泵).
 */
const AERATOR =
  'air pump|aerator|pond aerator|belüfter|teichbelüfter|luftpumpe|sauerstoffpumpe|aireador|bomba de aire|oxygénateur|pompe à air|' +
  'ossigenatore|pompa ad aria|aeratore|luchtpomp|beluchter|vijverbeluchter|arejador|bomba de ar|napowietrzacz|pompka powietrza|' +
  'luftpump|syrepump|luftpumpe|에어펌프|기포기|エアーポンプ|エアポンプ|ぶくぶく|增氧泵|打氧机|氧气泵|增氧机';

/**
 * A pond's UV clarifier, which a person calls by its lamp ("die UV-Lampe", "la lampada UV", "殺菌灯"): the
 * shops' pond categories (UV-C Klärer, UV-Lampe, clarificateur UV, lampada UV, UV-lamp, lampa UV, 殺菌灯, 杀菌灯).
 */
const UV_CLARIFIER =
  'uv lamp|uv light|uv clarifier|uv filter|uv lampe|uv klärer|uvc klärer|lámpara uv|clarificador uv|' +
  'lampe uv|clarificateur uv|lampada uv|filtro uv|uv lamp|uv filter|lâmpada uv|lampa uv|uv lampa|uv filter|' +
  'uv 램프|uv 살균기|살균등|殺菌灯|uv殺菌灯|杀菌灯|紫外线灯';

/**
 * What throws water over a lawn, as each language's word for a sprinkler says it (Wiktionary: sprinkler,
 * Rasensprenger, Regner, aspersor, arroseur, irrigatore, sproeier, zraszacz, vattenspridare, spreder,
 * 스프링클러, スプリンクラー, 洒水器), singular, plural and the Nordic definite forms: no drip line.
 */
export const SPRINKLER_WORDS: ReadonlySet<string> = new Set(
  (
    'sprinkler|sprinklers|lawn sprinkler|lawn sprinklers|rasensprenger|regner|aspersor|aspersores|arroseur|arroseurs|' +
    'irrigatore|irrigatori|sproeier|sproeiers|aspersor|aspersores|zraszacz|zraszacze|zraszacza|vattenspridare|' +
    'vattenspridaren|vattenspridarna|spridare|spridaren|spreder|sprederen|sprinkleren|sprinklerne|스프링클러|スプリンクラー|洒水器'
  )
    .split('|')
    .map(normalizeText),
);

/** Kinds said by words the hand-written table lacks; kind-words.ts adds them after it. */
export const OUTDOOR_KINDS: readonly KindEntry[] = [
  // A sprinkler in Swedish and Danish, the word the valve table lacks.
  { domain: 'valve', one: 'vattenspridare|spridare|spreder', many: 'vattenspridare|spridare|sprederne' },
];

/**
 * Heating said of a car ("die Heizung im Auto", "varm bilen op", "riscalda la macchina", "车里的暖气"): the
 * words for heating, warming and a heater, in the forms said with the car (car-charge.ts).
 */
export const CAR_HEAT_WORDS: ReadonlySet<string> = new Set(
  (
    'heat|heating|heater|warm|preheat|heizung|heizen|vorheizen|aufheizen|vorwärmen|wärmen|calefacción|calentar|calienta|' +
    'chauffage|chauffer|chauffe|préchauffer|riscaldamento|riscalda|riscaldare|verwarming|verwarmen|opwarmen|' +
    'aquecimento|aquecer|aquece|ogrzewanie|ogrzej|podgrzej|värme|värm|värmen|värmaren|varme|varm|varmen|varmeren|' +
    '난방|히터|데워|ヒーター|暖房|温めて|暖气|加热|预热'
  )
    .split('|')
    .map(normalizeText),
);

/** Concept → its words (device-words.ts joins them to its own). */
export const OUTDOOR_CONCEPTS: Readonly<Record<string, string>> = {
  christmas: CHRISTMAS,
  block_heater: BLOCK_HEATER,
  drip: DRIP,
  sauna_heater: SAUNA_HEATER,
  aerator: AERATOR,
  uv_clarifier: UV_CLARIFIER,
  // A car's charger said with the car, as Dutch and the Nordic languages make one word of it ("autolader",
  // "billader", "billaddare") and French a phrase ("le chargeur de la voiture"): Wiktionary's compounds.
  // The pump of a pool is the one that filters it, as Spanish, French and Portuguese owners say it for the
  // "Depuradora", the "Filtration" and the "Filtragem" (the shops' "bomba de piscina" is a filter pump); a
  // heat pump ("bomba de calor") is no such pump.
  filter:
    'filtragem|filtragem da piscina|bomba de la piscina|bomba de piscina|bomba da piscina|pompe de la piscine|pompe de piscine|pompe piscine|pompa della piscina|pompa piscina|bomba piscina',
  // What heats a shed or a greenhouse, by the words its name says: a Swedish and Danish "element" (a radiator,
  // Wiktionary: element, "radiator"), a German "Frostwächter" (the shops' frost-guard heaters) or "Frostschutz".
  heater:
    'element|elementet|elelement|oljeelement|frostwächter|frostschutz|frostschutzheizung|frostschutzheizer|frost guard|frost heater|frostvakt',
  ev_charger:
    'autolader|auto oplader|elektrische autolader|billader|billaderen|billaddare|chargeur de voiture|chargeur de la voiture|chargeur voiture électrique|ladegerät auto|autoladegerät',
};

/**
 * How the season's words begin, in the compounds a name makes of them ("Weihnachtsdeko", "Julelys",
 * "Kerstboom", "Lampki świąteczne", "크리스마스 트리"): a name holding one is the season's lights.
 */
const CHRISTMAS_STEMS: readonly string[] = [
  'christmas',
  'xmas',
  'weihnacht',
  'navid',
  'noel',
  'natal',
  'kerst',
  'swiateczn',
  'choink',
  // Not "jul" alone, which begins "Julia" and German "Juli": the Nordic compounds with it.
  'julbelys',
  'julebelys',
  'julelys',
  'julljus',
  'julgran',
  'juletr',
  'julepynt',
  'juldekor',
  'julstj',
  'julestjern',
  '크리스마스',
  'クリスマス',
  '圣诞',
].map(normalizeText);

/** The tree the season's lights hang on, said beside a season word ("Julbelysning gran", "Guirlande sapin"). */
const TREE_WORDS: ReadonlySet<string> = new Set(
  'tree baum tanne arbol árbol sapin albero boom arvore árvore choinka gran granen træ træet tre 트리 ツリー 树'
    .split(' ')
    .map(normalizeText),
);

/** Concepts that are lights whatever domain shows them: a plug named "Belén" or "Kerstboom" is lights. */
export const SEASON_LIGHTS: readonly string[] = ['christmas', 'christmas_tree'];

const CHRISTMAS_KEY = '~christmas';
const TREE_KEY = '~christmas_tree';

const DRIP_KEY = '~drip';
const WATERING_KEY = '~watering';

/**
 * The keys a name's words give beside the table's: a word that begins with a season's word is the
 * Christmas lights ("Julelys tagrende"), a Christmas tree is too, and the season said beside a tree
 * ("Julbelysning gran") is the Christmas tree; a drip line ("Droppbevattning") is watering too; a
 * "Bastuaggregat" is a sauna's stove.
 */
export function outdoorKeys(tokens: readonly string[], keys: readonly string[]): string[] {
  const added = keys.includes(DRIP_KEY) && !keys.includes(WATERING_KEY) ? [WATERING_KEY] : [];
  for (const word of tokens) {
    const key = NAME_ONLY.get(word);
    if (key !== undefined && !keys.includes(key) && !added.includes(key)) added.push(key);
  }
  const seasonal =
    keys.includes(CHRISTMAS_KEY) ||
    keys.includes(TREE_KEY) ||
    tokens.some((word) => word === 'jul' || CHRISTMAS_STEMS.some((stem) => word.startsWith(stem)));
  if (!seasonal) return added;
  if (!keys.includes(CHRISTMAS_KEY)) added.push(CHRISTMAS_KEY);
  if (!keys.includes(TREE_KEY) && tokens.some((word) => TREE_WORDS.has(word))) added.push(TREE_KEY);
  return added;
}
