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
  /**
   * Whether pushing `text` now could complete a chunk; false only when it certainly cannot: nothing waits
   * for more text in any stage, and `text` has no line break or markup character, no terminator but a last
   * one still waiting for its look-ahead, and not the width to reach MAX. Changes nothing. Lets a caller
   * gather deltas that cannot end a chunk before pushing them (issue 27).
   */
  mayComplete(text: string): boolean;
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
  const emoji = new EmojiFilter(splitter);
  const inline = new InlineCleaner(emoji);
  const lines = new LineCleaner(inline);
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
    mayComplete(text) {
      return !(lines.passesOn(text) && inline.passesOn(text) && splitter.holds(emoji.held + text));
    },
  };
}
