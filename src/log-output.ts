// The log's lines to stdout, written from the event loop's own thread and never blocking it.
//
// In the add-on stdout is a pipe (s6, then the container's log). Node opens a pipe's handle non-blocking:
// a line goes to the kernel at once while the pipe has room, and waits in the stream's queue while it has
// none. pino's own destination (sonic-boom) wrote each line through libuv's thread pool instead: a pool
// thread woken, the write, then the event loop woken back, for every line. At a line or two per turn that
// hop was a measurable part of a turn's CPU (bench/RESULTS.md, issue 27).
//
// Bounded: a reader that stops reading (a stalled log driver) costs at most `maxQueuedBytes` of memory;
// past it lines are dropped and counted, and once the pipe drains one line says how many.
import type { Writable } from 'node:stream';

export interface LogOutput {
  /** One line with its newline: written now, or queued, or dropped while the queue is full. */
  write(line: string): void;
  /** Resolves once everything queued is handed to the kernel, the output broke, or `timeoutMs` passed. */
  drain(timeoutMs: number): Promise<void>;
}

export interface LogOutputOptions {
  /** Bytes queued behind a pipe that is not read, at most; past it lines are dropped. */
  maxQueuedBytes: number;
  /** Shapes the output's own line (how many were dropped), given as pino's JSON: the human format's formatter. */
  format?: (line: string) => string;
}

/** Log output over `stream` (process.stdout in the server). */
export function createLogOutput(stream: Writable, options: LogOutputOptions): LogOutput {
  let dropped = 0;
  let broken = false;
  // A reader that went away (EPIPE): there is nowhere left to log, and it must not end the process.
  stream.on('error', () => {
    broken = true;
  });
  stream.on('drain', () => {
    if (dropped === 0 || broken) return;
    const count = dropped;
    dropped = 0;
    const notice = JSON.stringify({
      level: 40,
      time: Date.now(),
      layer: 'log',
      dropped: count,
      hint: 'nothing to do unless it repeats: whatever reads the add-on log fell behind',
      msg: `${count} log line${count === 1 ? ' was' : 's were'} dropped while stdout was not read`,
    });
    stream.write(options.format === undefined ? `${notice}\n` : options.format(notice));
  });
  return {
    write(line) {
      if (broken) return;
      if (stream.writableLength >= options.maxQueuedBytes) {
        dropped += 1;
        return;
      }
      stream.write(line);
    },
    drain(timeoutMs) {
      if (broken || stream.writableLength === 0) return Promise.resolve();
      return new Promise((done) => {
        const finish = (): void => {
          clearTimeout(timer);
          stream.off('drain', finish);
          stream.off('error', finish);
          stream.off('close', finish);
          done();
        };
        const timer = setTimeout(finish, timeoutMs);
        stream.on('drain', finish);
        stream.on('error', finish);
        stream.on('close', finish);
      });
    },
  };
}
