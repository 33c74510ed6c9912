import { describe, expect, it } from 'vitest';
import type { TurnTrace } from '../web/turn-trace.js';
import { copyTrace } from './trace-recorder.js';

/** Every field set, so a field added to TurnTrace fails to compile here until the sample has it too. */
function fullTrace(): Required<TurnTrace> {
  return {
    id: 'boot-1',
    startedAt: 1_795_000_000_000,
    language: 'en',
    heard: 'turn on the kitchen light',
    said: 'The kitchen light is on.',
    handoff: 'The kitchen light',
    outcome: 'answered',
    conversationId: 'c1',
    satellite: 'device-1',
    area: 'Kitchen',
    error: { code: 'model_unreachable', status: 503, message: 'down', hint: 'start it' },
    steps: [
      {
        index: 1,
        startMs: 2,
        firstTokenMs: 40,
        endMs: 90,
        promptTokens: 900,
        completionTokens: 12,
        cachedTokens: 800,
        finish: 'tool_calls',
      },
      { index: 2, startMs: 95, finish: 'stop' },
    ],
    toolCalls: [
      {
        id: 'call-1',
        name: 'HassTurnOn',
        startMs: 91,
        durationMs: 3,
        arguments: '{"name":"kitchen"}',
        result: '{"ok":true}',
        ok: true,
      },
    ],
    firstChunkMs: 120,
    handledMs: 200,
    firstAudioMs: 260,
    totalMs: 210,
  };
}

/** Every object reachable from `a`, paired with the same place in `b`. */
function* objectPairs(a: unknown, b: unknown, path = 'trace'): Generator<[string, object, object]> {
  if (typeof a !== 'object' || a === null) return;
  yield [path, a, b as object];
  for (const [key, value] of Object.entries(a)) {
    yield* objectPairs(value, (b as Record<string, unknown>)[key], `${path}.${key}`);
  }
}

describe('copyTrace', () => {
  it('copies every field, as structuredClone would', () => {
    const trace = fullTrace();
    expect(copyTrace(trace)).toStrictEqual(structuredClone(trace));
    const bare: TurnTrace = {
      id: 'b',
      startedAt: 1,
      language: 'en',
      heard: '',
      said: '',
      outcome: 'running',
      steps: [],
      toolCalls: [],
    };
    expect(copyTrace(bare)).toStrictEqual(bare);
    expect('error' in copyTrace(bare)).toBe(false);
  });

  it('shares no object with the trace it copied, so the recorder may go on writing', () => {
    const trace = fullTrace();
    const copy = copyTrace(trace);
    for (const [path, original, copied] of objectPairs(trace, copy)) {
      expect(copied, path).not.toBe(original);
    }
    trace.steps[0]!.endMs = 999;
    trace.steps.push({ index: 3, startMs: 300 });
    trace.toolCalls[0]!.result = 'changed';
    trace.error.message = 'changed';
    expect(copy).toStrictEqual(copyTrace(fullTrace()));
  });
});
