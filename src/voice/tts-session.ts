// One client connection to Hearth's TTS program. Decides, per request, whether the text is one of
// Hearth's turns (served from its pre-synthesized audio) or anything else (passed through), and
// follows Home Assistant's streaming flow: start → chunk… → compat `synthesize` (never spoken again)
// → stop, answered with audio and `synthesize-stopped`.
import {
  parseSynthesize,
  parseSynthesizeChunk,
  parseSynthesizeStart,
  synthesizeChunk,
  type SynthesizeVoice,
  type WyomingConnection,
  type WyomingEvent,
} from '../wyoming/index.js';
import { AudioResponse } from './audio-response.js';
import { CollectedText } from './collected-text.js';
import { PassThrough } from './pass-through.js';
import { refuseTooLong } from './refuse-request.js';
import { MAX_TTS_TEXT_CHARS } from './tts-limits.js';
import type { TurnSpeech } from './turn-speech.js';
import type { UpstreamSlots } from './upstream-slots.js';
import type { UpstreamTts } from './upstream-tts.js';
import type { VoiceError } from './voice-error.js';
import type { VoiceLogger } from './voice-logger.js';

export interface TtsSessionDeps {
  connection: WyomingConnection;
  upstream: UpstreamTts;
  /** Shared by every session: how many pass-through requests may be at the upstream at once. */
  slots: UpstreamSlots;
  logger: VoiceLogger;
  /** Hearth's turn whose text this is (its whole text, or an early hand-off text). */
  findTurn(text: string): TurnSpeech | undefined;
  /** Hearth's turn that handed off early with this key. */
  findTurnByKey(key: string): TurnSpeech | undefined;
  /** The recent turns that have ended (a stream's text may be the beginning of one of them). */
  endedTurns(): readonly TurnSpeech[];
  /** Streams the turn's audio into the response; resolves when it is all sent (or failed, reported). */
  serveTurn(turn: TurnSpeech, voice: SynthesizeVoice | undefined, response: AudioResponse): Promise<boolean>;
  onUpstreamFailure(error: VoiceError): void;
}

type State =
  | { kind: 'idle' }
  | { kind: 'collecting'; voice: SynthesizeVoice | undefined; text: CollectedText; events: WyomingEvent[] }
  | { kind: 'turn'; stopped: boolean; audioDone: boolean; response: AudioResponse }
  | { kind: 'pass-through'; passThrough: PassThrough };

export class TtsSession {
  readonly #deps: TtsSessionDeps;
  #state: State = { kind: 'idle' };

  constructor(deps: TtsSessionDeps) {
    this.#deps = deps;
  }

  receive(event: WyomingEvent): void {
    const state = this.#state;
    if (state.kind === 'pass-through' && !state.passThrough.done) {
      state.passThrough.forward(event);
      return;
    }
    if (state.kind === 'turn' && !state.response.finished) {
      // Inside a served stream: the compat `synthesize` repeats the text and must not be spoken
      // again; more chunks cannot change a turn's answer.
      if (event.type === 'synthesize-stop') {
        state.stopped = true;
        if (state.audioDone) state.response.finish();
      }
      return;
    }
    if (state.kind === 'collecting') {
      this.#collect(state, event);
      return;
    }
    this.#begin(event);
  }

  #begin(event: WyomingEvent): void {
    const oneShot = parseSynthesize(event);
    if (oneShot !== undefined) {
      if (oneShot.text.length > MAX_TTS_TEXT_CHARS) {
        this.#refuse(oneShot.text.length);
        return;
      }
      const turn = this.#deps.findTurn(oneShot.text);
      if (turn !== undefined) this.#serve(turn, oneShot.voice, false);
      else this.#passThrough([event], false);
      return;
    }
    const start = parseSynthesizeStart(event);
    if (start !== undefined) {
      const text = new CollectedText(this.#deps.endedTurns());
      this.#state = { kind: 'collecting', voice: start.voice, text, events: [event] };
    }
  }

  #collect(state: Extract<State, { kind: 'collecting' }>, event: WyomingEvent): void {
    const chunk = parseSynthesizeChunk(event);
    const compat = parseSynthesize(event);
    const stop = event.type === 'synthesize-stop';
    if (chunk === undefined && compat === undefined && !stop) return;
    if (chunk !== undefined) {
      if (chunk.text === '') return;
      if (state.text.length + chunk.text.length > MAX_TTS_TEXT_CHARS) {
        this.#refuse(state.text.length + chunk.text.length);
        return;
      }
      state.text.append(chunk.text);
      // Consecutive chunks are kept as one event: what is held grows with the text, not the events.
      const last = state.events.at(-1);
      if (last?.type === 'synthesize-chunk' && state.events.length > 1) {
        state.events[state.events.length - 1] = synthesizeChunk(`${String(last.data.text)}${chunk.text}`);
      } else state.events.push(event);
    } else {
      if (compat !== undefined && compat.text.length > MAX_TTS_TEXT_CHARS) {
        this.#refuse(compat.text.length);
        return;
      }
      state.events.push(event);
    }

    const text = state.text;
    // The whole text is looked up only where it can match: at the end, or at a turn's length.
    let turn: TurnSpeech | undefined;
    if (compat !== undefined) turn = this.#deps.findTurn(compat.text);
    else if (text.key !== undefined) turn = this.#deps.findTurnByKey(text.key);
    else if (stop || text.reachedCandidate) turn = this.#deps.findTurn(text.text);
    if (turn !== undefined) {
      this.#serve(turn, state.voice ?? compat?.voice, true);
      if (stop) this.receive(event);
      return;
    }
    if (chunk !== undefined && text.key === undefined && text.mayBecomeTurn) return;
    this.#passThrough(state.events, true);
  }

  /** Past the bound: an error to the client, and the connection closed (nothing is sent upstream). */
  #refuse(characters: number): void {
    this.#state = { kind: 'idle' };
    refuseTooLong(this.#deps.connection, this.#deps.logger, characters);
  }

  #serve(turn: TurnSpeech, voice: SynthesizeVoice | undefined, streaming: boolean): void {
    const response = new AudioResponse(this.#deps.connection, streaming);
    const state: State = { kind: 'turn', stopped: !streaming, audioDone: false, response };
    this.#state = state;
    void this.#deps.serveTurn(turn, voice, response).then((ok) => {
      state.audioDone = true;
      if (ok && state.stopped) response.finish();
    });
  }

  #passThrough(events: readonly WyomingEvent[], streaming: boolean): void {
    const passThrough = new PassThrough({
      upstream: this.#deps.upstream,
      slots: this.#deps.slots,
      connection: this.#deps.connection,
      streaming,
      logger: this.#deps.logger,
      onFailure: (error) => this.#deps.onUpstreamFailure(error),
    });
    this.#state = { kind: 'pass-through', passThrough };
    passThrough.start(events);
  }
}
