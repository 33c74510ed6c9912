// Numbers said in Chinese, Japanese and Korean where a home writes digits: "二号卧室", "第二个卧室",
// "二番目の洋室", "이 번 방", "두 번째 방" for the second of "卧室1/2", "洋室1/2", "방 1/2", and a numeral
// after a name's word ("卧室二", "방 이"). Ordinals are marked in the normalized text, then moved after
// the word they number once the text is cut into words, as names write them. Vocabulary and word order
// only; no Home Assistant knowledge.
/** Words of the home (the tokenizer's KnownWords, said again here so neither file imports the other). */
interface KnownWords {
  has(word: string): boolean;
}

const HAN_DIGITS = '一二三四五六七八九十';
const SINO_KOREAN = ['일', '이', '삼', '사', '오', '육', '칠', '팔', '구', '십'];
/** Native Korean numbers before "번째" and as "-째" ordinals (첫째, 둘째, 두 번째). */
const NATIVE_KOREAN = [
  ['첫', '한', '하나'],
  ['두', '둘'],
  ['세', '셋'],
  ['네', '넷'],
  ['다섯'],
  ['여섯'],
  ['일곱'],
  ['여덟'],
  ['아홉'],
  ['열'],
];

/** An ordinal marker: a digit and "th", a word no language says. */
const MARK = /^(\d+)th$/;

function hanValue(numeral: string): string {
  return /^\d+$/.test(numeral) ? numeral : String(HAN_DIGITS.indexOf(numeral) + 1);
}

function nativeValue(word: string): string {
  return String(NATIVE_KOREAN.findIndex((forms) => forms.includes(word)) + 1);
}

const HAN = `[${HAN_DIGITS}]|\\d+`;
const NATIVE = NATIVE_KOREAN.flat().join('|');
const FLOOR = '[楼层階阶]';
/** "第二(个)", "二号", "二番目(の)", "二つ目(の)": an ordinal before the word it numbers. */
const HAN_ORDINAL = new RegExp(
  `第(${HAN})(?:个|間|间|の)?(?!${FLOOR})|(${HAN})(?:号|番目|つ目)の?(?!${FLOOR})`,
  'gu',
);
/** "두 번째", "둘째", "이 번", "2번", "2호": a Korean ordinal or number before the word. */
const KOREAN_ORDINAL = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(${NATIVE}) ?번째|(${NATIVE})째|(${SINO_KOREAN.join('|')}|\\d+) ?(?:번|호))(?![\\p{L}\\p{N}])`,
  'gu',
);

/** The normalized text with its CJK and Korean ordinals as markers ("第二个卧室" → " 2th 卧室"). */
export function markOrdinals(norm: string): string {
  if (!/[\p{Script=Han}\p{Script=Hangul}]/u.test(norm)) return norm;
  return norm
    .replace(HAN_ORDINAL, (_, first: string | undefined, second: string | undefined) => {
      return ` ${hanValue((first ?? second)!)}th `;
    })
    .replace(KOREAN_ORDINAL, (_, ordinal?: string, short?: string, number?: string) => {
      if (number !== undefined)
        return ` ${/^\d+$/.test(number) ? number : SINO_KOREAN.indexOf(number) + 1}th `;
      return ` ${nativeValue((ordinal ?? short)!)}th `;
    });
}

/**
 * The words with each marker moved after the word it numbers ("2th 洋室" → 洋室2, "2th 방" → 방 2) when
 * the home writes that digit (dropped otherwise: the word alone is then asked about), and a Han or
 * Sino-Korean numeral after a word of the home read as its digit ("卧室 二" → 卧室2).
 */
export function numbersAfter(tokens: readonly string[], known: KnownWords): string[] {
  const out: string[] = [];
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at]!;
    const mark = MARK.exec(token);
    if (mark !== null && !known.has(token)) {
      const next = tokens[at + 1];
      if (next !== undefined) out.push(...numbered(next, mark[1]!, known));
      at += 1;
      continue;
    }
    const digit = numeral(token);
    const after = out.at(-1);
    // A numeral is also a word ("할 일" is a to-do): read as a digit only where a name says so.
    const named = after !== undefined && digit !== undefined && numberedName(after, digit, known);
    if (named) out.splice(-1, 1, ...numbered(after, digit, known));
    else out.push(token);
  }
  return out;
}

/** A word and its number as the home writes them: "洋室2" in one word, "방 2" in two, or the word alone. */
function numbered(word: string, digit: string, known: KnownWords): string[] {
  if (known.has(`${word}${digit}`)) return [`${word}${digit}`];
  // "第二間房" for "房間2": Cantonese says the room "房" where names write "房间" (and 间 was the counter).
  if (known.has(`${word}间${digit}`)) return [`${word}间${digit}`];
  // "二号卧室" beside "主卧": the home writes the ordinal before the word, as it was said.
  const before = writtenBefore(word, digit).find((form) => known.has(form));
  if (before !== undefined) return [before];
  return known.has(digit) ? [word, digit] : [word];
}

/** "二号卧室", "2号卧室", "第二卧室", "第2卧室": the ordinal written before the word it numbers. */
function writtenBefore(word: string, digit: string): string[] {
  const han = HAN_DIGITS[Number(digit) - 1];
  const numerals = han === undefined ? [digit] : [han, digit];
  return numerals.flatMap((numeral) => [`${numeral}号${word}`, `第${numeral}${word}`]);
}

function numberedName(word: string, digit: string, known: KnownWords): boolean {
  return known.has(`${word}${digit}`) || known.has(`${word} ${digit}`);
}

function numeral(token: string): string | undefined {
  if (token.length === 1 && HAN_DIGITS.includes(token)) return hanValue(token);
  const sino = SINO_KOREAN.indexOf(token);
  return sino === -1 ? undefined : String(sino + 1);
}
