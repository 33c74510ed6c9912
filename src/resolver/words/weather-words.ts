// Rain asked about in en, de, es, fr, it, nl, pt, pl, sv, da, ko, ja and zh ("will it rain", "regnet es",
// "¿va a llover?", "sta piovendo?", "내일 비 와?", "明天会下雨吗"), said now or of a time to come, and the
// words of when ("tomorrow", "heute Abend", "demain", "내일", "明天"). Vocabulary only.
import { normalizeText } from '../normalize-text.js';

function wordSet(words: string): ReadonlySet<string> {
  return new Set(words.split('|').map(normalizeText));
}

/**
 * Rain said as a present state: "is it raining" asks whether it rains now (a rain sensor can say). Also two
 * words: the Portuguese "está a chover".
 */
export const RAIN_NOW = wordSet(
  'raining|regnet|regnets|llueve|lloviendo|pleut|piove|piovendo|regent|chove|chovendo|a chover|pada|regnar|regner',
);

/** Rain in any other form: the verb, the noun, the future ("rain", "regnen", "lloverá", "pioggia"). */
export const RAIN_WORDS = wordSet(
  'rain|rains|rainy|regen|regnen|regnerisch|llover|lloverá|lluvia|llueva|pleuvoir|pleuvra|pluie|pluvieux|piovere|pioverà|pioggia|piova|regenen|regenachtig|regenbui|chover|choverá|chuva|chuvoso|padać|popada|deszcz|deszczu|deszczowo|regna|regn|regnigt|regnvejr|regne|regnbyger|비|비가|소나기',
);

/**
 * Rain that has fallen, and how much: a rain gauge's reading ("how much did it rain", "wie viel hat es
 * geregnet", "¿cuánto ha llovido?", "下了多少雨"), whatever day is said.
 */
export const RAIN_FALLEN = wordSet(
  'rained|did|geregnet|llovido|plu|piovuto|geregend|chovido|choveu|padało|spadło|regnat|regnede|왔어|왔니|降った|下了',
);
export const HOW_MUCH = wordSet(
  'much|viel|cuánto|cuanta|combien|quanto|quanta|hoeveel|quanto|ile|mycket|meget|얼마나|多少|どのくらい|どれくらい',
);

/**
 * Chinese and Japanese rain as written inside a phrase; "雨戸" (storm shutters) and "雨水桶" (a rain barrel)
 * are no rain, nor is 雨 before a question mark, which the normalizing drops.
 */
export const RAIN_CJK = [
  '下雨',
  '降雨',
  '雨降',
  '雨が',
  '雨は',
  '雨に',
  '雨か',
  '小雨',
  '大雨',
  '雷雨',
  '阵雨',
  '多少雨',
  '雨了',
  '雨吗',
].map(normalizeText);
export const RAIN_NOW_CJK = ['在下雨', '下雨了', '降って', '降ってる', '降っている'].map(normalizeText);

/** Korean rain said now: "비 와?", "비가 오고 있어" (the future is "올까", "오려나", "온대"). */
export const KOREAN_NOW = ['와', '오고', '오네', '오나', '내려'];

/** When: a time to come or of the day, which makes it the forecast's question. */
export const WHEN_WORDS = wordSet(
  'today|tonight|tomorrow|later|afternoon|evening|weekend|week|heute|morgen|übermorgen|später|abend|nachmittag|wochenende|hoy|mañana|tarde|noche|luego|semana|aujourd|hui|demain|soir|après|midi|week|oggi|domani|stasera|stanotte|dopo|pomeriggio|settimana|vandaag|vanavond|straks|middag|weekend|hoje|amanhã|logo|noite|dziś|dzisiaj|jutro|wieczorem|później|weekend|idag|imorgon|morgon|ikväll|kväll|senare|helgen|eftermiddag|aften|senere|weekenden|eftermiddagen|오늘|내일|모레|이따|주말|주말에|오늘은|내일은|저녁|밤',
);
export const WHEN_CJK = [
  '明天',
  '今天',
  '今晚',
  '后天',
  '周末',
  '今日',
  '明日',
  '今夜',
  '週末',
  'あした',
  'きょう',
  '午後',
].map(normalizeText);

/**
 * The sky's other states, which only the forecast tells: snow, sun, clouds, storms, fog, hail ("will it
 * snow", "scheint die Sonne", "¿va a nevar?", "est-ce qu'il fait beau", "눈 와?", "明日は晴れ？"). Not Polish
 * "grad" (German "Grad", degrees), nor Korean 눈 alone (an eye): 눈이, 눈 와.
 */
export const SKY_WORDS = wordSet(
  'sun|sol|solen|solsken|solskin|sole|zon|snow|snowing|snowy|sunny|sunshine|cloudy|overcast|storm|stormy|thunder|thunderstorm|foggy|hail|schnee|schneit|schneien|sonne|sonnig|bewölkt|wolkig|gewitter|sturm|nebel|neblig|hagel|nieve|nevar|nieva|nevando|nevará|soleado|nublado|tormenta|niebla|granizo|neige|neiger|neigera|soleil|ensoleillé|nuageux|orage|orageux|brouillard|grêle|beau|neve|nevica|nevicare|nevicherà|soleggiato|nuvoloso|temporale|nebbia|grandine|sneeuw|sneeuwen|sneeuwt|zonnig|bewolkt|onweer|hagel|neva|ensolarado|trovoada|tempestade|nevoeiro|śnieg|śniegu|sypie|słońce|słonecznie|pochmurno|burza|burzy|mgła|snö|snöar|snöa|soligt|molnigt|åska|dimma|sne|sner|solrigt|overskyet|torden|tåge|hagl|눈이|맑아|맑을까|흐려|흐릴까|천둥|안개|태풍',
);
export const SKY_CJK = [
  '下雪',
  '晴天',
  '阴天',
  '打雷',
  '雷阵雨',
  '台风',
  '出太阳',
  '雪が',
  '雪は',
  '雪に',
  '晴れ',
  '曇り',
  '台風',
  '雷が',
].map(normalizeText);
