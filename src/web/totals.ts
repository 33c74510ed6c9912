// Totals since start: turns, failures by code, tokens, first-chunk and first-audio percentiles and a
// small histogram. Latency samples are a bounded window of the most recent turns.
import type { TurnTrace } from './turn-trace.js';

/** Upper bounds (ms) of the histogram's buckets; the last bucket is everything slower. */
export const HISTOGRAM_BOUNDS = [250, 500, 1_000, 2_000, 4_000] as const;
const WINDOW = 1_000;

export interface TotalsSnapshot {
  since: number;
  turns: number;
  answered: number;
  failuresByCode: Record<string, number>;
  tokens: { prompt: number; completion: number; cached: number };
  toolCalls: number;
  firstChunk: { median?: number; p95?: number; samples: number };
  firstAudio: { median?: number; p95?: number; samples: number };
  /** Turns per first-chunk bucket, aligned with `bounds` plus one bucket past the last bound. */
  histogram: { bounds: readonly number[]; counts: number[] };
}

export class Totals {
  readonly #since = Date.now();
  #turns = 0;
  #answered = 0;
  #toolCalls = 0;
  readonly #failures = new Map<string, number>();
  readonly #tokens = { prompt: 0, completion: 0, cached: 0 };
  readonly #firstChunk: number[] = [];
  readonly #firstAudio: number[] = [];
  readonly #histogram = HISTOGRAM_BOUNDS.map(() => 0).concat(0);

  add(trace: TurnTrace): void {
    this.#turns += 1;
    if (trace.outcome === 'answered') this.#answered += 1;
    else if (trace.outcome !== 'aborted') {
      const code = trace.error?.code ?? trace.outcome;
      this.#failures.set(code, (this.#failures.get(code) ?? 0) + 1);
    }
    this.#toolCalls += trace.toolCalls.length;
    for (const step of trace.steps) {
      this.#tokens.prompt += step.promptTokens ?? 0;
      this.#tokens.completion += step.completionTokens ?? 0;
      this.#tokens.cached += step.cachedTokens ?? 0;
    }
    if (trace.firstChunkMs !== undefined) {
      push(this.#firstChunk, trace.firstChunkMs);
      const bucket = HISTOGRAM_BOUNDS.findIndex((bound) => trace.firstChunkMs! < bound);
      this.#histogram[bucket === -1 ? HISTOGRAM_BOUNDS.length : bucket]! += 1;
    }
    if (trace.firstAudioMs !== undefined) push(this.#firstAudio, trace.firstAudioMs);
  }

  /** Hearth's voice began after the turn had already been counted. */
  addFirstAudio(ms: number): void {
    push(this.#firstAudio, ms);
  }

  snapshot(): TotalsSnapshot {
    return {
      since: this.#since,
      turns: this.#turns,
      answered: this.#answered,
      failuresByCode: Object.fromEntries(this.#failures),
      tokens: { ...this.#tokens },
      toolCalls: this.#toolCalls,
      firstChunk: percentiles(this.#firstChunk),
      firstAudio: percentiles(this.#firstAudio),
      histogram: { bounds: HISTOGRAM_BOUNDS, counts: [...this.#histogram] },
    };
  }
}

function push(window: number[], value: number): void {
  window.push(value);
  if (window.length > WINDOW) window.shift();
}

function percentiles(samples: readonly number[]): TotalsSnapshot['firstChunk'] {
  if (samples.length === 0) return { samples: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (quantile: number): number =>
    sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), samples: sorted.length };
}
