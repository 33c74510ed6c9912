import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseOptions } from './index.js';

const noFiles = { fileExists: () => false };

describe('loadConfig', () => {
  it('runs in demo mode with defaults when nothing is configured', () => {
    const config = loadConfig({ env: {}, ...noFiles });
    expect(config.mode).toBe('demo');
    expect(config.wyoming).toEqual({ host: '0.0.0.0', port: 10500 });
    expect(config.agent.turnTimeoutMs).toBe(30_000);
    expect(config.agent.maxSteps).toBe(8);
    expect(config.dataDir).toBe('./data');
    expect(config.tools.template).toBe(false);
  });

  it('goes through the Supervisor proxy when SUPERVISOR_TOKEN is set', () => {
    const config = loadConfig({
      env: { SUPERVISOR_TOKEN: 'abc', SUPERVISOR_URL: 'http://127.0.0.1:9/' },
      ...noFiles,
    });
    expect(config.homeAssistant).toEqual({
      mode: 'addon',
      supervisorUrl: 'http://127.0.0.1:9',
      apiUrl: 'http://127.0.0.1:9/core/api',
      websocketUrl: 'ws://127.0.0.1:9/core/websocket',
      token: 'abc',
    });
    expect(config.dataDir).toBe('/data');
  });

  it('uses HA_URL and HA_TOKEN in standalone mode, with wss for https', () => {
    const config = loadConfig({ env: { HA_URL: 'https://ha.local:8123', HA_TOKEN: 't' }, ...noFiles });
    expect(config.homeAssistant).toMatchObject({
      mode: 'standalone',
      apiUrl: 'https://ha.local:8123/api',
      websocketUrl: 'wss://ha.local:8123/api/websocket',
    });
  });

  it('refuses HA_URL without HA_TOKEN with a clear message', () => {
    expect(() => loadConfig({ env: { HA_URL: 'http://ha:8123' }, ...noFiles })).toThrow(
      /HA_TOKEN is missing/,
    );
  });

  it('lets the environment override the options file', () => {
    const config = loadConfig({
      env: { HEARTH_OPTIONS: '/opts.json', LLM_MODEL: 'from-env', TURN_TIMEOUT_S: '5', WYOMING_PORT: '0' },
      readFile: () => JSON.stringify({ llm_model: 'from-file', turn_timeout: 12, language: 'de' }),
      ...noFiles,
    });
    expect(config.llm.model).toBe('from-env');
    expect(config.agent.turnTimeoutMs).toBe(5_000);
    expect(config.wyoming.port).toBe(0);
    expect(config.language).toBe('de');
    expect(config.optionsPath).toBe('/opts.json');
  });

  it('keeps camera snapshots in the media folder of Home Assistant in the add-on, under the data dir elsewhere', () => {
    expect(loadConfig({ env: { SUPERVISOR_TOKEN: 't' }, ...noFiles }).snapshotDir).toBe('/media/hearth');
    expect(loadConfig({ env: { HEARTH_DATA_DIR: '/tmp/h' }, ...noFiles }).snapshotDir).toBe(
      '/tmp/h/snapshots',
    );
    expect(loadConfig({ env: { HEARTH_SNAPSHOT_DIR: '/srv/snaps' }, ...noFiles }).snapshotDir).toBe(
      '/srv/snaps',
    );
  });

  it('announces every language unless the options name some', () => {
    const load = (options: object) =>
      loadConfig({ env: { HEARTH_OPTIONS: '/o.json' }, readFile: () => JSON.stringify(options), ...noFiles });
    expect(load({}).announcedLanguages).toEqual([]);
    expect(load({ languages: [] }).announcedLanguages).toEqual([]);
    expect(load({ languages: ['nl', 'fr-BE', 'nl'] }).announcedLanguages).toEqual(['nl', 'fr-BE']);
    expect(() => load({ languages: ['Dutch'] })).toThrow(/^Invalid option "languages.0": /);
  });

  it('refuses an LLM_BASE_URL without http:// as strictly as the option, with the fix in the message', () => {
    const load = (url: string) => () => loadConfig({ env: { LLM_BASE_URL: url }, ...noFiles });
    expect(load('localhost:11434')).toThrow(
      /^Invalid environment variable LLM_BASE_URL: must start with http:\/\/ or https:\/\/ \(did you mean http:\/\/localhost:11434 \?\)$/,
    );
    expect(load('ftp://models.lan/v1')).toThrow(/LLM_BASE_URL: must be a full URL .* e\.g\. http:\/\//);
    expect(() => parseOptions({ llm_base_url: 'localhost:11434/v1' })).toThrow(
      /^Invalid option "llm_base_url": .*did you mean http:\/\/localhost:11434\/v1 \?/,
    );
    expect(loadConfig({ env: { LLM_BASE_URL: 'http://[::1]:8080/v1' }, ...noFiles }).llm.baseUrl).toBe(
      'http://[::1]:8080/v1',
    );
  });

  it('never echoes a malformed URL that could hold a password', () => {
    const load = () => loadConfig({ env: { LLM_BASE_URL: 'user:s3cret@models.lan' }, ...noFiles });
    expect(load).toThrow(/LLM_BASE_URL/);
    expect(load).not.toThrow(/s3cret/);
  });

  it('names the bad option in one line', () => {
    expect(() => parseOptions({ temperature: 7 })).toThrow(/^Invalid option "temperature": /);
    expect(() => parseOptions({ log_level: 'loud' })).toThrow(/"log_level"/);
  });

  it('reports an unreadable or malformed options file as a ConfigError', () => {
    const read = () =>
      loadConfig({ env: { HEARTH_OPTIONS: '/x.json' }, readFile: () => '{not json', ...noFiles });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/not valid JSON/);
  });

  it('rejects a bad WYOMING_PORT naming the variable', () => {
    expect(() => loadConfig({ env: { WYOMING_PORT: 'seventy' }, ...noFiles })).toThrow(/WYOMING_PORT/);
  });

  it('never puts the API key or token in an error message', () => {
    try {
      loadConfig({ env: { HA_URL: 'not a url', HA_TOKEN: 'super-secret-token' }, ...noFiles });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('super-secret-token');
    }
  });

  it('writes human log lines on a terminal and JSON when piped, unless told otherwise', () => {
    expect(loadConfig({ env: {}, ...noFiles }).logFormat).toBe('json');
    expect(loadConfig({ env: {}, stdoutIsTerminal: true, ...noFiles }).logFormat).toBe('human');
    expect(loadConfig({ env: { LOG_FORMAT: 'json' }, stdoutIsTerminal: true, ...noFiles }).logFormat).toBe(
      'json',
    );
    expect(loadConfig({ env: { SUPERVISOR_TOKEN: 't' }, ...noFiles }).logFormat).toBe('human');
  });

  it('listens for the answer to its questions unless follow_up is off', () => {
    expect(loadConfig({ env: {}, ...noFiles }).followUp).toBe(true);
    const off = loadConfig({
      env: { HEARTH_OPTIONS: '/o.json' },
      readFile: () => JSON.stringify({ follow_up: false }),
      ...noFiles,
    });
    expect(off.followUp).toBe(false);
  });

  describe('the Hearth voice', () => {
    it('is off without an upstream, and speaks early by default with one', () => {
      expect(loadConfig({ env: {}, ...noFiles }).voice).toEqual({ upstream: undefined, speakEarly: false });
      expect(loadConfig({ env: { TTS_UPSTREAM: 'tcp://core-piper:10200' }, ...noFiles }).voice).toEqual({
        upstream: { uri: 'tcp://core-piper:10200', host: 'core-piper', port: 10200 },
        speakEarly: true,
      });
    });

    it('reads speak_early from the options and SPEAK_EARLY from the environment', () => {
      const withOptions = (options: object, env: Record<string, string> = {}) =>
        loadConfig({
          env: { HEARTH_OPTIONS: '/o.json', ...env },
          readFile: () => JSON.stringify({ tts_upstream: 'tcp://[::1]:10200', ...options }),
          ...noFiles,
        }).voice;
      expect(withOptions({ speak_early: false })).toMatchObject({
        speakEarly: false,
        upstream: { host: '::1' },
      });
      expect(withOptions({ speak_early: false }, { SPEAK_EARLY: 'on' }).speakEarly).toBe(true);
      expect(withOptions({}, { SPEAK_EARLY: 'false' }).speakEarly).toBe(false);
      expect(() => withOptions({}, { SPEAK_EARLY: 'maybe' })).toThrow(/SPEAK_EARLY/);
    });

    it('rejects an upstream that is not tcp://host:port, naming where it came from', () => {
      expect(() => loadConfig({ env: { TTS_UPSTREAM: 'core-piper:10200' }, ...noFiles })).toThrow(
        /TTS_UPSTREAM/,
      );
      expect(() => loadConfig({ env: { TTS_UPSTREAM: 'tcp://piper:99999' }, ...noFiles })).toThrow(
        /TTS_UPSTREAM/,
      );
      expect(() => parseOptions({ tts_upstream: 'http://piper:10200' })).toThrow(/"tts_upstream"/);
      expect(loadConfig({ env: { TTS_UPSTREAM: '  ' }, ...noFiles }).voice.upstream).toBeUndefined();
    });
  });
});

describe('the options of issue 16', () => {
  const withOptions = (options: object, env: Record<string, string> = {}) =>
    loadConfig({
      env: { HEARTH_OPTIONS: '/o.json', ...env },
      readFile: () => JSON.stringify(options),
      ...noFiles,
    });

  it('gives the knobs sane defaults', () => {
    const config = withOptions({});
    expect(config.llm.topP).toBe(1);
    expect(config.agent).toMatchObject({ maxToolCalls: 20, toolTimeoutMs: 15_000, systemPrompt: undefined });
    expect(config.expert).toBeUndefined();
  });

  it('stops the start on an unknown placeholder in system_prompt, naming it', () => {
    expect(() => parseOptions({ system_prompt: 'Hi {{home}} at {{ time }} in {{area}}' })).not.toThrow();
    expect(() => parseOptions({ system_prompt: 'Hi {{ house }}' })).toThrow(
      /"system_prompt": unknown placeholder \{\{ house \}\}; the known ones are \{\{home\}\}, \{\{time\}\}, \{\{area\}\}/,
    );
    expect(() => parseOptions({ system_prompt: "{{ states('sun.sun') }}" })).toThrow(/unknown placeholder/);
  });

  it('offers an expert only with a model, sharing the main endpoint and key unless it has its own', () => {
    const shared = withOptions(
      { expert_model: 'big' },
      { LLM_BASE_URL: 'http://main:1/v1', LLM_API_KEY: 'k1' },
    );
    expect(shared.expert).toEqual({
      baseUrl: 'http://main:1/v1',
      apiKey: 'k1',
      model: 'big',
      timeoutMs: 20_000,
      maxTokens: 600,
    });
    const own = withOptions(
      { expert_model: 'big', expert_base_url: 'https://expert.example/v1', expert_timeout: 9 },
      { LLM_API_KEY: 'k1' },
    );
    // The main key never goes to another server.
    expect(own.expert).toMatchObject({
      baseUrl: 'https://expert.example/v1',
      apiKey: undefined,
      timeoutMs: 9_000,
    });
    const keyed = withOptions({
      expert_model: 'big',
      expert_base_url: 'https://e.example/v1',
      expert_api_key: 'k2',
    });
    expect(keyed.expert?.apiKey).toBe('k2');
    expect(withOptions({ expert_base_url: 'https://e.example/v1' }).expert).toBeUndefined();
    expect(() => parseOptions({ expert_base_url: 'e.example:1234' })).toThrow(/"expert_base_url"/);
  });
});
