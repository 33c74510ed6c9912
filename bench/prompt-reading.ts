// What a local model server charges for reading a prompt: it keeps the tokens of its previous request
// (one slot, as llama.cpp and Ollama do by default) and reads anew only what follows the longest common
// prefix, at its hardware's prompt-reading rate. The requests are rendered through the Qwen2.5 template
// (system message, tool block, conversation: the layout most tool-calling templates share) and counted
// in o200k tokens. The scripted model's answers are delayed by what the reading would take.
import { commonPrefix, renderChat, tokensOf } from '../test/support/render-chat.js';
import type { ChatCompletionBody, ReplyStep } from '../test/support/scripted-model.js';

export interface HardwareClass {
  name: string;
  /** Prompt tokens read per second, where the cache does not hold them. */
  prefillPerSecond: number;
  /** Answer tokens written per second. */
  decodePerSecond: number;
  /** Fixed time to the first token besides reading (network, queueing): a cloud API's round trip. */
  latencyMs: number;
}

/**
 * Rough rates for a 7–8B model at 4-bit: a CPU-only mini PC (Ollama/llama.cpp on a recent laptop-class
 * CPU), a mid-range GPU (12–16 GB, e.g. an RTX 3060/4060 Ti), and a hosted API, whose own prompt cache
 * and fast reading leave mostly the round trip.
 */
export const HARDWARE: readonly HardwareClass[] = [
  { name: 'CPU mini PC', prefillPerSecond: 60, decodePerSecond: 8, latencyMs: 0 },
  { name: 'mid-range GPU', prefillPerSecond: 1_500, decodePerSecond: 40, latencyMs: 0 },
  { name: 'cloud', prefillPerSecond: 20_000, decodePerSecond: 80, latencyMs: 400 },
];

export interface Reading {
  promptTokens: number;
  uncachedTokens: number;
}

/** One server slot: the previous request's rendered prompt and what the model wrote after it. */
export class OneSlotCache {
  #slot = '';

  /** Reads a request: how many of its tokens the slot already held; the slot then holds this one. */
  read(body: ChatCompletionBody): Reading {
    const rendered = renderChat('Qwen-Qwen2.5-7B-Instruct', body);
    const kept = commonPrefix(this.#slot, rendered);
    this.#slot = rendered;
    return { promptTokens: tokensOf(rendered), uncachedTokens: tokensOf(rendered.slice(kept)) };
  }

  /** The model's answer stays in the slot after the prompt, as a server keeps the tokens it wrote. */
  wrote(text: string): void {
    if (text !== '') this.#slot += `${text}<|im_end|>`;
  }
}

/** A scripted step that streams like `hardware` after reading `uncachedTokens`. */
export function paced(step: ReplyStep, hardware: HardwareClass, uncachedTokens: number): ReplyStep {
  const charsPerDelta = 4;
  return {
    ...step,
    chunkSize: charsPerDelta,
    firstDeltaDelayMs: hardware.latencyMs + (uncachedTokens / hardware.prefillPerSecond) * 1000,
    delayMs: 1000 / hardware.decodePerSecond,
  };
}
