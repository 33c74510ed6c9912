// The `hearth` command line as a newcomer meets it: help for every flag, and no rebuild per call.
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { ASK_FLAGS, ASK_USAGE } from '../src/cli/ask.js';
import { MEMORY_FLAGS, MEMORY_USAGE } from '../src/cli/memory.js';
import { SIMULATE_FLAGS, SIMULATE_USAGE } from '../src/cli/simulate.js';

const ROOT = resolve(import.meta.dirname, '..');
const CLI = join(ROOT, 'dist/cli/hearth.js');
const development = readFileSync(join(ROOT, 'docs/DEVELOPMENT.md'), 'utf8');

describe('hearth --help', () => {
  it.each([
    ['ask', ASK_FLAGS, ASK_USAGE],
    ['simulate', SIMULATE_FLAGS, SIMULATE_USAGE],
    ['memory', MEMORY_FLAGS, MEMORY_USAGE],
  ] as const)(
    'explains every flag of hearth %s in --help and in docs/DEVELOPMENT.md',
    (_name, flags, usage) => {
      for (const flag of Object.keys(flags)) {
        expect(usage, flag).toContain(`--${flag}`);
        if (flag !== 'help') expect(development, flag).toContain(`--${flag}`);
      }
    },
  );

  it('prints hearth simulate --help and exits 0 without starting anything', async () => {
    const result = await execa('node', [CLI, 'simulate', '--help'], { reject: false, timeout: 20_000 });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe(SIMULATE_USAGE);
  });

  it('answers a bad simulate flag with one line and exit code 2', async () => {
    const result = await execa('node', [CLI, 'simulate', '--colour'], { reject: false, timeout: 20_000 });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/^hearth simulate: .*--colour.*\(see hearth simulate --help\)$/);
  });
});

describe('npm run ask / simulate', () => {
  it('neither rebuilds nor rewrites dist/, so a running server keeps its files', async () => {
    const files = ['dist/main.js', 'dist/cli/hearth.js'].map((file) => join(ROOT, file));
    const before = files.map((file) => statSync(file).mtimeMs);
    for (const script of ['simulate', 'ask']) {
      const result = await execa('npm', ['run', '--silent', script, '--', '--help'], {
        cwd: ROOT,
        reject: false,
        timeout: 60_000,
      });
      expect(result.exitCode, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/^Usage: hearth /);
    }
    expect(files.map((file) => statSync(file).mtimeMs)).toEqual(before);
    const scripts = (
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    for (const name of ['preask', 'presimulate']) expect(scripts[name]).not.toMatch(/\btsc\b|npm run build/);
  });
});
