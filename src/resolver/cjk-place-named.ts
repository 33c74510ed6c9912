// "リビング照明", "客厅灯", "거실등": a Chinese, Japanese or Korean name writes its room and the word for a
// light as one word, where a Latin name writes them apart ("Living Room Light"). Either way it is the room's
// light named by its place alone, the one people call the ceiling light when the other lamps have a shape's
// name ("リビングの天井の照明" beside a "フロアライト"). Pure: the caller gives the place names and light words.

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Particles a name may write between its room and its light ("リビングの照明", "客厅的灯"). */
const PARTICLES = ['の', '的', '之'];

/** True when `name`, one CJK word, is one of `places` followed by a word for a light alone. */
export function cjkPlaceNamed(
  name: string,
  places: readonly string[],
  lightWord: (word: string) => boolean,
): boolean {
  if (name.includes(' ') || !CJK.test(name)) return false;
  return places.some((place) => {
    if (place === '' || !name.startsWith(place)) return false;
    let rest = name.slice(place.length);
    for (const particle of PARTICLES) if (rest.startsWith(particle)) rest = rest.slice(particle.length);
    return rest !== '' && lightWord(rest);
  });
}
