// A home's people, as its areas name them ("Mias Zimmer", "Min's Room", a flatmate's room called "Mia"): a
// person called by a word that is a small word in some language ("mia", "min": "my") keeps it in the names
// of their things.
import { STOP_WORDS } from './words/target-words.js';

/**
 * Small words of some language that the home's areas use as a person's name, with a genitive s ("Mias
 * Zimmer", "Min's Room"). Kept in entity names ("Mia Nachtlicht" is not also "Nachtlicht"). Not an area
 * named by the word alone: "Den" is a room.
 */
export function peopleOf(areas: readonly { names: readonly string[] }[]): string[] {
  const people: string[] = [];
  for (const area of areas)
    for (const name of area.names) {
      const words = name.split(' ');
      words.forEach((word, at) => {
        // "mias zimmer", and "mia s room" as "Mia's Room" normalizes.
        if (words[at + 1] === 's' && STOP_WORDS.has(word)) people.push(word);
        if (word.endsWith('s') && !STOP_WORDS.has(word) && STOP_WORDS.has(word.slice(0, -1)))
          people.push(word.slice(0, -1));
      });
    }
  return people;
}

/**
 * Areas named by a small word of some language alone: a shared flat's rooms carry the flatmates' names ("Mia",
 * "Min", "Mio"). A name that ends with one ("Heizung Mia", "Heater Min") is that person's, no bare "Heizung";
 * one that begins with it keeps the area's usual reading ("Den Floor Lamp" is also the den's "floor lamp").
 */
export function smallWordAreas(areas: readonly { names: readonly string[] }[]): ReadonlySet<string> {
  return new Set(
    areas.flatMap((area) => area.names.filter((name) => !name.includes(' ') && STOP_WORDS.has(name))),
  );
}
