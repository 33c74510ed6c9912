// Long-term memory as the assistant sees it (agent's AssistantMemory): the store, its three tools, the
// prompt section and the idle extraction, put together. Built once by hearth.ts.
import type { ChatMessage, ChatModel } from '../llm/index.js';
import type { Tool } from '../tools/index.js';
import { MemoryExtractor, type ExtractorLogger } from './memory-extractor.js';
import { buildMemoryPrompt, type MemoryPromptOptions } from './memory-prompt.js';
import { MemoryStore } from './memory-store.js';
import { createMemoryTools } from './memory-tools.js';

export interface LongTermMemoryOptions {
  /** The memory file, e.g. `<data dir>/memory/memories.json`. */
  file: string;
  /** The model that reads idle conversations; omitted: no extraction. */
  model?: ChatModel | undefined;
  /** Quiet time before a conversation is read for facts. Default 2 minutes. */
  extractAfterMs?: number | undefined;
  maxMemories?: number | undefined;
  prompt?: MemoryPromptOptions | undefined;
  now?: (() => number) | undefined;
  logger?: (ExtractorLogger & { error(object: Record<string, unknown>, message: string): void }) | undefined;
}

export interface LongTermMemory {
  readonly store: MemoryStore;
  tools(): readonly Tool[];
  promptSection(userText: string, place?: string): string;
  noteTurn(conversationId: string, messages: readonly ChatMessage[]): void;
  /** Cancels a running extraction and saves. */
  close(): Promise<void>;
}

export async function openLongTermMemory(options: LongTermMemoryOptions): Promise<LongTermMemory> {
  const store = await MemoryStore.open({
    file: options.file,
    ...(options.maxMemories === undefined ? {} : { maxMemories: options.maxMemories }),
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
  const tools = createMemoryTools(store);
  const extractor =
    options.model === undefined
      ? undefined
      : new MemoryExtractor({
          store,
          model: options.model,
          idleMs: options.extractAfterMs ?? 120_000,
          ...(options.logger === undefined ? {} : { logger: options.logger }),
        });
  return {
    store,
    tools: () => tools,
    promptSection: (userText, place) => buildMemoryPrompt(store, userText, options.prompt, place),
    noteTurn: (conversationId, messages) => extractor?.noteTurn(conversationId, messages),
    async close() {
      extractor?.close();
      await store.close();
    },
  };
}
