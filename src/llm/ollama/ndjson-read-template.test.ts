import { describe, expect, it } from 'vitest';
import { TextReadTemplate } from '../text-read-template.js';
import { NdjsonParser } from './ndjson-parser.js';
import { NDJSON_TEXT_READS } from './ollama-chat-model.js';
import { onlyText } from './ollama-stream.js';

// Ollama's native chat stream, one line per token: each line has its own time (Go's RFC 3339, to the
// nanosecond); with think on, the reasoning comes first in `thinking` with empty content.
const line = (content: string, time: string, thinking?: string): string =>
  `${JSON.stringify({
    model: 'qwen3:8b',
    created_at: `2025-07-07T20:22:${time}Z`,
    message: { role: 'assistant', content, ...(thinking === undefined ? {} : { thinking }) },
    done: false,
  }).replace(/</g, '\\u003c')}\n`;

/** What the parsers make of a read from an idle NDJSON parser: its text, if it is one text line. */
function parsed(read: string): string | undefined {
  const lines = new NdjsonParser().push(read);
  if (lines.length !== 1) return undefined;
  try {
    return onlyText(JSON.parse(lines[0]!));
  } catch {
    return undefined;
  }
}

function learned(read: string): TextReadTemplate {
  const template = new TextReadTemplate(NDJSON_TEXT_READS);
  const lines = new NdjsonParser().push(read);
  template.learn(read, lines[0]!, JSON.parse(lines[0]!));
  return template;
}

describe('TextReadTemplate on Ollama lines', () => {
  it('reads the next lines past the parser, each with its own time', () => {
    const template = learned(line('The', '19.184789123'));
    expect(template.match(line(' kitchen', '19.192180456'))).toBe(' kitchen');
    expect(template.match(line(' <b>"on"</b>\n', '20.000000001'))).toBe(' <b>"on"</b>\n');
    // Another model, a tool call, the last line: not the same line around the text.
    expect(template.match(line('x', '19.2').replace('qwen3:8b', 'llama3.2'))).toBeUndefined();
    const call = line('', '19.3').replace('"content":""', '"content":"","tool_calls":[]');
    expect(template.match(call)).toBeUndefined();
    expect(template.match(line('', '19.4').replace('"done":false', '"done":true'))).toBeUndefined();
    expect(template.match(line('a', '19.5') + line('b', '19.6'))).toBeUndefined();
  });

  it('reads reasoning lines as no text, and learns the answer once it starts', () => {
    const template = learned(line('', '19.1', 'Okay'));
    expect(template.match(line('', '19.2', ' the user'))).toBe('');
    expect(template.match(line('', '19.3', ' wants\n"this"'))).toBe('');
    const answer = line('Sure', '19.4');
    expect(template.match(answer)).toBeUndefined();
    const lines = new NdjsonParser().push(answer);
    template.learn(answer, lines[0]!, JSON.parse(lines[0]!));
    expect(template.match(line('.', '19.5'))).toBe('.');
  });

  it('agrees with the parsers on every read it takes (random texts, times and reasoning)', () => {
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const alphabet = ['a', ' ', '"', '\\', 'n', 'u', '0', '\n', '\r', 'é', '<', '}', ',', ':', '\u0001', 'Z'];
    const text = (): string =>
      Array.from(
        { length: Math.floor(random() * 10) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
    let taken = 0;
    for (const thinking of [undefined, 'hm']) {
      const template = learned(line('seed', '19.1', thinking));
      for (let round = 0; round < 3_000; round += 1) {
        const read =
          round % 2 === 0
            ? line(text(), `19.${round}`, thinking === undefined ? undefined : text())
            : // Raw bytes in each place: the time, the text, the reasoning.
              line('@1', '@2', thinking === undefined ? undefined : '@3')
                .replace('@1', text())
                .replace('@2', text())
                .replace('@3', text());
        const matched = template.match(read);
        if (matched === undefined) continue;
        taken += 1;
        expect(parsed(read)).toBe(matched);
      }
    }
    expect(taken).toBeGreaterThan(3_000);
  });
});
