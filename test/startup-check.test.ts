// Hearth checks its model endpoint once at start and says in one log line what to change.
import { afterEach, describe, expect, it } from 'vitest';
import { startScriptedModel, type ScriptedModel } from './support/scripted-model.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';

let model: ScriptedModel | undefined;
let hearth: TestHearth | undefined;

afterEach(async () => {
  await hearth?.close({ removeData: true });
  await model?.close();
});

describe('the start-up model check', () => {
  it('logs that the endpoint, the model and tool calls are fine', async () => {
    model = await startScriptedModel();
    hearth = await startTestHearth({ modelUrl: model.url, env: { HEARTH_STARTUP_CHECK: '1' } });
    const result = await hearth.hearth.endpointCheck;
    expect(result?.ok).toBe(true);
    const line = hearth.logs.find((entry) => String(entry.msg).startsWith('Model check passed'));
    expect(line?.level).toBe(30);
  });

  it('logs an error naming the model on offer when the configured one is missing, and still answers', async () => {
    model = await startScriptedModel({ models: ['llama3.1:8b', 'qwen2.5:7b'] });
    hearth = await startTestHearth({ modelUrl: model.url, env: { HEARTH_STARTUP_CHECK: '1' } });
    await hearth.hearth.endpointCheck;
    const line = hearth.logs.find((entry) => String(entry.msg).startsWith('Model check failed'));
    expect(line?.level).toBe(50);
    expect(line?.msg).toContain('"scripted-model" is not among the models');
    expect(line?.msg).toContain('llama3.1:8b, qwen2.5:7b');
    expect(line?.msg).toContain('Set llm_model');
    expect(JSON.stringify(hearth.logs)).not.toContain('sk-test-secret-key');
    const answer = await hearth.ask('hello');
    expect(answer.outcome).toBe('handled');
  });
});
