// Joins chunks into the final `handled` text (ARCHITECTURE §2): spaces between spaced scripts, none in CJK.

const TIGHT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/**
 * A space goes between two chunks unless the first ends with Chinese or Japanese text or punctuation
 * ("。", "！", kana, Han), or, when `language` is zh or ja, the next one starts with such text.
 */
export function joinChunks(chunks: readonly string[], language?: string): string {
  const tightLanguage = /^(?:zh|ja)(?:[-_]|$)/i.test(language ?? '');
  // Linear: the last character is read from the previous chunk, never from the growing text (slicing a
  // concatenated string flattens it, which made joining quadratic).
  const parts: string[] = [];
  let lastChar = '';
  for (const chunk of chunks) {
    if (chunk === '') continue;
    if (lastChar !== '') {
      const firstChar = String.fromCodePoint(chunk.codePointAt(0) ?? 0x20);
      const tight = TIGHT.test(lastChar) || (tightLanguage && TIGHT.test(firstChar));
      if (!tight) parts.push(' ');
    }
    parts.push(chunk);
    lastChar = [...chunk.slice(-2)].pop() ?? '';
  }
  return parts.join('');
}
