// `hearth eval` as a user runs it in demo mode: progress, a table, the JSON report on disk (and in the data
// dir, where the trace page's Models tab finds it), and clear errors for bad arguments.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvalUsageError, runEvalCommand } from '../src/cli/eval.js';
import { snapshotForEval } from '../src/cli/eval-home.js';
import { progressLine } from '../src/cli/eval-progress.js';
import { loadConfig } from '../src/config/index.js';
import { generateTasks, ReportStore, snapshotHome, taskHome, type EvalReport } from '../src/eval/index.js';
import { connectHomeAssistant } from '../src/ha/index.js';
import { startSimulator } from '../src/simulator/index.js';
import { evalModels } from './support/eval-models.js';
import { startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

let model: ScriptedModel;
let dir: string;

beforeAll(async () => {
  // The demo home, read the way `hearth eval` reads it, to script the models for the same tasks.
  const simulator = await startSimulator({ host: '127.0.0.1', port: 0 });
  const client = await connectHomeAssistant({
    apiUrl: `${simulator.url}/api`,
    websocketUrl: `${simulator.url.replace(/^http/, 'ws')}/api/websocket`,
    token: simulator.token,
  });
  const home = taskHome(await snapshotHome(client));
  await client.close();
  await simulator.close();
  const { tasks } = generateTasks(home, { count: 14, seed: 9, languages: ['en', 'de'] });
  model = await startScriptedModel({ fallback: evalModels(tasks) });
  dir = mkdtempSync(join(tmpdir(), 'hearth-eval-cli-'));
}, 30_000);

afterAll(async () => {
  await model?.close();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

describe('hearth eval', () => {
  it('compares two models on the demo home: progress, a table, and the JSON report', async () => {
    let printed = '';
    let progress = '';
    const out = join(dir, 'report.json');
    const report = await runEvalCommand(
      [
        '--model',
        'careful',
        '--model',
        'sloppy',
        '--tasks',
        '14',
        '--seed',
        '9',
        '--language',
        'en',
        '--language',
        'de',
        '--out',
        out,
      ],
      {
        env: { LLM_BASE_URL: model.url, LLM_API_KEY: 'sk-cli-secret', HEARTH_DATA_DIR: dir },
        write: (text) => (printed += text),
        progress: (text) => (progress += text),
        interactive: false,
      },
    );
    expect(report?.models.map((entry) => entry.model)).toEqual(['careful', 'sloppy']);
    expect(progress).toContain('[########################] 14/14 careful (1/2)');
    expect(progress).toContain('14/14 sloppy (2/2)');
    expect(printed).toMatch(/score\s+100 % \(14\/14\)/);
    expect(printed).toContain(`Report written to ${out}`);
    const written = JSON.parse(readFileSync(out, 'utf8')) as EvalReport;
    expect(written.tasks).toHaveLength(14);
    expect(new Set(written.tasks.map((task) => task.language))).toEqual(new Set(['en', 'de']));
    expect(readFileSync(out, 'utf8')).not.toContain('sk-cli-secret');
    expect(new ReportStore(join(dir, 'evals')).list().map((run) => run.id)).toEqual([written.id]);
  }, 120_000);

  it('reads the home through the Supervisor in the add-on and through HA_URL standalone, and only reads it', async () => {
    const home = await startSimulator({ host: '127.0.0.1', port: 0, generate: { entities: 200, seed: 4 } });
    try {
      const logger = pino({ level: 'silent' });
      const addon = loadConfig({
        env: { SUPERVISOR_TOKEN: home.supervisorToken, SUPERVISOR_URL: home.url, HEARTH_DATA_DIR: dir },
        fileExists: () => false,
      });
      const standalone = loadConfig({
        env: { HA_URL: home.url, HA_TOKEN: home.token, HEARTH_DATA_DIR: dir },
        fileExists: () => false,
      });
      const viaSupervisor = await snapshotForEval(addon, logger, {});
      const direct = await snapshotForEval(standalone, logger, {});
      expect(viaSupervisor.home.entities).toHaveLength(200);
      expect(direct.home).toEqual(viaSupervisor.home);
      expect(home.serviceCalls).toEqual([]);
    } finally {
      await home.close();
    }
  }, 60_000);

  it('says what is wrong with its arguments', async () => {
    const run = (argv: string[]) =>
      runEvalCommand(argv, { env: { HEARTH_DATA_DIR: dir }, write: () => undefined });
    await expect(run(['--tasks', '0'])).rejects.toThrow(
      new EvalUsageError('--tasks needs a whole number from 1 to 300, got "0"'),
    );
    await expect(run(['--home', 'a.json', '--generate', '100'])).rejects.toThrow(
      /either --home FILE or --generate N/,
    );
    await expect(run(['--base-url', 'not a url'])).rejects.toThrow(/--base-url must be a URL/);
    await expect(run(['--modle', 'x'])).rejects.toBeInstanceOf(EvalUsageError);
    expect(existsSync(join(dir, 'evals'))).toBe(true);
  });

  it('redraws one line on a terminal and writes every tenth task in a log', () => {
    const step = { model: 'm', modelIndex: 0, models: 1, done: 5, total: 10 };
    expect(progressLine(step, true)).toMatch(/^\r\[############\.{12}\] 5\/10 m\s+$/);
    expect(progressLine(step, false)).toBe('');
    expect(progressLine({ ...step, done: 10 }, false)).toBe('[########################] 10/10 m\n');
  });
});
