// The job a verb names, said as a noun: "el barrido" (barrer), "le balayage" (balayer), "l'annaffiatura"
// (annaffiare), "zamiatanie" (zamiatać), "sopningen" (sopa), "fejningen" (feje). Endings only, no word list:
// each rule is one of the regular ways the languages make a noun of a verb, so a form may also be a shape
// of another language; the caller keeps the forms no other table holds. German and Dutch say the infinitive
// itself ("das Kehren", "het vegen"), English its -ing form, both written in the tables.

/** Nouns that a rule would give but that already mean something else ("spazzatura" is the rubbish). */
const OTHER_MEANING: ReadonlySet<string> = new Set(['spazzatura']);

/** The nouns an infinitive's ending gives, five letters at least. */
export function jobNouns(infinitive: string): string[] {
  const ends = (end: string) => infinitive.endsWith(end);
  const stem = (cut: number) => infinitive.slice(0, -cut);
  const nouns: string[] = [];
  // Italian -are: annaffiare → annaffiatura, falciare → falciatura.
  if (ends('are')) nouns.push(`${stem(3)}atura`);
  // Spanish -ar: fregar → fregado, aspirar → aspirado.
  else if (ends('ar')) nouns.push(`${stem(2)}ado`);
  // Spanish -er: barrer → barrido; Portuguese: varrer → varredura; French -er: balayer → balayage.
  else if (ends('er')) nouns.push(`${stem(2)}ido`, `${stem(2)}edura`, `${stem(2)}age`);
  // Polish -ać (folded to -ac): zamiatać → zamiatanie, odkurzać → odkurzanie.
  else if (ends('ac')) nouns.push(`${stem(2)}anie`);
  // Swedish -a: sopa → sopning; Danish and Norwegian -e: feje → fejning, støvsuge → støvsugning.
  else if (ends('a') || ends('e')) nouns.push(`${stem(1)}ning`);
  return nouns.filter((noun) => noun.length >= 5 && !OTHER_MEANING.has(noun));
}
