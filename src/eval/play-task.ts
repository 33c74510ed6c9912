// One task from a clean sandbox to its score: put the snapshot's states back (and wait until the sandbox
// Hearth sees them), play the task over Wyoming, read what changed, score it.
import type { EvalTask, TaskResult } from './eval-types.js';
import type { SandboxHearth } from './sandbox-hearth.js';
import { runTask, type TaskTarget } from './run-task.js';
import { sameState, type SandboxHome, type StateRecord } from './sandbox-home.js';
import { scoreTask } from './score-task.js';

/** How long Hearth gets to see the states put back between tasks, when it cannot say it has. */
const RESET_SETTLE_MS = 30;

async function settle(
  hearth: SandboxHearth,
  restored: { entityId: string; record: StateRecord }[],
): Promise<void> {
  if (restored.length === 0) return;
  const sees = hearth.sees?.bind(hearth);
  if (sees === undefined) {
    await new Promise((resolve) => setTimeout(resolve, RESET_SETTLE_MS));
    return;
  }
  await Promise.all(
    restored.map(({ entityId, record }) => sees(entityId, (current) => sameState(current, record), 2_000)),
  );
}

export async function playAndScore(
  sandbox: SandboxHome,
  hearth: SandboxHearth,
  target: TaskTarget,
  task: EvalTask,
  known: ReadonlySet<string>,
  conversationId: string,
): Promise<TaskResult> {
  // The task starts from the snapshot, as Hearth sees it too.
  await settle(hearth, sandbox.reset());
  const before = sandbox.states();
  const observation = await runTask(target, task, conversationId);
  const after = sandbox.states();
  return scoreTask(task, { observation, changed: sandbox.changedSince(before), after, known });
}
