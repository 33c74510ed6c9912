// "부엌등", "욕실등", "厨房灯", "リビング照明": a light's name written as its room's name with a word for light
// run onto it, as Korean, Chinese and Japanese write a room's own light. main-light.ts reads such a name as
// one named by its place alone. Words only: no index, no entities.

/**
 * True when `word` is one of `places` with a plain word for a light written right after it, in a script that
 * writes words together (Hangul, Han, kana): "부엌" + "등", "厨房" + "灯".
 */
export function placeWithLightWord(
  word: string,
  places: ReadonlySet<string>,
  lightWord: (word: string) => boolean,
): boolean {
  if (!/^[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u.test(word))
    return false;
  for (const place of places)
    if (
      place !== '' &&
      word.length > place.length &&
      word.startsWith(place) &&
      lightWord(word.slice(place.length))
    )
      return true;
  return false;
}
