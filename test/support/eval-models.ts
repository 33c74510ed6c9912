// Three scripted models for `hearth eval` tests and the benchmark, answering over the scripted server's real
// SSE by the request's `model` field: "careful" does each task right, "sloppy" writes tool calls as text,
// misses values and answers without acting, "inventor" acts on entity ids that do not exist. They read the
// task from the user's words (the task list is known to the test), never from Hearth's code.
import type { EvalTask, IntendedAction } from '../../src/eval/index.js';
import {
  callTools,
  say,
  type ChatCompletionBody,
  type Responder,
  type ScriptedStep,
} from './scripted-model.js';

type Message = NonNullable<ChatCompletionBody['messages']>[number];

function userTexts(messages: readonly Message[]): string[] {
  return messages
    .filter((message) => message.role === 'user')
    .map((message) => String(message.content ?? ''));
}

/** The task this request belongs to, and whether it is that task's earlier sentence. */
function findTask(
  tasks: readonly EvalTask[],
  messages: readonly Message[],
): { task: EvalTask; early: boolean } | undefined {
  const said = userTexts(messages);
  const last = said.at(-1) ?? '';
  const contains = (text: string): boolean => last.includes(text);
  const final = tasks.filter(
    (task) =>
      contains(task.text) && (task.before ?? []).every((early) => said.some((text) => text.includes(early))),
  );
  // The longest text that matches: "Turn on the Bedside Lamp" is inside "Turn on the Bedside Lamp Left".
  final.sort((left, right) => right.text.length - left.text.length);
  if (final.length > 0) return { task: final[0]!, early: false };
  const early = tasks.find((task) => (task.before ?? []).some((text) => contains(text)));
  return early === undefined ? undefined : { task: early, early: true };
}

function controlArgs(intended: IntendedAction, ids: string[]): Record<string, unknown> {
  const data = intended.data ?? {};
  const args: Record<string, unknown> = { action: intended.action, entity_ids: ids };
  if (data['brightness'] !== undefined) args['brightness'] = data['brightness'];
  if (data['color'] !== undefined) args['color'] = data['color'];
  if (data['temperature'] !== undefined) args['temperature'] = data['temperature'];
  if (data['volume'] !== undefined) args['volume'] = data['volume'];
  return args;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let index = 0; index < items.length; index += size) parts.push(items.slice(index, index + size));
  return parts;
}

const ACTS = new Set(['turn_on', 'turn_off', 'open', 'close', 'set', 'unlock']);

/** The right first step of a task; `ids` rewrites entity ids (the inventor's habit). */
function rightStep(task: EvalTask, early: boolean, ids: (id: string) => string): ScriptedStep {
  const acts = task.intended.filter((intended) => ACTS.has(intended.action));
  if (early) return say('It is off at the moment.');
  const answer = task.intended.find(
    (intended) => intended.action === 'answer' && intended.data?.['value'] !== undefined,
  );
  if (answer !== undefined) {
    return callTools([{ name: 'query', arguments: { entity_ids: answer.entityIds.map(ids) } }]);
  }
  if (task.intended.some((intended) => intended.action === 'ask'))
    return say('Which one do you mean, the left or the right one?');
  const timer = task.intended.find((intended) => intended.action === 'timer');
  if (timer !== undefined)
    return callTools([{ name: 'timer', arguments: { action: 'start', minutes: timer.data?.['minutes'] } }]);
  if (acts.length === 0) return say('I cannot reach that device.');
  // Hearth takes at most 64 ids in one call: a whole floor of a large home goes in several calls.
  return callTools(
    acts.flatMap((intended) =>
      chunks(intended.entityIds.map(ids), 50).map((part) => ({
        name: 'control',
        arguments: controlArgs(intended, part),
      })),
    ),
  );
}

function closingWords(task: EvalTask): string {
  const answer = task.intended.find(
    (intended) => intended.action === 'answer' && intended.data?.['value'] !== undefined,
  );
  if (answer !== undefined) return `It is ${String(answer.data?.['value'])} right now.`;
  if (task.expect.mustAsk === true) return 'Should I really do that?';
  return 'Done.';
}

function careful(tasks: readonly EvalTask[], ids: (id: string) => string): Responder {
  return (request) => {
    const messages = request.body.messages ?? [];
    const found = findTask(tasks, messages);
    if (found === undefined) return say('Sorry, I did not get that.');
    if (messages.at(-1)?.role === 'tool') return say(closingWords(found.task));
    return rightStep(found.task, found.early, ids);
  };
}

/** Same args, a little off: brightness +15, temperature +1.5, volume +15. */
function nearMiss(args: Record<string, unknown>): Record<string, unknown> | undefined {
  for (const [key, offset] of [
    ['brightness', 15],
    ['temperature', 1.5],
    ['volume', 15],
  ] as const) {
    if (typeof args[key] === 'number') return { ...args, [key]: Math.min(100, args[key] + offset) };
  }
  return undefined;
}

function sloppy(tasks: readonly EvalTask[]): Responder {
  return (request) => {
    const messages = request.body.messages ?? [];
    const found = findTask(tasks, messages);
    if (found === undefined) return say('Okay!');
    if (messages.at(-1)?.role === 'tool') return say('All done!');
    const { task } = found;
    const turn = Number(task.id.slice(1));
    const acts = task.intended.filter((intended) => ACTS.has(intended.action) || intended.action === 'ask');
    if (found.early || acts.length === 0) return say('Sure, all done!');
    const first = acts[0]!;
    // An ambiguous name: it just switches all of them on.
    if (first.action === 'ask')
      return callTools([
        { name: 'control', arguments: controlArgs({ ...first, action: 'turn_on' }, first.entityIds) },
      ]);
    const args = controlArgs(first, first.entityIds);
    const missed = nearMiss(args);
    if (missed !== undefined) return callTools([{ name: 'control', arguments: missed }]);
    if (turn % 3 === 0) return say(`{"name": "control", "arguments": ${JSON.stringify(args)}}`);
    return say('Okay, I turned it on for you.');
  };
}

/** Every request answered by the model named in it: careful, sloppy or inventor. */
export function evalModels(tasks: readonly EvalTask[]): Responder {
  const models: Record<string, Responder> = {
    careful: careful(tasks, (id) => id),
    sloppy: sloppy(tasks),
    inventor: careful(tasks, (id) => `${id}_main`),
  };
  return (request) => (models[String(request.body.model)] ?? models['careful']!)(request);
}
