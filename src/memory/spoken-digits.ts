// Digits however a person says or types them, so a code is seen as one: number words of the languages
// Hearth speaks ("vier sieben eins eins", "four seven one one", "사칠일일"), fullwidth, Arabic-Indic and
// Devanagari digits, and digits spaced or dashed apart ("4 7 1 1", "12-34-56") all become "4711"-like
// runs. Only for finding secrets: the fact itself is kept as the user said it. Linear regexes only.

const WORDS: Record<string, string> = {};
const add = (digit: number, words: string): void => {
  for (const word of words.split(' ')) WORDS[word] = String(digit);
};
// en, de, es, fr, it, nl, pt, ru, ar, hi: zero to nine (with common spellings).
add(0, 'zero null cero zéro nul ноль صفر शून्य');
add(1, 'one eins uno un une een um uma один одна واحد एक');
add(2, 'two zwei zwo dos deux due twee dois duas два две اثنان اثنين दो');
add(3, 'three drei tres trois tre drie três три ثلاثة तीन');
add(4, 'four vier cuatro quatre quattro quatro четыре أربعة चार');
add(5, 'five fünf cinco cinq cinque vijf пять خمسة पांच पाँच');
add(6, 'six sechs seis sei zes шесть ستة छह छः');
add(7, 'seven sieben siete sept sette zeven sete семь سبعة सात');
add(8, 'eight acht ocho huit otto oito восемь ثمانية आठ');
add(9, 'nine neun nueve neuf nove negen девять تسعة नौ');

const WORD = new RegExp(`(?<![\\p{L}\\p{M}])(?:${Object.keys(WORDS).join('|')})(?![\\p{L}\\p{M}])`, 'giu');
/** Chinese and Japanese numerals, and Korean Sino-Korean ones, read only in runs of two or more. */
const CJK_RUN = /[〇零一二三四五六七八九]{2,}|[영공일이삼사오육칠팔구]{2,}/gu;
const CJK: Record<string, string> = {
  〇: '0',
  零: '0',
  一: '1',
  二: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
  영: '0',
  공: '0',
  일: '1',
  이: '2',
  삼: '3',
  사: '4',
  오: '5',
  육: '6',
  칠: '7',
  팔: '8',
  구: '9',
};
/** Arabic-Indic, Eastern Arabic-Indic and Devanagari digits (NFKC leaves them as they are). */
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/gu;
/** Digits apart by a space, dash, dot, comma or slash (at most three of them) belong together. */
const SPACED = /(\d)[\s.,\-–/]{1,3}(?=\d)/gu;

export function spokenDigits(text: string): string {
  return text
    .normalize('NFKC')
    .replace(OTHER_DIGITS, (digit) => String(digitValue(digit.codePointAt(0) ?? 0)))
    .replace(WORD, (word) => WORDS[word.toLowerCase()] ?? word)
    .replace(CJK_RUN, (run) => [...run].map((character) => CJK[character] ?? character).join(''))
    .replace(SPACED, '$1');
}

function digitValue(code: number): number {
  if (code >= 0x0966) return code - 0x0966;
  if (code >= 0x06f0) return code - 0x06f0;
  return code - 0x0660;
}
