// Words of small flats and student rooms the concept tables lack, each a fact of its language (the source
// beside it). Vocabulary only: device-words.ts joins these concepts to its own.
import { normalizeText } from '../normalize-text.js';

/** Concept → its words ("|"-separated, written naturally, normalized on load). */
export const FLAT_CONCEPTS: Readonly<Record<string, string>> = {
  // A lamp by its shape: a round lamp is a globe (ball) lamp. Each language's adjective for round and its
  // noun for a ball or globe, as Wiktionary gives them (round / globe, ball, sphere; rund / Kugel; redondo /
  // bola, globo, esfera; rond / globe, boule; tondo, rotondo / sfera, globo, palla; rond / bol; rund / kugle,
  // klot; okrągły / kula; redondo / bola, globo; 圆 / 球; 둥근, 동그란 / 구 (球)) with the shops' names for the
  // lamp (IKEA, Leroy Merlin, Bauhaus: "globe lamp", "Kugelleuchte", "lámpara de bola", "lampe boule",
  // "lampada a sfera", "bollamp", "kuglelampe", "klotlampa", "lampa kula", "candeeiro bola", "球形灯", "구형 조명").
  // The shape word alone names no lamp: only with the lamp word (or as the ball's compound) is it this lamp.
  round_lamp:
    'round lamp|round light|globe lamp|globe light|ball lamp|sphere lamp|orb lamp|runde lampe|runden lampe|runde leuchte|kugellampe|kugelleuchte|kugel lampe|lámpara redonda|lámpara bola|lámpara de bola|lámpara esfera|lámpara globo|lampe ronde|lampe boule|lampe globe|lampada tonda|lampada rotonda|lampada a sfera|lampada sfera|lampada a globo|ronde lamp|bollamp|bol lamp|runde lampe|kuglelampe|kugle lampe|runda lampan|rund lampa|runda lampa|klotlampa|klotlampan|kullampa|okrągła lampa|okrągłą lampę|okrągłej lampy|lampa kula|lampa kulista|kulista lampa|candeeiro redondo|candeeiro bola|candeeiro de bola|luminária redonda|luminária bola|圆灯|圆形灯|球灯|球形灯|圆球灯|동그란 조명|둥근 조명|구형 조명|동그란 램프|둥근 램프',
  // The flat's own door is its front door: Polish "drzwi do mieszkania" / "drzwi wejściowe", Portuguese
  // "porta da rua" (Wiktionary: the door to the street, the front door) and "porta de entrada", English
  // "flat door" / "apartment door".
  front_door:
    'flat door|apartment door|drzwi do mieszkania|drzwi od mieszkania|drzwi wejściowe|drzwi frontowe|porta da rua|porta de entrada|porta da frente',
  // A bluetooth speaker is a portable speaker, a kind of its own in the shops' categories (Bluetooth speakers,
  // Bluetooth-Lautsprecher, altavoces bluetooth, enceintes bluetooth, casse bluetooth, bluetooth speakers, colunas
  // bluetooth, głośniki bluetooth, bluetooth-högtalare, bluetooth-højttalere, 블루투스 스피커, Bluetoothスピーカー,
  // 蓝牙音箱), and the makers' lines that are nothing else (JBL Flip, Charge, Go, Clip; Ultimate Ears Boom and
  // Wonderboom; Bose SoundLink; Anker Soundcore). A speaker named with a maker of such speakers only is one
  // (flatKeys, below).
  bluetooth_speaker:
    'bluetooth speaker|portable speaker|wireless speaker|bluetooth lautsprecher|bluetooth box|bluetoothbox|altavoz bluetooth|altavoz portátil|enceinte bluetooth|enceinte portable|cassa bluetooth|cassa portatile|bluetooth luidspreker|bluetooth boxje|coluna bluetooth|coluna portátil|głośnik bluetooth|głośnik przenośny|bluetooth högtalare|bluetoothhögtalare|bluetooth højttaler|bluetoothhøjttaler|블루투스 스피커|ブルートゥーススピーカー|bluetoothスピーカー|蓝牙音箱|蓝牙音响|jbl flip|jbl charge|jbl go|jbl clip|jbl xtreme|ue boom|wonderboom|soundlink|soundcore',
};

/** Speaker words, and the makers whose speakers are bluetooth speakers only (JBL's, Ultimate Ears', Tribit's). */
const SPEAKER_WORDS: ReadonlySet<string> = new Set(
  'speaker|enceinte|głośnik|glosniczek|lautsprecher|box|altavoz|cassa|luidspreker|boxje|coluna|högtalare|højttaler|스피커|スピーカー|音箱'
    .split('|')
    .map(normalizeText),
);
const PORTABLE_MAKERS: ReadonlySet<string> = new Set(['jbl', 'ultimate ears', 'tribit']);

/** "Enceinte JBL", "Głośnik JBL": a speaker named with a maker of bluetooth speakers only is one. */
export function flatKeys(tokens: readonly string[], keys: readonly string[]): string[] {
  const key = '~bluetooth_speaker';
  if (keys.includes(key)) return [];
  const speaker = tokens.some((word) => SPEAKER_WORDS.has(word));
  const maker = tokens.some(
    (word, at) => PORTABLE_MAKERS.has(word) || PORTABLE_MAKERS.has(`${word} ${tokens[at + 1] ?? ''}`),
  );
  return speaker && maker ? [key] : [];
}

/**
 * A radio in each language (Wiktionary "radio" and its translations, with the diminutives homes write:
 * Italian "radiolina", Polish "radyjko", Spanish "radiecito"), as normalized: a thing that only plays sound.
 */
export const RADIO_WORDS: ReadonlySet<string> = new Set(
  'radio|radios|radiolina|radiowecker|radiecito|radyjko|radioodbiornik|rádio|radioen|radion|라디오|ラジオ|收音机|收音機'
    .split('|')
    .map(normalizeText),
);
