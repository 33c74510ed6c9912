// What one remembered fact is, and the bounds every path that stores one keeps to. No storage, no search.

export type MemorySource = 'told' | 'extracted';

export interface Memory {
  /** Short random id, stable across merges and restarts (`m-` + 10 hex). */
  id: string;
  /** The fact in the user's words, one line, at most MAX_FACT_CHARS. */
  fact: string;
  /** Who or what it is about ("Anna", "the kids"), when known; at most MAX_ABOUT_CHARS. */
  about?: string;
  /** 1 (trivia) … 5 (must never be forgotten); low ones decay when unused. */
  importance: number;
  /** `told`: the user asked to remember it; `extracted`: the model found it in a finished conversation. */
  source: MemorySource;
  /**
   * The satellite (or device) it was told at, when known. Offered unasked (as a core memory) only to
   * turns from there; elsewhere only when the request is about it.
   */
  place?: string;
  createdAt: number;
  updatedAt: number;
  /** Last time it was recalled or offered to the model as relevant. */
  lastUsedAt: number;
  uses: number;
}

/** Longest fact kept: a sentence or two, never a document. */
export const MAX_FACT_CHARS = 300;
export const MAX_ABOUT_CHARS = 60;
/** A place is an entity or device id: never longer than this. */
export const MAX_PLACE_CHARS = 255;
/** Memories kept at most by default; past it the weakest go first. */
export const DEFAULT_MAX_MEMORIES = 1_000;
/** Importance when the caller gives none. */
export const DEFAULT_IMPORTANCE = 3;
