// The spoken-confirmation gate shared by the control and service tools. Design: the first call of a
// sensitive action records it as pending for the conversation and returns needsConfirmation; the
// model asks the user and ends its turn. In the NEXT user turn of the conversation (ordinal + 1) the
// model repeats the call with confirm: true, and it runs only if that turn's userText is a yes in the
// user's language; a reply that is not a yes, or a confirm in any later turn, drops the pending action.
// Same-turn repeats never run. A context without a turn ordinal can never confirm.
import type { ToolContext, ToolResult } from './tool.js';
import type { ToolDeps } from './tool-deps.js';

/** Returns undefined when the action may run now, else the value to hand back to the model. */
export function confirmationGate(
  deps: ToolDeps,
  context: ToolContext,
  key: string,
  description: string,
  confirm: boolean | undefined,
): ToolResult | undefined {
  const turn = context.turn ?? 1;
  const outcome =
    confirm === true
      ? deps.confirmations.consume(context.conversationId, key, turn, context.userText)
      : 'none';
  if (outcome === 'confirmed') return undefined;
  if (outcome === 'same-turn') {
    return {
      ok: false,
      needsConfirmation: true,
      error: `Not done: the user must confirm "${description}" in their next reply. Ask them and wait.`,
    };
  }
  if (outcome === 'not-affirmative') {
    return {
      ok: false,
      error: `Not done: the user did not confirm "${description}". Do not retry unless they ask again.`,
    };
  }
  deps.confirmations.request(context.conversationId, key, description, turn);
  deps.logger?.info(
    { conversationId: context.conversationId, action: description },
    'confirmation requested',
  );
  return {
    ok: false,
    needsConfirmation: true,
    // Over Wyoming, Home Assistant closes the microphone after the answer: the user needs the wake
    // word again to reply, so the question must be short and come last.
    error: `Needs confirmation: ask only the short question "${capitalize(description)}?" and nothing else, then stop. If their next reply is yes, repeat this call with the same arguments and confirm: true.`,
  };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
