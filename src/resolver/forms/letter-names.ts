// "la tivù" (Italian), "a tevê" (Portuguese), "le pécé" (French), "the tee vee": letters said by their names,
// as a speech recogniser writes an abbreviation it heard. Each language names its letters its own way (the
// alphabets' letter names, as every school grammar of the language lists them); read back into the letters,
// the word is the abbreviation the home writes ("TV Camera", "PC studio"). Vocabulary and a pure function.

/** Names of the letters, by language, accents folded (normalizeText's output). */
const LETTER_NAMES: Readonly<Record<string, string>> = {
  en: 'a:a bee:b cee:c see:c dee:d ee:e ef:f gee:g aitch:h eye:i jay:j kay:k el:l em:m en:n oh:o pee:p cue:q ar:r ess:s tee:t you:u vee:v ex:x why:y zee:z zed:z',
  it: 'a:a bi:b ci:c di:d e:e effe:f gi:g acca:h i:i elle:l emme:m enne:n o:o pi:p cu:q erre:r esse:s ti:t u:u vu:v vi:v ics:x zeta:z',
  es: 'a:a be:b ce:c de:d e:e efe:f ge:g hache:h i:i jota:j ka:k ele:l eme:m ene:n o:o pe:p cu:q erre:r ese:s te:t u:u uve:v ve:v equis:x zeta:z',
  pt: 'a:a be:b ce:c de:d e:e efe:f ge:g aga:h i:i jota:j ka:k ele:l eme:m ene:n o:o pe:p que:q erre:r esse:s te:t u:u ve:v xis:x ze:z',
  fr: 'a:a be:b ce:c de:d e:e effe:f ge:g ache:h i:i ji:j ka:k elle:l emme:m enne:n o:o pe:p cu:q erre:r esse:s te:t u:u ve:v ixe:x zede:z',
  de: 'a:a be:b ce:c de:d e:e ef:f ge:g ha:h i:i jot:j ka:k el:l em:m en:n o:o pe:p ku:q er:r es:s te:t u:u vau:v we:w ix:x zet:z',
  nl: 'a:a bee:b cee:c dee:d ee:e ef:f gee:g ha:h ie:i jee:j ka:k el:l em:m en:n oo:o pee:p ku:q er:r es:s tee:t uu:u vee:v wee:w iks:x zet:z',
};

const TABLES: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(
  Object.entries(LETTER_NAMES).map(([language, list]) => [
    language,
    new Map(list.split(' ').map((pair) => pair.split(':') as [string, string])),
  ]),
);
/** Longest letter name ("aitch", "equis"). */
const LONGEST = 5;

/** The letters a word spells by their names ("tivu" → "tv"), or undefined when it is no such word. */
function lettersOf(word: string, names: ReadonlyMap<string, string>): string | undefined {
  // Fewest letters first: "ti vu" before "t i v u" is moot, as "i" and "u" alone are vowels said as such.
  const best: (string | undefined)[] = [''];
  for (let end = 1; end <= word.length; end += 1) {
    for (let start = Math.max(0, end - LONGEST); start < end; start += 1) {
      const before = best[start];
      const letter = names.get(word.slice(start, end));
      if (before === undefined || letter === undefined) continue;
      const candidate = before + letter;
      if (best[end] === undefined || candidate.length < best[end]!.length) best[end] = candidate;
    }
  }
  return best[word.length];
}

/**
 * The normalized words with each run of words the home lacks that spell, by the letters' names in the
 * language (every language when none is given), an abbreviation of two letters or more the home writes,
 * written as that abbreviation; undefined when none does.
 */
export function withLettersNamed(
  words: readonly string[],
  known: (word: string) => boolean,
  language?: string,
): string[] | undefined {
  const tables =
    language !== undefined && TABLES.has(language) ? [TABLES.get(language)!] : [...TABLES.values()];
  for (const names of tables) {
    for (let start = 0; start < words.length; start += 1) {
      let letters = '';
      for (let end = start; end < words.length && end < start + 3; end += 1) {
        const word = words[end]!;
        const spelled = known(word) && word.length > 1 ? undefined : lettersOf(word, names);
        if (spelled === undefined) break;
        letters += spelled;
        if (letters.length >= 2 && letters !== words.slice(start, end + 1).join('') && known(letters))
          return [...words.slice(0, start), letters, ...words.slice(end + 1)];
      }
    }
  }
  return undefined;
}
