// "Set the office mini split to 70", "die Heizung im Schlafzimmer auf einundzwanzig Grad", "pon el aire
// del salón a 24", "安방 난방 23도로", "リビングのエアコンを26度に", "ustaw pompę ciepła na grzanie": the
// model sometimes passes the order's value or mode with the thing. The value is no part of the name;
// when the whole phrase finds nothing, the phrase without its trailing value is the thing meant.
import { normalizeText } from './normalize-text.js';
import { isPredicate } from './forms/predicate.js';
import { beforeFraction, beforeFractionPutOn } from './said-fraction.js';

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
    'celsius fahrenheit percent procent prozent por_ciento por_cento pour_cent per_cento procentów % c f',
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

/**
 * A fraction of the way, said instead of a number ("halfway", "à moitié", "do połowy", "till hälften"): the
 * position a cover or a level is set to. Said after a word that puts it on the thing or alone, and with the
 * way it goes before or after it ("halb runter", "halvt ned", "half dicht", "à moitié fermé").
 */
const HALF = alternatives(
  'half halfway half_way midway halb halbe hälfte halbwegs mitad media_altura moitié mi_hauteur metà ' +
    'mezza_altezza mezz_altezza helft halverwege meio metade meia_altura połowy połowę połowie pół hälften ' +
    'halvvägs halvt halvvejs halvdelen halvveis',
).replace(/_/g, '\\s+');
/** Small words before the fraction ("zur Hälfte", "a la mitad", "hasta la mitad", "tot de helft"). */
const HALF_LEAD = alternatives(
  'to at on auf zur zu die a al à en op tot naar voor de het la le na pa på til till para em no su do w hasta até ate pela por the',
);
/** The way it goes, said with the fraction. */
const WAY = alternatives(
  'up down open closed close shut runter herunter hoch rauf auf zu offen arriba abajo abierta abierto cerrada cerrado ' +
    'ouvert ouverte fermé fermée su giù aperta aperto chiusa chiuso omhoog omlaag dicht neer cima baixo aberta ' +
    'aberto fechada fechado otwarta zamknięta upp ner ned op',
);
const HALF_VALUE = new RegExp(
  `^(.+?)(?:\\s+(?:${WAY}))?(?:\\s+(?:${HALF_LEAD})){0,2}\\s+(?:${HALF})(?:\\s+(?:${WAY}))?$`,
  'u',
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
  /^(.+?)\s*(?:を|の)?\s*(?:调到|调成|设为|设置为|设到|调至|到)?\s*(?:\d+|[一二三四五六七八九十两]+)\s*(?:度|도|percent|퍼센트|パーセント)\s*(?:に|へ|で|로|으로|까지)?(?:\s*([\p{Script=Han}\p{Script=Hiragana}\p{Script=Hangul}][\p{Script=Han}\p{Script=Hiragana}\p{Script=Hangul}\s]*))?$/u;

/**
 * Chinese particles and politeness that close a sentence: 吧, 啊, 呀, 哦, 嘛, 了, 啦, 呢, 呗, 好吗, 谢谢
 * ("调到26度吧", "调到二十五度呀", "调到二十度好吗"): no part of the thing.
 */
const CHINESE_TAIL = /^(?:吧|啊|呀|哦|嘛|了|啦|呢|哈|呗|好吗|好不好|可以吗|谢谢)+$/u;

/** What may follow the value: a Korean or Japanese predicate, or a Chinese sentence's closing words. */
function afterValue(tail: string): boolean {
  return isPredicate(tail) || CHINESE_TAIL.test(tail);
}

/**
 * The phrase without the value or mode said at its end, or undefined when none is: Chinese, Japanese and
 * Korean normalized, other text as said, so that "die Rollläden", a plural only its letters tell from the
 * singular, stays a plural.
 */
export function withoutValue(text: string): string | undefined {
  // "关到50%", "50%に": the sign is a unit, which normalizing would drop.
  const norm = normalizeText(text.replace(/%/gu, ' percent '));
  const cjk = CJK_VALUE.exec(norm);
  // The order after the value is a predicate ("맞춰줘", "して"), never more of the thing.
  // So are a Chinese sentence's closing words ("调到26度吧", "调到二十度好吗").
  if (cjk !== null && (cjk[2] === undefined || afterValue(cjk[2].replace(/\s/g, '')))) return cjk[1]!.trim();
  // A value needs a word that puts it on the thing, or a unit, or to be a number ("a 24", "to 70").
  const half = HALF_VALUE.exec(norm);
  if (half !== null) return asSaid(text, half[1]!);
  // "a quarter open", "zu drei Vierteln", "4分の1に": another fraction of the way (said-fraction.ts).
  const fraction = beforeFraction(norm);
  if (fraction?.cjk === true && (fraction.tail === undefined || afterValue(fraction.tail.replace(/\s/g, ''))))
    return fraction.kept;
  if (fraction?.cjk === false) return asSaid(text, fraction.kept);
  const latin = LATIN_VALUE.exec(norm);
  if (latin === null) return undefined;
  const rest = norm.slice(latin[1]!.length).trim();
  const bare = !new RegExp(`^(?:${TO})\\s`, 'u').test(rest);
  // Without a word that puts it on the thing, only a number with its unit is a value ("20 graden").
  if (bare && !new RegExp(`\\s(?:${UNIT})$`, 'u').test(` ${rest}`)) return undefined;
  return asSaid(text, latin[1]!);
}

/** The phrase without a fraction put on the thing at its end ("a um quarto"), as said; undefined when none is. */
export function withoutFractionPutOn(text: string): string | undefined {
  const kept = beforeFractionPutOn(normalizeText(text));
  return kept === undefined ? undefined : asSaid(text, kept);
}

/** The words of the text as said, as many as the normalized part kept has (normalizing keeps word bounds). */
function asSaid(text: string, kept: string): string {
  const count = kept.trim().split(' ').length;
  const words = [...text.normalize('NFC').matchAll(/[\p{L}\p{N}\p{M}]+/gu)];
  const last = words[count - 1];
  return last === undefined ? kept.trim() : text.normalize('NFC').slice(0, last.index + last[0].length);
}
