// Plays one task through the real Wyoming path, as Home Assistant's pipeline would: a transcript per
// sentence on one conversation, every event read to the turn's end, times taken from outside Hearth.
import { parseIntent, transcript, WyomingClient, type WyomingEvent } from '../wyoming/index.js';
import type { EvalTask, TurnObservation } from './eval-types.js';
import type { ModelTap } from './model-tap.js';

export interface TaskTarget {
  host: string;
  port: number;
  /** The tap in front of the model under test. */
  tap: ModelTap;
  /** One turn's limit (Hearth's own deadline speaks before it). */
  turnTimeoutMs: number;
  signal?: AbortSignal;
}

interface TurnRead {
  spoken: string;
  outcome: TurnObservation['outcome'];
  intents: TurnObservation['intents'];
  firstChunkMs: number | undefined;
  totalMs: number;
}

async function readTurn(client: WyomingClient, started: number, timeoutMs: number): Promise<TurnRead> {
  const deadline = started + timeoutMs;
  const intents: TurnObservation['intents'] = [];
  let firstChunkMs: number | undefined;
  let spoken = '';
  let outcome: TurnObservation['outcome'] | undefined;
  for (;;) {
    const event: WyomingEvent | undefined = await client.read({
      timeoutMs: Math.max(1, deadline - performance.now()),
    });
    if (event === undefined) break;
    if (event.type === 'handled-chunk' && firstChunkMs === undefined)
      firstChunkMs = performance.now() - started;
    if (event.type === 'handled' || event.type === 'not-handled') {
      spoken = typeof event.data.text === 'string' ? event.data.text : '';
      outcome = event.type;
      if (event.type === 'not-handled') break;
    }
    const parsed = parseIntent(event);
    if (parsed !== undefined) {
      const slots: Record<string, unknown> = {};
      for (const entity of parsed.entities) slots[entity.name] = entity.value;
      intents.push({ name: parsed.name, slots });
      if (outcome === undefined) {
        outcome = 'intent';
        spoken = parsed.text ?? '';
      }
    }
    if (event.type === 'handled-stop') break;
  }
  if (outcome === undefined) throw new Error('the turn ended without an answer');
  return { spoken, outcome, intents, firstChunkMs, totalMs: performance.now() - started };
}

async function playTurn(
  target: TaskTarget,
  task: EvalTask,
  text: string,
  conversationId: string,
): Promise<TurnRead> {
  const client = await WyomingClient.connect({
    host: target.host,
    port: target.port,
    timeoutMs: 5_000,
    ...(target.signal === undefined ? {} : { signal: target.signal }),
  });
  try {
    const context: Record<string, string> = { conversation_id: conversationId };
    if (task.deviceId !== undefined) context['device_id'] = task.deviceId;
    const started = performance.now();
    await client.write(transcript(text, { language: task.language, context }));
    return await readTurn(client, started, target.turnTimeoutMs);
  } finally {
    client.close();
  }
}

/** Runs the task's sentences in order; the observation is of the last turn, the model's record of all. */
export async function runTask(
  target: TaskTarget,
  task: EvalTask,
  conversationId: string,
): Promise<TurnObservation> {
  target.tap.take();
  let last: TurnRead | undefined;
  let error: string | undefined;
  try {
    for (const text of [...(task.before ?? []), task.text])
      last = await playTurn(target, task, text, conversationId);
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  // Hearth answers at the model's finish; the usage chunk that follows still counts for this task.
  await target.tap.settle();
  const record = target.tap.take();
  return {
    spoken: last?.spoken ?? '',
    outcome: error === undefined ? (last?.outcome ?? 'error') : 'error',
    intents: last?.intents ?? [],
    modelText: record.text,
    toolCalls: record.toolCalls,
    tokens: record.tokens,
    modelRequests: record.requests,
    firstChunkMs: last?.firstChunkMs,
    totalMs: last?.totalMs ?? 0,
    ...(error === undefined ? {} : { error }),
  };
}
