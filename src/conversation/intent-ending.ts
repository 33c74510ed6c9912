// How a turn that carries satellite intents ends on the wire: the intent (or an intents-start … intents-stop
// list) in place of `handled`, so Home Assistant runs them with the satellite's device id. Home Assistant's
// Wyoming client skips the handled-start/-chunk events before it, stops reading at a lone `intent` or at
// `intents-stop`, and speaks each intent's `text` when its handler gave no speech.
import type { SatelliteIntent } from '../agent/index.js';
import { intent, intentsStart, intentsStop, type WyomingEvent } from '../wyoming/index.js';

type Context = Record<string, unknown> | undefined;

/**
 * The events that end a turn with `intents`. The spoken answer goes on the first intent without a text of
 * its own (Home Assistant joins the speech of all intents, so it must be said once).
 */
export function intentEnding(
  intents: readonly SatelliteIntent[],
  spoken: string,
  context: Context,
): WyomingEvent[] {
  let said = false;
  const events = intents.map((each) => {
    let text = each.text;
    if (text === undefined && !said) {
      said = true;
      text = notTemplate(spoken);
    }
    const entities = Object.entries(each.slots).map(([name, value]) => ({ name, value }));
    return intent(each.name, { entities, text, context });
  });
  if (events.length === 1) return events;
  return [intentsStart(context), ...events, intentsStop(context)];
}

/**
 * Home Assistant renders an intent's text as a Jinja template when it holds `{{`, `{%` or `{#`: the model's
 * words (which may echo device names or a hostile prompt) must never be code there.
 */
export function notTemplate(text: string): string {
  return text.replace(/\{(?=[{%#])/g, '{ ');
}
