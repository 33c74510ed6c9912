// The words for a music corner's and a fish tank's things where a name says them another way: a digital
// piano on a plug asked for as "the piano" ("Teclado musical", "Keyboard", "E-Piano", "电钢琴"), and the
// aquarium asked for by its fish ("a luz dos peixes", "fiskarnas lampa": the fish's light is the tank's).
// Vocabulary only: device-words.ts joins these to its concepts.

/**
 * A piano a home switches is an electric one (a digital piano, a stage piano, a keyboard); people call it
 * the piano (Wiktionary's translations of piano, digital piano and electronic keyboard; the shops' music
 * categories: Digitalpiano, E-Piano, piano digital, teclado musical, piano numérique, pianoforte digitale,
 * digitale piano, pianino cyfrowe, digitalpiano/elpiano, 電子ピアノ, 电钢琴/电子琴, 디지털 피아노). Not
 * "teclado" or "klawiatura" alone (a computer's keyboard), nor Italian "piano" alone (a floor: "il piano di
 * sopra"); "pianoforte" is the Italian instrument.
 */
const DIGITAL_PIANO =
  'piano|digital piano|electric piano|stage piano|keyboard|music keyboard|klavier|e piano|epiano|digitalpiano|' +
  'digitales klavier|stagepiano|piano digital|piano eléctrico|teclado musical|teclado electrónico|órgano electrónico|' +
  'piano numérique|piano électrique|pianoforte|pianoforte digitale|piano digitale|tastiera musicale|digitale piano|' +
  'elektrische piano|piano elétrico|teclado elétrico|pianino|pianino cyfrowe|pianino elektryczne|fortepian|' +
  'keyboard muzyczny|digitalpiano|elpiano|klaver|digitalt klaver|elklaver|ピアノ|電子ピアノ|デジタルピアノ|' +
  'キーボード|钢琴|电钢琴|电子琴|数码钢琴|피아노|디지털 피아노|디지털피아노|전자 피아노|전자피아노|전자 키보드|전자키보드';

/**
 * The fish said for their tank ("the fish's light", "la luz de los peces", "a luz dos peixes", "fiskarnas
 * lampa", "het visjeslicht", "rybki"): the plural a home's fish are spoken of in, as Wiktionary gives it, and
 * the kinds kept in tanks (goldfish, tropical fish: 金魚, 熱帯魚, メダカ, 金鱼, 热带鱼, 금붕어, 열대어). Not a
 * lone 魚 or 鱼 (a grill's "魚焼き", a dish), nor "fish" said of a pond ("Koi pond" stays the pond's).
 */
const FISH =
  'fish|fishes|goldfish|fische|fischen|goldfische|peces|pececitos|peces de colores|poissons|poissons rouges|' +
  'pesci|pesciolini|pesci rossi|vissen|visjes|goudvissen|peixes|peixinhos|rybki|rybek|rybkami|' +
  'fiskarna|fiskarnas|fiskar|guldfiskar|fiskene|fiskenes|guldfiskene|물고기|금붕어|열대어|' +
  '金魚|熱帯魚|メダカ|めだか|金鱼|热带鱼|小鱼|觀賞魚|观赏鱼';

/** The Swedish and Danish aquarium as the first part of a compound ("Akvarielampa", "Akvariefilter"). */
const AQUARIUM_COMPOUND = 'akvarie';

/**
 * A Chinese tank's heater and filter as the shops name them: a 加热棒 (heating rod) is what a tank is heated
 * with ("鱼缸加热棒"), and the pump a tank has is its filter's (鱼缸水泵), as the Korean 어항 펌프 is. The pump's
 * phrases are written apart, as a name is cut ("鱼缸|水泵"): written whole, the tokenizer would read "鱼缸水泵"
 * as one word, and its 鱼缸 would no longer be the tank's (29a saw "鱼缸过滤器" pick the tank's light so).
 */
const TANK_HEATER = '加热棒|加熱棒';
const TANK_FILTER = '鱼缸 水泵|鱼缸 泵|水族箱 水泵|水族箱 泵';

/** Concept → its words (device-words.ts joins them to its own). */
export const HOBBY_CONCEPTS: Readonly<Record<string, string>> = {
  digital_piano: DIGITAL_PIANO,
  aquarium: `${FISH}|${AQUARIUM_COMPOUND}`,
  heater: TANK_HEATER,
  filter: TANK_FILTER,
};
