import { describe, expect, it } from 'vitest';
import { TextReadTemplate } from '../text-read-template.js';
import { SseParser } from './sse-parser.js';
import { onlyText } from './stream-assembler.js';
import { SSE_TEXT_READS } from './wire-stream.js';

// Text chunks as servers write them (field order and extras as each sends them): OpenAI and vLLM put the
// choices last, llama.cpp first (its JSON sorts keys), Ollama's OpenAI API adds the role to every delta.
const SERVERS: Record<string, (text: string) => string> = {
  openai: (text) =>
    `{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1694268190,"model":"m","system_fingerprint":"fp_1","choices":[{"index":0,"delta":{"content":${JSON.stringify(text)}},"logprobs":null,"finish_reason":null}]}`,
  llamaCpp: (text) =>
    `{"choices":[{"finish_reason":null,"index":0,"delta":{"content":${JSON.stringify(text)}}}],"created":1781492230,"id":"chatcmpl-q","model":"m.gguf","system_fingerprint":"b9554","object":"chat.completion.chunk"}`,
  ollama: (text) =>
    `{"id":"chatcmpl-414","object":"chat.completion.chunk","created":1717000000,"model":"qwen2.5:7b","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":${JSON.stringify(text).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')}},"finish_reason":null}]}`,
};

const sse = (data: string, newline = '\n'): string => `data: ${data}${newline}${newline}`;

/** What the parsers make of a read from an idle SSE parser: its text, or why it is not one text chunk. */
function parsed(read: string): { text: string | undefined; events: string[] } {
  const events = new SseParser().push(read);
  if (events.length !== 1) return { text: undefined, events };
  try {
    return { text: onlyText(JSON.parse(events[0]!)), events };
  } catch {
    return { text: undefined, events };
  }
}

/** A template learned as the stream reader learns it: from one read parsed whole. */
function learned(read: string): TextReadTemplate {
  const template = new TextReadTemplate(SSE_TEXT_READS);
  const { events } = parsed(read);
  template.learn(read, events[0]!, JSON.parse(events[0]!));
  return template;
}

describe('TextReadTemplate', () => {
  for (const [server, chunk] of Object.entries(SERVERS)) {
    it(`reads ${server}'s next text chunks without the parsers, escapes decoded as JSON does`, () => {
      const template = learned(sse(chunk('The')));
      for (const text of [
        ' kitchen',
        '',
        ' light is "on".\n\n',
        ' 21 °C — é ✓',
        ' <think> & </think>',
        '\\',
      ]) {
        expect(template.match(sse(chunk(text)))).toBe(text);
      }
    });
  }

  it('learns a read with CRLF lines, comments and other fields around the event', () => {
    const read = (text: string) =>
      `: keep-alive\r\n\r\nevent: message\r\nid: 7\r\n${sse(SERVERS.openai!(text), '\r\n')}`;
    const template = learned(read('Hello'));
    expect(template.match(read(' there'))).toBe(' there');
    expect(template.match(sse(SERVERS.openai!(' there')))).toBeUndefined();
  });

  it('takes a new time and padding in each chunk, keys the assembler never reads', () => {
    const chunk = (text: string, created: number, padding: string) =>
      sse(
        SERVERS.openai!(text)
          .replace('"created":1694268190', `"created":${created}`)
          .replace(']}', `],"obfuscation":${JSON.stringify(padding)}}`),
      );
    const template = learned(chunk('Hi', 1694268190, 'a1'));
    expect(template.match(chunk(' there', 1694268191, 'Zx9_'))).toBe(' there');
    expect(template.match(chunk(' you', 1694268191, 'q\\"'))).toBe(' you');
    // Not an integer, or not JSON: the parsers read those.
    for (const created of ['1.5', '012', '-1', '1e3', '']) {
      expect(
        template.match(chunk('!', 0, 'a').replace('"created":0', `"created":${created}`)),
      ).toBeUndefined();
    }
    expect(
      template.match(chunk('!', 1, 'a').replace('"obfuscation":"a"', '"obfuscation":"\\q"')),
    ).toBeUndefined();
  });

  it('never takes a read that differs anywhere but in the text and the keys it skips', () => {
    const template = learned(sse(SERVERS.openai!('Hi')));
    const other = (text: string) =>
      sse(SERVERS.openai!(text).replace('"id":"chatcmpl-1"', '"id":"chatcmpl-2"'));
    expect(template.match(other('Hi'))).toBeUndefined();
    // The finish, usage, a tool call: other chunks, even where the bytes around the text are the same.
    const finish = sse(SERVERS.openai!('.').replace('"finish_reason":null', '"finish_reason":"stop"'));
    expect(template.match(finish)).toBeUndefined();
    expect(template.match(sse(SERVERS.openai!('Hi')) + sse(SERVERS.openai!('!')))).toBeUndefined();
    expect(template.match(sse(SERVERS.openai!('Hi')).slice(0, -1))).toBeUndefined();
  });

  it('refuses a text that would end the JSON string early, whatever follows it', () => {
    const template = learned(sse(SERVERS.llamaCpp!('Hi')));
    const [before, after] = sse(SERVERS.llamaCpp!('@')).split('@') as [string, string];
    // Raw, this closes the text and adds a finish reason after the server's null: valid JSON, another chunk.
    const crafted = `${before}a"},"finish_reason":"stop","x":{"y":"b${after}`;
    expect(parsed(crafted).events).toHaveLength(1);
    expect(JSON.parse(parsed(crafted).events[0]!)).toMatchObject({ choices: [{ finish_reason: 'stop' }] });
    expect(template.match(crafted)).toBeUndefined();
    expect(template.match(`${before}a\nb${after}`)).toBeUndefined();
    expect(template.match(`${before}a\\x${after}`)).toBeUndefined();
  });

  it('learns nothing from a chunk that is not text alone, or whose text it cannot place for sure', () => {
    const none = (read: string): void => {
      const template = learned(read);
      expect(template.match(read)).toBeUndefined();
    };
    none(sse(SERVERS.openai!('').replace('"content":""', '"role":"assistant"')));
    none(sse(SERVERS.openai!('Hi').replace('"finish_reason":null', '"finish_reason":"stop"')));
    none(sse(SERVERS.openai!('Hi').replace('"content":"Hi"', '"content":"Hi","reasoning_content":"hm"')));
    none(sse(SERVERS.openai!('Hi').replace('"content":"Hi"', '"content":"Hi","tool_calls":[]')));
    none(sse(SERVERS.openai!('Hi').replace('"model":"m"', '"model":"m","usage":{"prompt_tokens":1}')));
    // The one compact `"content":"` is another object's; the delta's text is written with a space.
    none(
      sse(
        SERVERS.openai!('Hi')
          .replace('"content":"Hi"', '"content": "Hi"')
          .replace('"model":"m"', '"model":"m","meta":{"content":"Hi"}'),
      ),
    );
    // Twice the key: the later one is the text, which a template of the first would not see.
    none(sse(SERVERS.openai!('Hi').replace('"content":"Hi"', '"content":"Hi","content":"Hi"')));
    // Two data lines make one event: its data is not on one line of the read.
    none(`data: {"choices":[{"delta":{"content":"Hi"}}],\ndata: "x":1}\n\n`);
  });

  it('stops learning on a stream whose reads all differ around the text', () => {
    const template = new TextReadTemplate(SSE_TEXT_READS);
    // llama.cpp with timings_per_token: numbers in an object on every chunk.
    const read = (n: number, text: string) =>
      sse(SERVERS.llamaCpp!(text).replace('"object"', `"timings":{"predicted_n":${n}},"object"`));
    let learnedMatches = 0;
    for (let n = 0; n < 8; n += 1) {
      const data = parsed(read(n, 'a')).events[0]!;
      template.learn(read(n, 'a'), data, JSON.parse(data));
      if (template.match(read(n, 'b')) === 'b') learnedMatches += 1;
    }
    // Each learned template matched a read with its own timings, so learning goes on (and pays off).
    expect(learnedMatches).toBe(8);

    const fruitless = new TextReadTemplate(SSE_TEXT_READS);
    let matched = 0;
    for (let n = 0; n < 8; n += 1) {
      const data = parsed(read(n, 'a')).events[0]!;
      fruitless.learn(read(n, 'a'), data, JSON.parse(data));
      if (fruitless.match(read(n + 100, 'b')) !== undefined) matched += 1;
    }
    expect(matched).toBe(0);
    // After three templates that matched nothing it learns no more: the last read's template is not kept.
    const data = parsed(read(7, 'a')).events[0]!;
    fruitless.learn(read(7, 'a'), data, JSON.parse(data));
    expect(fruitless.match(read(7, 'b'))).toBeUndefined();
  });

  it('agrees with the parsers on every read it takes (random texts and mangled reads)', () => {
    let seed = 27;
    const random = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const alphabet = [
      'a',
      ' ',
      '.',
      '"',
      '\\',
      '\n',
      '\t',
      'é',
      '😀',
      '\u2028',
      '<',
      '}',
      ']',
      ',',
      ':',
      '\u0001',
    ];
    const text = (): string =>
      Array.from(
        { length: Math.floor(random() * 12) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
    const digits = ['0', '1', '9', '.', '-', 'e', '"', ' '];
    const number = (): string =>
      Array.from(
        { length: Math.floor(random() * 4) },
        () => digits[Math.floor(random() * digits.length)],
      ).join('');
    // Each server's chunks, and OpenAI's with its per-chunk padding: the time and the padding vary too.
    const servers = [
      ...Object.values(SERVERS),
      (text: string) => SERVERS.openai!(text).replace(']}', '],"obfuscation":"%%"}'),
    ];
    let taken = 0;
    for (const chunk of servers) {
      const template = learned(sse(chunk('seed').replace('%%', 'pad')));
      const [before, after] = sse(chunk('@')).split('@') as [string, string];
      for (let round = 0; round < 3_000; round += 1) {
        // Well-formed reads, raw bodies between the template's bytes (often not JSON at all), and raw
        // values for the time and the padding.
        const read =
          round % 3 === 0
            ? sse(chunk(text()).replace('%%', 'pad'))
            : round % 3 === 1
              ? `${before}${text()}${after}`.replace('%%', 'pad')
              : sse(chunk(text()))
                  .replace(/"created":\d+/, `"created":${number()}`)
                  .replace('%%', text());
        const matched = template.match(read);
        if (matched === undefined) continue;
        taken += 1;
        expect(parsed(read).text).toBe(matched);
      }
    }
    expect(taken).toBeGreaterThan(4_000);
  });
});
