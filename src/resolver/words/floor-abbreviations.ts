// Floors written short and said long, or the other way round: "OG" is "Obergeschoss", "DG" "Dachgeschoss",
// "RDC" "rez-de-chaussée". The German ones are the storeys' abbreviations of building drawings (DIN 1356-1:
// KG, UG, EG, OG, DG); "RDC" is how French plans and listings write the ground floor, "PB" Spanish ones.
// Vocabulary only.
import { normalizeText } from '../normalize-text.js';

const PAIRS: readonly (readonly [short: string, long: string])[] = [
  ['kg', 'kellergeschoss'],
  ['ug', 'untergeschoss'],
  ['eg', 'erdgeschoss'],
  ['og', 'obergeschoss'],
  ['dg', 'dachgeschoss'],
  ['rdc', 'rez de chaussée'],
  ['pb', 'planta baja'],
].map(([short, long]) => [short!, normalizeText(long!)] as const);

const OTHER_WAY: ReadonlyMap<string, string> = new Map(
  PAIRS.flatMap(([short, long]) => [
    [short, long],
    [long, short],
  ]),
);

/** A floor's name with its short or long word spelled the other way ("1 og" → "1 obergeschoss"), or undefined. */
export function floorSpelledOtherWay(name: string): string | undefined {
  const whole = OTHER_WAY.get(name);
  if (whole !== undefined) return whole;
  const words = name.split(' ');
  const swapped = words.map((word) => OTHER_WAY.get(word) ?? word);
  return swapped.some((word, at) => word !== words[at]) ? swapped.join(' ') : undefined;
}
