import { describe as suite, expect, it } from 'vitest';
import { transcript } from './asr.js';
import { encodeEvent } from './encode-event.js';
import { errorEvent } from './error-event.js';
import { handled, handledChunk, handledStart, handledStop, notHandled } from './handle.js';
import { describe, info } from './info.js';
import { intent, intentsStart, intentsStop, notRecognized, recognize } from './intent.js';
import { ping, pong } from './ping.js';
import type { WyomingEvent } from './wyoming-event.js';
import { WyomingProtocolError } from './wyoming-protocol-error.js';

/** Golden frames: the header line exactly as written, then the data block, byte for byte. */
const golden: [string, WyomingEvent, string][] = [
  ['describe', describe(), '{"type":"describe","version":"1.9.0"}\n'],
  ['handled-stop', handledStop(), '{"type":"handled-stop","version":"1.9.0"}\n'],
  ['intents-start', intentsStart(), '{"type":"intents-start","version":"1.9.0"}\n'],
  [
    'intents-stop with context',
    intentsStop({ a: 1 }),
    '{"type":"intents-stop","version":"1.9.0","data_length":19}\n{"context":{"a":1}}',
  ],
  [
    'handled',
    handled('Done.', { conversation_id: 'c1' }),
    '{"type":"handled","version":"1.9.0","data_length":51}\n{"text":"Done.","context":{"conversation_id":"c1"}}',
  ],
  [
    'not-handled',
    notHandled('Sorry, that took too long.'),
    '{"type":"not-handled","version":"1.9.0","data_length":37}\n{"text":"Sorry, that took too long."}',
  ],
  [
    'handled-start',
    handledStart({ conversation_id: 'c1' }),
    '{"type":"handled-start","version":"1.9.0","data_length":36}\n{"context":{"conversation_id":"c1"}}',
  ],
  [
    'handled-chunk with multi-byte characters (lengths count bytes)',
    handledChunk('Grüße aus der Küche. '),
    '{"type":"handled-chunk","version":"1.9.0","data_length":35}\n{"text":"Grüße aus der Küche. "}',
  ],
  [
    'transcript',
    transcript('turn on the kitchen light', {
      language: 'en',
      context: { conversation_id: '01JZ8Q3K7Y2M', device_id: '9c1f0e' },
    }),
    '{"type":"transcript","version":"1.9.0","data_length":118}\n' +
      '{"text":"turn on the kitchen light","language":"en","context":{"conversation_id":"01JZ8Q3K7Y2M","device_id":"9c1f0e"}}',
  ],
  [
    'recognize',
    recognize('turn on the light'),
    '{"type":"recognize","version":"1.9.0","data_length":28}\n{"text":"turn on the light"}',
  ],
  [
    'intent',
    intent('HassTurnOn', { entities: [{ name: 'name', value: 'kitchen light' }], text: 'Turned on' }),
    '{"type":"intent","version":"1.9.0","data_length":93}\n' +
      '{"name":"HassTurnOn","entities":[{"name":"name","value":"kitchen light"}],"text":"Turned on"}',
  ],
  [
    'not-recognized',
    notRecognized('No intent matched'),
    '{"type":"not-recognized","version":"1.9.0","data_length":28}\n{"text":"No intent matched"}',
  ],
  [
    'error',
    errorEvent('model unavailable', 'model-rebuilding'),
    '{"type":"error","version":"1.9.0","data_length":54}\n{"text":"model unavailable","code":"model-rebuilding"}',
  ],
  ['ping without text', ping(), '{"type":"ping","version":"1.9.0","data_length":13}\n{"text":null}'],
  ['pong', pong('abc'), '{"type":"pong","version":"1.9.0","data_length":14}\n{"text":"abc"}'],
  [
    'info',
    info({
      handle: [
        {
          name: 'Hearth',
          attribution: { name: 'Hearth', url: 'https://example.com' },
          installed: true,
          description: null,
          version: '0.1.0',
          models: [
            {
              name: 'gpt',
              attribution: { name: 'Hearth', url: 'https://example.com' },
              installed: true,
              description: null,
              version: null,
              languages: ['en', 'de'],
            },
          ],
          supports_handled_streaming: true,
          supports_home_control: true,
        },
      ],
    }),
    '{"type":"info","version":"1.9.0","data_length":426}\n' +
      '{"asr":[],"tts":[],"wake":[],"mic":[],"snd":[],"handle":[{"name":"Hearth","attribution":{"name":"Hearth",' +
      '"url":"https://example.com"},"installed":true,"description":null,"version":"0.1.0","models":[{"name":"gpt",' +
      '"attribution":{"name":"Hearth","url":"https://example.com"},"installed":true,"description":null,' +
      '"version":null,"languages":["en","de"]}],"supports_handled_streaming":true,"supports_home_control":true}],' +
      '"intent":[]}',
  ],
];

suite('encodeEvent', () => {
  for (const [name, event, bytes] of golden) {
    it(`writes ${name} as the golden bytes`, () => {
      expect(encodeEvent(event).toString('utf8')).toBe(bytes);
    });
  }

  it('appends the payload after the data block and announces its length', () => {
    const bytes = encodeEvent({
      type: 'audio-chunk',
      data: { rate: 16000 },
      payload: Buffer.from([0, 1, 2]),
    });
    const header = '{"type":"audio-chunk","version":"1.9.0","data_length":14,"payload_length":3}\n';
    expect(bytes).toEqual(Buffer.concat([Buffer.from(`${header}{"rate":16000}`), Buffer.from([0, 1, 2])]));
  });

  it('writes a payload straight after the header when there is no data', () => {
    const bytes = encodeEvent({ type: 'audio-chunk', data: {}, payload: Buffer.from([9]) });
    expect(bytes.toString('latin1')).toBe('{"type":"audio-chunk","version":"1.9.0","payload_length":1}\n\t');
  });

  it('keeps a large text out of the header line, so the header stays far below 64 KiB', () => {
    const text = 'x'.repeat(200_000);
    const bytes = encodeEvent(handled(text));
    const newline = bytes.indexOf(0x0a);
    expect(newline).toBeLessThan(100);
    expect(bytes.length).toBe(newline + 1 + Buffer.byteLength(JSON.stringify({ text })));
  });

  it('never writes a blank line or a trailing newline after the data', () => {
    for (const [, event] of golden) {
      const bytes = encodeEvent(event).toString('utf8');
      expect(bytes).not.toMatch(/\n\n|^\n/);
      expect(bytes.split('\n')).toHaveLength(2);
    }
  });

  it('refuses an empty type and a header over 64 KiB', () => {
    expect(() => encodeEvent({ type: '', data: {} })).toThrow(WyomingProtocolError);
    expect(() => encodeEvent({ type: 't'.repeat(70_000), data: {} })).toThrow(
      expect.objectContaining({ code: 'header-too-long' }),
    );
  });
});
