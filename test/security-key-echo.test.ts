// A model server that quotes the API key in its error message, just past the 300th character where
// Hearth cuts servers' words: the key is removed before the cut, so no part of it reaches the log, the
// trace page, or (for the expert's key) the main model's provider. Real sockets: two scripted model
// servers, a real Hearth, a Wyoming client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { callTools, fail, say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

/** startTestHearth's LLM_API_KEY. */
const MAIN_KEY = 'sk-test-secret-key-0123456789';
const EXPERT_KEY = 'sk-expert-secret-key-9876543210';

let main: ScriptedModel;
let expert: ScriptedModel;
let hearth: TestHearth;

beforeAll(async () => {
  main = await startScriptedModel();
  expert = await startScriptedModel({ models: ['expert-model'] });
  hearth = await startTestHearth({
    modelUrl: main.url,
    options: { expert_base_url: expert.url, expert_api_key: EXPERT_KEY, expert_model: 'expert-model' },
  });
});

afterAll(async () => {
  await hearth.close({ removeData: true });
  await expert.close();
  await main.close();
});

/** A message whose key starts at `offset` (the cut is at 300). */
function quoting(key: string, offset: number): { error: { message: string; code: string } } {
  return { error: { message: `${'x'.repeat(offset)}${key} is not valid`, code: 'invalid_api_key' } };
}

/** Everything Hearth wrote or shows: its log lines and every trace. */
function everything(): string {
  const traces = hearth.hearth.traces;
  return JSON.stringify(hearth.logs) + JSON.stringify(traces.list().map((t) => traces.get(t.id)));
}

/** Any 8 characters of the key, anywhere. */
function holdsPartOf(text: string, key: string): boolean {
  for (let start = 0; start + 8 <= key.length; start += 1) {
    if (text.includes(key.slice(start, start + 8))) return true;
  }
  return false;
}

describe("a server's message that quotes the key past the cut", () => {
  it.each([290, 295, 299, 300, 320])(
    'leaves no part of the main key in logs or traces (key at %i)',
    async (offset) => {
      main.enqueue(fail(401, quoting(MAIN_KEY, offset)));
      const result = await hearth.ask('hello');
      expect(result.outcome).toBe('not-handled');
      expect(holdsPartOf(everything(), MAIN_KEY)).toBe(false);
    },
  );

  it.each([290, 296, 300])(
    "leaves no part of the expert's key in what the main model reads (key at %i)",
    async (offset) => {
      main.enqueue(
        callTools([{ name: 'ask_expert', arguments: { question: 'Why is the sky blue?' } }]),
        say('Sorry.'),
      );
      expert.enqueue(fail(401, quoting(EXPERT_KEY, offset)));
      await hearth.ask('why is the sky blue');
      const read = JSON.stringify(main.requests.at(-1)?.body.messages);
      expect(read).toContain('x'.repeat(100));
      expect(holdsPartOf(read, EXPERT_KEY)).toBe(false);
      expect(holdsPartOf(everything(), EXPERT_KEY)).toBe(false);
    },
  );

  it('leaves no part of the key when the error body is longer than Hearth reads', async () => {
    main.enqueue(fail(500, `${'y'.repeat(64 * 1024 - 10)}${MAIN_KEY}${'y'.repeat(100)}`));
    main.enqueue(fail(500, `${'y'.repeat(64 * 1024 - 10)}${MAIN_KEY}${'y'.repeat(100)}`));
    await hearth.ask('hello again');
    expect(holdsPartOf(everything(), MAIN_KEY)).toBe(false);
  });
});
