// Times `describe` round trips from a separate process, so the probe's own clock is not delayed by the
// benchmark process's load (the scripted model and hundreds of clients share its event loop).
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const WYOMING = pathToFileURL(resolve(import.meta.dirname, '../dist/wyoming/index.js')).href;

const PROBE = `
const { WyomingClient, describe } = await import(process.argv[1]);
const [port, count, gapMs] = process.argv.slice(2).map(Number);
const samples = [];
for (let index = 0; index < count; index += 1) {
  const client = await WyomingClient.connect({ host: '127.0.0.1', port, timeoutMs: 10000 });
  const started = performance.now();
  await client.write(describe());
  const event = await client.read({ timeoutMs: 10000 });
  if (event?.type !== 'info') throw new Error('no info');
  samples.push(performance.now() - started);
  client.close();
  await new Promise((done) => setTimeout(done, gapMs));
}
process.stdout.write(JSON.stringify(samples));
`;

/** `count` describe round trips `gapMs` apart, measured by a fresh Node process (built dist/ needed). */
export function probeDescribe(port: number, count: number, gapMs = 10): Promise<number[]> {
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', PROBE, WYOMING, String(port), String(count), String(gapMs)],
      (error, stdout) => {
        if (error !== null) fail(new Error('the describe probe failed', { cause: error }));
        else done(JSON.parse(stdout) as number[]);
      },
    );
  });
}
