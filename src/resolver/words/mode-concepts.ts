// What a home's scenes, scripts, modes and timers are about, said by the everyday word of the same thing
// ("visitor mode" for "Guest Mode", "vacation mode" for "Holiday Mode", "film night" for "Movie Night",
// "sengetid" for a script "Godnat", "お客さんモード" for "来客モード"). Each concept is one thing whatever word
// says it; a word stands for one concept. Vocabulary only: device-words.ts joins these to its own.
import { normalizeText } from '../normalize-text.js';

/** Concept → its words ("|"-separated, written naturally, normalized on load). */
export const MODE_CONCEPTS: Readonly<Record<string, string>> = {
  // Guests and visitors, by Wiktionary's "guest" and "visitor" and their translations, with the plural and
  // the compound's first part each language writes (Besuch, logé / logeren: to stay over, gość / gości, 来客,
  // お客さん, 客人 / 访客, 손님 / 방문객).
  guest:
    'guest|guests|visitor|visitors|gast|gäste|gaeste|besuch|besucher|invitado|invitados|invitada|invitadas|visita|visitas|invité|invités|invitée|invitées|visiteur|visiteurs|ospite|ospiti|gasten|bezoek|bezoekers|logé|logés|logee|logees|logeer|logeren|hóspede|hóspedes|gość|goście|gości|gościnny|gościnna|gäst|gäster|gästerna|gæst|gæster|gæsterne|gæste|gjest|gjester|손님|방문객|来客|お客さん|お客様|お客|客人|访客|宾客',
  // Being away on holiday: Wiktionary's "holiday" / "vacation" and their translations (Urlaub / Ferien,
  // vacaciones, vacances, vacanza / ferie, vakantie, férias, urlop / wakacje with their adjectives urlopowy /
  // wakacyjny, semester, ferie, 休暇, 度假 / 假期, 휴가), and the travel words a home's "Travel Mode" says
  // instead (旅行, 여행, 旅游).
  holiday:
    'holiday|holidays|vacation|vacations|travel|urlaub|ferien|vacaciones|vacances|vacanza|vacanze|vakantie|férias|ferias|urlop|urlopowy|urlopu|wakacje|wakacyjny|wakacji|semester|semestern|ferie|ferien|휴가|여행|休暇|旅行|バケーション|度假|假期|旅游',
  // Watching a film, the evening of it: Wiktionary's "film" / "movie" / "cinema" and their translations
  // (película / peli, cinéma, bioscoop, filme, seans; not the home cinema's room words, Kino, cine, biograf), with the evening's compounds that a
  // scene is named (Filmabend, filmavond, filmkväll, filmaften), 映画, 电影 / 观影 / 看电影, 영화.
  cinema:
    'movie|movies|film|films|movie night|cinema|kinoabend|filmabend|película|películas|peli|pelis|cinéma|bioscoop|bioscoopavond|filmavond|filme|filmes|seans|seans filmowy|filmkväll|filmaften|영화|映画|电影|观影|看电影',
  // Going to bed, said as the good-night wish a script is named after or as the time of it: Wiktionary's
  // "bedtime" and "good night" and their translations (Gute Nacht / Schlafenszeit, buenas noches / hora de
  // dormir, bonne nuit / coucher, buonanotte, welterusten / bedtijd, boa noite, dobranoc, godnatt /
  // sängdags / läggdags, godnat / sengetid, おやすみ / 就寝, 晚安, 잘 자; not 취침, the first part of the night light's 취침등).
  bedtime:
    'bedtime|good night|goodnight|gute nacht|schlafenszeit|buenas noches|hora de dormir|bonne nuit|heure du coucher|buonanotte|buona notte|ora di dormire|welterusten|bedtijd|slapenstijd|boa noite|dobranoc|pora spania|godnatt|god natt|sängdags|läggdags|godnat|god nat|sengetid|sovetid|おやすみ|おやすみなさい|就寝|晚安|잘 자|잘자|굿나잇',
  // The evening meal (Wiktionary: dinner, supper; Abendessen, cena, dîner, avondeten, jantar, kolacja,
  // middag, aftensmad, 夕食 / 晩ご飯, 晚饭 / 晚餐, 저녁 식사).
  dinner:
    'dinner|supper|abendessen|abendbrot|dîner|avondeten|avondmaal|jantar|kolacja|middag|aftensmad|저녁 식사|저녁식사|夕食|晩ご飯|晩御飯|夕ご飯|夕飯|晩飯|晚饭|晚餐|ディナー',
  // Eating, any meal (Wiktionary: meal, mealtime; 用餐 / 吃饭 / 就餐 "to dine, to eat a meal", 食事, 식사).
  meal: 'meal|mealtime|meal time|essenszeit|maaltijd|refeição|posiłek|måltid|식사|食事|用餐|吃饭|就餐|进餐',
  // Instant noodles, the timer of which a Japanese or Korean home names by them: カップ麺 / カップラーメン
  // (Wiktionary: cup noodles, cup ramen), ラーメン said for them (not Latin "ramen", Dutch windows), 라면 / 컵라면, 泡面 / 方便面.
  instant_noodles:
    'instant noodles|cup noodles|pot noodle|ラーメン|カップ麺|カップラーメン|インスタントラーメン|라면|컵라면|泡面|方便面',
  // The kitchen timer by its everyday names (Wiktionary: kitchen timer, egg timer; Küchenwecker / Eieruhr,
  // kookwekker / eierwekker / keukenwekker, äggklocka, æggeur, キッチンタイマー).
  kitchen_timer:
    'kitchen timer|egg timer|cooking timer|küchenwecker|küchentimer|eieruhr|kurzzeitwecker|temporizador de cocina|minuteur de cuisine|timer da cucina|contaminuti|kookwekker|eierwekker|keukenwekker|keukentimer|temporizador de cozinha|minutnik kuchenny|äggklocka|æggeur|キッチンタイマー|厨房定时器|주방 타이머',
};

/**
 * What a helper, scene or script is called besides what it is about: "mode" (Modus, modo, modalità, stand,
 * tilstand, läge, tryb, モード, 模式, 모드; Wiktionary's "mode" and the Dutch "stand", a setting) and "program"
 * or "routine" (Programm, programa, programme, programma, programmet). A name may leave it out ("Invitados",
 * "Gäster") or say it ("Modo vacaciones"), and so may a request.
 */
export const MODE_WORDS: ReadonlySet<string> = new Set(
  'mode|modes|modus|modo|modalita|stand|stand|tilstand|tilstanden|tilstande|lage|laget|tryb|trybu|trybie|モード|模式|모드|program|programm|programa|programme|programma|programmet|programmer|routine'.split(
    '|',
  ),
);

/** The mode words a Latin compound may end in ("Urlaubsmodus", "vakantiestand", "gästläget"). */
const MODE_TAILS = ['tilstanden', 'tilstand', 'modus', 'stand', 'laget', 'lage', 'mode'];

const KEY = '~';

/** A normalized word of the table → its concept key, built on first use. */
let conceptOf: Map<string, string> | undefined;

function modeConcept(word: string): string | undefined {
  conceptOf ??= new Map(
    Object.entries(MODE_CONCEPTS).flatMap(([concept, list]) =>
      list.split('|').map((said) => [normalizeText(said), KEY + concept] as const),
    ),
  );
  return conceptOf.get(word);
}

/**
 * A compound of a concept's word and a mode word ("urlaubs|modus", "gæste|tilstand", "semester|läge"): the
 * concept and the word it begins with (the linking "s" or "e" left out where the table has the word without
 * it). Only a concept's word counts as the first part: "Wasserstand" is a water level, no mode.
 */
export function modeCompound(word: string): { key: string; head: string } | undefined {
  const tail = MODE_TAILS.find((mode) => word.endsWith(mode) && word.length - mode.length >= 3);
  if (tail === undefined) return undefined;
  const head = word.slice(0, -tail.length);
  for (const said of [head, /[se]$/.test(head) ? head.slice(0, -1) : head]) {
    const key = modeConcept(said);
    if (key !== undefined) return { key, head: said };
  }
  return undefined;
}

/** The concept keys a name's mode compounds give ("Feriemodus" → ~holiday), beside the table's. */
export function modeKeys(tokens: readonly string[], keys: readonly string[]): string[] {
  const added: string[] = [];
  for (const word of tokens) {
    const key = modeCompound(word)?.key;
    if (key !== undefined && !keys.includes(key) && !added.includes(key)) added.push(key);
  }
  return added;
}
