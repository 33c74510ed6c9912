// The order a verb's infinitive gives, as people say it to a device: "friega el suelo" (fregar),
// "dammsug" (dammsuga), "saug" (saugen), "dweil" (dweilen), "aspira" (aspirare, aspirar), "aspire"
// (aspirer), "støvsug" (støvsuge). Endings only, no word list: each rule is one of the regular shapes of
// the languages' second person imperative, so a form may also be a shape of another language; the
// caller keeps the forms no other table holds.

/** Spanish verbs that break their stem's last vowel when stressed: fregar → friega, regar → riega. */
function diphthonged(stem: string): string[] {
  const at = Math.max(stem.lastIndexOf('e'), stem.lastIndexOf('o'));
  if (at <= 0) return [];
  return [`${stem.slice(0, at)}${stem[at] === 'e' ? 'ie' : 'ue'}${stem.slice(at + 1)}`];
}

/** Every regular order an infinitive's ending gives, however short; none for -eln/-ern ("wässern"). */
function ordersOf(infinitive: string): { forms: string[]; germanic: boolean } {
  const ends = (end: string) => infinitive.endsWith(end);
  const stem = (cut: number) => infinitive.slice(0, -cut);
  // German and Dutch -en: saugen → saug, dweilen → dweil.
  if (ends('en')) return { forms: ends('eln') || ends('ern') ? [] : [stem(2)], germanic: true };
  const forms: string[] = [];
  // Italian -are: aspirare → aspira.
  if (ends('are')) forms.push(`${stem(3)}a`);
  // Spanish and Portuguese -ar: aspirar → aspira, fregar → friega.
  else if (ends('ar')) forms.push(`${stem(2)}a`, ...diphthonged(stem(2)).map((base) => `${base}a`));
  // Spanish and French -er: barrer → barre, aspirer → aspire.
  else if (ends('er')) forms.push(`${stem(2)}e`);
  // Swedish -a: dammsuga → dammsug; Danish and Norwegian -e: støvsuge → støvsug.
  else if (ends('a') || ends('e')) forms.push(stem(1));
  return { forms: forms.filter((form) => form !== infinitive), germanic: false };
}

/**
 * The imperatives an infinitive's ending gives. Five letters at least ("agua" is water, not aguar's
 * order; "vand", "stad" are nouns), four for German and Dutch -en ("saug", "putz"); no -eln/-ern form
 * ("wässern" would give "wasser", water).
 */
export function imperatives(infinitive: string): string[] {
  const { forms, germanic } = ordersOf(infinitive);
  return forms.filter((form) => form.length >= (germanic ? 4 : 5));
}

/**
 * The orders too short for `imperatives`, three or four letters ("vand", "fej", "sop", "feg", "agua"): many
 * are also nouns (Danish "vand" and Portuguese "água" are water), so forms/short-order.ts reads one as the
 * order only where an order stands.
 */
export function shortImperatives(infinitive: string): string[] {
  const { forms, germanic } = ordersOf(infinitive);
  return forms.filter((form) => form.length >= 3 && form.length < (germanic ? 4 : 5));
}
