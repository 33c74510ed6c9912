// Which turn the code running now belongs to, for observers outside the turn path (the trace recorder
// sees model requests and tool calls through it). Carried by AsyncLocalStorage, so agent/ and llm/ need
// no parameter for something they do not use.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface TurnContext {
  /** The id observers get with every TurnEvent of this turn. */
  turnId: number;
  /** The satellite's `satellite_id` (or `device_id`) from the transcript's context, when sent. */
  satelliteId?: string;
}

const storage = new AsyncLocalStorage<TurnContext>();

/** The turn the caller runs in, or `undefined` outside any turn. */
export function currentTurn(): TurnContext | undefined {
  return storage.getStore();
}

export function runInTurn<T>(context: TurnContext, run: () => T): T {
  return storage.run(context, run);
}
