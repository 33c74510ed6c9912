// "净化器", "청정기", "飞利浦净化器": a name that says a CJK appliance word without its first part is that
// appliance, as a request said so is (forms/cjk-short.ts). Only said alone, after the room's name or after a
// maker: after another thing's word the ending is that thing's ("手机充电器" is a phone's charger, no car's).
import { shortAppliance } from './forms/cjk-short.js';

/** The concept keys of the short appliance words in a name's tokens. */
export function shortNamedKeys(tokens: readonly string[], placeOrMaker: (word: string) => boolean): string[] {
  return tokens.flatMap((word, at) => {
    const key = shortAppliance(word);
    return key !== undefined && (at === 0 || placeOrMaker(tokens[at - 1]!)) ? [key] : [];
  });
}
