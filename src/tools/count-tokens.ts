// Token counting with a real BPE tokenizer (o200k, the GPT-4o family), for prompt budgets.
import { countTokens as countO200kTokens } from 'gpt-tokenizer';

/** Number of o200k tokens in `text`. */
export function countTokens(text: string): number {
  return countO200kTokens(text);
}
