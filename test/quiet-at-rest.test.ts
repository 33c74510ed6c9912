// Quiet at rest: once Hearth has started, loaded the home and answered, the timers its code keeps are
// exactly the ones it needs, at the rate their job needs, and none keeps the process up. A poller always
// has a timer pending, so listing the live timers at rest (no waiting for ticks) shows any that polls.
import { createHook } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../src/simulator/index.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

interface LiveTimer {
  /** The first file of ours on the stack that created it, e.g. `src/ha/ha-connection.ts`. */
  owner: string;
  ms: number;
  repeats: boolean;
  keepsProcessUp: boolean;
}

/** Node's timer object: `_idleTimeout` and `_repeat` are its duration and interval. */
interface TimeoutResource {
  _idleTimeout: number;
  _repeat: number | null;
  hasRef(): boolean;
}

const created = new Map<number, { resource: TimeoutResource; owner: string }>();
const hook = createHook({
  init(asyncId, type, _trigger, resource) {
    if (type !== 'Timeout') return;
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 40;
    const stack = new Error().stack ?? '';
    Error.stackTraceLimit = limit;
    const owner = creator(stack);
    if (owner !== undefined) created.set(asyncId, { resource: resource as TimeoutResource, owner });
  },
  destroy(asyncId) {
    created.delete(asyncId);
  },
});

/** Frames that only pass the call on: this hook, Node's timers, AbortSignal.timeout. */
const PASSING =
  /quiet-at-rest\.test\.ts|node:internal\/async_hooks|node:internal\/timers|node:timers|node:internal\/abort_controller/;

/**
 * The file of ours that asked for the timer: the first frame past those that only pass the call on.
 * Timers that Node's own HTTP server or sockets set for themselves (keep-alive, header checks) count
 * as Node's, not ours, even while our code is further down the stack.
 */
function creator(stack: string): string | undefined {
  const frames = stack.split('\n').slice(1);
  const first = frames.find((frame) => !PASSING.test(frame));
  return first === undefined ? undefined : /\/(src\/[^:)]+\.ts)/.exec(first)?.[1];
}

/** Hearth's pending timers, leaving out the simulator's (it stands for Home Assistant, another program). */
function liveTimers(): LiveTimer[] {
  return [...created.values()]
    .filter(({ owner }) => !owner.startsWith('src/simulator/'))
    .map(({ resource, owner }) => ({
      owner,
      ms: resource._idleTimeout,
      repeats: resource._repeat !== null,
      keepsProcessUp: resource.hasRef(),
    }))
    .sort((a, b) => a.owner.localeCompare(b.owner));
}

let model: ScriptedModel;

beforeAll(async () => {
  hook.enable();
  model = await startScriptedModel({ fallback: () => say('The kitchen light is on.') });
});

afterAll(async () => {
  hook.disable();
  await model.close();
});

/** Started, home loaded, warmed up with it, one turn answered and its history and trace saved. */
async function atRest(simulator: Simulator | undefined): Promise<TestHearth> {
  const hearth = await startTestHearth({
    modelUrl: model.url,
    ...(simulator === undefined ? {} : { simulator }),
    // Memory off: its extraction after a conversation goes quiet is a one-shot timer of two minutes, not a poll.
    options: { memory: false },
  });
  await hearth.homeReady();
  await expect
    .poll(() => hearth.logs.some((line) => line.msg === 'warmed up with the home'), { timeout: 10_000 })
    .toBe(true);
  const answer = await hearth.ask('is the kitchen light on?', { conversationId: 'quiet' });
  expect(answer.text).toBe('The kitchen light is on.');
  // The turn's debounced saves (history 200 ms, traces 1 s) are one-shot: they end once written.
  await expect.poll(() => liveTimers().filter((timer) => !timer.repeats), { timeout: 5_000 }).toEqual([]);
  return hearth;
}

describe('at rest', () => {
  it('keeps no timer at all in demo mode: nothing polls, nothing pings across its own loopback', async () => {
    const hearth = await atRest(undefined);
    try {
      expect(liveTimers()).toEqual([]);
    } finally {
      await hearth.close({ removeData: true });
    }
  });

  it('keeps only the Home Assistant heartbeat in standalone mode: every 30 s, never keeping the process up', async () => {
    const simulator = await startSimulator({ host: '127.0.0.1', port: 0 });
    const hearth = await atRest(simulator);
    try {
      expect(liveTimers()).toEqual([
        { owner: 'src/ha/ha-connection.ts', ms: 30_000, repeats: true, keepsProcessUp: false },
      ]);
    } finally {
      await hearth.close({ removeData: true });
      await simulator.close();
    }
  });

  it('opens the trace page stream heartbeat only while a page listens', async () => {
    const hearth = await atRest(undefined);
    try {
      const web = hearth.hearth.web!;
      const controller = new AbortController();
      const response = await fetch(`${web.url}api/stream`, { signal: controller.signal });
      expect(response.status).toBe(200);
      expect(liveTimers()).toEqual([
        { owner: 'src/web/trace-server.ts', ms: 15_000, repeats: true, keepsProcessUp: false },
      ]);
      controller.abort();
      await expect.poll(() => liveTimers(), { timeout: 5_000 }).toEqual([]);
    } finally {
      await hearth.close({ removeData: true });
    }
  });
});
