// Scores one task from outside Hearth: the sandbox's end state against the expectation, the spoken answer,
// and what the model wrote. The first failure that explains the outcome is the task's failure kind.
import type {
  EvalTask,
  ExpectedState,
  FailureKind,
  NearValue,
  TaskResult,
  TurnObservation,
} from './eval-types.js';
import { asks, inventedIds, junkIn, mentionsValue, writesToolCall } from './read-answer.js';
import type { StateRecord } from './sandbox-home.js';

export interface TaskEvidence {
  observation: TurnObservation;
  /** Entity ids whose state or attributes changed during the task. */
  changed: readonly string[];
  /** States at the end of the task. */
  after: ReadonlyMap<string, StateRecord>;
  /** Every entity id of the home. */
  known: ReadonlySet<string>;
}

const isNear = (value: unknown, expected: NearValue): boolean =>
  typeof value === 'number' && Math.abs(value - expected.near) <= expected.tolerance;

function hueDistance(value: unknown, expected: NearValue): boolean {
  if (!Array.isArray(value) || typeof value[0] !== 'number') return false;
  const distance = Math.abs(value[0] - expected.near) % 360;
  return Math.min(distance, 360 - distance) <= expected.tolerance;
}

/** `state`: the entity's state is wrong or missing; `value`: the state is right, an attribute is not. */
function mismatch(expected: ExpectedState, actual: StateRecord | undefined): 'state' | 'value' | undefined {
  if (actual === undefined) return 'state';
  if (expected.state !== undefined && actual.state !== expected.state) return 'state';
  for (const [key, wanted] of Object.entries(expected.attributes ?? {})) {
    const value = actual.attributes[key];
    const ok = typeof wanted === 'object' ? isNear(value, wanted) : value === wanted;
    if (!ok) return 'value';
  }
  if (expected.hue !== undefined && !hueDistance(actual.attributes['hs_color'], expected.hue)) return 'value';
  return undefined;
}

function intentMatches(task: EvalTask, observation: TurnObservation): boolean {
  const wanted = task.expect.intent;
  if (wanted === undefined) return true;
  const seconds = (slots: Record<string, unknown>): number =>
    Number(slots['hours'] ?? 0) * 3600 + Number(slots['minutes'] ?? 0) * 60 + Number(slots['seconds'] ?? 0);
  return observation.intents.some(
    (intent) => intent.name === wanted.name && seconds(intent.slots) === seconds(wanted.slots),
  );
}

type Verdict = { failure: FailureKind; detail: string } | undefined;

function judge(task: EvalTask, evidence: TaskEvidence): Verdict {
  const { observation, changed, after } = evidence;
  const { expect } = task;
  if (observation.outcome === 'error' || observation.outcome === 'not-handled') {
    return { failure: 'error', detail: observation.error ?? `not handled: ${observation.spoken}` };
  }
  if (writesToolCall(observation.modelText) || writesToolCall(observation.spoken)) {
    return { failure: 'tool-call-as-text', detail: 'the model wrote a tool call as text' };
  }
  const invented = inventedIds(observation.toolCalls, evidence.known);
  if (invented.length > 0) return { failure: 'invented-entity', detail: `named ${invented.join(', ')}` };
  const expectedIds = new Set(expect.states.map((state) => state.entityId));
  const unexpected = changed.filter((id) => !expectedIds.has(id));
  if (expect.mustAsk === true) {
    if (changed.length > 0)
      return { failure: 'acted-when-should-ask', detail: `changed ${changed.join(', ')}` };
    if (!asks(observation.spoken)) return { failure: 'wrong-answer', detail: 'did not ask' };
    return undefined;
  }
  if (unexpected.length > 0 && expect.states.length === 0) {
    return { failure: 'wrong-entity', detail: `changed ${unexpected.join(', ')}` };
  }
  if (expect.intent !== undefined && !intentMatches(task, observation)) {
    return observation.toolCalls.length === 0
      ? { failure: 'no-tool-call', detail: 'no timer was started' }
      : { failure: 'wrong-value', detail: `intents: ${JSON.stringify(observation.intents)}` };
  }
  if (expect.answerContains !== undefined && !mentionsValue(observation.spoken, expect.answerContains)) {
    return observation.toolCalls.length === 0
      ? { failure: 'no-tool-call', detail: 'answered without reading the home' }
      : { failure: 'wrong-answer', detail: `the answer lacks ${expect.answerContains[0]}` };
  }
  const misses = expect.states.map((state) => mismatch(state, after.get(state.entityId)));
  if (misses.some((miss) => miss !== undefined) || unexpected.length > 0) {
    if (observation.toolCalls.length === 0) return { failure: 'no-tool-call', detail: 'nothing was called' };
    const onlyValues = unexpected.length === 0 && misses.every((miss) => miss !== 'state');
    const wrong = expect.states
      .filter((_, index) => misses[index] !== undefined)
      .map((state) => state.entityId);
    return onlyValues
      ? { failure: 'wrong-value', detail: `wrong value on ${wrong.join(', ')}` }
      : {
          failure: 'wrong-entity',
          detail: [
            ...wrong.map((id) => `${id} not as asked`),
            ...unexpected.map((id) => `${id} changed`),
          ].join('; '),
        };
  }
  return undefined;
}

export function scoreTask(task: EvalTask, evidence: TaskEvidence): TaskResult {
  const { observation } = evidence;
  let verdict = judge(task, evidence);
  if (verdict === undefined && observation.outcome !== 'intent') {
    const junk = junkIn(observation.spoken);
    if (junk !== undefined) verdict = { failure: 'junk-spoken', detail: junk };
  }
  return {
    taskId: task.id,
    category: task.category,
    language: task.language,
    text: task.text,
    passed: verdict === undefined,
    ...(verdict === undefined ? {} : { failure: verdict.failure, detail: verdict.detail }),
    spoken: observation.spoken,
    toolCalls: observation.toolCalls,
    firstChunkMs: observation.firstChunkMs,
    totalMs: observation.totalMs,
    tokens: observation.tokens,
  };
}
