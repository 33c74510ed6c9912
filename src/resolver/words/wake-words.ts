// The words that wake a voice assistant, as a speech recogniser may leave them at the start of a
// request ("Alexa, Licht in der Küche", "Hey Google the kitchen light", "시리야 거실 불"): the wake word
// calls the assistant, it does not name the thing to act on. Home Assistant's own wake words (okay nabu,
// hey jarvis, hey mycroft) and the commercial assistants' in the scripts their users write them in.
import { normalizeText } from '../normalize-text.js';

const WAKE_WORDS = [
  'alexa',
  'hey alexa',
  'ok google',
  'okay google',
  'hey google',
  'hi google',
  'hey siri',
  'siri',
  // Siri's wake phrase in the languages Apple localises it to ("Dis Siri", "Oye Siri", "Ehi Siri").
  'dis siri',
  'oye siri',
  'ehi siri',
  'hej siri',
  'hey bixby',
  'hi bixby',
  'bixby',
  'okay nabu',
  'ok nabu',
  'hey nabu',
  'hey jarvis',
  'hey mycroft',
  'xiaoai tongxue',
  // Korean, Japanese and Chinese spellings, with their vocative endings ("시리야", "지니야").
  '알렉사',
  '헤이 구글',
  '오케이 구글',
  '오케이구글',
  '헤이구글',
  '시리야',
  '헤이 시리',
  '헤이시리',
  '시리',
  '빅스비',
  '하이 빅스비',
  '하이빅스비',
  '헤이 클로바',
  '클로바',
  '지니야',
  '아리아',
  'アレクサ',
  'オーケーグーグル',
  'オッケーグーグル',
  'ok グーグル',
  'ヘイシリ',
  'ヘイ シリ',
  'hey シリ',
  '小爱同学',
  '小愛同學',
  '小度小度',
  '天猫精灵',
  '嘿siri',
  '嘿 siri',
  '嘿 google',
].map(normalizeText);

// Longest first, so "hey siri" is taken before "siri".
const BY_LENGTH = [...new Set(WAKE_WORDS)].sort((a, b) => b.length - a.length);
// Chinese runs the next word on without a space ("小爱同学客厅的灯"); a Korean or Japanese wake word
// needs a space or a comma after it, or "시리" would be the start of "시리얼".
const HAN = /\p{Script=Han}/u;

/**
 * The request after a wake word said first ("Ok Google, la luz de la cocina" → "la luz de la cocina"),
 * as it was written, or undefined when it starts with none or nothing follows it.
 */
export function afterWakeWord(text: string): string | undefined {
  const folded = normalizeText(text);
  for (const wake of BY_LENGTH) {
    if (!folded.startsWith(wake)) continue;
    const rest = folded.slice(wake.length);
    const joined = rest.startsWith(' ') || (HAN.test(wake.at(-1)!) && HAN.test(rest.charAt(0)));
    if (!joined || rest.trim() === '') continue;
    // The shortest start of the written text that folds to the wake word; the rest keeps its letters.
    for (let end = 1; end <= text.length; end++)
      if (normalizeText(text.slice(0, end)) === wake)
        return text.slice(end).replace(/^[^\p{L}\p{N}]+/u, '') || undefined;
  }
  return undefined;
}
