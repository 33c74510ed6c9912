// "radiatoren" for a plug "Stik elradiator", "kedlen" for an "Elkedel": Danish, Norwegian and Swedish write
// "electric" as the prefix el- on the thing's word (Wiktionary: Danish and Swedish "el-", "electric"; elradiator,
// elkedel, elvarmer, elpanel), and people name the thing by its word alone. A name word made so is also indexed
// with the prefix apart ("stik el radiator"), so the thing's word reaches it. Only where the rest is a word of
// the kind or appliance tables, five letters at least ("element" is no "ement"). Pure; tables only.
import { KIND_WORDS } from './words/kind-words.js';
import { APPLIANCE_WORDS } from './words/device-words.js';

const ELECTRIC = /^el([a-zæøåäö]{5,})$/u;

/** The normalized name with each el- compound written apart, or undefined when it holds none. */
export function electricApart(name: string): string | undefined {
  let changed = false;
  const words = name.split(' ').map((word) => {
    const rest = ELECTRIC.exec(word)?.[1];
    if (rest === undefined || !(KIND_WORDS.has(rest) || APPLIANCE_WORDS.has(rest))) return word;
    changed = true;
    return `el ${rest}`;
  });
  return changed ? words.join(' ') : undefined;
}
