// Everyday words the kind and concept tables lack, each a fact of its language (the source beside it).
// Vocabulary only: kind-words.ts adds these kinds after the hand-written and climate ones, device-words.ts
// these concepts to its own, outdoor-temperature.ts reads the weather station's words.
import { normalizeText } from '../normalize-text.js';
import type { KindEntry } from './kind-table.js';

/** Kinds said by words the other tables lack; kind-words.ts adds them after CLIMATE_KINDS. */
export const EVERYDAY_KINDS: readonly KindEntry[] = [
  {
    // Korean 등 (燈, lamp) said apart after what it lights: "거실 등", "식탁 등", "협탁 등" (Wiktionary: 등,
    // "lamp, light"; the shops' categories 스탠드 등, 벽 등). Written onto a word it is a name's part
    // (forms/korean-lamp.ts); said apart it is the light word, as 불 and 조명 are.
    domain: 'light',
    one: '등',
  },
];

/** Concept → its words (device-words.ts joins them to its own). */
export const EVERYDAY_CONCEPTS: Readonly<Record<string, string>> = {
  // A bathroom's mirror cabinet is "the mirror" and its light "the mirror light": Spiegelschrank, spegelskåp,
  // spejlskab, speilskap, spiegelkast (Wiktionary: "mirrored cabinet"), and the shops' categories for it
  // (armario con espejo, armoire de toilette, armadietto a specchio, armário com espelho, szafka z lustrem,
  // ミラーキャビネット, 镜柜, 거울 수납장).
  mirror:
    'mirror cabinet|mirrored cabinet|spiegelschrank|spegelskåp|spejlskab|speilskap|spiegelkast|armario con espejo|armoire de toilette|armadietto a specchio|armadietto con specchio|armário com espelho|szafka z lustrem|거울 수납장|거울장|ミラーキャビネット|镜柜',
};

/**
 * A weather station stands outside: its thermometer and hygrometer are the outside's, wherever its area is
 * (Wiktionary: Wetterstation, estación meteorológica, station météo, stazione meteorologica, weerstation,
 * estação meteorológica, stacja meteorologiczna, väderstation, vejrstation, værstasjon, 기상 관측소,
 * 気象観測所, 气象站; the makers' own "weather station" lines, ウェザーステーション, 웨더 스테이션).
 */
export const WEATHER_STATION_WORDS: readonly string[] = [
  'weather station|wetterstation|estación meteorológica|estacion meteo|station météo|station meteo|stazione meteo|stazione meteorologica|weerstation|estação meteorológica|stacja pogodowa|stacja meteorologiczna|stacja meteo|väderstation|vejrstation|værstasjon|værstasjonen',
  '기상 관측소|기상관측소|웨더 스테이션|웨더스테이션|気象観測所|ウェザーステーション|气象站|天气站',
]
  .flatMap((list) => list.split('|'))
  .map(normalizeText);
