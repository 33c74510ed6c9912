// "The den blind a quarter open", "das Rollo zu drei Vierteln", "le store aux trois quarts", "żaluzja na ćwierć",
// "persiennen till en fjärdedel", "書斎のブラインドを4分の1に": a fraction of the way other than a half, said for
// the position a cover or a level is set to. No part of the name; said-value.ts takes it off as it takes a
// number off, only when the whole phrase found nothing. Words only.
import { normalizeText } from './normalize-text.js';

const alternatives = (words: string): string =>
  words
    .split(' ')
    .map((word) => normalizeText(word))
    .join('|');

/**
 * How many parts, said before the fraction's noun: a count or an article ("a", "ein", "un", "een", "en", "um",
 * "jednej", "au", "aux"), or a digit. Always said: "quarto" or "cuarto" alone is a room.
 */
const COUNT = alternatives(
  'a an one ein eine einem einen einer un una une um uma een en ett et jeden jedna jedną jednej jedno ' +
    'two three zwei drei dos tres deux trois due tre twee drie dois duas três dwie dwa trzy trzech två to au aux',
);
/** The fraction's noun, from the ordinal: thirds and quarters in each language, singular and plural. */
const PART = alternatives(
  'third thirds quarter quarters fourth fourths drittel dritteln viertel vierteln tercio tercios cuarto cuartos ' +
    'tiers quart quarts terzo terzi quarto quarti kwart kwarten derde derden terço terços quartos trzecia trzecią ' +
    'trzeciej trzecich czwarta czwartą czwartej czwartych tredjedel tredjedelar tredjedele fjärdedel fjärdedelar ' +
    'fjerdedel fjerdedele',
);
/** A fraction said in one word, with no count before it ("dreiviertel", "driekwart", "ćwierć", "trekvart"). */
const WHOLE = alternatives('dreiviertel driekwart trekvart ćwierć');
/** Small words before the fraction ("to", "auf", "zu", "till", "na", "do", "op", "tot", "a", "à"). */
const LEAD = alternatives(
  'to at on auf zu zur a al à en op tot naar na pa på til till para em no su do w hasta até',
);
/** The way it goes, said before or after it ("runter", "dicht", "ouvert", "ner", "ned"). */
const WAY = alternatives(
  'up down open closed close shut runter herunter hoch rauf auf zu offen arriba abajo abierta abierto cerrada ' +
    'cerrado ouvert ouverte fermé fermée su giù aperta aperto chiusa chiuso omhoog omlaag dicht neer cima baixo ' +
    'aberta aberto fechada fechado otwarta zamknięta upp ner ned op',
);
const FRACTION = `(?:(?:${COUNT})\\s+){1,2}(?:${PART})|(?:${WHOLE})`;
const LATIN_FRACTION = new RegExp(
  `^(.+?)(?:\\s+(?:${WAY}))?(?:\\s+(?:${LEAD})){0,2}\\s+(?:${FRACTION})(?:\\s+(?:${WAY}))?$`,
  'u',
);

/** A count in digits, Chinese or Japanese numerals, or Sino-Korean ones ("4", "四", "사"). */
const CJK_COUNT = '(?:\\d+|[一二三四五六七八九十两]+|[일이삼사오육칠팔구십]+)';
/**
 * "4分の1", "四分之三", "4분의 1", "삼분의 일": M parts of N, the Japanese, Chinese and Korean way, with the words
 * around it ("を", "关到", "로", "まで") and a predicate after it.
 */
const CJK_FRACTION = new RegExp(
  `^(.+?)\\s*(?:を|の)?\\s*(?:调到|调成|设为|设到|调至|关到|开到|拉到|到)?\\s*${CJK_COUNT}\\s*(?:分\\s*の|分\\s*之|분의)` +
    `\\s*${CJK_COUNT}\\s*(?:まて|まで|に|へ|로|으로|까지|만)?(?:\\s*([\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Hangul}][\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Hangul}\\s]*))?$`,
  'u',
);

/** The normalized words before a fraction said at the phrase's end, and what follows a CJK one. */
export function beforeFraction(norm: string): { kept: string; cjk: boolean; tail?: string } | undefined {
  const cjk = CJK_FRACTION.exec(norm);
  if (cjk !== null)
    return { kept: cjk[1]!.trim(), cjk: true, ...(cjk[2] === undefined ? {} : { tail: cjk[2] }) };
  const latin = LATIN_FRACTION.exec(norm);
  return latin === null ? undefined : { kept: latin[1]!, cjk: false };
}

/** The small words and ways that put a fraction on the thing ("a", "à", "to", "auf", "till", "op", "runter"). */
const PUT_ON = new RegExp(`^(?:${LEAD}|${WAY})$`, 'u');

/**
 * "a cortina da sala a um quarto", "la persiana del salón a un cuarto", "la tapparella a un quarto": the words
 * before a fraction a small word or the way it goes puts on the thing, said last; undefined otherwise. Its noun
 * may also be a room ("quarto", "cuarto"), so the caller reads the thing without it before anything else.
 */
export function beforeFractionPutOn(norm: string): string | undefined {
  const fraction = beforeFraction(norm);
  if (fraction === undefined || fraction.cjk) return undefined;
  const first = norm.slice(fraction.kept.length).trim().split(' ')[0] ?? '';
  return PUT_ON.test(first) ? fraction.kept : undefined;
}
