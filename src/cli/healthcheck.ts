// Docker HEALTHCHECK: `node dist/cli/healthcheck.js [--host H] [--port P] [--timeout MS]`.
// Sends Wyoming `describe`; exits 0 when `info` arrives in time, else 1 with one line on stderr.
// Speaks the frame format with a raw socket so it depends on nothing else of ours.
import { connect } from 'node:net';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '10500' },
    timeout: { type: 'string', default: '3000' },
  },
  strict: true,
});
const host = values.host;
const port = Number(values.port);
const timeoutMs = Number(values.timeout);

try {
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`invalid --port ${values.port}`);
  if (!(timeoutMs > 0)) throw new Error(`invalid --timeout ${values.timeout}`);
  await awaitInfo();
  process.exit(0);
} catch (error) {
  process.stderr.write(`healthcheck: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

/** Resolves when an `info` header arrives; skips other events' data and payload blocks. */
function awaitInfo(): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    let buffered = Buffer.alloc(0);
    let skip = 0;
    const finish = (error?: Error): void => {
      clearTimeout(timer);
      socket.destroy();
      if (error === undefined) resolve();
      else reject(error);
    };
    const timer = setTimeout(
      () => finish(new Error(`no Wyoming info from ${host}:${port} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.once('connect', () => socket.write('{"type":"describe"}\n'));
    socket.on('error', (error) => finish(new Error(`cannot reach ${host}:${port}: ${error.message}`)));
    socket.on('close', () => finish(new Error(`${host}:${port} closed the connection before info`)));
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (skip > 0) {
          const skipped = Math.min(skip, buffered.length);
          buffered = buffered.subarray(skipped);
          skip -= skipped;
          if (skip > 0) return;
        }
        const newline = buffered.indexOf(0x0a);
        if (newline < 0) return;
        const header = parseHeader(buffered.subarray(0, newline).toString('utf8'));
        buffered = buffered.subarray(newline + 1);
        if (header === undefined) return finish(new Error(`${host}:${port} did not speak Wyoming`));
        if (header.type === 'info') return finish();
        skip = header.dataLength + header.payloadLength;
      }
    });
  });
}

function parseHeader(line: string): { type: unknown; dataLength: number; payloadLength: number } | undefined {
  try {
    const header = JSON.parse(line) as Record<string, unknown>;
    const length = (value: unknown): number => (typeof value === 'number' && value > 0 ? value : 0);
    return {
      type: header.type,
      dataLength: length(header.data_length),
      payloadLength: length(header.payload_length),
    };
  } catch {
    return undefined;
  }
}
