// The upstream's voices as Hearth offers them: refreshed from its `describe`, remembered in the data
// dir so that a restart with the upstream down still offers them (HA creates the TTS entity only
// from the info it reads at setup).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { TtsVoice } from '../wyoming/index.js';
import type { UpstreamTts } from './upstream-tts.js';
import type { VoiceLogger } from './voice-logger.js';

export interface VoiceCatalogOptions {
  upstream: UpstreamTts;
  /** Where the last voices are kept (JSON). */
  file: string;
  logger: VoiceLogger;
  /** How often the voices are refreshed while Hearth runs (default 5 minutes). */
  refreshMs?: number;
}

/** At most this many voices are kept and offered (Piper lists a few hundred when all are installed). */
const MAX_VOICES = 2_000;

export class VoiceCatalog {
  readonly #options: VoiceCatalogOptions;
  #voices: TtsVoice[] = [];
  #timer: NodeJS.Timeout | undefined;
  #closed = new AbortController();
  #refreshing: Promise<boolean> | undefined;

  constructor(options: VoiceCatalogOptions) {
    this.#options = options;
  }

  /** The voices to offer: the upstream's last known ones (possibly none yet). */
  get voices(): readonly TtsVoice[] {
    return this.#voices;
  }

  /** Loads the remembered voices, refreshes once (waiting at most `waitMs`), then keeps refreshing. */
  async start(waitMs = 2_000): Promise<void> {
    await this.#load();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.refresh(), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    if (this.#voices.length === 0) {
      this.#options.logger.warn(
        {
          upstream: this.#options.upstream.uri,
          hint: 'once the upstream is up, reload the Wyoming integration entry for Hearth in Home Assistant to add the Hearth voice',
        },
        'No voices are known yet from the TTS upstream, so Hearth offers no TTS program for now',
      );
    }
    this.#timer = setInterval(() => void this.refresh(), this.#options.refreshMs ?? 300_000);
    this.#timer.unref();
  }

  /** Asks the upstream for its voices; true when it answered. Never throws. */
  refresh(): Promise<boolean> {
    this.#refreshing ??= this.#refresh().finally(() => (this.#refreshing = undefined));
    return this.#refreshing;
  }

  close(): void {
    clearInterval(this.#timer);
    this.#closed.abort();
  }

  async #refresh(): Promise<boolean> {
    const { upstream, logger } = this.#options;
    try {
      const programs = await upstream.describe(this.#closed.signal);
      const voices = programs
        .filter((program) => program.installed)
        .flatMap((program) => program.voices)
        .filter((voice) => voice.installed)
        .slice(0, MAX_VOICES);
      if (voices.length === 0) {
        logger.warn(
          {
            upstream: upstream.uri,
            hint: "install a voice in the TTS add-on (e.g. Piper's voice option), then restart it",
          },
          'The TTS upstream lists no installed voice',
        );
        return true;
      }
      if (JSON.stringify(voices) !== JSON.stringify(this.#voices)) {
        this.#voices = voices;
        logger.info(
          { upstream: upstream.uri, voices: voices.length },
          'voices refreshed from the TTS upstream',
        );
        await this.#save();
      }
      return true;
    } catch (error) {
      if (!this.#closed.signal.aborted) {
        logger.warn(
          {
            upstream: upstream.uri,
            err: error,
            remembered: this.#voices.length,
            hint: 'check that the upstream (e.g. the Piper add-on) is running and tts_upstream is right',
          },
          'Could not read the voices of the TTS upstream; offering the remembered ones',
        );
      }
      return false;
    }
  }

  async #load(): Promise<void> {
    try {
      const parsed = JSON.parse(await readFile(this.#options.file, 'utf8')) as unknown;
      if (!Array.isArray(parsed)) return;
      this.#voices = parsed
        .filter(isVoice)
        .slice(0, MAX_VOICES)
        .map((voice) => ({
          ...voice,
          description: voice.description ?? null,
          version: voice.version ?? null,
          speakers: Array.isArray(voice.speakers) ? voice.speakers : null,
        }));
    } catch {
      // Nothing remembered yet (or unreadable): the upstream's describe fills it.
    }
  }

  async #save(): Promise<void> {
    const file = this.#options.file;
    try {
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(this.#voices), { mode: 0o600 });
      await rename(temporary, file);
    } catch (error) {
      this.#options.logger.warn(
        { err: error, file, hint: 'check that the data folder is writable and not full' },
        'Could not remember the TTS voices in the data dir',
      );
    }
  }
}

function isVoice(value: unknown): value is TtsVoice {
  if (typeof value !== 'object' || value === null) return false;
  const voice = value as Partial<TtsVoice>;
  return (
    typeof voice.name === 'string' &&
    typeof voice.installed === 'boolean' &&
    Array.isArray(voice.languages) &&
    voice.languages.every((language) => typeof language === 'string') &&
    typeof voice.attribution?.name === 'string' &&
    typeof voice.attribution.url === 'string'
  );
}
