// The laundry, as a plug is named after it: a switch called "Tvätt", "Pranie" or "Colada" runs the washing
// machine (the other words for what the machine does, Wiktionary's translations of "laundry" and "washing
// (clothes)": Swedish tvätt, Danish tøjvask, Norwegian klesvask, French lessive, Spanish colada, Italian
// bucato, Polish pranie). Not the words shared with the dryer or a room (German "Wäsche", English "laundry",
// a laundry room's word) nor Dutch "was" (an English word too). Vocabulary only; made-words.ts joins it.

/** Appliance concept → the laundry's words ("|"-separated, written naturally). */
export const LAUNDRY_MADE: Readonly<Record<string, string>> = {
  washer: 'tvätt|tøjvask|klesvask|lessive|colada|bucato|pranie',
};
