// The memory/ layer's public surface: long-term memory (store, tools, prompt section, idle extraction).
export { checkFact, looksSecret } from './check-fact.js';
export type { FactCheck, FactRejection } from './check-fact.js';
export { openLongTermMemory } from './long-term-memory.js';
export type { LongTermMemory, LongTermMemoryOptions } from './long-term-memory.js';
export type { Memory, MemorySource } from './memory.js';
export { MAX_FACT_CHARS } from './memory.js';
export { MemoryStore } from './memory-store.js';
export type { MemoryStoreOptions, RememberOutcome, ScoredMemory } from './memory-store.js';
export { tokenizeMemory } from './tokenize-memory.js';
