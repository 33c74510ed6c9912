// `hearth ask --tts` plays HA's pipeline against a running Hearth: conversation, then the Hearth voice;
// it prints the time to handled and to the first audio, the whole answer, and saves a WAV file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsk } from '../src/cli/ask.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { decodeSentences } from './support/pcm-text.js';
import { say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';
import { startScriptedPiper, type ScriptedPiper } from './support/scripted-piper.js';

let model: ScriptedModel;
let piper: ScriptedPiper;
let hearth: TestHearth;
const folder = mkdtempSync(join(tmpdir(), 'hearth-ask-tts-'));

beforeAll(async () => {
  model = await startScriptedModel();
  piper = await startScriptedPiper();
  hearth = await startTestHearth({ modelUrl: model.url, env: { TTS_UPSTREAM: piper.uri } });
});

afterAll(async () => {
  await hearth.close({ removeData: true });
  await piper.close();
  await model.close();
  rmSync(folder, { recursive: true, force: true });
});

async function ask(args: string[]): Promise<{ code: number; text: string }> {
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const code = await runAsk(args, output);
  return { code, text };
}

/** The PCM of a WAV file and its format, read from the header. */
function readWav(path: string) {
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  const format = {
    channels: bytes.readUInt16LE(22),
    rate: bytes.readUInt32LE(24),
    width: bytes.readUInt16LE(34) / 8,
  };
  return { format, pcm: bytes.subarray(44) };
}

describe('hearth ask --tts', () => {
  it('reports both timings, the early hand-off and the whole answer, and writes what was spoken as WAV', async () => {
    const wav = join(folder, 'answer.wav');
    const args = [
      '--port',
      String(hearth.port),
      '--tts',
      '--satellite',
      'assist_satellite.desk',
      '--wav',
      wav,
    ];
    model.enqueue(say('Hello there.'));
    const first = await ask(['hi', ...args]);
    expect(first.code).toBe(0);
    expect(first.text).not.toContain('early hand-off');

    model.enqueue(say('The oven is off. The kettle is on. Tea in two minutes.', { delayMs: 5 }));
    const { code, text } = await ask(['kitchen status', ...args]);
    expect(code).toBe(0);
    expect(text).toMatch(/time to handled: +\d+ ms \(early hand-off/);
    expect(text).toMatch(/time to first audio: +\d+ ms/);
    expect(text).toContain('hand-off text: The oven is off.');
    expect(text).toContain('full answer:   The oven is off. The kettle is on. Tea in two minutes.');
    const { format, pcm } = readWav(wav);
    expect(decodeSentences(pcm, format)).toEqual([
      'The oven is off.',
      'The kettle is on.',
      'Tea in two minutes.',
    ]);
  });

  it('says plainly when Hearth offers no TTS program', async () => {
    const plain = await startTestHearth({ modelUrl: model.url });
    try {
      const { code } = await ask(['hi', '--port', String(plain.port), '--tts']);
      expect(code).toBe(1);
    } finally {
      await plain.close({ removeData: true });
    }
  });
});
