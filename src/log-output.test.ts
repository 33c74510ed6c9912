import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogOutput } from './log-output.js';
import { formatLogLine } from './log-line.js';

const servers: Server[] = [];
const sockets: Socket[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) server.close();
});

/** A loopback connection: `writer` is the log's stream, `reader` the end that reads it (or does not). */
async function connection(): Promise<{ writer: Socket; reader: Socket }> {
  const server = createServer();
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  const accepted = once(server, 'connection') as Promise<[Socket]>;
  const writer = connect(port, '127.0.0.1');
  await once(writer, 'connect');
  const [reader] = await accepted;
  sockets.push(writer, reader);
  return { writer, reader };
}

function collect(reader: Socket): { text: () => string } {
  let text = '';
  reader.setEncoding('utf8');
  reader.on('data', (piece: string) => (text += piece));
  return { text: () => text };
}

/** More lines than the kernel's socket and pipe buffers and the bounds below can take (~10 MB). */
const LINES = 40_000;
const line = (n: number): string => `${JSON.stringify({ level: 30, time: 0, n, msg: 'x'.repeat(200) })}\n`;

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 5));
  }
}

describe('createLogOutput', () => {
  it('passes lines on in order while the reader reads', async () => {
    const { writer, reader } = await connection();
    const read = collect(reader);
    const output = createLogOutput(writer, { maxQueuedBytes: 1024 * 1024 });
    for (let n = 0; n < 100; n += 1) output.write(line(n));
    await until(() => read.text().split('\n').length > 100, 'the lines');
    const numbers = read
      .text()
      .trim()
      .split('\n')
      .map((each) => (JSON.parse(each) as { n: number }).n);
    expect(numbers).toEqual([...Array(100).keys()]);
  });

  it('never holds more than its bound for a reader that stopped, and says how many lines it dropped once read again', async () => {
    const { writer, reader } = await connection();
    reader.pause();
    const maxQueuedBytes = 64 * 1024;
    const output = createLogOutput(writer, { maxQueuedBytes });
    // Far more than the kernel's buffers and the bound hold: each call returns at once.
    let largest = 0;
    for (let n = 0; n < LINES; n += 1) {
      output.write(line(n));
      largest = Math.max(largest, writer.writableLength);
    }
    expect(largest).toBeLessThan(maxQueuedBytes + line(0).length * 2);
    const read = collect(reader);
    reader.resume();
    await until(() => read.text().includes('dropped'), 'the notice');
    output.write(line(99_999));
    await until(() => read.text().includes('"n":99999'), 'the line after the notice');
    const records = read
      .text()
      .trim()
      .split('\n')
      .map((each) => JSON.parse(each) as { n?: number; dropped?: number; msg: string; level: number });
    const kept = records.filter((record) => record.n !== undefined && record.n < LINES);
    const notice = records.find((record) => record.dropped !== undefined)!;
    // Every line is either written, in order and whole, or counted as dropped.
    expect(kept.map((record) => record.n)).toEqual([...Array(kept.length).keys()]);
    expect(notice.dropped).toBe(LINES - kept.length);
    expect(notice.level).toBe(40);
    expect(notice.msg).toBe(`${notice.dropped} log lines were dropped while stdout was not read`);
    expect(records.at(-1)!.n).toBe(99_999);
  });

  it('shapes its notice as the log does (the human format)', async () => {
    const { writer, reader } = await connection();
    reader.pause();
    const format = (text: string): string => formatLogLine(text, 'UTC');
    const output = createLogOutput(writer, { maxQueuedBytes: 16 * 1024, format });
    for (let n = 0; n < LINES; n += 1) output.write(format(line(n)));
    const read = collect(reader);
    reader.resume();
    await until(() => read.text().includes('dropped'), 'the notice');
    expect(read.text()).toMatch(
      /WARN {2}log: \d+ log lines were dropped while stdout was not read {2}dropped=\d+/,
    );
  });

  it('goes quiet without an error when the reader goes away, and drain does not wait for it', async () => {
    const { writer, reader } = await connection();
    const output = createLogOutput(writer, { maxQueuedBytes: 1024 * 1024 });
    reader.resetAndDestroy();
    await once(writer, 'error').catch(() => undefined);
    // With no listener of its own, an 'error' on process.stdout would end the process.
    expect(() => {
      for (let n = 0; n < 1_000; n += 1) output.write(line(n));
    }).not.toThrow();
    await output.drain(5_000);
  });

  it('drain waits for a reader that is behind, up to its limit', async () => {
    const { writer, reader } = await connection();
    reader.pause();
    const output = createLogOutput(writer, { maxQueuedBytes: 8 * 1024 * 1024 });
    for (let n = 0; n < 20_000; n += 1) output.write(line(n));
    const started = performance.now();
    await output.drain(100);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    expect(writer.writableLength).toBeGreaterThan(0);
    const read = collect(reader);
    reader.resume();
    await output.drain(5_000);
    expect(writer.writableLength).toBe(0);
    await until(() => read.text().includes('"n":19999'), 'the last line');
  });
});

describe('createLogOutput over a real stdout pipe', () => {
  it('keeps the event loop running while nothing reads the pipe, and every line arrives or is counted', async () => {
    const module = pathToFileURL(resolve(import.meta.dirname, 'log-output.ts')).href;
    // The child logs LINES lines into a pipe nobody reads yet, with a timer that must keep firing.
    const script = `
      const { createLogOutput } = await import(${JSON.stringify(module)});
      const output = createLogOutput(process.stdout, { maxQueuedBytes: 256 * 1024 });
      let ticks = 0;
      const timer = setInterval(() => (ticks += 1), 10);
      const started = Date.now();
      for (let n = 0; n < ${LINES}; n += 1) output.write(JSON.stringify({ n, msg: 'x'.repeat(200) }) + '\\n');
      const writing = Date.now() - started;
      setTimeout(async () => {
        clearInterval(timer);
        process.stderr.write(JSON.stringify({ writing, ticks }) + '\\n');
        await output.drain(10000);
        process.exit(0);
      }, 300);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
      cwd: join(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pause();
    let report = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => (report += text));
    await until(() => report.includes('}'), "the child's report");
    const { writing, ticks } = JSON.parse(report) as { writing: number; ticks: number };
    // All those writes into a full pipe did not block: the loop kept its timer going.
    expect(writing).toBeLessThan(1_000);
    expect(ticks).toBeGreaterThan(5);
    let text = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (piece: string) => (text += piece));
    child.stdout.resume();
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(0);
    const records = text
      .trim()
      .split('\n')
      .map((each) => JSON.parse(each) as { n?: number; dropped?: number });
    const kept = records.filter((record) => record.n !== undefined);
    const dropped = records.find((record) => record.dropped !== undefined)?.dropped ?? 0;
    expect(kept.map((record) => record.n)).toEqual([...Array(kept.length).keys()]);
    expect(kept.length + dropped).toBe(LINES);
    expect(dropped).toBeGreaterThan(0);
  });
});
