// "rul persiennen op klokken otte", "sube el estor a las ocho", "den Rollladen um sieben Uhr hoch",
// "書斎のブラインドを7時に開けて": a whole command passed with the time it is for. The time says when, never
// which thing; when the whole phrase finds nothing, the phrase without it is the thing meant (the tool or the
// model keeps the time: the resolver only picks the thing).
import { articleBeforeCount } from './article-count.js';

/** An hour said as a word, 1–12, in the languages with spaces (and noon, midnight). */
const HOUR_WORD = [
  'one two three four five six seven eight nine ten eleven twelve noon midnight',
  'eins ein zwei drei vier fünf sechs sieben acht neun zehn elf zwölf mitternacht',
  'una dos tres cuatro cinco seis siete ocho nueve diez once doce mediodía medianoche',
  'une deux trois quatre cinq six sept huit neuf dix onze douze midi minuit',
  'uno due tre quattro cinque sei sette otto nove dieci undici dodici mezzogiorno mezzanotte',
  'een twee drie vier vijf zes zeven acht negen tien elf twaalf middernacht',
  'uma duas três quatro cinco seis sete oito nove dez onze doze meia-noite meio-dia',
  'pierwszej drugiej trzeciej czwartej piątej szóstej siódmej ósmej dziewiątej dziesiątej jedenastej dwunastej północy',
  'ett två tre fyra fem sex sju åtta nio tio elva tolv midnatt',
  'et to tre fire fem seks syv otte ni ti elleve tolv',
].join(' ');

/** The word that says "at" before a clock time ("at", "um", "a las", "alle", "om", "às", "o", "klockan" …). */
const AT =
  "at|around|by|um|gegen|ab|a\\s+las|a\\s+la|hacia\\s+las|sobre\\s+las|à|vers|alle|all'|alla|verso\\s+le|om|rond|às|as|à|pelas|o|około|o\\s+godzinie|klockan|kl\\.?|vid|klokken|ved|omkring";
/** What may follow the hour: minutes, half past, am/pm, the word for o'clock, the part of the day. */
const AFTER =
  "(?:[:.h]\\d{2})?(?:\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|o'clock|oclock|uhr|h|heures?|horas?|hrs|uur|godz\\.?|y\\s+media|y\\s+cuarto|e\\s+mezza|e\\s+meia|et\\s+demie|och\\s+trettio|in\\s+the\\s+(?:morning|evening|afternoon)|tonight|de\\s+la\\s+(?:mañana|tarde|noche)|du\\s+(?:matin|soir)|di\\s+(?:sera|mattina)|da\\s+(?:manhã|tarde|noite)|'s\\s+(?:ochtends|avonds)|rano|wieczorem))*";
/** "half past seven", "um halb acht", "om half acht", "klockan halv åtta", "quarter to eight". */
const BEFORE = '(?:(?:half\\s+past|quarter\\s+(?:past|to)|halb|half|halv|viertel\\s+(?:nach|vor|über))\\s+)?';
const HOUR = `(?:\\d{1,2}|${HOUR_WORD.split(' ').join('|')})`;
const LATIN_TIME = new RegExp(`(^|\\s)(?:${AT})\\s+${BEFORE}${HOUR}${AFTER}(?=\\s|$|[?!.,])`, 'iu');

/** Korean "7시에", "밤 11시에", "일곱 시 반에"; the part of the day before it goes with it. */
const KOREAN_TIME =
  /(?:(?:아침|저녁|오전|오후|밤|새벽)\s*)?(?:\d{1,2}|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|열한|열두)\s*시(?:\s*(?:\d{1,2}\s*분|반))?\s*(?:에|까지|쯤)?/u;
/** Japanese "7時に", "夜10時に", "七時半に". */
const JAPANESE_TIME =
  /(?:朝|夜|午前|午後|夕方|明日の?)?(?:\d{1,2}|[一二三四五六七八九十]{1,3})時(?:\d{1,2}分|半)?(?:に|まで|ごろ|頃)?/u;
/**
 * Chinese "早上七点", "晚上十点半", "8点": not a bare "一点", which is "a little" ("调亮一点") unless a part of
 * the day says it is one o'clock.
 */
const CHINESE_TIME =
  /(?:(?:早上|早晨|上午|中午|下午|傍晚|晚上|今晚|明早|明天早上|明天晚上)(?:\d{1,2}|[一两二三四五六七八九十]{1,3})|\d{1,2}|[两二三四五六七八九]|十[一二]?)(?:点|點)(?:钟|鐘|半|\d{1,2}分)?/u;

/** The text without the clock time said in it, or undefined when it says none. */
export function withoutClockTime(text: string): string | undefined {
  const latin = LATIN_TIME.exec(text);
  // "as duas mesinhas": the article and a count, no hour (article-count.ts).
  const counted = latin !== null && articleBeforeCount(text, latin.index, latin[0]);
  if (latin !== null && !counted)
    return cut(text, latin.index + latin[1]!.length, latin.index + latin[0].length);
  for (const pattern of [KOREAN_TIME, JAPANESE_TIME, CHINESE_TIME]) {
    const cjk = pattern.exec(text);
    if (cjk !== null) return cut(text, cjk.index, cjk.index + cjk[0].length);
  }
  return undefined;
}

function cut(text: string, from: number, to: number): string | undefined {
  const rest = `${text.slice(0, from)} ${text.slice(to)}`.replace(/\s+/g, ' ').trim();
  return rest === '' ? undefined : rest;
}
