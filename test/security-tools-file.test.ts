// Nothing tools.yaml holds can end Hearth: `node dist/main.js` runs on while the file is saved with 50
// tools sharing one anchor (the `yaml` package's guard used to throw on it, uncaught, from the
// watcher) and then with an alias bomb; the shared tools load, the bomb is logged at its position.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describe as describeEvent, WyomingClient } from '../src/wyoming/index.js';
import { startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

const MAIN = join(resolve(import.meta.dirname, '..'), 'dist/main.js');
let model: ScriptedModel;
let dir: string;

beforeAll(async () => {
  model = await startScriptedModel();
  dir = mkdtempSync(join(tmpdir(), 'hearth-tools-file-'));
});

afterAll(async () => {
  await model.close();
  rmSync(dir, { recursive: true, force: true });
});

function entry(name: string, shared: string): string {
  return `  - name: ${name}\n    kind: template\n    template: "{{ room }}"\n${shared}`;
}

const FIRST =
  '    description: &about About a room.\n    parameters: &room\n      type: object\n      properties:\n        room: { type: string }\n';

function sharedAnchors(count: number): string {
  const entries = [entry('room_0', FIRST)];
  for (let index = 1; index < count; index += 1) {
    entries.push(entry(`room_${index}`, '    description: *about\n    parameters: *room\n'));
  }
  return `tools:\n${entries.join('')}`;
}

function aliasBomb(): string {
  const lines = ['  l0: &l0 "lol"'];
  for (let level = 1; level <= 9; level += 1) {
    lines.push(
      `  l${level}: &l${level} [${Array(9)
        .fill(`*l${level - 1}`)
        .join(', ')}]`,
    );
  }
  return `defs:\n${lines.join('\n')}\n${sharedAnchors(3)}  - name: bomb\n    description: Boom.\n    kind: template\n    template: "x"\n    parameters: *l9\n`;
}

describe('saving tools.yaml while Hearth runs', () => {
  it('never ends the process: shared anchors load, an alias bomb is a problem at its line', async () => {
    const file = join(dir, 'tools.yaml');
    writeFileSync(file, sharedAnchors(1));
    const child = execa('node', [MAIN], {
      env: {
        WYOMING_HOST: '127.0.0.1',
        WYOMING_PORT: '0',
        WEB_PORT: 'off',
        LLM_BASE_URL: model.url,
        HEARTH_DATA_DIR: dir,
        HEARTH_TOOLS_FILE: file,
        HEARTH_STARTUP_CHECK: '0',
        LOG_FORMAT: 'json',
      },
      extendEnv: false,
      reject: false,
      buffer: false,
    });
    const lines: string[] = [];
    let exited = false;
    void child.then(() => (exited = true));
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (text: string) => lines.push(...text.split('\n').filter(Boolean)));
    const waitFor = async (pattern: RegExp, after = 0): Promise<string> => {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && !exited) {
        const line = lines.slice(after).find((candidate) => pattern.test(candidate));
        if (line !== undefined) return line;
        await new Promise((done) => setTimeout(done, 50));
      }
      throw new Error(`no ${pattern} (exited: ${exited}) in:\n${lines.join('\n')}`);
    };
    try {
      const listening = await waitFor(/Wyoming server listening/);
      const port = Number(/"port":(\d+)/.exec(listening)?.[1]);
      await waitFor(/your tools: 1 loaded/);

      let mark = lines.length;
      writeFileSync(file, sharedAnchors(50));
      await waitFor(/your tools: 50 loaded, 0 problem/, mark);

      mark = lines.length;
      writeFileSync(file, aliasBomb());
      const problem = await waitFor(/alias expands to more than/, mark);
      expect(JSON.parse(problem)).toMatchObject({ line: 35, column: 17, tool: 'bomb' });
      await waitFor(/your tools: 3 loaded, 1 problem/, mark);

      const client = await WyomingClient.connect({ host: '127.0.0.1', port, timeoutMs: 5_000 });
      await client.write(describeEvent());
      expect((await client.read({ timeoutMs: 5_000 }))?.type).toBe('info');
      client.close();
      expect(exited).toBe(false);
    } finally {
      child.kill('SIGTERM');
      await child;
    }
  });
});
