import { describe as suite, expect, it } from 'vitest';
import { encodeEvent } from './encode-event.js';
import { EventDecoder } from './event-decoder.js';
import { describe, info, isDescribe, parseInfo, type Info } from './info.js';

const attribution = { name: 'Hearth', url: 'https://example.com/hearth' };

const hearth: Info = {
  handle: [
    {
      name: 'Hearth',
      description: 'LLM conversation agent',
      version: '0.1.0',
      attribution,
      installed: true,
      models: [
        {
          name: 'gpt-4o-mini',
          description: null,
          version: null,
          attribution,
          installed: true,
          languages: ['en', 'de', 'ko'],
        },
      ],
      supports_handled_streaming: true,
      supports_home_control: true,
    },
  ],
  intent: [
    {
      name: 'matcher',
      description: null,
      version: '2',
      attribution,
      installed: false,
      models: [{ name: 'm', description: 'd', version: '1', attribution, installed: true, languages: [] }],
    },
  ],
};

function throughTheWire(event: ReturnType<typeof info>) {
  const [decoded] = new EventDecoder().push(encodeEvent(event));
  return decoded!;
}

suite('describe and info', () => {
  it('recognizes describe, with or without data', () => {
    expect(isDescribe(describe())).toBe(true);
    expect(isDescribe({ type: 'describe', data: { extra: 1 } })).toBe(true);
    expect(isDescribe({ type: 'info', data: {} })).toBe(false);
  });

  it('parses back every handle and intent field it wrote', () => {
    const parsed = parseInfo(throughTheWire(info(hearth)));
    expect(parsed).toEqual({ ...hearth, asr: [], tts: [], wake: [], mic: [], snd: [] });
  });

  it('writes the streaming and home-control flags as false when left out, and null description/version', () => {
    const event = info({
      handle: [
        {
          name: 'h',
          attribution,
          installed: true,
          description: null,
          version: null,
          models: [
            { name: 'm', attribution, installed: true, description: null, version: null, languages: ['en'] },
          ],
        },
      ],
    });
    const program = (event.data.handle as Record<string, unknown>[])[0]!;
    expect(program.supports_handled_streaming).toBe(false);
    expect(program.supports_home_control).toBe(false);
    expect(program).toHaveProperty('description', null);
    expect(program).toHaveProperty('version', null);
  });

  it('writes every list key, and satellite only when given', () => {
    expect(Object.keys(info({}).data).sort()).toEqual([
      'asr',
      'handle',
      'intent',
      'mic',
      'snd',
      'tts',
      'wake',
    ]);
    expect(info({ satellite: { name: 's' } }).data.satellite).toEqual({ name: 's' });
  });

  it('skips unknown keys and fills missing optional fields like the reference parser', () => {
    const parsed = parseInfo({
      type: 'info',
      data: {
        future: { anything: true },
        handle: [
          {
            name: 'old',
            attribution: { name: 'a', url: 'u', extra: 1 },
            installed: true,
            models: [{ name: 'm', attribution: { name: 'a', url: 'u' }, installed: true, languages: ['fr'] }],
            new_flag: true,
          },
        ],
      },
    });
    expect(parsed?.handle?.[0]).toEqual({
      name: 'old',
      attribution: { name: 'a', url: 'u' },
      installed: true,
      description: null,
      version: null,
      models: [
        {
          name: 'm',
          attribution: { name: 'a', url: 'u' },
          installed: true,
          description: null,
          version: null,
          languages: ['fr'],
        },
      ],
      supports_handled_streaming: false,
      supports_home_control: false,
    });
    expect(parsed?.intent).toEqual([]);
  });

  it.each([
    ['models missing', { name: 'p', attribution, installed: true }],
    [
      'languages given as a string',
      {
        name: 'p',
        attribution,
        installed: true,
        models: [{ name: 'm', attribution, installed: true, languages: 'en' }],
      },
    ],
    ['attribution without url', { name: 'p', attribution: { name: 'a' }, installed: true, models: [] }],
    ['installed missing', { name: 'p', attribution, models: [] }],
  ])('refuses an info whose handle program has %s', (_name, program) => {
    expect(parseInfo({ type: 'info', data: { handle: [program] } })).toBeUndefined();
  });

  it('returns undefined for an event that is not info', () => {
    expect(parseInfo(describe())).toBeUndefined();
  });
});
