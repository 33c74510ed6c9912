// "vand blomsterne på altanen", "fej stuen", "sop hallen", "feg den Flur", "mäh den Rasen", "água as plantas":
// an activity's order too short for the kind tables (forms/imperative.ts), which are often nouns too (Danish
// "vand" and Portuguese "água" are water, Swedish "sop" rubbish). Said as the request's first word with more
// after it, where an order stands, it is the order: the text with its infinitive instead, which the tables
// know. The caller tries it only when the words as said found nothing, so "vand i kælderen" stays a noun.
// An infinitive the tables read as another language's noun for a kind (Norwegian "vanne", to water, is French
// "vanne", a valve) loses the job and with it the leave to drop what the job is done to ("blomstene"): there the
// activity's first word the tables read as the job stands for it, and the infinitive said first is read so too.
import { normalizeText } from '../normalize-text.js';
import { ACTIVITIES } from '../words/activity-words.js';
import { KIND_WORDS } from '../words/kind-words.js';
import { COMMAND_WORDS, STOP_WORDS } from '../words/target-words.js';
import { shortImperatives } from './imperative.js';

/** A short order → the infinitive it is said for, built on the first request that may need one. */
let table: ReadonlyMap<string, string> | undefined;

function shortOrders(): ReadonlyMap<string, string> {
  if (table !== undefined) return table;
  const map = new Map<string, string>();
  for (const entry of ACTIVITIES.filter((activity) => activity.orders === true)) {
    const words = entry.one
      .split('|')
      .map(normalizeText)
      .filter((phrase) => !phrase.includes(' '));
    const job = words.find((phrase) => KIND_WORDS.get(phrase)?.activity === true);
    for (const phrase of words) {
      const read = KIND_WORDS.get(phrase);
      const said = read === undefined || read.activity === true || job === undefined ? phrase : job;
      if (said !== phrase && !map.has(phrase)) map.set(phrase, said);
      for (const form of shortImperatives(phrase)) {
        const taken = KIND_WORDS.has(form) || STOP_WORDS.has(form) || COMMAND_WORDS.has(form);
        if (!taken && !map.has(form)) map.set(form, said);
      }
    }
  }
  table = map;
  return map;
}

/**
 * The normalized text with its first word, a short order, said as the infinitive; undefined when it opens
 * otherwise, says nothing more, or the home's names hold the word (`named`).
 */
export function withShortOrder(norm: string, named: (word: string) => boolean): string | undefined {
  const [first, ...rest] = norm.split(' ');
  if (first === undefined || rest.length === 0 || named(first)) return undefined;
  const infinitive = shortOrders().get(first);
  return infinitive === undefined ? undefined : [infinitive, ...rest].join(' ');
}

/**
 * Whether the text opens with a short order whose object follows it with no small word between ("vand haven",
 * not "vand i haven"): a noun is not said so before a definite noun, so the order is meant even where the words
 * as said met a name holding the noun ("Fuglebad vandpumpe").
 */
export function orderWithObject(norm: string): boolean {
  const [first, second] = norm.split(' ');
  return first !== undefined && second !== undefined && shortOrders().has(first) && !STOP_WORDS.has(second);
}
