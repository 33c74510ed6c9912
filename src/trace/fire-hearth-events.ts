// Fires a finished turn's events on Home Assistant's bus, over the WebSocket Hearth already holds
// (`fire_event`, admin like REST's POST /events/<type>, without an HTTP request per event). Failures are
// logged, once per streak: the turn has long been answered, events are a courtesy.
import { hearthEvents } from './hearth-events.js';
import type { TurnTrace } from '../web/turn-trace.js';

export interface EventFirer {
  fire(trace: TurnTrace): Promise<void>;
}

export function createEventFirer(deps: {
  /** Fires `eventType` with `data` on Home Assistant's bus. */
  fire: (eventType: string, data: Record<string, unknown>) => Promise<unknown>;
  logger?: { warn(object: object, message: string): void; info(object: object, message: string): void };
}): EventFirer {
  let failing = false;
  let chain: Promise<void> = Promise.resolve();
  async function fireAll(trace: TurnTrace): Promise<void> {
    for (const event of hearthEvents(trace)) {
      try {
        await deps.fire(event.eventType, event.data);
        if (failing) deps.logger?.info({}, "Firing Hearth's events on Home Assistant's bus works again");
        failing = false;
      } catch (error) {
        if (!failing) {
          deps.logger?.warn(
            {
              err: error,
              event: event.eventType,
              hint: 'check the connection to Home Assistant, or set fire_events: false',
            },
            `Could not fire ${event.eventType} on Home Assistant's event bus`,
          );
        }
        failing = true;
        return;
      }
    }
  }
  return {
    /** Turns' events go out in turn order. */
    fire(trace) {
      chain = chain.then(() => fireAll(trace));
      return chain;
    },
  };
}
