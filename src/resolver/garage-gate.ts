// "Garageporten" for a cover called "Port" in the Garage: a gate's word said of a cover that stands in a
// garage names its door (Swedish "port" is any large door or gate; the garage's is the "garageport"). A
// cover without a class, named only so, takes the garage door's class. Read once per entity when the index
// is built (target-index.ts).
import { KIND_WORDS } from './words/kind-words.js';

/** "garage" for a class-less cover in a garage named by a gate's word and no other class's, else its class. */
export function classInGarage(
  domain: string,
  deviceClass: string | null,
  nameTokens: readonly string[],
  areaConcepts: readonly string[],
): string | null {
  if (domain !== 'cover' || deviceClass !== null || !areaConcepts.includes('garage')) return deviceClass;
  const classes = nameTokens.flatMap((token) => {
    const kind = KIND_WORDS.get(token);
    return kind?.domain === 'cover' ? [kind.classes ?? []] : [];
  });
  const gate = classes.some((each) => each.includes('gate'));
  const other = classes.some((each) => !each.every((name) => name === 'gate' || name === 'garage'));
  return gate && !other ? 'garage' : null;
}
