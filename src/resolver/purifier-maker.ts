// "De luchtreiniger" for a fan named "Levoit", "den Luftreiniger" for a "Philips AC2889": an air purifier
// that Home Assistant shows as a fan, named by its maker or its model alone, is the purifier. Vocabulary and
// a test on words; no lookups.

/**
 * Makers that make air purifiers and no other fan (their catalogues): Levoit, Blueair, Winix, Coway, IQAir,
 * Rabbit Air, Alen, Molekule. Xiaomi, Philips or Dyson make other things too and are left out by name.
 */
const PURIFIER_MAKERS: ReadonlySet<string> = new Set([
  'levoit',
  'blueair',
  'winix',
  'coway',
  'iqair',
  'rabbitair',
  'alen',
  'molekule',
]);

/** Philips' air purifiers are numbered "AC" and four digits (AC1214, AC2889, AC3033): its catalogue's naming. */
const PHILIPS_PURIFIER_MODEL = /^ac\d{4}$/;

/** True when a fan's own words or its device's maker and model words say an air purifier. */
export function purifierByMaker(words: Iterable<string>): boolean {
  const all = [...words];
  return all.some(
    (word) => PURIFIER_MAKERS.has(word) || (PHILIPS_PURIFIER_MODEL.test(word) && all.includes('philips')),
  );
}
