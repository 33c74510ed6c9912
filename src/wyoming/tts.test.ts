import { describe, expect, it } from 'vitest';
import { audioChunk, audioStart, audioStop, parseAudioFormat } from './audio.js';
import { encodeEvent } from './encode-event.js';
import { EventDecoder } from './event-decoder.js';
import { info, parseInfo } from './info.js';
import {
  parseSynthesize,
  parseSynthesizeChunk,
  parseSynthesizeStart,
  synthesize,
  synthesizeChunk,
  synthesizeStart,
  synthesizeStop,
  synthesizeStopped,
} from './tts.js';
import type { WyomingEvent } from './wyoming-event.js';

function throughTheWire(event: WyomingEvent): WyomingEvent {
  const [decoded] = new EventDecoder().push(encodeEvent(event));
  return decoded!;
}

describe('TTS events', () => {
  it('writes and reads synthesize with its voice, leaving out what is not set', () => {
    expect(synthesize('Hello.').data).toEqual({ text: 'Hello.' });
    const event = throughTheWire(synthesize('Hello.', { name: 'en_US-lessac-medium', speaker: 'p1' }));
    expect(parseSynthesize(event)).toEqual({
      text: 'Hello.',
      voice: { name: 'en_US-lessac-medium', speaker: 'p1' },
    });
    expect(parseSynthesize({ type: 'synthesize', data: { text: 'x', voice: { name: 3 } } })).toEqual({
      text: 'x',
    });
    expect(parseSynthesize({ type: 'synthesize', data: {} })).toBeUndefined();
  });

  it('writes the streaming flow as the reference library names it', () => {
    expect(
      [synthesizeStart(), synthesizeChunk('a'), synthesizeStop(), synthesizeStopped()].map(
        (event) => event.type,
      ),
    ).toEqual(['synthesize-start', 'synthesize-chunk', 'synthesize-stop', 'synthesize-stopped']);
    expect(parseSynthesizeStart(throughTheWire(synthesizeStart({ name: 'v' })))).toEqual({
      voice: { name: 'v' },
    });
    expect(parseSynthesizeStart(synthesizeStart())).toEqual({});
    expect(parseSynthesizeChunk(throughTheWire(synthesizeChunk('Hi there')))).toEqual({ text: 'Hi there' });
  });

  it('carries audio with its format and payload, and rejects impossible formats', () => {
    const format = { rate: 22_050, width: 2, channels: 1 };
    const chunk = throughTheWire(audioChunk(format, Buffer.from([1, 2, 3, 4])));
    expect(parseAudioFormat(chunk)).toEqual(format);
    expect(chunk.payload).toEqual(Buffer.from([1, 2, 3, 4]));
    expect(parseAudioFormat(throughTheWire(audioStart(format)))).toEqual(format);
    expect(audioStop().data).toEqual({});
    expect(
      parseAudioFormat({ type: 'audio-start', data: { rate: 22_050, width: 9, channels: 1 } }),
    ).toBeUndefined();
    expect(
      parseAudioFormat({ type: 'audio-start', data: { rate: '22050', width: 2, channels: 1 } }),
    ).toBeUndefined();
  });

  it('round-trips a tts program in info, and skips a broken voice alone', () => {
    const attribution = { name: 'Piper', url: 'https://example.com' };
    const voice = {
      name: 'v1',
      description: null,
      version: null,
      attribution,
      installed: true,
      languages: ['en_US'],
      speakers: null,
    };
    const event = info({
      tts: [
        { name: 'piper', description: null, version: '1', attribution, installed: true, voices: [voice] },
      ],
    });
    expect(parseInfo(throughTheWire(event))?.tts).toEqual([
      {
        name: 'piper',
        description: null,
        version: '1',
        attribution,
        installed: true,
        voices: [voice],
        supports_synthesize_streaming: false,
      },
    ]);
    const broken = throughTheWire({
      type: 'info',
      data: {
        tts: [
          {
            name: 'p',
            attribution,
            installed: true,
            voices: [voice, { name: 'no-languages', attribution, installed: true }],
          },
        ],
      },
    });
    expect(parseInfo(broken)?.tts?.[0]?.voices.map((item) => item.name)).toEqual(['v1']);
  });
});
