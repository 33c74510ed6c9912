// A month of turns in miniature: Hearth runs all year, so every store it keeps must stay within its bound
// however many turns, conversations and satellites pass. 300 turns over real Wyoming sockets, across 40
// conversations and 10 satellites (4 of the home's, 6 made-up devices), reading, controlling, remembering
// and asking back; then each store's size against its bound. No timing: sizes only.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import {
  callTools,
  say,
  startScriptedModel,
  type ScriptedModel,
  type ScriptedRequest,
  type ScriptedStep,
} from './support/scripted-model.js';

const TURNS = 300;
const CONVERSATIONS = 40;
const REAL_SATELLITES = ['living_room', 'kitchen', 'office', 'bedroom'];
const KINDS = ['control', 'question', 'control', 'question', 'remember'] as const;
/** Demo mode's simulated home keeps this many service calls and satellite speeches (hearth.ts). */
const DEMO_KEPT_RECORDS = 100;

/** The model's answer, from the `[[kind]]` of the newest user message, or after a tool's result. */
function answer(request: ScriptedRequest): ScriptedStep {
  const messages = request.body.messages ?? [];
  if (messages.at(-1)?.role === 'tool') return say('Done.');
  const asked = [...messages].reverse().find((message) => /\[\[\w+\]\]/.test(message.content ?? ''));
  const [, kind, turn] = /\[\[(\w+)\]\] (\d+)/.exec(asked?.content ?? '') ?? [];
  if (kind === 'control') {
    const target = Number(turn) % 4 < 2 ? 'kitchen ceiling' : 'hallway';
    return callTools([{ name: 'control', arguments: { action: 'toggle', targets: [target] } }]);
  }
  if (kind === 'remember') {
    return callTools([
      { name: 'memory', arguments: { action: 'remember', fact: `Guest ${turn} drinks tea.` } },
    ]);
  }
  if (kind === 'question') return say('Which room do you mean, the kitchen or the hallway?');
  return say('It is twenty-one degrees.');
}

let model: ScriptedModel;
let hearth: TestHearth;
const outcomes: string[] = [];

beforeAll(async () => {
  model = await startScriptedModel({ fallback: answer, keepRecords: 10 });
  // Demo mode: the simulated home runs inside Hearth, so its recordings are Hearth's memory too.
  hearth = await startTestHearth({ modelUrl: model.url, deps: { followUpWindowMs: 50 } });
  await hearth.homeReady();
  for (let turn = 0; turn < TURNS; turn += 1) {
    const kind = KINDS[turn % KINDS.length]!;
    // Questions are asked back on the home's satellites (which can listen); the rest come from all ten.
    const satellite = kind === 'question' ? turn % REAL_SATELLITES.length : turn % 10;
    const real = REAL_SATELLITES[satellite];
    const result = await hearth.ask(`[[${kind}]] ${turn} please`, {
      conversationId: `month-${(turn * 7) % CONVERSATIONS}`,
      deviceId: real === undefined ? `made-up-device-${satellite}` : `satellite_${real}`,
      ...(real === undefined ? {} : { satelliteId: `assist_satellite.${real}_voice` }),
      language: turn % 25 === 0 ? `x${String.fromCharCode(97 + (turn % 26))}` : 'en',
    });
    outcomes.push(result.outcome);
  }
}, 120_000);

afterAll(async () => {
  await hearth.close({ removeData: true });
  await model.close();
});

describe('after 300 turns across 40 conversations and 10 satellites', () => {
  it('answered every turn', () => {
    expect(outcomes.filter((outcome) => outcome !== 'handled')).toEqual([]);
  });

  it("keeps the newest of the simulated home's service calls, and counts them all", () => {
    const simulator = hearth.hearth.simulator!;
    expect(simulator.serviceCalls.length).toBeLessThanOrEqual(DEMO_KEPT_RECORDS);
    expect(simulator.firedEvents.length).toBeLessThanOrEqual(DEMO_KEPT_RECORDS);
    // 120 controls and 120 questions asked back on a satellite (start_conversation) went past the bound.
    expect(simulator.serviceCallCount).toBeGreaterThan(DEMO_KEPT_RECORDS + 100);
    expect(simulator.serviceCalls.at(-1)).toMatchObject({
      domain: 'assist_satellite',
      service: 'start_conversation',
    });
  });

  it("keeps the newest of what the simulated home's satellites played", () => {
    expect(hearth.hearth.simulator!.satellites.played.length).toBeLessThanOrEqual(DEMO_KEPT_RECORDS);
    expect(hearth.hearth.simulator!.satellites.played.at(-1)?.text).toMatch(/kitchen or the hallway\?$/);
  });

  it('keeps traces, histories and memories within their bounds', async () => {
    expect(hearth.hearth.traces.size).toBeLessThanOrEqual(200);
    // Written once the conversations have been quiet for 2 s: one file each.
    const history = join(hearth.dataDir, 'history');
    await expect
      .poll(() => existsSync(history) && readdirSync(history).length, { timeout: 15_000 })
      .toBeTruthy();
    expect(readdirSync(history).length).toBeLessThanOrEqual(CONVERSATIONS);
    expect(hearth.hearth.memory!.store.size).toBeLessThanOrEqual(60);
  });
});
