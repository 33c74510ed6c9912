// Property tests: random texts built from the hazards must chunk the same however they are sliced.
import { describe, expect, it } from 'vitest';
import { charWidth } from './characters.js';
import { createChunker } from './create-chunker.js';
import { chunkPieces, seededRandom, sliceText } from './run-sliced.js';
import { MAX_WIDTH } from './sentence-splitter.js';

/**
 * Fragments built from the hazards of the rules. Markup comes closed and spaced, since an unpaired delimiter
 * may hold text to the end of its line (R9).
 */
const HAZARDS = [
  'The light is on.',
  'Dr. Smith',
  'etc.',
  'U.S.',
  'at 10 a.m.',
  'It is 3.5 degrees.',
  'It costs $3.99.',
  '10:30',
  '1,024',
  'Am 3. Oktober',
  'J. A. Smith',
  "It's",
  'I',
  'Then',
  'The',
  'however',
  ' **bold** ',
  ' *it* ',
  ' _x_ ',
  ' `code` ',
  ' [link](http://a.b/c) ',
  ' ![alt](p.png) ',
  ' <https://x.y> ',
  'snake_case',
  ' 6 * 7 ',
  '👍🏽',
  '🇩🇪',
  '1️⃣',
  '👨‍👩‍👧',
  '❤',
  '©',
  '。',
  '！',
  '「はい！」と',
  '?!',
  '...',
  '…',
  '« oui. »',
  '¿Qué?',
  '¡Sí!',
  '\n',
  '\r\n',
  '\n- ',
  '\n1. ',
  '\n# ',
  '\n| a | b |',
  '\n```\ncode\n```\n',
  '—',
  ' – ',
  ',',
  '、',
  '中文句子很长',
  '한국어 문장',
  'डॉ.',
  '।',
  '؟',
  'يا',
  'Ленина.',
  'т. е.',
  '"',
  '»',
  'supercalifragilisticexpialidocious',
  'https://example.com/a_b?id=7',
  'a@b.de',
  '4417.Enter',
  ' ',
  '  ',
  '\u00A0',
  '\u202F',
  'ok',
  'Yes.',
  'No!',
  'Why?',
  'x',
];
const LANGUAGES = [undefined, 'en', 'de', 'fr', 'es', 'ru', 'ar', 'hi', 'zh', 'ja', 'ko', 'pt-BR'];

function randomText(random: () => number): string {
  const count = 5 + Math.floor(random() * 30);
  let text = '';
  for (let index = 0; index < count; index += 1) {
    text += HAZARDS[Math.floor(random() * HAZARDS.length)] ?? '';
    if (random() < 0.7) text += ' ';
  }
  return text;
}

function width(chunk: string): number {
  let total = 0;
  for (const char of chunk) total += charWidth(char.codePointAt(0) ?? 0);
  return total;
}

describe('chunker properties over random hazard texts', () => {
  it('gives the same chunks for any slicing and emits all but the last before the end', () => {
    const random = seededRandom(20_261_122);
    for (let round = 0; round < 300; round += 1) {
      // A closing word: a text ending in openers after a terminator ("oui. »") can only be judged at the end.
      const text = `${randomText(random)} Final words`;
      const language = LANGUAGES[round % LANGUAGES.length];
      const whole = chunkPieces([text], language).chunks;
      const perCodePoint = chunkPieces([...text], language);
      const context = JSON.stringify({ text, language });
      expect(perCodePoint.chunks, context).toEqual(whole);
      expect(perCodePoint.beforeEnd, context).toBeGreaterThanOrEqual(whole.length - 1);
      for (let slicing = 0; slicing < 3; slicing += 1) {
        expect(chunkPieces(sliceText(text, random), language).chunks, context).toEqual(whole);
      }
    }
  });

  it('says a delta may complete a chunk whenever pushing it does (mayComplete never misses one)', () => {
    const random = seededRandom(27);
    let quiet = 0;
    let deltas = 0;
    for (let round = 0; round < 600; round += 1) {
      // Long runs of words and of digits reach MAX between terminators (R8); digits wait in the emoji stage.
      const filler = round % 3 === 0 ? 'word ' : round % 3 === 1 ? '7 ' : '中文';
      const text = randomText(random) + filler.repeat(Math.floor(random() * 70)) + randomText(random);
      const language = LANGUAGES[round % LANGUAGES.length];
      const chunker = createChunker({ language });
      const pieces = round % 4 === 0 ? [...text] : sliceText(text, random, 1 + (round % 9));
      for (const piece of pieces) {
        const mayComplete = chunker.mayComplete(piece);
        const chunks = chunker.push(piece);
        if (!mayComplete) expect(chunks, JSON.stringify({ text, language, piece })).toEqual([]);
        deltas += 1;
        if (!mayComplete) quiet += 1;
      }
    }
    // Not a predicate that always says yes: most deltas inside a sentence can wait.
    expect(quiet / deltas).toBeGreaterThan(0.2);
  });

  it('emits trimmed, non-empty, single-line chunks no wider than MAX', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 200; round += 1) {
      const text = randomText(random) + 'word '.repeat(Math.floor(random() * 40));
      for (const chunk of chunkPieces([text], LANGUAGES[round % LANGUAGES.length]).chunks) {
        expect(chunk).toBe(chunk.trim());
        expect(chunk).not.toBe('');
        expect(chunk).not.toMatch(/[\r\n]/);
        expect(width(chunk)).toBeLessThanOrEqual(MAX_WIDTH);
      }
    }
  });

  it('removes emoji exactly as the RGI regex on the whole text would, however the deltas cut sequences', () => {
    const parts = [
      'a',
      ' ',
      '  ',
      '1',
      '#',
      '\uFE0F',
      '\u200D',
      '\u20E3',
      '🇩',
      '🇪',
      '👋',
      '🏽',
      '👨',
      '👩',
      '©',
      '❤',
    ];
    parts.push('🏴', '\u{E0067}', '\u{E007F}', 'x.', ' Then', '🦰', '☀', '⌚');
    const emoji = new RegExp('\\s*\\p{RGI_Emoji}', 'gv');
    const random = seededRandom(5);
    for (let round = 0; round < 1500; round += 1) {
      let text = 'Start here. ';
      for (let count = 3 + Math.floor(random() * 12); count > 0; count -= 1) {
        text += parts[Math.floor(random() * parts.length)] ?? '';
      }
      text += ' End.';
      const expected = text
        .replace(emoji, '')
        .replace(/\uFE0F|\u200D/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      const whole = chunkPieces([text], 'en').chunks;
      const perCodePoint = chunkPieces([...text], 'en');
      expect(whole.join(' '), JSON.stringify(text)).toBe(expected);
      expect(perCodePoint.chunks, JSON.stringify(text)).toEqual(whole);
      expect(perCodePoint.beforeEnd, JSON.stringify(text)).toBeGreaterThanOrEqual(whole.length - 1);
      expect(chunkPieces(sliceText(text, random), 'en').chunks, JSON.stringify(text)).toEqual(whole);
    }
  });
});
