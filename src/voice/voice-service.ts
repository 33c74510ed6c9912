// Hearth's own TTS program: wraps the upstream TTS, pre-synthesizes every turn while it streams, and
// lets satellite turns hand off early (answer `handled` with the first chunk, speak the whole answer
// in the TTS response). Sees turns only through the observer and the hand-off plan it is given.
import {
  errorEvent,
  type SynthesizeVoice,
  type TtsProgram,
  type WyomingConnection,
  type WyomingEvent,
} from '../wyoming/index.js';
import type { AudioResponse } from './audio-response.js';
import { markText, newHandoffKey } from './handoff-mark.js';
import { MAX_UPSTREAM_REQUESTS, MAX_WAITING_REQUESTS } from './tts-limits.js';
import { TtsSession } from './tts-session.js';
import { TurnBook } from './turn-book.js';
import { UpstreamSlots } from './upstream-slots.js';
import type { TurnSpeech } from './turn-speech.js';
import type { UpstreamTts } from './upstream-tts.js';
import { asVoiceError, type VoiceError } from './voice-error.js';
import type { VoiceCatalog } from './voice-catalog.js';
import type { VoiceLogger } from './voice-logger.js';

/** What the voice layer sees of a turn (the conversation layer's observer events fit this shape). */
export type VoiceTurnEvent =
  | { type: 'chunk'; text: string; index: number }
  | { type: 'end'; text: string; chunks: number; outcome: string };

export interface VoiceTurnInfo {
  satelliteId?: string | undefined;
  deviceId?: string | undefined;
}

/** The plan the conversation layer follows when a turn may answer `handled` early. */
export interface HandoffPlan {
  /** The `handled` text for the first chunk: that chunk plus an invisible, unique mark. */
  handoffText(firstChunk: string): string;
  /** Aborts when nobody will listen to the rest (the TTS client left): the turn should stop. */
  readonly signal: AbortSignal;
}

export interface VoiceServiceOptions {
  upstream: UpstreamTts;
  catalog: VoiceCatalog;
  /** Early hand-off for satellite turns (of satellites proven to use this TTS). */
  speakEarly: boolean;
  logger: VoiceLogger;
  version: string;
  projectUrl: string;
  /** How long a hand-off waits for its TTS request before the satellite is answered whole again. */
  handoffWaitMs?: number;
  /** The first audio of a turn went out to its TTS client (for traces). */
  onFirstAudio?: (turnId: number) => void;
  /** A turn handed off early with this text (for traces). */
  onHandoff?: (turnId: number, text: string) => void;
}

const TTS_EVENTS = new Set(['synthesize', 'synthesize-start', 'synthesize-chunk', 'synthesize-stop']);
/** Remembered satellites (proof and last voice), oldest forgotten first. */
const MAX_SATELLITES = 512;

interface SatelliteState {
  proven: boolean;
  voice: SynthesizeVoice | undefined;
}

export class VoiceService {
  readonly #options: VoiceServiceOptions;
  readonly #book = new TurnBook();
  readonly #slots = new UpstreamSlots(MAX_UPSTREAM_REQUESTS, MAX_WAITING_REQUESTS);
  readonly #sessions = new WeakMap<WyomingConnection, TtsSession>();
  readonly #satellites = new Map<string, SatelliteState>();
  /** The voice the last request for one of Hearth's turns asked for: the default for new pipelines. */
  #lastVoice: SynthesizeVoice | undefined;
  /** performance.now() of the last upstream failure (early hand-off pauses for a while after one). */
  #lastFailureAt = Number.NEGATIVE_INFINITY;
  readonly #closed = new AbortController();

  constructor(options: VoiceServiceOptions) {
    this.#options = options;
  }

  /** The `tts` program for `info`, or undefined while no voice is known. */
  program(): TtsProgram | undefined {
    const voices = this.#options.catalog.voices;
    if (voices.length === 0) return undefined;
    const attribution = { name: 'Hearth', url: this.#options.projectUrl };
    return {
      name: 'Hearth',
      description: `Speaks Hearth's answers as they are written, through ${this.#options.upstream.uri}`,
      version: this.#options.version,
      attribution,
      installed: true,
      voices: [...voices],
      supports_synthesize_streaming: true,
    };
  }

  /** Takes a TTS event of a connection; false for any other event (left to the conversation). */
  handle(event: WyomingEvent, connection: WyomingConnection): boolean {
    if (!TTS_EVENTS.has(event.type)) return false;
    let session = this.#sessions.get(connection);
    if (session === undefined) {
      session = new TtsSession({
        connection,
        upstream: this.#options.upstream,
        slots: this.#slots,
        logger: this.#options.logger,
        findTurn: (text) => this.#book.find(text),
        findTurnByKey: (key) => this.#book.findByKey(key),
        endedTurns: () => this.#book.ended(),
        serveTurn: (turn, voice, response) => this.#serveTurn(turn, voice, response, connection),
        onUpstreamFailure: (error) => this.#upstreamFailed(error),
      });
      this.#sessions.set(connection, session);
    }
    session.receive(event);
    return true;
  }

  /** The conversation observer: every turn's chunks go to the upstream as soon as they are certain. */
  observe(turnId: number, event: VoiceTurnEvent, turn: VoiceTurnInfo): void {
    if (this.#closed.signal.aborted) return;
    let speech = this.#book.get(turnId);
    if (speech === undefined) {
      speech = this.#book.add({ turnId, ...this.#keys(turn), handoffKey: undefined });
      speech.rendition(this.#voiceFor(speech.voiceKey), this.#options.upstream);
    }
    if (event.type === 'chunk') speech.push(event.text);
    else {
      // A turn that spoke nothing still has its apology spoken by the TTS stage: make that too.
      if (event.chunks === 0) speech.push(event.text);
      speech.end(event.text);
    }
  }

  /** Called at a turn's start: a plan when this turn may hand off early, else undefined. */
  planHandoff(turnId: number, turn: VoiceTurnInfo): HandoffPlan | undefined {
    const { satelliteId } = turn;
    if (!this.#options.speakEarly || satelliteId === undefined) return undefined;
    const satellite = this.#satellites.get(satelliteId);
    if (satellite?.proven !== true) {
      this.#options.logger.debug(
        { turnId, satelliteId },
        'answering whole: this satellite has not yet been seen using the Hearth voice',
      );
      return undefined;
    }
    if (performance.now() - this.#lastFailureAt < 30_000) {
      this.#options.logger.info({ turnId, satelliteId }, 'answering whole: the TTS upstream failed recently');
      return undefined;
    }
    const key = newHandoffKey();
    const speech = this.#book.add({ turnId, ...this.#keys(turn), handoffKey: key });
    speech.rendition(this.#voiceFor(speech.voiceKey), this.#options.upstream);
    const controller = new AbortController();
    speech.onAbandon = () => controller.abort();
    return {
      signal: controller.signal,
      handoffText: (firstChunk) => {
        const text = markText(firstChunk, key);
        speech.handoffText = text;
        this.#options.onHandoff?.(turnId, text);
        this.#expectRequest(speech, satelliteId);
        return text;
      },
    };
  }

  close(): void {
    this.#closed.abort();
    this.#book.clear();
    this.#options.catalog.close();
  }

  /** If no TTS request names a hand-off in time, this satellite does not use Hearth's voice. */
  #expectRequest(speech: TurnSpeech, satelliteId: string): void {
    const waitMs = this.#options.handoffWaitMs ?? 5_000;
    setTimeout(() => {
      if (speech.claimed) return;
      const satellite = this.#satellites.get(satelliteId);
      if (satellite !== undefined) satellite.proven = false;
      speech.stopSynthesis();
      this.#options.logger.warn(
        {
          turnId: speech.turnId,
          satelliteId,
          waitedMs: waitMs,
          hint: 'pick the TTS "Hearth" in this satellite\'s Assist pipeline to get early speech',
        },
        "No TTS request came for an early hand-off: this satellite's pipeline may not use the Hearth voice. Answering it whole from now on",
      );
    }, waitMs).unref();
  }

  async #serveTurn(
    speech: TurnSpeech,
    voice: SynthesizeVoice | undefined,
    response: AudioResponse,
    connection: WyomingConnection,
  ): Promise<boolean> {
    speech.claimed = true;
    this.#remember(speech, voice);
    const signal = connection.signal;
    const mode = speech.handoffText === undefined ? 'pre-synthesized' : 'early';
    const { logger, upstream } = this.#options;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const rendition = speech.rendition(voice, upstream);
      try {
        for await (const piece of rendition.read(signal)) {
          const first = response.firstAudioMs === undefined;
          response.write(piece);
          if (first && response.firstAudioMs !== undefined) this.#options.onFirstAudio?.(speech.turnId);
        }
        if (signal.aborted) throw asVoiceError(new Error('left'), signal);
        logger.info(
          {
            turnId: speech.turnId,
            mode,
            firstAudioMs: round(response.firstAudioMs),
            bytes: response.bytes,
            voice: voice?.name,
          },
          'spoke a turn with the Hearth voice',
        );
        return true;
      } catch (caught) {
        const error = asVoiceError(caught, signal);
        if (error.code === 'aborted') {
          // The client left mid-stream: nobody listens to an early turn any more, so stop it.
          if (mode === 'early') speech.abandon();
          logger.info({ turnId: speech.turnId, mode }, 'TTS client left mid-answer; stopped its synthesis');
          return false;
        }
        if (response.bytes === 0 && attempts === 1) continue;
        this.#upstreamFailed(error);
        logger.warn(
          {
            turnId: speech.turnId,
            upstream: upstream.uri,
            code: error.code,
            reason: error.message,
            hint: 'check that the TTS upstream (e.g. the Piper add-on) is running and tts_upstream points at it',
          },
          'Could not speak a turn: the TTS upstream failed; sent an error to the client',
        );
        response.abandon();
        connection.write(errorEvent(error.message, `tts-${error.code}`));
        connection.close();
        return false;
      }
    }
  }

  #keys(turn: VoiceTurnInfo): { satelliteId: string | undefined; voiceKey: string | undefined } {
    return { satelliteId: turn.satelliteId, voiceKey: turn.satelliteId ?? turn.deviceId };
  }

  #voiceFor(voiceKey: string | undefined): SynthesizeVoice | undefined {
    const known = voiceKey === undefined ? undefined : this.#satellites.get(voiceKey);
    return known?.voice ?? this.#lastVoice;
  }

  /** A request for a turn proves its satellite uses this TTS, and says which voice its pipeline wants. */
  #remember(speech: TurnSpeech, voice: SynthesizeVoice | undefined): void {
    this.#lastVoice = voice;
    const key = speech.voiceKey;
    if (key === undefined) return;
    const previous = this.#satellites.get(key);
    this.#satellites.delete(key);
    const proven = key === speech.satelliteId || previous?.proven === true;
    if (proven && previous?.proven !== true) {
      this.#options.logger.info(
        { satelliteId: key },
        'this satellite uses the Hearth voice: its next answers may start early',
      );
    }
    this.#satellites.set(key, { proven, voice });
    if (this.#satellites.size > MAX_SATELLITES) {
      const oldest = this.#satellites.keys().next().value;
      if (oldest !== undefined) this.#satellites.delete(oldest);
    }
  }

  /** Down or stalled (not a refused request such as an unknown voice): early hand-off pauses a while. */
  #upstreamFailed(error: VoiceError): void {
    if (error.code === 'unreachable' || error.code === 'timeout') this.#lastFailureAt = performance.now();
  }
}

function round(value: number | undefined): number | undefined {
  return value === undefined ? undefined : Math.round(value);
}
