// Whether a user's reply IS a yes (en/de/es/fr/ko and a few more), for spoken confirmations. A reply
// counts only when it is short and made of nothing but yes-words, yes-phrases and politeness: a
// sentence that merely contains "right", "sure", "ok" or "si" is a new request, not an answer.
import { normalizeText } from '../resolver/index.js';

const YES_WORDS = new Set(
  (
    'yes yeah yep yup sure ok okay confirm confirmed correct right absolutely affirmative yess ' +
    'ja jawohl genau klar sicher bestatigt bestatige richtig jep jo ' +
    'si vale claro correcto confirmo afirmativo dale ' +
    'oui ouais daccord exact exactement confirme ' +
    '네 예 응 어 그래 좋아 맞아 확인 넵 네네 그래요 좋아요 맞아요 해줘 해주세요'
  ).split(' '),
);

const YES_PHRASES = [
  'do it',
  'go ahead',
  'please do',
  'of course',
  'mach das',
  'mach es',
  'mach schon',
  'na klar',
  'selbstverstandlich',
  'hazlo',
  'adelante',
  'por supuesto',
  'de acuerdo',
  'vas y',
  'allez y',
  'bien sur',
  'fais le',
  'd accord',
];

/** Words that may stand next to a yes without changing it ("yes please", "ja bitte, mach schon"). */
const POLITE_WORDS = new Set(
  (
    'please thanks thank you now do it that s is yes indeed ' +
    'bitte danke jetzt gerne doch ' +
    'por favor gracias ahora ' +
    's il te plait vous merci oui maintenant ' +
    '열어줘 열어 줘 지금 주세요 부탁해 부탁해요'
  ).split(' '),
);

const NO_WORDS = new Set(
  (
    'no not nope dont cancel stop never wait ' +
    'nein nicht nee abbrechen stopp halt warte ' +
    'non pas annule annuler arrete attends ' +
    'nunca cancela cancelar espera ' +
    '아니 아니요 아니오 아냐 싫어 취소 하지마 안돼 잠깐'
  ).split(' '),
);

/** A yes answers a question in a few words; anything longer is taken as a new request. */
const MAX_WORDS = 6;

/** True when `text` is, as a whole, a yes in one of the supported languages (no question, no negation). */
export function isAffirmative(text: string): boolean {
  if (text.length > 200 || /[?¿？]/.test(text)) return false;
  let normalized = ` ${normalizeText(text.replace(/['’]/g, ' '))} `;
  if (normalized.trim() === '') return false;
  for (const phrase of YES_PHRASES) normalized = normalized.replaceAll(` ${phrase} `, ' yes ');
  const words = normalized.trim().split(' ');
  if (words.length > MAX_WORDS) return false;
  if (words.some((word) => NO_WORDS.has(word) || word.endsWith('지마') || word.startsWith('안')))
    return false;
  if (!words.some((word) => YES_WORDS.has(word))) return false;
  return words.every((word) => YES_WORDS.has(word) || POLITE_WORDS.has(word));
}
