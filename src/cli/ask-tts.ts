// `hearth ask --tts`: after the conversation, Home Assistant's TTS stage against Hearth's own TTS
// program (the Hearth voice), timed as a satellite would hear it, with the audio saved as a WAV file.
import { writeFile } from 'node:fs/promises';
import { stripMarks } from '../voice/index.js';
import { describe as describeEvent, parseInfo, WyomingClient } from '../wyoming/index.js';
import { HaPipeline, toWav } from './ha-pipeline.js';

/** Hearth's TTS program as HA reads it from `info`, or undefined when it offers none. */
export async function readTtsProgram(
  host: string,
  port: number,
): Promise<{ streaming: boolean } | undefined> {
  const client = await WyomingClient.connect({ host, port, timeoutMs: 5_000 });
  try {
    await client.write(describeEvent());
    for (;;) {
      const event = await client.read({ timeoutMs: 2_000 });
      if (event === undefined) return undefined;
      if (event.type !== 'info') continue;
      const program = parseInfo(event)?.tts?.find((item) => item.installed);
      return program === undefined
        ? undefined
        : { streaming: program.supports_synthesize_streaming === true };
    }
  } finally {
    client.close();
  }
}

export interface SpeakAnswerInput {
  /** The conversation connection, still open after `handled` (early speech sends the rest on it). */
  conversation: WyomingClient;
  host: string;
  port: number;
  streaming: boolean;
  language: string;
  voice: string | undefined;
  wavPath: string;
  /** performance.now() when the question was sent, and when to give up. */
  started: number;
  deadline: number;
  handledText: string;
  /** Chunks printed so far. */
  chunks: string[];
  output: NodeJS.WritableStream;
}

/** Runs HA's TTS stage for the `handled` text; prints the timings and the whole answer. */
export async function speakAnswer(input: SpeakAnswerInput): Promise<number> {
  const { output, started } = input;
  const handledMs = performance.now() - started;
  const ms = (value: number): string => `${Math.round(value)} ms`;
  const address = { host: input.host, port: input.port };
  const pipeline = new HaPipeline({
    conversation: address,
    tts: { ...address, streaming: input.streaming },
    language: input.language,
    timeoutMs: Math.max(1, input.deadline - performance.now()),
    ...(input.voice === undefined ? {} : { voice: { name: input.voice } }),
  });
  const speaking = pipeline.speak(input.handledText);
  const rest = readRest(input);
  let speech;
  try {
    speech = await speaking;
  } catch (error) {
    process.stderr.write(
      `hearth ask: the Hearth voice failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
  await rest;
  const early = stripMarks(input.handledText) !== input.handledText;
  const first = speech.chunks[0]?.at;
  output.write(
    `time to handled:     ${ms(handledMs)}${early ? ' (early hand-off: handled carried the first sentence only)' : ''}\n`,
  );
  output.write(`time to first audio: ${first === undefined ? 'no audio' : ms(first - started)}\n`);
  if (early) output.write(`hand-off text: ${stripMarks(input.handledText)}\n`);
  output.write(`full answer:   ${input.chunks.join(' ')}\n`);
  if (speech.format === undefined) {
    process.stderr.write('hearth ask: the TTS response had no audio\n');
    return 1;
  }
  const { rate, width, channels } = speech.format;
  await writeFile(input.wavPath, toWav(speech.audio, speech.format));
  const seconds = speech.audio.length / (rate * width * channels);
  output.write(
    `audio: ${seconds.toFixed(1)} s at ${rate} Hz, ${width * 8} bit, ${channels} channel(s) → ${input.wavPath}\n`,
  );
  return 0;
}

/** After an early hand-off, the rest of the answer still arrives as chunks on the conversation connection. */
async function readRest(input: SpeakAnswerInput): Promise<void> {
  try {
    for (;;) {
      const event = await input.conversation.read({
        timeoutMs: Math.max(1, input.deadline - performance.now()),
      });
      if (event === undefined || event.type === 'handled-stop') return;
      if (event.type === 'handled-chunk' && typeof event.data.text === 'string')
        input.chunks.push(event.data.text);
    }
  } catch {
    // A timeout or a closed connection: the chunks so far are what there is.
  }
}
