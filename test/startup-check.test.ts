// Hearth checks its model endpoint once at start and says in one log line what to change.
import { afterEach, describe, expect, it } from 'vitest';
import {
  callTools,
  say,
  startScriptedModel,
  type ScriptedModel,
  type ScriptedRequest,
} from './support/scripted-model.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';

let model: ScriptedModel | undefined;
let hearth: TestHearth | undefined;

afterEach(async () => {
  await hearth?.close({ removeData: true });
  await model?.close();
});

describe('the start-up model check', () => {
  /** A model that makes the tool call the check asks for. */
  const callsTools = (request: ScriptedRequest) =>
    request.body.tools?.some((tool) => tool.function.name === 'check_connection') === true
      ? callTools([{ name: 'check_connection', arguments: {} }])
      : say('OK');

  it('logs that the endpoint, the model and tool calls are fine', async () => {
    model = await startScriptedModel({ fallback: callsTools });
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

  it('says plainly when the model answers in words instead of calling a tool', async () => {
    model = await startScriptedModel({ fallback: () => say('I would love to help with that!') });
    hearth = await startTestHearth({ modelUrl: model.url, env: { HEARTH_STARTUP_CHECK: '1' } });
    const result = await hearth.hearth.endpointCheck;
    expect(result).toMatchObject({ ok: false, problem: 'no-tool-calls' });
    const line = hearth.logs.find((entry) => String(entry.msg).startsWith('Model check:'));
    expect(line?.level).toBe(40);
    expect(line?.msg).toContain('"scripted-model" does not call tools');
    expect(line?.msg).toContain('Choose a model that calls tools');
  });

  it("says whether the fixed part of the prompt fits the model's context, and what to change when not", async () => {
    model = await startScriptedModel({
      fallback: callsTools,
      props: { default_generation_settings: { n_ctx: 2048 }, total_slots: 1 },
    });
    hearth = await startTestHearth({ modelUrl: model.url, env: { HEARTH_STARTUP_CHECK: '1' } });
    await hearth.hearth.endpointCheck;
    await expect
      .poll(() => hearth!.logs.find((entry) => String(entry.msg).startsWith('Model context:')), {
        timeout: 10_000,
      })
      .toBeDefined();
    const line = hearth.logs.find((entry) => String(entry.msg).startsWith('Model context:'))!;
    expect(line.level).toBe(50);
    expect(line.msg).toContain("do not fit the model's context of 2048 tokens (llama.cpp /props)");
    expect(String(line.hint)).toContain('--ctx-size');
    // The trace page's status says the same.
    const status = (await (await fetch(`${hearth.hearth.web!.url}api/totals`)).json()) as {
      status: { modelContext: { summary: string; hint: string; window: { tokens: number } } };
    };
    expect(status.status.modelContext).toMatchObject({
      window: { tokens: 2048 },
      hint: expect.stringContaining('--ctx-size'),
    });
  });

  it('with room to spare, says how much the context leaves for the conversation', async () => {
    model = await startScriptedModel({
      fallback: callsTools,
      props: { default_generation_settings: { n_ctx: 32768 } },
    });
    hearth = await startTestHearth({ modelUrl: model.url, env: { HEARTH_STARTUP_CHECK: '1' } });
    await expect
      .poll(() => hearth!.logs.find((entry) => String(entry.msg).startsWith('Model context:')), {
        timeout: 10_000,
      })
      .toBeDefined();
    const line = hearth.logs.find((entry) => String(entry.msg).startsWith('Model context:'))!;
    expect(line.level).toBe(30);
    expect(line.msg).toMatch(
      /32768 tokens \(llama\.cpp \/props\): the fixed part takes ~\d+, the answer up to 500, ~\d+ are left/,
    );
  });
});
