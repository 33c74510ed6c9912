// Refusing a TTS request that asks too much: a Wyoming `error` the client can read, the connection
// closed (a stream past its bound cannot be resumed), and one log line saying why.
import { errorEvent, type WyomingConnection } from '../wyoming/index.js';
import { MAX_TTS_TEXT_CHARS } from './tts-limits.js';
import { VoiceError } from './voice-error.js';
import type { VoiceLogger } from './voice-logger.js';

export function tooLongError(): VoiceError {
  return new VoiceError(
    'too-long',
    `A TTS request may carry at most ${MAX_TTS_TEXT_CHARS} characters; this one was refused.`,
  );
}

export function busyError(): VoiceError {
  return new VoiceError('busy', 'The Hearth voice is busy with other requests; try again in a moment.');
}

/** A flood must not flood the log too: one warning per kind every this many ms, the rest at debug. */
const WARN_EVERY_MS = 10_000;
const lastWarnedAt = new Map<string, number>();

/** Writes the error, closes the connection, and logs it. */
export function refuse(
  connection: WyomingConnection,
  logger: VoiceLogger,
  error: VoiceError,
  details: Record<string, unknown> = {},
): void {
  const now = performance.now();
  const quiet = now - (lastWarnedAt.get(error.code) ?? Number.NEGATIVE_INFINITY) < WARN_EVERY_MS;
  if (!quiet) lastWarnedAt.set(error.code, now);
  (quiet ? logger.debug.bind(logger) : logger.warn.bind(logger))(
    {
      connection: connection.id,
      remote: connection.remoteAddress,
      code: error.code,
      ...details,
      hint:
        error.code === 'busy'
          ? 'many TTS requests arrived at once; if this is not an attack, the upstream TTS may be too slow'
          : 'a client sent more text than one TTS request may hold; nothing to change unless it is yours',
    },
    `refused a TTS request: ${error.message}`,
  );
  connection.write(errorEvent(error.message, `tts-${error.code}`));
  connection.close();
}

export function refuseTooLong(connection: WyomingConnection, logger: VoiceLogger, characters: number): void {
  refuse(connection, logger, tooLongError(), { characters, limit: MAX_TTS_TEXT_CHARS });
}
