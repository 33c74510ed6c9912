import { describe, expect, it } from 'vitest';
import { encodeEvent } from './encode-event.js';
import { EventDecoder } from './event-decoder.js';
import { handled, handledChunk, handledStop } from './handle.js';
import type { WyomingEvent } from './wyoming-event.js';
import type { WyomingProtocolErrorCode } from './wyoming-protocol-error.js';

/** What the Python library writes (spaced separators, ensure_ascii=False) for a transcript. */
const pythonTranscript =
  '{"type": "transcript", "version": "1.9.0", "data_length": 170}\n' +
  '{"text": "turn on the kitchen light", "language": "en", "context": {"conversation_id": "01JZ8Q3K7Y2M", ' +
  '"device_id": "9c1f0e", "satellite_id": "assist_satellite.kitchen"}}';

const stream = Buffer.concat([
  Buffer.from(pythonTranscript),
  Buffer.from('{"type": "handled-stop", "version": "1.9.0"}\n'),
  Buffer.from('{"type":"chunk","data":{"a":1,"b":2},"data_length":10,"payload_length":3}\r\n{"b":"ü"}'),
  Buffer.from([0xff, 0x00, 0x0a]),
  Buffer.from('{"type":"describe"}\n'),
]);

const expected: WyomingEvent[] = [
  {
    type: 'transcript',
    data: {
      text: 'turn on the kitchen light',
      language: 'en',
      context: {
        conversation_id: '01JZ8Q3K7Y2M',
        device_id: '9c1f0e',
        satellite_id: 'assist_satellite.kitchen',
      },
    },
  },
  { type: 'handled-stop', data: {} },
  { type: 'chunk', data: { a: 1, b: 'ü' }, payload: Buffer.from([0xff, 0x00, 0x0a]) },
  { type: 'describe', data: {} },
];

function decodeAll(bytes: Uint8Array, sizes: number[]): WyomingEvent[] {
  const decoder = new EventDecoder();
  const events: WyomingEvent[] = [];
  let offset = 0;
  for (const size of sizes) {
    events.push(...decoder.push(bytes.subarray(offset, offset + size)));
    offset += size;
  }
  events.push(...decoder.push(bytes.subarray(offset)));
  decoder.end();
  return events;
}

function failure(bytes: string | Uint8Array, limits?: ConstructorParameters<typeof EventDecoder>[0]) {
  const decoder = new EventDecoder(limits);
  try {
    decoder.push(typeof bytes === 'string' ? Buffer.from(bytes) : bytes);
    decoder.end();
  } catch (error) {
    return error as { code: WyomingProtocolErrorCode; name: string };
  }
  throw new Error('expected the decoder to fail');
}

describe('EventDecoder', () => {
  it('checks the fixture is exactly the length the Python header announces', () => {
    expect(Buffer.byteLength(pythonTranscript.split('\n')[1]!)).toBe(170);
  });

  it('decodes the same events whichever byte offset the stream is split at', () => {
    for (let cut = 0; cut <= stream.length; cut++) {
      expect(decodeAll(stream, [cut]), `split at ${cut}`).toEqual(expected);
    }
  });

  it('decodes the stream split at every pair of offsets and fed one byte at a time', () => {
    for (let first = 0; first <= stream.length; first += 7) {
      for (let second = 0; second <= stream.length - first; second += 5) {
        expect(decodeAll(stream, [first, second])).toEqual(expected);
      }
    }
    expect(
      decodeAll(
        stream,
        Array.from({ length: stream.length }, () => 1),
      ),
    ).toEqual(expected);
  });

  it('round-trips what the encoder writes, payload included', () => {
    const events: WyomingEvent[] = [
      handled('Grüße 🌍 "quoted"\nnew line', { conversation_id: 'x', nested: { list: [1, null, true] } }),
      handledChunk(''),
      handledStop(),
      { type: 'audio-chunk', data: { rate: 16000 }, payload: Buffer.from([1, 2, 3, 10, 13]) },
      { type: 'audio-stop', data: {}, payload: Buffer.from('\n\n') },
    ];
    const bytes = Buffer.concat(events.map(encodeEvent));
    for (let cut = 0; cut <= bytes.length; cut++) expect(decodeAll(bytes, [cut])).toEqual(events);
  });

  it('merges the data block over inline data, block keys winning', () => {
    const events = decodeAll(
      Buffer.from('{"type":"t","data":{"keep":1,"over":"inline"},"data_length":16}\n{"over":"block"}'),
      [],
    );
    expect(events).toEqual([{ type: 't', data: { keep: 1, over: 'block' } }]);
  });

  it('accepts inline data alone, null lengths, zero lengths, null data and unknown header keys', () => {
    const text =
      '{"type":"a","data":{"x":1}}\n' +
      '{"type":"b","data_length":null,"payload_length":0,"data":null,"extra":[1]}\n' +
      '{"type":"c","version":"0.1","data_length":2}\n{}' +
      '  {"type":"d"}  \n';
    expect(decodeAll(Buffer.from(text), [])).toEqual([
      { type: 'a', data: { x: 1 } },
      { type: 'b', data: {} },
      { type: 'c', data: {} },
      { type: 'd', data: {} },
    ]);
  });

  it('returns the events before a bad frame, then throws on the next call', () => {
    const decoder = new EventDecoder();
    const events = decoder.push(Buffer.from('{"type":"describe"}\nnot json\n'));
    expect(events).toEqual([{ type: 'describe', data: {} }]);
    expect(() => decoder.push(new Uint8Array(0))).toThrow(expect.objectContaining({ code: 'bad-header' }));
    expect(() => decoder.push(Buffer.from('{"type":"describe"}\n'))).toThrow();
  });

  it.each<[string, string | Uint8Array, WyomingProtocolErrorCode]>([
    ['non-JSON header', 'hello there\n', 'bad-header'],
    ['blank line, which the reference reader takes for a disconnect', '\n', 'bad-header'],
    ['blank CRLF line', '\r\n', 'bad-header'],
    ['header that is an array', '["type"]\n', 'bad-header'],
    ['header that is a string', '"describe"\n', 'bad-header'],
    ['missing type', '{"data":{}}\n', 'bad-header'],
    ['empty type', '{"type":""}\n', 'bad-header'],
    ['numeric type', '{"type":7}\n', 'bad-header'],
    ['inline data that is a list', '{"type":"t","data":[1]}\n', 'bad-header'],
    ['header that is not UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x0a]), 'bad-header'],
    ['negative data_length', '{"type":"t","data_length":-1}\n', 'bad-length'],
    ['fractional data_length', '{"type":"t","data_length":1.5}\n', 'bad-length'],
    ['string data_length', '{"type":"t","data_length":"10"}\n', 'bad-length'],
    ['absurd payload_length', '{"type":"t","payload_length":1e300}\n', 'bad-length'],
    ['data block over the limit', '{"type":"t","data_length":99999999999}\n', 'block-too-large'],
    ['payload over the limit', '{"type":"t","payload_length":999999999}\n', 'block-too-large'],
    ['data block that is not JSON', '{"type":"t","data_length":3}\nabc', 'bad-data'],
    ['data block that is a list', '{"type":"t","data_length":3}\n[1]', 'bad-data'],
    ['data block that is null', '{"type":"t","data_length":4}\nnull', 'bad-data'],
    [
      'data block that is not UTF-8',
      Buffer.from('{"type":"t","data_length":2}\n\xff\xfe', 'latin1'),
      'bad-data',
    ],
    ['stream ending inside a header', '{"type":"describe"}', 'truncated'],
    ['stream ending inside a data block', '{"type":"t","data_length":10}\n{"a"', 'truncated'],
    ['stream ending before a payload', '{"type":"t","payload_length":4}\n', 'truncated'],
  ])('rejects a %s', (_name, bytes, code) => {
    const error = failure(bytes);
    expect(error.name).toBe('WyomingProtocolError');
    expect(error.code).toBe(code);
  });

  it('fails as soon as a header outgrows the limit without a newline', () => {
    const decoder = new EventDecoder({ maxHeaderBytes: 16 });
    expect(decoder.push(Buffer.from('{"type":"abcdef'))).toEqual([]);
    expect(() => decoder.push(Buffer.from('ghi"'))).toThrow(
      expect.objectContaining({ code: 'header-too-long' }),
    );
  });

  it('rejects a complete header line longer than the limit and accepts one at the limit', () => {
    const line = '{"type":"abcdefg"}';
    expect(failure(`${line}\n`, { maxHeaderBytes: line.length - 1 }).code).toBe('header-too-long');
    expect(new EventDecoder({ maxHeaderBytes: line.length }).push(Buffer.from(`${line}\n`))).toHaveLength(1);
  });

  it('rejects a 2 MiB line without newline under the default 1 MiB header limit', () => {
    const decoder = new EventDecoder();
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let thrown: unknown;
    let fed = 0;
    try {
      for (; fed < 2 * 1024 * 1024; fed += chunk.length) decoder.push(chunk);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'header-too-long' });
    expect(fed).toBeLessThanOrEqual(1024 * 1024 + chunk.length);
  });

  it('honours custom data and payload limits exactly', () => {
    const limits = { maxDataBytes: 9, maxPayloadBytes: 2 };
    expect(failure('{"type":"t","data_length":10}\n', limits).code).toBe('block-too-large');
    expect(failure('{"type":"t","payload_length":3}\n', limits).code).toBe('block-too-large');
    const ok = new EventDecoder(limits).push(
      Buffer.from('{"type":"t","data_length":9,"payload_length":2}\n{"a":"b"}xy'),
    );
    expect(ok).toEqual([{ type: 't', data: { a: 'b' }, payload: Buffer.from('xy') }]);
  });

  it('copies payloads, so reusing the pushed buffer does not change a decoded event', () => {
    const bytes = Buffer.from('{"type":"t","payload_length":2}\nab');
    const [event] = new EventDecoder().push(bytes);
    bytes.fill(0);
    expect(event?.payload?.toString()).toBe('ab');
  });
});
