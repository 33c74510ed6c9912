// Wires the chunker stages: lines → inline markdown → emoji → sentences and lengths. Holds no rules itself.
import { EmojiFilter } from './emoji-filter.js';
import { InlineCleaner } from './inline-cleaner.js';
import { languageRules } from './language-rules.js';
import { LineCleaner } from './line-cleaner.js';
import { SentenceSplitter } from './sentence-splitter.js';

/** One per turn: feed it the model's text deltas, get TTS-ready chunks as soon as they are certain. */
export interface Chunker {
  /** Chunks completed by this delta (often none). */
  push(delta: string): string[];
  /** Ends the stream: the remaining chunks. The chunker can then be used for a new stream. */
  end(): string[];
}

export interface ChunkerOptions {
  /** BCP 47 tag of the spoken language ("en", "de-AT", "zh-Hant", "pt_BR"); unknown or absent: generic rules. */
  readonly language?: string | undefined;
}

/**
 * Invisible characters no voice speaks: zero-width space and non-joiner, word joiner and the invisible
 * operators, the byte-order mark. Dropped before anything else sees the text, so a model cannot write
 * something that passes for the invisible mark of an early hand-off (U+2060 and zero-width bits).
 * U+200D (joiner) stays for the emoji stage, which knows its sequences.
 */
const INVISIBLE = /[\u200b\u200c\u2060-\u2064\ufeff]/g;

export function createChunker({ language }: ChunkerOptions = {}): Chunker {
  let chunks: string[] = [];
  const splitter = new SentenceSplitter(languageRules(language), (chunk) => chunks.push(chunk));
  const lines = new LineCleaner(new InlineCleaner(new EmojiFilter(splitter)));
  const take = (): string[] => {
    const taken = chunks;
    chunks = [];
    return taken;
  };
  return {
    push(delta) {
      lines.write(delta.replace(INVISIBLE, ''));
      return take();
    },
    end() {
      lines.end();
      return take();
    },
  };
}
