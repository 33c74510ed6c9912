// `hearth eval` end to end: a snapshot of a simulated "real" home, tasks from it, and three scripted models
// driven through a sandbox Hearth over Wyoming. Their scores come out in the right order with the right
// failure kinds, and the source home receives no service call at all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/index.js';
import {
  formatReport,
  generateTasks,
  runEval,
  snapshotHome,
  taskHome,
  type EvalProgress,
  type EvalReport,
  type HomeSnapshot,
} from '../src/eval/index.js';
import { connectHomeAssistant, type HomeAssistantClient } from '../src/ha/index.js';
import { sandboxHearthStarter } from '../src/hearth-sandbox.js';
import { startHearth } from '../src/hearth.js';
import { startSimulator, type Simulator } from '../src/simulator/index.js';
import { closedPort } from './support/closed-port.js';
import { evalModels } from './support/eval-models.js';
import { startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

const LANGUAGES = ['en', 'de', 'es', 'fr', 'nl', 'it'];
const SEED = 5;

let source: Simulator;
let client: HomeAssistantClient;
let model: ScriptedModel;
let snapshot: HomeSnapshot;
let report: EvalReport;
let dataDir: string;
const progress: EvalProgress[] = [];

describe('an evaluation of three scripted models', () => {
  beforeAll(async () => {
    source = await startSimulator({ host: '127.0.0.1', port: 0 });
    client = await connectHomeAssistant({
      apiUrl: `${source.url}/api`,
      websocketUrl: `${source.url.replace(/^http/, 'ws')}/api/websocket`,
      token: source.token,
    });
    snapshot = await snapshotHome(client);
    const { tasks } = generateTasks(taskHome(snapshot), { seed: SEED, languages: LANGUAGES });
    model = await startScriptedModel({ fallback: evalModels(tasks) });
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-eval-test-'));
    const config = loadConfig({
      env: { HEARTH_DATA_DIR: dataDir, HA_URL: source.url, HA_TOKEN: source.token, WEB_PORT: 'off' },
      fileExists: () => false,
    });
    const logger = pino({ level: 'silent' });
    report = await runEval({
      snapshot,
      seed: SEED,
      languages: LANGUAGES,
      models: ['careful', 'sloppy', 'inventor'].map((name) => ({
        baseUrl: model.url,
        model: name,
        apiKey: 'sk-eval',
      })),
      startHearth: sandboxHearthStarter(config, logger, startHearth),
      onProgress: (step) => progress.push(step),
    });
  }, 180_000);

  afterAll(async () => {
    await model?.close();
    await client?.close();
    await source?.close();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  });

  it('scores the careful model first, the inventor next and the sloppy one last', () => {
    const [careful, sloppy, inventor] = report.models;
    const failed = careful!.results.filter((result) => !result.passed);
    expect(failed).toEqual([]);
    expect(careful!.score).toBe(1);
    expect(inventor!.score).toBeLessThan(careful!.score);
    expect(sloppy!.score).toBeLessThan(inventor!.score);
    expect(report.tasks).toHaveLength(40);
    expect(Object.keys(careful!.byCategory)).toHaveLength(14);
  });

  it('names the sloppy model’s failures: tool calls as text, near misses, answers without acting', () => {
    const sloppy = report.models[1]!;
    expect(sloppy.failures['tool-call-as-text']).toBeGreaterThan(0);
    expect(sloppy.failures['wrong-value']).toBeGreaterThan(0);
    expect(sloppy.failures['no-tool-call']).toBeGreaterThan(0);
    expect(sloppy.failures['acted-when-should-ask']).toBeGreaterThan(0);
    expect(sloppy.failures['invented-entity']).toBeUndefined();
    const asText = sloppy.results.find((result) => result.failure === 'tool-call-as-text');
    expect(asText?.toolCalls).toEqual([]);
  });

  it('names the inventor’s failures: invented entity ids, and nothing it did not do', () => {
    const inventor = report.models[2]!;
    const kinds = Object.keys(inventor.failures);
    expect(kinds).toEqual(['invented-entity']);
    const invented = inventor.results.find((result) => result.failure === 'invented-entity');
    expect(invented?.detail).toMatch(/_main/);
  });

  it('measures time, tokens and tool calls of each model', () => {
    const careful = report.models[0]!;
    expect(careful.firstChunkMs.median).toBeGreaterThan(0);
    expect(careful.totalMs.median).toBeGreaterThanOrEqual(careful.firstChunkMs.median!);
    expect(careful.tokens.input).toBeGreaterThan(1000);
    expect(careful.tokens.output).toBeGreaterThan(0);
    expect(careful.toolCalls).toBeGreaterThan(20);
    expect(progress).toHaveLength(120);
    expect(progress.at(-1)).toMatchObject({
      model: 'inventor',
      done: 40,
      total: 40,
      modelIndex: 2,
      models: 3,
    });
    const table = formatReport(report);
    expect(table).toContain('careful');
    expect(table).toContain('tool-call-as-text');
  });

  it('fails the rest of a model at once when its first three tasks failed with an error', async () => {
    const config = loadConfig({
      env: { HEARTH_DATA_DIR: dataDir, WEB_PORT: 'off', TURN_TIMEOUT_S: '5' },
      fileExists: () => false,
    });
    const down = await runEval({
      snapshot,
      count: 8,
      models: [{ baseUrl: `http://127.0.0.1:${await closedPort()}/v1`, model: 'nobody', apiKey: undefined }],
      startHearth: sandboxHearthStarter(config, pino({ level: 'silent' }), startHearth),
    });
    const results = down.models[0]!.results;
    expect(results.map((result) => result.failure)).toEqual(Array(8).fill('error'));
    expect(results[0]!.detail).toMatch(/^not handled: /);
    expect(
      results.slice(3).every((result) => result.detail?.startsWith('not tried: the first 3 tasks failed')),
    ).toBe(true);
  }, 60_000);

  it('never calls a service of the home it copied', () => {
    expect(source.serviceCalls).toEqual([]);
    expect(client.home.entity('lock.front_door')?.state).toBe('locked');
  });
});
