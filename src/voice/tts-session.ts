// One client connection to Hearth's TTS program. Decides, per request, whether the text is one of
// Hearth's turns (served from its pre-synthesized audio) or anything else (passed through), and
// follows Home Assistant's streaming flow: start → chunk… → compat `synthesize` (never spoken again)
// → stop, answered with audio and `synthesize-stopped`.
import {
  parseSynthesize,
  parseSynthesizeChunk,
  parseSynthesizeStart,
  type SynthesizeVoice,
  type WyomingConnection,
  type WyomingEvent,
} from '../wyoming/index.js';
import { AudioResponse } from './audio-response.js';
import { PassThrough } from './pass-through.js';
import type { TurnSpeech } from './turn-speech.js';
import type { UpstreamTts } from './upstream-tts.js';
import type { VoiceError } from './voice-error.js';
import type { VoiceLogger } from './voice-logger.js';

export interface TtsSessionDeps {
  connection: WyomingConnection;
  upstream: UpstreamTts;
  logger: VoiceLogger;
  /** Hearth's turn whose text this is (its whole text, or an early hand-off text). */
  findTurn(text: string): TurnSpeech | undefined;
  /** True while the text so far is the beginning of a recent turn's text (so wait for the rest). */
  mayBecomeTurn(text: string): boolean;
  /** Streams the turn's audio into the response; resolves when it is all sent (or failed, reported). */
  serveTurn(turn: TurnSpeech, voice: SynthesizeVoice | undefined, response: AudioResponse): Promise<boolean>;
  onUpstreamFailure(error: VoiceError): void;
}

type State =
  | { kind: 'idle' }
  | { kind: 'collecting'; voice: SynthesizeVoice | undefined; text: string; events: WyomingEvent[] }
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
      const turn = this.#deps.findTurn(oneShot.text);
      if (turn !== undefined) this.#serve(turn, oneShot.voice, false);
      else this.#passThrough([event], false);
      return;
    }
    const start = parseSynthesizeStart(event);
    if (start !== undefined) {
      this.#state = { kind: 'collecting', voice: start.voice, text: '', events: [event] };
    }
  }

  #collect(state: Extract<State, { kind: 'collecting' }>, event: WyomingEvent): void {
    state.events.push(event);
    const chunk = parseSynthesizeChunk(event);
    const compat = parseSynthesize(event);
    if (chunk !== undefined) state.text += chunk.text;
    else if (compat !== undefined) state.text = compat.text;
    else if (event.type !== 'synthesize-stop') return;

    const turn = this.#deps.findTurn(state.text);
    if (turn !== undefined) {
      this.#serve(turn, state.voice ?? compat?.voice, true);
      if (event.type === 'synthesize-stop') this.receive(event);
      return;
    }
    if (event.type === 'synthesize-chunk' && this.#deps.mayBecomeTurn(state.text)) return;
    this.#passThrough(state.events, true);
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
      connection: this.#deps.connection,
      streaming,
      logger: this.#deps.logger,
      onFailure: (error) => this.#deps.onUpstreamFailure(error),
    });
    this.#state = { kind: 'pass-through', passThrough };
    passThrough.start(events);
  }
}
