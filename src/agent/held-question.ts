// A sensitive action held for the user's yes: the tool hands back the question, and the agent itself
// speaks it and ends the turn, whatever the model would have said, so a "yes" in the next turn is
// always an answer to a question Hearth asked.
import type { ToolResult } from '../tools/index.js';

/** The question of the first held action among a step's results, if any. */
export function heldQuestion(results: readonly (ToolResult | undefined)[]): string | undefined {
  for (const result of results) {
    if (result?.needsConfirmation === true && typeof result.question === 'string') return result.question;
  }
  return undefined;
}
