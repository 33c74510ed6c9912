// A TTS request that is not one of Hearth's turns: forwarded to the upstream event by event, exactly
// as the client sent it, with the upstream's audio streamed back as it arrives.
import {
  errorEvent,
  parseAudioFormat,
  type AudioFormat,
  type WyomingClient,
  type WyomingConnection,
  type WyomingEvent,
} from '../wyoming/index.js';
import { AudioResponse } from './audio-response.js';
import { stripMarks } from './handoff-mark.js';
import { busyError, refuse, tooLongError } from './refuse-request.js';
import { MAX_TTS_TEXT_CHARS } from './tts-limits.js';
import type { UpstreamSlots } from './upstream-slots.js';
import type { UpstreamTts } from './upstream-tts.js';
import { asVoiceError, type VoiceError } from './voice-error.js';
import type { VoiceLogger } from './voice-logger.js';

export interface PassThroughOptions {
  upstream: UpstreamTts;
  /** Taken before connecting, given back at the end: bounds the upstream connections of a flood. */
  slots: UpstreamSlots;
  connection: WyomingConnection;
  /** A `synthesize-start` flow (ends at `synthesize-stopped`) rather than one `synthesize`. */
  streaming: boolean;
  logger: VoiceLogger;
  /** Reports a failure (for the upstream's health); never throws. */
  onFailure: (error: VoiceError) => void;
}

/** Events held while waiting for the upstream (a stream sends a handful before its chunks). */
const MAX_HELD_EVENTS = 256;

export class PassThrough {
  readonly #options: PassThroughOptions;
  readonly #controller = new AbortController();
  readonly #response: AudioResponse;
  readonly #queue: WyomingEvent[] = [];
  #client: WyomingClient | undefined;
  /** Characters of text the client has sent in this request (a stream's chunks add up). */
  #characters = 0;

  constructor(options: PassThroughOptions) {
    this.#options = options;
    this.#response = new AudioResponse(options.connection, options.streaming);
    const onLeave = (): void => this.#controller.abort();
    options.connection.signal.addEventListener('abort', onLeave, { once: true });
    this.#controller.signal.addEventListener('abort', () => {
      options.connection.signal.removeEventListener('abort', onLeave);
      this.#client?.close();
    });
  }

  get done(): boolean {
    return this.#response.finished;
  }

  /** Connects and sends what the client has sent so far; later events follow through `forward`. */
  start(initial: readonly WyomingEvent[]): void {
    for (const event of initial) this.forward(event);
    void this.#run();
  }

  forward(event: WyomingEvent): void {
    if (this.#controller.signal.aborted) return;
    const text = typeof event.data.text === 'string' ? event.data.text : '';
    // The compat `synthesize` of a stream repeats the chunks: it is bounded alone, not added.
    if (event.type === 'synthesize-chunk') {
      if (text === '') return;
      this.#characters += text.length;
    }
    if (this.#characters > MAX_TTS_TEXT_CHARS || text.length > MAX_TTS_TEXT_CHARS) {
      this.#stop(tooLongError());
      return;
    }
    if (this.#client === undefined) {
      // Until the upstream answers, a client may still send stops and starts: hold a bounded few.
      if (this.#queue.length >= MAX_HELD_EVENTS) this.#stop(tooLongError());
      else this.#queue.push(event);
    } else this.#send(this.#client, event);
  }

  /** Ends this request with an error to the client; the upstream request (if any) is dropped. */
  #stop(error: VoiceError): void {
    this.#response.abandon();
    this.#queue.length = 0;
    refuse(this.#options.connection, this.#options.logger, error, { limit: MAX_TTS_TEXT_CHARS });
    this.#controller.abort();
  }

  async #run(): Promise<void> {
    const { upstream, streaming, logger, connection } = this.#options;
    const signal = this.#controller.signal;
    const release = await this.#options.slots.acquire(signal);
    if (release === undefined) {
      if (!signal.aborted) this.#stop(busyError());
      return;
    }
    try {
      const client = await upstream.connect(signal);
      this.#client = client;
      if (signal.aborted) client.close();
      for (const event of this.#queue.splice(0)) this.#send(client, event);
      let format: AudioFormat | undefined;
      for (;;) {
        const event = await upstream.read(client, signal);
        if (event.type === 'audio-start') {
          format = parseAudioFormat(event) ?? format;
        } else if (event.type === 'audio-chunk' && event.payload !== undefined) {
          const chunkFormat = parseAudioFormat(event) ?? format;
          if (chunkFormat !== undefined)
            this.#response.write({ format: chunkFormat, payload: event.payload });
        } else if ((event.type === 'audio-stop' && !streaming) || event.type === 'synthesize-stopped') {
          break;
        }
      }
      this.#response.finish();
    } catch (caught) {
      const error = asVoiceError(caught, signal);
      if (error.code === 'aborted') {
        logger.debug({ connection: connection.id }, 'TTS client left; stopped its upstream request');
      } else {
        logger.warn(
          {
            upstream: upstream.uri,
            code: error.code,
            reason: error.message,
            hint: 'check that the TTS upstream (e.g. the Piper add-on) is running and tts_upstream points at it',
          },
          'TTS request failed at the upstream; sent an error to the client',
        );
        this.#response.abandon();
        connection.write(errorEvent(error.message, `tts-${error.code}`));
        connection.close();
        this.#options.onFailure(error);
      }
    } finally {
      release();
      this.#controller.abort();
    }
  }

  #send(client: WyomingClient, event: WyomingEvent): void {
    client.write(withoutMarks(event)).catch(() => {
      // A failed write shows up as a closed connection on the read side.
    });
  }
}

/** Hand-off marks are Hearth's own; an upstream never sees them. */
function withoutMarks(event: WyomingEvent): WyomingEvent {
  if (typeof event.data.text !== 'string') return event;
  return { ...event, data: { ...event.data, text: stripMarks(event.data.text) } };
}
