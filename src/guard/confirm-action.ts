// The spoken-confirmation gate shared by the control and service tools. Design: the first call of a
// sensitive action records it as pending for the conversation and returns needsConfirmation with the
// `question` that the agent itself speaks to end the turn (whatever the model would have said). In the
// NEXT user turn of the conversation (ordinal + 1) the model repeats the call with confirm: true, and it
// runs only if that turn's userText IS a yes in the user's language; a reply that is not a yes, or a
// confirm in any later turn, drops the pending action. Same-turn repeats never run. A context without
// a turn ordinal can never confirm.
import { confirmationQuestion } from './confirmation-question.js';
import type { GuardDeps, Refusal, TurnFacts } from './guard-deps.js';

/** Returns undefined when the action may run now, else the value to hand back to the model. */
export function confirmationGate(
  deps: Pick<GuardDeps, 'confirmations' | 'logger'>,
  context: TurnFacts,
  key: string,
  actions: readonly string[],
  confirm: boolean | undefined,
): Refusal | undefined {
  const description = actions.join(', ');
  const question = confirmationQuestion(context.language, actions);
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
      question,
      error: `Not done: the user must confirm "${description}" in their next reply. Hearth asks them now.`,
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
    question,
    error: `Needs confirmation: Hearth asks the user "${question}" now and ends this turn. If their next reply is yes, repeat this call with the same arguments and confirm: true.`,
  };
}
