// A step whose every tool call was answered by speaking (ask_expert streams its answer to the user): that
// speech is the turn's answer, and the agent ends the turn instead of asking the model again, so the
// model can neither repeat nor contradict what the user already heard.
import type { ToolResult } from '../tools/index.js';

/** The tool message each such call leaves in the history; the answer itself is the assistant message. */
export const SPOKEN_ANSWER_NOTE = JSON.stringify({
  ok: true,
  spoken: true,
  note: 'The answer was spoken to the user as it was written; it is the assistant message that follows.',
});

/** The spoken answers of a step, joined, when every call of it answered by speaking; else undefined. */
export function spokenAnswer(results: readonly (ToolResult | undefined)[]): string | undefined {
  if (results.length === 0) return undefined;
  const answers: string[] = [];
  for (const result of results) {
    if (result?.ok !== true || result.spoken !== true || typeof result.answer !== 'string') return undefined;
    answers.push(result.answer);
  }
  return answers.join(' ');
}
