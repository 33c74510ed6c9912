// What the assistant asks of a long-term memory, if one is given: tools to offer next to the home's, a
// prompt section for the turn (after the stable prefix, so prompt caches still hit), and a note of each
// finished turn. The assistant knows nothing of how facts are stored, ranked or extracted.
import type { ChatMessage } from '../llm/index.js';
import type { Tool } from '../tools/index.js';

export interface AssistantMemory {
  /** Offered on every model request next to the toolbox's tools (same objects each time). */
  tools(): readonly Tool[];
  /**
   * Quoted facts relevant to what the user just said, for the turn part of the prompt; '' for none.
   * `place`: the satellite (else device) the user spoke to, when known.
   */
  promptSection(userText: string, place?: string): string;
  /** A turn of a conversation ended; `messages` is what the history keeps of it. */
  noteTurn(conversationId: string, messages: readonly ChatMessage[]): void;
}
