// Whether a user's reply says "yes" (en/de/es/fr/ko and a few more), for spoken confirmations.
// Plain word lists; a negation anywhere wins over a yes.
import { normalizeText } from './normalize-text.js';

const YES_WORDS = new Set(
  (
    'yes yeah yep yup sure ok okay confirm confirmed correct right absolutely affirmative ' +
    'ja jawohl genau klar sicher bestatigt bestatige richtig jep ' +
    'si vale claro correcto confirmo afirmativo dale ' +
    'oui ouais daccord exact exactement confirme bien ' +
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

const NO_WORDS = new Set(
  (
    'no not nope dont cancel stop never wait ' +
    'nein nicht nee abbrechen stopp halt warte ' +
    'non pas annule annuler arrete attends ' +
    'nunca cancela cancelar espera ' +
    '아니 아니요 아니오 아냐 싫어 취소 하지마 안돼 잠깐'
  ).split(' '),
);

/** True when `text` is a yes in one of the supported languages and carries no negation. */
export function isAffirmative(text: string): boolean {
  const normalized = normalizeText(text.replace(/['’]/g, ' '));
  if (normalized === '') return false;
  const words = normalized.split(' ');
  if (words.some((word) => NO_WORDS.has(word) || word.endsWith('지마') || word.startsWith('안')))
    return false;
  if (words.some((word) => YES_WORDS.has(word))) return true;
  const padded = ` ${normalized} `;
  return YES_PHRASES.some((phrase) => padded.includes(` ${phrase} `));
}
