// A word that ends the way a Korean or Japanese request or question ends ("돌려줘", "켜줄래", "止めて",
// "始めてください", "回します"): the predicate said after the name, never part of it. The parser drops it
// only when no name of the home holds it.

/** A Korean word that ends as a request or a question does ("돌려줘", "켜줄래", "몇 도야"). */
const KOREAN_PREDICATE = /^\p{Script=Hangul}+(줘|줄래|해|해요|하세요|세요|야|니|까|나요|어요|아요)$/u;

/**
 * A Japanese verb in the forms an order takes: the te-form, alone or with a polite tail ("止めて",
 * "回してください", "落としてね"), or the polite present ("始めます"). Kanji or kana before the ending, so a
 * katakana name ("ステ", a loanword) is never one.
 */
const JAPANESE_PREDICATE =
  /^[\p{Script=Han}\p{Script=Hiragana}]*\p{Script=Han}?\p{Script=Hiragana}*(て|で)(く[ただ]さい|ください|くれ|くれる|ほしい|おいて|ね|よ)?$|^[\p{Script=Han}\p{Script=Hiragana}]+(ます|ましょう)$/u;

/**
 * The stem the te-form's て was cut from ("止め" + "て", "始め" + "て": て alone is a word of Assist's
 * sentences): kanji, then the kana of the verb's stem.
 */
const JAPANESE_STEM = /^\p{Script=Han}+\p{Script=Hiragana}{1,3}$/u;
// Written with or without the voicing marks, which the normalizing folds away ("くたさい").
const TE = /^[てで](く[ただ]さい|ね|くれ)?$/u;

/**
 * The plain style an order or a question takes in Korean, the way older speakers and Gyeongsang speech say
 * it: "켜라", "꺼라", "틀어라", "돌려라", "키라" (dialect 켜라), "올리라"; "춥나", "열렸나", "있나". The order's
 * 라 follows the verb's own last syllable (어, 아, 려, 켜, 꺼, 키, 리, 해, 줘 …), so a noun ending in 라
 * ("카메라", "오로라") is none; the question's 나 follows a closed syllable ("춥", "렸"), so "바나나" is none.
 */
const PLAIN_ORDER = /^\p{Script=Hangul}*[어아여려켜꺼키끄리해줘봐와워가쳐혀라]라$/u;
const PLAIN_QUESTION = /^\p{Script=Hangul}*\p{Script=Hangul}나$/u;

/**
 * The informal order said bare, with no 줘 after it ("어닝 접어", "창문 닫아", "물 틀어"): the verb's stem
 * ends in a consonant and 어 or 아 follows it. A noun ending in 어 or 아 after an open syllable ("도어",
 * "미디어") is none.
 */
const BARE_ORDER = /^\p{Script=Hangul}*\p{Script=Hangul}[어아]$/u;

function plainKorean(word: string): boolean {
  if (PLAIN_ORDER.test(word)) return true;
  if (!PLAIN_QUESTION.test(word) && !BARE_ORDER.test(word)) return false;
  // A Hangul syllable's final consonant: (code − 0xAC00) mod 28 is 0 for an open syllable.
  const before = word.codePointAt(word.length - 2)! - 0xac00;
  return before >= 0 && before % 28 !== 0;
}

/** True when the word is said as a Korean or Japanese predicate; `next` is the word said after it. */
export function isPredicate(word: string, next?: string): boolean {
  if (KOREAN_PREDICATE.test(word) || plainKorean(word)) return true;
  if (word.length >= 2 && JAPANESE_PREDICATE.test(word)) return true;
  return next !== undefined && TE.test(next) && JAPANESE_STEM.test(word);
}

/** One kana, Han or Hangul character left over ("始", "몇", "す"): an ending or a particle, not a name. */
const LONE_CHARACTER = /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Hangul}]$/u;

/** Up to three hiragana left over ("され", "てる", "ます"): a verb's inflection, not a name. */
const INFLECTION = /^\p{Script=Hiragana}{1,3}$/u;

/** A lone character or a short hiragana run: an ending, unless a name of the home is one. */
export function isInflection(word: string): boolean {
  return LONE_CHARACTER.test(word) || INFLECTION.test(word);
}

/**
 * The te-form an order takes in everyday and Kansai speech: "つけといて", "止めといて", "読んどいて" (〜ておいて
 * said short), "つけとき", "つけてんか", "つけてや". Read as the plain te-form ("つけて"), so its と is never
 * taken for "and". After a verb stem's own kana only (the i- and e-rows, or ん before ど).
 */
const COLLOQUIAL_ORDER =
  /(?<=[いきしちにひみりぎじびぴけせてねへめれげぜでべぺえっん])([とど])(?:いて|き)(?:[なやね]|ください|くれ|ちょうだい)?(?=$|[\s、。!！?？])|(?<=\p{Script=Hiragana})て(?:んか|や|ぇな|えな)(?=$|[\s、。!！?？])/gu;

/** The phrase with a colloquial te-form ("つけといて") as the plain one ("つけて"). */
export function plainTeForm(text: string): string {
  return text.replace(COLLOQUIAL_ORDER, (_all, to: string | undefined) => (to === 'ど' ? 'で' : 'て'));
}
