// The sandbox: a simulated Home Assistant started from a snapshot, on loopback. Tasks act on it and only on
// it; between tasks it goes back to the snapshot's states, and it tells what a task changed.
import { startSimulator, type Simulator } from '../simulator/index.js';
import { EvalError } from './eval-error.js';
import type { HomeSnapshot } from './snapshot-home.js';

export interface StateRecord {
  state: string;
  attributes: Record<string, unknown>;
}

export interface SandboxHome {
  readonly simulator: Simulator;
  /** Current state of every entity. */
  states(): Map<string, StateRecord>;
  /** Puts back every state that differs from the snapshot (as a change from outside, like a wall switch). */
  reset(): { entityId: string; record: StateRecord }[];
  /** Ids of the entities whose state or attributes differ from `before`. */
  changedSince(before: Map<string, StateRecord>): string[];
  /** Service calls received since the mark (`serviceCallCount()` taken before the task). */
  serviceCallCount(): number;
  close(): Promise<void>;
}

/** A missing attribute and a null one are the same (a reset cannot write null: it removes the attribute). */
function sameValue(left: unknown, right: unknown): boolean {
  if (left === right || (left ?? null) === (right ?? null)) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  return JSON.stringify(left) === JSON.stringify(right);
}

export function sameState(left: StateRecord | undefined, right: StateRecord | undefined): boolean {
  if (left === undefined || right === undefined) return left === right;
  if (left.state !== right.state) return false;
  const keys = new Set([...Object.keys(left.attributes), ...Object.keys(right.attributes)]);
  for (const key of keys) if (!sameValue(left.attributes[key], right.attributes[key])) return false;
  return true;
}

export async function startSandboxHome(snapshot: HomeSnapshot): Promise<SandboxHome> {
  let simulator: Simulator;
  try {
    simulator = await startSimulator({ home: snapshot.home, host: '127.0.0.1', port: 0 });
  } catch (error) {
    throw new EvalError('sandbox-failed', `The sandbox home did not start: ${String(error)}`, {
      cause: error,
    });
  }
  const ids = snapshot.home.entities.map((entity) => entity.entity_id);
  const read = (): Map<string, StateRecord> => {
    const states = new Map<string, StateRecord>();
    for (const id of ids) {
      const state = simulator.state(id);
      if (state !== undefined) states.set(id, { state: state.state, attributes: state.attributes });
    }
    return states;
  };
  const initial = read();
  return {
    simulator,
    states: read,
    reset() {
      const restored: { entityId: string; record: StateRecord }[] = [];
      for (const [id, now] of read()) {
        const original = initial.get(id);
        if (original === undefined || sameState(now, original)) continue;
        // Attributes the task added are removed (null), the original ones written back.
        const attributes: Record<string, unknown> = { ...original.attributes };
        for (const key of Object.keys(now.attributes)) if (!(key in attributes)) attributes[key] = null;
        simulator.setState({ entityId: id, state: original.state, attributes });
        restored.push({ entityId: id, record: original });
      }
      return restored;
    },
    changedSince(before) {
      const changed: string[] = [];
      for (const [id, now] of read()) if (!sameState(now, before.get(id))) changed.push(id);
      return changed;
    },
    serviceCallCount: () => simulator.serviceCallCount,
    close: () => simulator.close(),
  };
}
