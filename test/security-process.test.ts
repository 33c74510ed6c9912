// SIGTERM ends `node dist/main.js` cleanly at any moment: during start-up and in the middle of a turn
// whose model never answers (npm test builds dist/ before running tests).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcript, WyomingClient } from '../src/wyoming/index.js';
import { hang, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

const MAIN = join(resolve(import.meta.dirname, '..'), 'dist/main.js');
let model: ScriptedModel;
let dataDir: string;

beforeAll(async () => {
  if (!existsSync(MAIN))
    throw new Error('dist/main.js is missing: run `npm run build` first (npm test does)');
  model = await startScriptedModel();
  dataDir = mkdtempSync(join(tmpdir(), 'hearth-sigterm-'));
});

afterAll(async () => {
  await model.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function spawnMain() {
  const child = execa('node', [MAIN], {
    env: {
      WYOMING_HOST: '127.0.0.1',
      WYOMING_PORT: '0',
      LLM_BASE_URL: model.url,
      LLM_API_KEY: 'sk-sigterm-secret',
      HEARTH_DATA_DIR: dataDir,
      HEARTH_STARTUP_CHECK: '0',
      HEARTH_MODEL_WARMUP: '0',
      LOG_FORMAT: 'json',
    },
    extendEnv: false,
    reject: false,
    buffer: false,
  });
  const lines: string[] = [];
  const waitFor = (pattern: RegExp): Promise<string> =>
    new Promise((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`no "${pattern}" in:\n${lines.join('\n')}`)), 10_000);
      const check = (): void => {
        const line = lines.find((candidate) => pattern.test(candidate));
        if (line !== undefined) {
          clearTimeout(timer);
          done(line);
        }
      };
      child.stdout?.on('data', check);
      check();
    });
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (text: string) => lines.push(...text.split('\n').filter(Boolean)));
  return { child, waitFor };
}

describe('SIGTERM', () => {
  it('ends the process with exit code 0 when it arrives during start-up', async () => {
    const { child, waitFor } = spawnMain();
    await waitFor(/starting/);
    child.kill('SIGTERM');
    const result = await child;
    expect(result.signal).toBeUndefined();
    expect(result.exitCode).toBe(0);
  });

  it('ends the process promptly in the middle of a turn whose model never answers', async () => {
    model.setFallback(() => hang());
    const { child, waitFor } = spawnMain();
    const listening = await waitFor(/Wyoming server listening/);
    const port = Number(/"port":(\d+)/.exec(listening)?.[1] ?? /port (\d+)/.exec(listening)?.[1]);
    const client = await WyomingClient.connect({ host: '127.0.0.1', port, timeoutMs: 5_000 });
    const asked = model.nextRequest();
    await client.write(transcript('are you there?', { language: 'en' }));
    await asked;
    const stopAt = performance.now();
    child.kill('SIGTERM');
    const result = await child;
    client.close();
    expect(result.exitCode).toBe(0);
    // Hearth forces its exit 1.8 s after the signal; the margin is for a loaded test machine. Without
    // the signal the turn would wait for the model until its deadline.
    expect(performance.now() - stopAt).toBeLessThan(10_000);
  });
});
