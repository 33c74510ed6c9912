import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTranscript, transcript } from './asr.js';
import { encodeEvent } from './encode-event.js';
import { handled, handledChunk, notHandled } from './handle.js';
import { describe as describeEvent, info } from './info.js';
import { intent } from './intent.js';
import { parsePing, ping, pong } from './ping.js';
import { WyomingClient } from './wyoming-client.js';
import type { WyomingLogger } from './wyoming-logger.js';
import { WyomingServer } from './wyoming-server.js';

/** mulberry32: a tiny seeded PRNG, so a failing run can be replayed from its seed. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 0x4ea17;
const BATCHES = 12;
const PEERS_PER_BATCH = 25;

function fuzzer(random: () => number) {
  const int = (below: number): number => Math.floor(random() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const bytes = (length: number): Buffer => Buffer.from(Array.from({ length }, () => int(256)));
  const lengths = [-1, 0, 1, 3, 1.5, 1e12, 2 ** 53, '12', null, true, [], {}];
  const valid = (): Buffer =>
    encodeEvent(
      pick([
        describeEvent(),
        ping('fuzz'),
        transcript('turn on the lights', { language: 'en', context: { conversation_id: String(int(9)) } }),
        handledChunk('Grüße. '),
        intent('HassTurnOn', { entities: [{ name: 'name', value: 'lamp' }] }),
        { type: 'audio-chunk', data: { rate: 16000 }, payload: bytes(int(64)) },
      ]),
    );
  const mutate = (frame: Buffer): Buffer => {
    const copy = Buffer.from(frame);
    switch (int(5)) {
      case 0:
        for (let flips = 1 + int(3); flips > 0; flips--) copy[int(copy.length)] = int(256);
        return copy;
      case 1:
        return copy.subarray(0, int(copy.length));
      case 2: {
        const at = int(copy.length);
        return Buffer.concat([
          copy.subarray(0, at),
          Buffer.from([pick([0x0a, 0x0d, 0x7b, 0x7d, 0x00, 0x22])]),
          copy.subarray(at),
        ]);
      }
      case 3:
        return Buffer.from(
          `${JSON.stringify({ type: 'transcript', data_length: pick(lengths), payload_length: pick(lengths) })}\n` +
            '{"text":"x"}',
        );
      default:
        return Buffer.concat([copy, copy.subarray(int(copy.length))]);
    }
  };
  const header = (): Buffer => {
    const values = [null, 0, -5, 'describe', '', [], {}, { a: 1 }, 'x'.repeat(int(300)), true];
    const object: Record<string, unknown> = {};
    for (const key of ['type', 'data', 'data_length', 'payload_length', 'version']) {
      if (random() < 0.6) object[key] = pick(values);
    }
    return Buffer.from(
      `${JSON.stringify(random() < 0.8 ? object : pick(values))}${pick(['\n', '\r\n', '', '\n\n'])}`,
    );
  };
  /** One peer's bytes: random junk, a mutated frame, or good frames around a bad one. */
  return (): Buffer => {
    switch (int(4)) {
      case 0:
        return bytes(int(600));
      case 1:
        return mutate(valid());
      case 2:
        return header();
      default:
        return Buffer.concat([valid(), mutate(valid()), valid()]);
    }
  };
}

function countingLogger(errors: unknown[], malformed: string[]): WyomingLogger {
  return {
    debug() {},
    info() {},
    warn: (fields) => malformed.push(String((fields as { code?: unknown }).code)),
    error: (fields) => errors.push(fields),
  };
}

/** Sends the bytes in up to three pieces, half-closes, and waits for the server to close. */
function throwAt(port: number, bytes: Buffer, random: () => number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.on('error', () => {});
    socket.resume();
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`server kept a fuzz connection open: ${bytes.toString('base64')}`));
    }, 3000);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    const cut = Math.floor(random() * (bytes.length + 1));
    socket.write(bytes.subarray(0, cut));
    setImmediate(() => socket.end(bytes.subarray(cut)));
  });
}

describe('WyomingServer under fuzzed input', () => {
  const errors: unknown[] = [];
  const malformed: string[] = [];
  let server: WyomingServer;

  beforeAll(async () => {
    server = await WyomingServer.listen({
      host: '127.0.0.1',
      port: 0,
      lingerMs: 500,
      logger: countingLogger(errors, malformed),
      handler: (event, connection) => {
        if (event.type === 'describe') connection.write(info({}));
        const asked = parsePing(event);
        if (asked !== undefined) connection.write(pong(asked.text));
        const said = parseTranscript(event);
        if (said !== undefined)
          connection.write(said.text === '' ? notHandled('Sorry.') : handled(said.text));
      },
    });
  });

  afterAll(async () => {
    await server.close({ graceMs: 0 });
  });

  it(`keeps serving fresh clients through ${BATCHES * PEERS_PER_BATCH} random and mutated frames (seed ${SEED})`, async () => {
    const random = prng(SEED);
    const nextFrame = fuzzer(random);
    for (let batch = 0; batch < BATCHES; batch++) {
      await Promise.all(
        Array.from({ length: PEERS_PER_BATCH }, () => throwAt(server.port, nextFrame(), random)),
      );
      const client = await WyomingClient.connect({ host: '127.0.0.1', port: server.port, timeoutMs: 1000 });
      await client.write(describeEvent());
      expect((await client.read({ timeoutMs: 1000 }))?.type, `after batch ${batch}`).toBe('info');
      await client.write(ping(`batch ${batch}`));
      expect((await client.read({ timeoutMs: 1000 }))?.data.text).toBe(`batch ${batch}`);
      client.close();
    }
    expect(errors).toEqual([]);
    // The input really exercised the error paths: most peers sent a malformed frame, of every kind.
    expect(malformed.length).toBeGreaterThan(BATCHES * PEERS_PER_BATCH * 0.5);
    expect(new Set(malformed)).toEqual(
      new Set(['bad-header', 'bad-length', 'block-too-large', 'bad-data', 'truncated']),
    );
    const deadline = Date.now() + 2000;
    while (server.connections > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.connections).toBe(0);
  });
});
