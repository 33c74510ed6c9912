// "Set the office mini split to 70", "die Heizung im Schlafzimmer auf einundzwanzig Grad", "pon el aire
// del salón a 24", "安방 난방 23도로", "リビングのエアコンを26度に", "ustaw pompę ciepła na grzanie": the
// model sometimes passes the order's value or mode with the thing. The value is no part of the name;
// when the whole phrase finds nothing, the phrase without its trailing value is the thing meant.
import { normalizeText } from './normalize-text.js';
import { isPredicate } from './forms/predicate.js';

const alternatives = (words: string): string =>
  words
    .split(' ')
    .map((word) => normalizeText(word).replace(/ /g, '\\s+'))
    .join('|');

/** Words that put a value on a thing ("to", "auf", "a", "op", "på", "na" …), as normalized. */
const TO = alternatives('to at on auf an zu a al à en op naar tot na pa på til till para em no su sur do');
/** Units a value is said with. */
const UNIT = alternatives(
  'degrees degree deg degres degre grad grade graden graad grados grado gradi graus grau grader stopnie stopni stopien ' +
    'celsius fahrenheit percent procent prozent por_ciento pour_cent per_cento % c f',
).replace(/_/g, '\\s+');
/**
 * Number words of the range a thermostat or a level is set to (tens and teens), by their stems: twenty-,
 * -zig/-zehn, veint-, vingt, venti, -tig/-tien, vinte, -naście/-dzieścia, tjugo, tyve, tjue …
 */
const NUMBER_WORD =
  '(?:\\S*(?:teen|ty|zehn|zig|ssig|tien|tig|nascie|dziescia|dziesci|ton|tio|tyve|tjue|tjugo|tolv|elva|elleve)' +
  '|(?:dieci|veint|vent|vingt|trent|quin|seize|seis|sedic|dicia|dicio|dix|vinte|trinta|deze|dezo|dezas|dwadz|trzyd)\\S*)';
/** Modes a climate or a fan is set to. */
const MODE = alternatives(
  'heat heating cool cooling auto eco dry heizen heizung kuhlen calor frio calefaccion refrigeracion chaud ' +
    'froid caldo freddo verwarmen koelen aquecer aquecimento arrefecer grzanie chlodzenie varme kyla kol',
);

const VALUE = `(?:\\d+(?:\\s+\\d+)?|${NUMBER_WORD}(?:\\s+${NUMBER_WORD}){0,2})`;
const LATIN_VALUE = new RegExp(
  `^(.+?)\\s+(?:(?:${TO})\\s+)?(?:(?:${TO})\\s+)?` +
    `(?:${VALUE}(?:\\s+(?:${UNIT}))?|(?:mode\\s+|modo\\s+|modus\\s+|tryb\\s+)?(?:${MODE}))$`,
  'u',
);
/**
 * "23도로", "26度に", "调到二十二度", "を26度に", and with the order said after the value, as Korean and
 * Japanese put it: "24도로 맞춰줘", "25度にして", "20度に設定してください".
 */
const CJK_VALUE =
  /^(.+?)\s*(?:を|の)?\s*(?:调到|调成|设为|设置为|设到|调至|到)?\s*(?:\d+|[一二三四五六七八九十两]+)\s*(?:度|도)\s*(?:に|へ|で|로|으로|까지)?(?:\s*([\p{Script=Han}\p{Script=Hiragana}\p{Script=Hangul}][\p{Script=Han}\p{Script=Hiragana}\p{Script=Hangul}\s]*))?$/u;

/** Chinese particles and politeness that close a sentence: 吧, 啊, 呀, 哦, 嘛, 了, 啦, 呢, 好吗, 谢谢. */
const CHINESE_TAIL = /^(?:吧|啊|呀|哦|嘛|了|啦|呢|哈|好吗|好不好|可以吗|谢谢)+$/u;

/** The phrase (normalized) without the value or mode said at its end, or undefined when none is. */
export function withoutValue(text: string): string | undefined {
  const norm = normalizeText(text);
  const cjk = CJK_VALUE.exec(norm);
  // The order after the value is a predicate ("맞춰줘", "して"), never more of the thing.
  // So is a Chinese sentence's closing particle or politeness ("调到26度吧", "调到二十度好吗").
  const tail = cjk?.[2]?.replace(/\s/g, '');
  if (cjk !== null && (tail === undefined || isPredicate(tail) || CHINESE_TAIL.test(tail)))
    return cjk[1]!.trim();
  // A value needs a word that puts it on the thing, or a unit, or to be a number ("a 24", "to 70").
  const latin = LATIN_VALUE.exec(norm);
  if (latin === null) return undefined;
  const rest = norm.slice(latin[1]!.length).trim();
  const bare = !new RegExp(`^(?:${TO})\\s`, 'u').test(rest);
  // Without a word that puts it on the thing, only a number with its unit is a value ("20 graden").
  if (bare && !new RegExp(`\\s(?:${UNIT})$`, 'u').test(` ${rest}`)) return undefined;
  return latin[1]!.trim();
}
