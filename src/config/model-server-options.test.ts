import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.js';
import { parseOptions } from './options-schema.js';

const configWith = (options: Record<string, unknown>, env: Record<string, string> = {}) =>
  loadConfig({
    env: { HEARTH_OPTIONS: '/options.json', ...env },
    readFile: () => JSON.stringify(options),
    fileExists: () => false,
  });

describe('the options of the model at home', () => {
  it("defaults to Home Assistant's Ollama settings: auto-detect, 8192 tokens, stay loaded, thinking off", () => {
    const config = configWith({});
    expect(config.llm).toMatchObject({ api: 'auto', contextWindow: 8192, keepAlive: -1, think: false });
    expect(config.llm.extraFields).toBeUndefined();
    expect(config.modelWarmup).toBe(true);
    expect(configWith({}, { HEARTH_MODEL_WARMUP: '0' }).modelWarmup).toBe(false);
  });

  it('takes keep_alive as -1, seconds or a duration, and says what it expects otherwise', () => {
    expect(configWith({ keep_alive: '30m' }).llm.keepAlive).toBe('30m');
    expect(configWith({ keep_alive: '1h30m' }).llm.keepAlive).toBe('1h30m');
    expect(configWith({ keep_alive: '600' }).llm.keepAlive).toBe(600);
    expect(configWith({ keep_alive: '' }).llm.keepAlive).toBe(-1);
    expect(() => parseOptions({ keep_alive: 'forever' })).toThrow(
      'Invalid option "keep_alive": expected -1 (stay loaded), a number of seconds, or a duration such as 30m or 1h',
    );
  });

  it("maps thinking to Ollama's think: off, on, or the model's own default", () => {
    expect(configWith({ thinking: 'on' }).llm.think).toBe(true);
    expect(configWith({ thinking: 'model' }).llm.think).toBeUndefined();
    expect(() => parseOptions({ thinking: 'maybe' })).toThrow('Invalid option "thinking"');
    expect(() => parseOptions({ context_window: 100 })).toThrow('Invalid option "context_window"');
  });

  it('validates extra_request_fields: one JSON object, never replacing the fields Hearth writes', () => {
    expect(
      configWith({ extra_request_fields: '{"chat_template_kwargs": {"enable_thinking": false}}' }).llm
        .extraFields,
    ).toEqual({ chat_template_kwargs: { enable_thinking: false } });
    expect(() => parseOptions({ extra_request_fields: '{chat_template_kwargs: 1}' })).toThrow(
      'Invalid option "extra_request_fields": is not valid JSON',
    );
    expect(() => parseOptions({ extra_request_fields: '[1, 2]' })).toThrow('must be a JSON object');
    expect(() => parseOptions({ extra_request_fields: '{"model": "other", "top_k": 20}' })).toThrow(
      'may not set model: Hearth sets these itself',
    );
  });
});
