// Admission control: how many turns run, who waits, who is refused when too many pile up.
import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { TurnGate } from './turn-gate.js';

const open = new AbortController().signal;

describe('TurnGate', () => {
  it('runs at most maxActive turns and starts the waiting ones in arrival order', async () => {
    const gate = new TurnGate({ maxActive: 2, maxWaiting: 10 });
    const started: number[] = [];
    const entries = [0, 1, 2, 3].map((turn) =>
      gate.enter(open).then((admitted) => {
        if (admitted) started.push(turn);
        return admitted;
      }),
    );
    for (let round = 0; round < 5; round += 1) await nextLoopTurn();
    expect(started).toEqual([0, 1]);
    expect(gate.waiting).toBe(2);
    gate.leave();
    for (let round = 0; round < 5; round += 1) await nextLoopTurn();
    expect(started).toEqual([0, 1, 2]);
    gate.leave();
    expect(await Promise.all(entries)).toEqual([true, true, true, true]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('starts one turn per event-loop turn, so sockets are read between two starts', async () => {
    const gate = new TurnGate({ maxActive: 10, maxWaiting: 10 });
    const started: number[] = [];
    for (const turn of [0, 1, 2]) void gate.enter(open).then(() => started.push(turn));
    await nextLoopTurn();
    expect(started).toEqual([0]);
    await nextLoopTurn();
    expect(started).toEqual([0, 1]);
  });

  it('refuses the oldest waiting turn when the queue is full', async () => {
    const gate = new TurnGate({ maxActive: 1, maxWaiting: 2 });
    const running = gate.enter(open);
    for (let round = 0; round < 3; round += 1) await nextLoopTurn();
    const oldest = gate.enter(open);
    const middle = gate.enter(open);
    const newest = gate.enter(open);
    expect(await oldest).toBe(false);
    expect(await running).toBe(true);
    gate.leave();
    expect(await middle).toBe(true);
    gate.leave();
    expect(await newest).toBe(true);
  });

  it('refuses a waiting turn whose client left', async () => {
    const gate = new TurnGate({ maxActive: 1, maxWaiting: 5 });
    expect(await gate.enter(open)).toBe(true);
    const controller = new AbortController();
    const leaving = gate.enter(controller.signal);
    const staying = gate.enter(open);
    controller.abort();
    gate.leave();
    expect(await leaving).toBe(false);
    expect(await staying).toBe(true);
    expect(gate.active).toBe(1);
  });
});
