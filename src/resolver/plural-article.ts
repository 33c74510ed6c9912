// "los quitamiedos", "os guarda-chuvas", "gli scaldasalviette", "les sèche-serviettes": a noun the same in
// both numbers (the Romance compounds of a verb and a plural noun) says its number only by its article, so
// a plural article before the thing asked for asks for every one. The thing's article is the phrase's
// first: "la tele de los abuelos" is one television, whoever's it is. Words only.

/** Definite and indefinite articles, plural and singular, by language (each grammar's article table). */
const ARTICLES: Readonly<Record<string, { plural: readonly string[]; singular: readonly string[] }>> = {
  es: { plural: ['los', 'las', 'unos', 'unas'], singular: ['el', 'la', 'un', 'una'] },
  pt: { plural: ['os', 'as', 'uns', 'umas'], singular: ['o', 'a', 'um', 'uma'] },
  it: { plural: ['i', 'gli', 'le'], singular: ['il', 'lo', 'la', 'l', 'un', 'uno', 'una'] },
  fr: { plural: ['les', 'des'], singular: ['le', 'la', 'l', 'un', 'une'] },
};

/** True when the phrase's first article (normalized tokens) is a plural one of the language. */
export function pluralArticleFirst(tokens: readonly string[], language: string | undefined): boolean {
  const articles = ARTICLES[language?.toLowerCase().split(/[-_]/)[0] ?? ''];
  if (articles === undefined) return false;
  const first = tokens.find((token) => articles.plural.includes(token) || articles.singular.includes(token));
  return first !== undefined && articles.plural.includes(first);
}
