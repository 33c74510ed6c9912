// Writes one TTS response to a client: one `audio-start` whose format every later chunk keeps (HA
// builds its WAV header from the first one only), the chunks, then `audio-stop` and, for a
// streaming request, `synthesize-stopped`.
import {
  audioChunk,
  audioStart,
  audioStop,
  synthesizeStopped,
  type WyomingConnection,
} from '../wyoming/index.js';
import { PcmConverter } from './pcm-converter.js';
import type { AudioPiece } from './upstream-tts.js';

export class AudioResponse {
  readonly #connection: WyomingConnection;
  readonly #streaming: boolean;
  readonly #started = performance.now();
  #converter: PcmConverter | undefined;
  #finished = false;
  /** ms from the response's creation to its first audio chunk. */
  firstAudioMs: number | undefined;
  bytes = 0;

  constructor(connection: WyomingConnection, streaming: boolean) {
    this.#connection = connection;
    this.#streaming = streaming;
  }

  get finished(): boolean {
    return this.#finished;
  }

  /** Sends a piece, converted to the response's format (set by the first piece). */
  write(piece: AudioPiece): void {
    if (this.#finished) return;
    if (this.#converter === undefined) {
      this.#converter = new PcmConverter(piece.format);
      this.#connection.write(audioStart(piece.format));
    }
    const payload = this.#converter.convert(piece.payload, piece.format);
    if (payload.length === 0) return;
    this.firstAudioMs ??= performance.now() - this.#started;
    this.bytes += payload.length;
    this.#connection.write(audioChunk(this.#converter.target, payload));
  }

  /** Ends the audio (and the stream). A response that never had audio still gets a well-formed end. */
  finish(): void {
    if (this.#finished) return;
    this.#finished = true;
    // A one-shot client waits for `audio-stop` even when there was nothing to say.
    if (this.#converter !== undefined || !this.#streaming) this.#connection.write(audioStop());
    if (this.#streaming) this.#connection.write(synthesizeStopped());
  }

  /** Marks the response as over without writing (after an `error` was sent instead). */
  abandon(): void {
    this.#finished = true;
  }
}
