import { describe, expect, it } from 'vitest';
import { SimulateUsageError, runSimulate, simulateOptions } from './simulate.js';

describe('hearth simulate', () => {
  it('reads --generate, --seed, --port and --host', () => {
    expect(
      simulateOptions(['--generate', '1000', '--seed', '9', '--port', '0', '--host', '127.0.0.1']),
    ).toEqual({
      generate: { entities: 1000, seed: 9 },
      port: 0,
      host: '127.0.0.1',
    });
  });

  it('answers --help instead of starting', () => {
    expect(simulateOptions(['--help'])).toBe('help');
    expect(simulateOptions(['-h'])).toBe('help');
  });

  it('refuses --home together with --generate, and a bad port', () => {
    expect(() => simulateOptions(['--home', 'a.json', '--generate', '100'])).toThrow(SimulateUsageError);
    expect(() => simulateOptions(['--port', 'eighty'])).toThrow(/--port/);
    expect(() => simulateOptions(['--colour'])).toThrow(SimulateUsageError);
  });

  it('prints a reachable URL and both tokens, and stops when aborted', async () => {
    let output = '';
    const stop = new AbortController();
    const running = runSimulate(['--port', '0'], { write: (text) => (output += text), signal: stop.signal });
    await expect.poll(() => output, { timeout: 5_000 }).toMatch(/Press Ctrl\+C/);
    const url = /at (http:\/\/\S+)/.exec(output)![1]!;
    const token = /Token\s+(\S+)/.exec(output)![1]!;
    expect(output).toMatch(/Supervisor token\s+\S+/);
    // The add-on hint must not point Hearth at /data on the developer's machine.
    expect(output).toMatch(/SUPERVISOR_TOKEN=\S+ HEARTH_DATA_DIR=\.\/data npm start/);
    expect(output).not.toMatch(/[ =]\/data\b/);
    const response = await fetch(`${url}/api/`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await response.json()).toEqual({ message: 'API running.' });
    stop.abort();
    await running;
    expect(output).toMatch(/stopped/);
  });
});
