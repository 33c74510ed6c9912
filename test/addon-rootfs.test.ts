// rootfs/: the s6-overlay v3 service as the image will hold it, and its finish script run for real.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SERVICES = join(ROOT, 'rootfs/etc/s6-overlay/s6-rc.d');
const SERVICE = join(SERVICES, 'hearth');
const read = (path: string): string => readFileSync(path, 'utf8');

describe('the s6-overlay service', () => {
  it('is a longrun registered in the user bundle that starts after base', () => {
    expect(read(join(SERVICE, 'type')).trim()).toBe('longrun');
    expect(existsSync(join(SERVICES, 'user/contents.d/hearth'))).toBe(true);
    expect(readdirSync(join(SERVICE, 'dependencies.d'))).toEqual(['base']);
  });

  it('names only services that exist in every bundle and dependency list', () => {
    const services = readdirSync(SERVICES).filter((name) => name !== 'user');
    for (const name of readdirSync(join(SERVICES, 'user/contents.d'))) expect(services, name).toContain(name);
    for (const service of services) {
      const type = read(join(SERVICES, service, 'type')).trim();
      expect(['longrun', 'oneshot', 'bundle'], service).toContain(type);
      const dependencies = join(SERVICES, service, 'dependencies.d');
      for (const name of existsSync(dependencies) ? readdirSync(dependencies) : []) {
        expect(name === 'base' || services.includes(name), `${service} → ${name}`).toBe(true);
      }
    }
  });

  it('commits run and finish as executable (COPY keeps the git mode)', () => {
    const modes = new Map(
      execFileSync('git', ['ls-files', '-s', 'rootfs'], { cwd: ROOT, encoding: 'utf8' })
        .trim()
        .split('\n')
        .map((line) => {
          const [mode, , , path] = line.split(/\s+/);
          return [path!, mode!] as const;
        }),
    );
    for (const script of ['run', 'finish']) {
      const path = `rootfs/etc/s6-overlay/s6-rc.d/hearth/${script}`;
      expect(modes.get(path), path).toBe('100755');
      expect(statSync(join(ROOT, path)).mode & 0o111, path).not.toBe(0);
    }
  });

  it('runs node with the container environment and hands it the process (exec)', () => {
    const run = read(join(SERVICE, 'run'));
    expect(run.split('\n')[0]).toBe('#!/command/with-contenv sh');
    expect(run).toMatch(/^exec node (--[\w-]+(?:=\S+)? )*"\$\{app_dir\}\/dist\/main\.js"$/m);
    expect(run).toContain('${HEARTH_APP_DIR:-/app}');
    execFileSync('sh', ['-n', join(SERVICE, 'run')]);
    execFileSync('sh', ['-n', join(SERVICE, 'finish')]);
  });

  it('gives node the V8 flags `npm start` gives it (the benchmarks run each build with its run script flags)', () => {
    const flags = /^exec node ((?:--[\w-]+(?:=\S+)? )*)"/m.exec(read(join(SERVICE, 'run')))?.[1]?.trim();
    expect(flags).toContain('--max-opt=2');
    expect(flags).toContain('--no-memory-reducer');
    // Hearth runs one memory-reducing collection itself once start-up is over (src/release-start-up-memory.ts).
    expect(flags).toContain('--expose-gc');
    expect(flags).toContain('--v8-pool-size=2');
    const packageJson = JSON.parse(read(join(ROOT, 'package.json'))) as { scripts: { start: string } };
    expect(packageJson.scripts.start).toBe(`node ${flags} dist/main.js`);
  });
});

describe('the finish script', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'hearth-finish-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** Runs finish as s6 would, with a fake halt; returns what it recorded. */
  async function finish(exitCode: number, signal: number, containerCode?: string) {
    const dir = mkdtempSync(join(scratch, 'case-'));
    const results = join(dir, 'results');
    mkdirSync(results);
    if (containerCode !== undefined) writeFileSync(join(results, 'exitcode'), containerCode);
    const halt = join(dir, 'halt');
    writeFileSync(halt, `#!/bin/sh\necho halted > "${join(dir, 'halted')}"\n`);
    chmodSync(halt, 0o755);
    const result = await execa(join(SERVICE, 'finish'), [String(exitCode), String(signal)], {
      env: { S6_CONTAINER_RESULTS_DIR: results, S6_HALT: halt },
      reject: false,
    });
    const exitFile = join(results, 'exitcode');
    return {
      halted: existsSync(join(dir, 'halted')),
      containerCode: existsSync(exitFile) ? read(exitFile).trim() : undefined,
      stderr: result.stderr,
    };
  }

  it('does nothing after a clean exit (SIGTERM handled, exit 0)', async () => {
    expect(await finish(0, 0)).toEqual({ halted: false, containerCode: undefined, stderr: '' });
  });

  it('stops the container with the exit code after a crash', async () => {
    const outcome = await finish(1, 0);
    expect(outcome).toMatchObject({ halted: true, containerCode: '1' });
    expect(outcome.stderr).toContain('exited with code 1');
  });

  it('records 128+signal and halts when SIGTERM killed node', async () => {
    expect(await finish(256, 15)).toMatchObject({ halted: true, containerCode: '143' });
  });

  it('records 128+signal for another signal without halting', async () => {
    expect(await finish(256, 9)).toMatchObject({ halted: false, containerCode: '137' });
  });

  it('keeps an exit code the container already recorded', async () => {
    expect(await finish(2, 0, '5')).toMatchObject({ halted: true, containerCode: '5' });
  });
});
