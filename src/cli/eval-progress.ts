// `hearth eval`'s progress bar: one redrawn line on a terminal, one line per model and every tenth task
// in a log (CI, the add-on's log window), so either stays readable.
import type { EvalProgress } from '../eval/index.js';

const WIDTH = 24;

export function progressLine(step: EvalProgress, interactive: boolean): string {
  const filled = Math.round((step.done / step.total) * WIDTH);
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}]`;
  const which = step.models > 1 ? ` (${step.modelIndex + 1}/${step.models})` : '';
  const last =
    step.last === undefined ? '' : ` ${step.last.taskId} ${step.last.passed ? 'ok' : step.last.failure}`;
  const text = `${bar} ${step.done}/${step.total} ${step.model}${which}${last}`;
  if (interactive)
    return `\r${text.padEnd(78)}${step.done === step.total && step.modelIndex + 1 < step.models ? '\n' : ''}`;
  return step.done === step.total || step.done % 10 === 0 ? `${text}\n` : '';
}
