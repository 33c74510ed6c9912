// `describe` and `info`: what a service advertises, with every handle/intent field of protocol 1.9.
// Wire spellings on purpose: these types are the data block. Protocol only.
import { isRecord, type WyomingEvent } from './wyoming-event.js';

export interface Attribution {
  name: string;
  url: string;
}

/** Fields shared by every program and model; `description`/`version` are sent even when null. */
export interface Artifact {
  name: string;
  attribution: Attribution;
  installed: boolean;
  description: string | null;
  version: string | null;
}

export interface HandleModel extends Artifact {
  /** Always an array; current Home Assistant reads `[]` as every language, older ones as none. */
  languages: string[];
}

export interface HandleProgram extends Artifact {
  models: HandleModel[];
  /** Protocol 1.7+; false when absent. */
  supports_handled_streaming?: boolean;
  /** Protocol 1.9+; false when absent. */
  supports_home_control?: boolean;
}

export interface IntentModel extends Artifact {
  languages: string[];
}

export interface IntentProgram extends Artifact {
  models: IntentModel[];
}

export interface TtsVoiceSpeaker {
  name: string;
}

export interface TtsVoice extends Artifact {
  languages: string[];
  /** Multi-speaker voices name their speakers; null otherwise. */
  speakers: TtsVoiceSpeaker[] | null;
}

export interface TtsProgram extends Artifact {
  voices: TtsVoice[];
  /** Protocol 1.7+: the program accepts `synthesize-start`/`-chunk`/`-stop`; false when absent. */
  supports_synthesize_streaming?: boolean;
}

/** The lists we do not model are passed through as plain objects. */
export interface Info {
  handle?: HandleProgram[];
  intent?: IntentProgram[];
  tts?: TtsProgram[];
  asr?: Record<string, unknown>[];
  wake?: Record<string, unknown>[];
  mic?: Record<string, unknown>[];
  snd?: Record<string, unknown>[];
  satellite?: Record<string, unknown>;
}

const OTHER_LISTS = ['asr', 'wake', 'mic', 'snd'] as const;

export function describe(): WyomingEvent {
  return { type: 'describe', data: {} };
}

export function isDescribe(event: WyomingEvent): boolean {
  return event.type === 'describe';
}

/** Like the reference library: every list written (empty ones as `[]`), `satellite` only if set. */
export function info(value: Info): WyomingEvent {
  const data: Record<string, unknown> = {};
  // Key order as the reference library writes it: asr, tts, wake, mic, snd, then handle and intent.
  data.asr = value.asr ?? [];
  data.tts = (value.tts ?? []).map((program) => ({
    ...artifact(program),
    voices: program.voices.map((voice) => ({
      ...artifact(voice),
      languages: [...voice.languages],
      speakers: voice.speakers === null ? null : voice.speakers.map((speaker) => ({ name: speaker.name })),
    })),
    supports_synthesize_streaming: program.supports_synthesize_streaming ?? false,
  }));
  for (const key of ['wake', 'mic', 'snd'] as const) data[key] = value[key] ?? [];
  data.handle = (value.handle ?? []).map((program) => ({
    ...artifact(program),
    models: program.models.map((model) => ({ ...artifact(model), languages: [...model.languages] })),
    supports_handled_streaming: program.supports_handled_streaming ?? false,
    supports_home_control: program.supports_home_control ?? false,
  }));
  data.intent = (value.intent ?? []).map((program) => ({
    ...artifact(program),
    models: program.models.map((model) => ({ ...artifact(model), languages: [...model.languages] })),
  }));
  if (value.satellite !== undefined) data.satellite = value.satellite;
  return { type: 'info', data };
}

/**
 * Reads an `info` event. Unknown keys are skipped; a handle or intent entry missing a field
 * the reference library requires makes the whole event unusable (undefined), as it does there.
 */
export function parseInfo(event: WyomingEvent): Info | undefined {
  if (event.type !== 'info') return undefined;
  const handle = parseList(event.data.handle, parseHandleProgram);
  const intent = parseList(event.data.intent, parseIntentProgram);
  if (handle === undefined || intent === undefined) return undefined;
  const result: Info = { handle, intent, tts: parseTtsPrograms(event.data.tts) };
  for (const key of OTHER_LISTS) {
    const list = event.data[key];
    result[key] = Array.isArray(list) ? list.filter(isRecord) : [];
  }
  if (isRecord(event.data.satellite)) result.satellite = event.data.satellite;
  return result;
}

function artifact(value: Artifact): Artifact {
  return {
    name: value.name,
    attribution: { name: value.attribution.name, url: value.attribution.url },
    installed: value.installed,
    description: value.description ?? null,
    version: value.version ?? null,
  };
}

function parseList<T>(value: unknown, parseItem: (item: unknown) => T | undefined): T[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return undefined;
  const items: T[] = [];
  for (const item of value as unknown[]) {
    const parsed = parseItem(item);
    if (parsed === undefined) return undefined;
    items.push(parsed);
  }
  return items;
}

function parseArtifact(value: unknown): Artifact | undefined {
  if (!isRecord(value) || !isRecord(value.attribution)) return undefined;
  const { name, installed, description, version } = value;
  const attribution = value.attribution;
  if (typeof name !== 'string' || typeof installed !== 'boolean') return undefined;
  if (typeof attribution.name !== 'string' || typeof attribution.url !== 'string') return undefined;
  return {
    name,
    attribution: { name: attribution.name, url: attribution.url },
    installed,
    description: typeof description === 'string' ? description : null,
    version: typeof version === 'string' ? version : null,
  };
}

function parseModel(value: unknown): HandleModel | undefined {
  const base = parseArtifact(value);
  if (base === undefined || !isRecord(value)) return undefined;
  const languages: unknown = value.languages;
  if (!Array.isArray(languages) || !languages.every((language) => typeof language === 'string')) {
    return undefined;
  }
  return { ...base, languages };
}

function parseIntentProgram(value: unknown): IntentProgram | undefined {
  const base = parseArtifact(value);
  if (base === undefined || !isRecord(value)) return undefined;
  const models = Array.isArray(value.models) ? parseList(value.models, parseModel) : undefined;
  return models === undefined ? undefined : { ...base, models };
}

function parseHandleProgram(value: unknown): HandleProgram | undefined {
  const program = parseIntentProgram(value);
  if (program === undefined || !isRecord(value)) return undefined;
  return {
    ...program,
    supports_handled_streaming: value.supports_handled_streaming === true,
    supports_home_control: value.supports_home_control === true,
  };
}

/** TTS programs are read leniently: an entry or voice missing a required field is skipped alone. */
function parseTtsPrograms(value: unknown): TtsProgram[] {
  if (!Array.isArray(value)) return [];
  const programs: TtsProgram[] = [];
  for (const item of value as unknown[]) {
    const base = parseArtifact(item);
    if (base === undefined || !isRecord(item) || !Array.isArray(item.voices)) continue;
    const voices: TtsVoice[] = [];
    for (const voice of item.voices as unknown[]) {
      const parsed = parseTtsVoice(voice);
      if (parsed !== undefined) voices.push(parsed);
    }
    programs.push({
      ...base,
      voices,
      supports_synthesize_streaming: item.supports_synthesize_streaming === true,
    });
  }
  return programs;
}

function parseTtsVoice(value: unknown): TtsVoice | undefined {
  const model = parseModel(value);
  if (model === undefined || !isRecord(value)) return undefined;
  const speakers = Array.isArray(value.speakers)
    ? (value.speakers as unknown[])
        .filter(
          (speaker): speaker is { name: string } => isRecord(speaker) && typeof speaker.name === 'string',
        )
        .map((speaker) => ({ name: speaker.name }))
    : null;
  return { ...model, speakers };
}
