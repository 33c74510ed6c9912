// An order's verb said first that is also how a kind is named: English "switch off the lights" (no switch
// is meant), Polish "zasłoń rolety" ("draw the blinds": not "zasłona", a curtain), and the raise and lower
// orders that are also floor words ("baja el brillo", "baja todas las persianas"). Said first, before the
// thing, it is the verb.
import { normalizeText } from '../normalize-text.js';
import { ALL_WORDS, BOTH_WORDS } from '../words/target-words.js';
import { levelOrderFirst, modalFirst } from './regional-verb.js';

/** "switch" is the verb when "on" or "off" is said with it ("switch the fan off"). */
const SWITCH = 'switch';
const ON_OFF = new Set(['on', 'off']);

/** Polish: draw and open the covers ("zasłoń", "odsłoń", their infinitives and the polite plural). */
const COVER_ORDERS: ReadonlySet<string> = new Set(
  'zasłoń odsłoń zasłonić odsłonić zasłońcie odsłońcie'.split(' ').map(normalizeText),
);

/**
 * How many first words are the order (its verb, and "can you" before it: "¿podrías bajar la persiana?") rather
 * than the kind or the floor the verb also spells; 0 when the phrase opens otherwise.
 */
export function orderFirst(tokens: readonly string[], small: ReadonlySet<string>): number {
  // Before an article, or before "all", "both" ("baja todas las persianas", "baixa ambas"): the order.
  const before = { has: (word: string) => small.has(word) || ALL_WORDS.has(word) || BOTH_WORDS.has(word) };
  const asked = modalFirst(tokens);
  if (levelOrderFirst(tokens.slice(asked), before)) return asked + 1;
  const first = tokens[0];
  if (first === undefined || tokens.length < 2) return 0;
  if (first === SWITCH) return tokens.slice(1).some((token) => ON_OFF.has(token)) ? 1 : 0;
  return COVER_ORDERS.has(first) ? 1 : 0;
}
