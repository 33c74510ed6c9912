// One spoken turn: the agent's text deltas → TTS-ready chunks, with the turn deadline and the spoken
// apologies. Knows the chunker and the agent; knows nothing of Wyoming framing.
import type { AgentPart, Assistant, ReadPace, SatelliteIntent } from '../agent/index.js';
import { createChunker, joinChunks } from '../speech/index.js';
import { phrase, type PhraseKey } from './phrases.js';

export type TurnOutcome = 'answered' | 'failed' | 'timeout' | 'aborted';

/** What a turn produces, in order: chunks as they become certain, then exactly one `end`. */
export type TurnEvent =
  | { type: 'chunk'; text: string; index: number }
  | {
      type: 'end';
      outcome: TurnOutcome;
      /** The whole spoken text (chunks joined), or the apology when nothing was spoken. */
      text: string;
      /** How many chunks were spoken before the end (0 means `text` is a bare apology). */
      chunks: number;
      steps: number;
      toolCalls: number;
      errorCode?: string;
      /** Intents for Home Assistant to run on the satellite (timers, broadcast), from tool results. */
      intents?: SatelliteIntent[];
      /** The answer is a question Hearth asked for a held action (its yes is awaited in the next turn). */
      asksConfirmation?: boolean;
    };

export interface TurnRequest {
  assistant: Assistant;
  text: string;
  language: string;
  conversationId?: string;
  deviceId?: string;
  satelliteId?: string;
  /** Whether the turn can still end with satellite intents (false once the answer was handed off). */
  intentsAccepted?: () => boolean;
  /** Told of each satellite intent a tool result carries, as it arrives. */
  onIntent?: (intent: SatelliteIntent) => void;
  /** Aborted when the client leaves or Hearth shuts down. */
  signal: AbortSignal;
  timeoutMs: number;
  /** The id observers see this turn's events under, handed on to the assistant (for its tracer). */
  turnId?: number;
  /** How eagerly the model's answer is read (speech-pace.ts); absent: at once. */
  readPace?: ReadPace;
}

class TurnDeadline extends Error {
  override readonly name = 'TurnDeadline';
}

/** Runs one turn. Never throws: every failure ends in a spoken `end` event (or `aborted`). */
export async function* runTurn(request: TurnRequest): AsyncGenerator<TurnEvent> {
  const controller = new AbortController();
  const abortFromCaller = (): void => controller.abort(request.signal.reason);
  if (request.signal.aborted) abortFromCaller();
  request.signal.addEventListener('abort', abortFromCaller, { once: true });
  const deadline = setTimeout(() => controller.abort(new TurnDeadline('turn deadline')), request.timeoutMs);

  const chunker = createChunker({ language: request.language });
  const spoken: string[] = [];
  let failure: PhraseKey | undefined;
  let errorCode: string | undefined;
  let steps = 0;
  let toolCalls = 0;
  let flushed = false;
  let asksConfirmation = false;
  const intents: SatelliteIntent[] = [];

  const parts = request.assistant.respond({
    text: request.text,
    language: request.language,
    signal: controller.signal,
    ...(request.conversationId === undefined ? {} : { conversationId: request.conversationId }),
    ...(request.deviceId === undefined ? {} : { deviceId: request.deviceId }),
    ...(request.satelliteId === undefined ? {} : { satelliteId: request.satelliteId }),
    ...(request.intentsAccepted === undefined ? {} : { intentsAccepted: request.intentsAccepted }),
    ...(request.turnId === undefined ? {} : { turnId: request.turnId }),
    ...(request.readPace === undefined ? {} : { readPace: request.readPace }),
    // Text that can complete no chunk waits to climb the layers joined to what follows (issue 27).
    textBatch: { mayWait: (text) => !chunker.mayComplete(text) },
  });
  const pulled = new AbortableParts(parts, controller.signal);
  try {
    for (;;) {
      const next = await pulled.next();
      if (next === undefined || next.done === true) break;
      const part: AgentPart = next.value;
      if (part.type === 'text-delta') {
        for (const text of chunker.push(part.text)) {
          spoken.push(text);
          yield { type: 'chunk', text, index: spoken.length - 1 };
        }
      } else if (part.type === 'tool-call') {
        toolCalls += 1;
      } else if (part.type === 'tool-result') {
        if (part.result.needsConfirmation === true) asksConfirmation = true;
        const intent = satelliteIntentOf(part.result);
        if (intent !== undefined && !intents.some((known) => sameIntent(known, intent))) {
          intents.push(intent);
          request.onIntent?.(intent);
        }
      } else if (part.type === 'answer-done' || part.type === 'turn-end') {
        if (part.type === 'turn-end') steps = part.steps;
        if (flushed) continue;
        flushed = true;
        // The answer is complete: its last sentence goes out now, before the request closes and before
        // any bookkeeping that follows.
        for (const text of chunker.end()) {
          spoken.push(text);
          yield { type: 'chunk', text, index: spoken.length - 1 };
        }
      } else if (part.type === 'error') {
        errorCode = part.error.code;
        failure = phraseForError(part.error.code);
        break;
      }
    }
  } catch (error) {
    errorCode = error instanceof Error ? error.name : 'unknown';
    failure = 'failed';
  } finally {
    pulled.dispose();
    clearTimeout(deadline);
    request.signal.removeEventListener('abort', abortFromCaller);
  }

  if (request.signal.aborted) {
    yield {
      type: 'end',
      outcome: 'aborted',
      text: joinChunks(spoken, request.language),
      chunks: spoken.length,
      steps,
      toolCalls,
    };
    return;
  }
  if (controller.signal.reason instanceof TurnDeadline) {
    failure = 'timeout';
    errorCode = 'deadline';
  }

  if (failure === undefined) {
    for (const text of flushed ? [] : chunker.end()) {
      spoken.push(text);
      yield { type: 'chunk', text, index: spoken.length - 1 };
    }
    if (spoken.length === 0) {
      const done = phrase('done', request.language);
      spoken.push(done);
      yield { type: 'chunk', text: done, index: 0 };
    }
    yield {
      type: 'end',
      outcome: 'answered',
      text: joinChunks(spoken, request.language),
      chunks: spoken.length,
      steps,
      toolCalls,
      // Only an answered turn hands its intents over: after a failure the apology is spoken and nothing runs.
      ...(intents.length > 0 ? { intents } : {}),
      ...(asksConfirmation ? { asksConfirmation } : {}),
    };
    return;
  }

  // A failure: the unfinished sentence in the chunker is dropped rather than spoken half-way.
  const outcome: TurnOutcome = failure === 'timeout' ? 'timeout' : 'failed';
  const end = { steps, toolCalls, ...(errorCode === undefined ? {} : { errorCode }) };
  if (spoken.length === 0) {
    yield { type: 'end', outcome, text: phrase(failure, request.language), chunks: 0, ...end };
    return;
  }
  const apology = phrase(failure === 'timeout' ? 'timeout' : 'interrupted', request.language);
  spoken.push(apology);
  yield { type: 'chunk', text: apology, index: spoken.length - 1 };
  yield { type: 'end', outcome, text: joinChunks(spoken, request.language), chunks: spoken.length, ...end };
}

function phraseForError(code: string): PhraseKey {
  switch (code) {
    case 'timeout':
      return 'timeout';
    case 'unauthorized':
      return 'modelKey';
    case 'unknown-model':
      return 'unknownModel';
    // Only a server that did not answer is "not reachable"; one that answered with a refusal says why.
    case 'unavailable':
      return 'unreachable';
    case 'rate-limited':
      return 'rateLimited';
    case 'quota-exceeded':
    case 'payment-required':
      return 'modelCredit';
    case 'request-refused':
    case 'no-tool-support':
      return 'modelRefused';
    case 'context-too-long':
      return 'contextFull';
    default:
      return 'failed';
  }
}

/**
 * The parts of a turn, each `undefined` as soon as the turn aborts, even if the agent is stuck: the
 * deadline must be spoken on time whatever the model does. One abort listener per turn, and per part one
 * promise (not a race, whose array and reactions every part of every turn would pay for). The abandoned
 * generator is closed in the background.
 */
class AbortableParts<T> {
  readonly #iterator: AsyncGenerator<T>;
  readonly #signal: AbortSignal;
  #wake: ((result: undefined) => void) | undefined;

  constructor(iterator: AsyncGenerator<T>, signal: AbortSignal) {
    this.#iterator = iterator;
    this.#signal = signal;
    signal.addEventListener('abort', this.#onAbort, { once: true });
  }

  next(): Promise<IteratorResult<T> | undefined> {
    if (this.#signal.aborted) {
      this.#abandon();
      return Promise.resolve(undefined);
    }
    return new Promise((resolve, reject) => {
      this.#wake = resolve;
      this.#iterator.next().then(resolve, reject);
    });
  }

  dispose(): void {
    this.#signal.removeEventListener('abort', this.#onAbort);
  }

  readonly #onAbort = (): void => {
    const wake = this.#wake;
    this.#wake = undefined;
    if (wake === undefined) return;
    this.#abandon();
    wake(undefined);
  };

  #abandon(): void {
    void this.#iterator.return(undefined).catch(() => undefined);
  }
}

/** The satellite intent a successful tool result carries, checked (results are plain JSON values). */
function satelliteIntentOf(result: Record<string, unknown>): SatelliteIntent | undefined {
  const value = result.satellite_intent;
  if (result.ok !== true || typeof value !== 'object' || value === null) return undefined;
  const { name, slots, text } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof slots !== 'object' || slots === null) return undefined;
  const clean: Record<string, string | number> = {};
  for (const [key, slot] of Object.entries(slots)) {
    if (typeof slot === 'string' || typeof slot === 'number') clean[key] = slot;
  }
  return { name, slots: clean, ...(typeof text === 'string' ? { text } : {}) };
}

function sameIntent(a: SatelliteIntent, b: SatelliteIntent): boolean {
  return a.name === b.name && JSON.stringify(a.slots) === JSON.stringify(b.slots);
}
