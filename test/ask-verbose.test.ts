// `hearth ask --verbose` prints each tool call and its result between the chunks, from the trace stream.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsk } from '../src/cli/ask.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { callTools, say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

let model: ScriptedModel;
let hearth: TestHearth;

beforeAll(async () => {
  model = await startScriptedModel();
  hearth = await startTestHearth({ modelUrl: model.url });
  await hearth.homeReady();
});

afterAll(async () => {
  await hearth.close({ removeData: true });
  await model.close();
});

async function ask(args: string[]): Promise<{ code: number; lines: string[] }> {
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const code = await runAsk(args, output);
  return { code, lines: text.split('\n').filter(Boolean) };
}

describe('hearth ask --verbose', () => {
  it('prints the tool call with its arguments and its result before the answer that uses it', async () => {
    model.enqueue(
      callTools([{ name: 'control', arguments: { action: 'turn_on', targets: ['kitchen ceiling'] } }]),
      say('The kitchen light is on.', { firstDeltaDelayMs: 100 }),
    );
    const { code, lines } = await ask([
      'turn on the kitchen light',
      '--port',
      String(hearth.port),
      '--verbose',
      '--web-port',
      String(hearth.hearth.web!.port),
    ]);
    expect(code).toBe(0);
    const call = lines.findIndex((line) => /→ control \{"action":"turn_on"/.test(line));
    const result = lines.findIndex((line) => /← control ok in \d+ ms: \{"ok":true/.test(line));
    const chunk = lines.findIndex((line) => line.includes('The kitchen light is on.'));
    expect(call).toBeGreaterThanOrEqual(0);
    expect(result).toBeGreaterThan(call);
    expect(chunk).toBeGreaterThan(result);
  });

  it('still answers, and says why tool calls are missing, when the trace page is not there', async () => {
    model.enqueue(say('Hello.'));
    const { code, lines } = await ask(['hi', '--port', String(hearth.port), '--verbose', '--web-port', '1']);
    expect(code).toBe(0);
    expect(lines.some((line) => line.includes('handled: Hello.'))).toBe(true);
  });
});
