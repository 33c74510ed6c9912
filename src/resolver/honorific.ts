// "ゆいちゃんの部屋" for a room named "ゆいの部屋", "けんくんのライト" for "けんのライト": a Japanese name said
// with an endearment or honorific suffix the home's names do not carry. Taken out only when the name
// without it is in the home and no name holds it with the suffix ("お母さん" stays as said).
import type { TargetIndex } from './target-index.js';

const SUFFIXED =
  /([\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]+?)(ちゃん|くん|さん|さま|様)(?=の|\s|$)/u;

/** The phrase with a person's suffix taken out, when the home names that person without it. */
export function withoutHonorific(index: TargetIndex, norm: string): string | undefined {
  const match = SUFFIXED.exec(norm);
  if (match === null) return undefined;
  // The person's name is the run after the last particle before the suffix ("2階のゆいちゃん").
  const person = match[1]!.split('の').at(-1)!;
  if (person === '') return undefined;
  const names = [...index.areas, ...index.entities].flatMap((item) => item.names);
  const suffixed = person + match[2]!;
  if (names.some((name) => name.includes(suffixed)) || !names.some((name) => name.includes(person)))
    return undefined;
  return norm.slice(0, match.index) + match[1]! + norm.slice(match.index + match[0].length);
}
