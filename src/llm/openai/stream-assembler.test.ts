import { describe, expect, it } from 'vitest';
import type { ModelPart } from '../chat-model.js';
import { StreamAssembler } from './stream-assembler.js';

/** Feeds chunks whose delta carries these tool-call fragments, then a finish; returns the calls. */
function calls(fragments: readonly Record<string, unknown>[][]): string[] {
  const assembler = new StreamAssembler();
  const parts: ModelPart[] = [];
  for (const list of fragments) parts.push(...assembler.push({ choices: [{ delta: { tool_calls: list } }] }));
  parts.push(...assembler.push({ choices: [{ delta: {}, finish_reason: 'tool_calls' }] }));
  parts.push(...assembler.end(true));
  return parts.flatMap((part) =>
    part.type === 'tool-call' ? [`${part.call.id} ${part.call.name} ${part.call.arguments}`] : [],
  );
}

const fn = (name: string | undefined, args: unknown) => ({
  ...(name === undefined ? {} : { name }),
  arguments: args,
});

describe('StreamAssembler tool calls', () => {
  it('keeps calls apart that share index 0 under different ids (Ollama)', () => {
    expect(
      calls([
        [{ id: 'call_a', index: 0, type: 'function', function: fn('control', '{"a":1}') }],
        [{ id: 'call_b', index: 0, type: 'function', function: fn('query', '{"b":2}') }],
      ]),
    ).toEqual(['call_a control {"a":1}', 'call_b query {"b":2}']);
  });

  it('sets a name repeated in every fragment, and starts a new call when a name follows complete arguments', () => {
    expect(
      calls([
        [{ index: 0, function: fn('control', '{"a":') }],
        [{ index: 0, function: fn('control', '1}') }],
        [{ index: 0, function: fn('control', '{"b":2}') }],
      ]),
    ).toEqual(['call_0 control {"a":1}', 'call_1 control {"b":2}']);
  });

  it('continues a call when a fragment without a name comes under a fresh id', () => {
    expect(
      calls([
        [{ id: 'x1', index: 0, function: fn('control', '{"a":') }],
        [{ id: 'x2', index: 0, function: fn(undefined, '1}') }],
      ]),
    ).toEqual(['x1 control {"a":1}']);
  });

  it('reads arguments sent as a JSON object, and keeps extra_content on its call', () => {
    const assembler = new StreamAssembler();
    const parts = [
      ...assembler.push({
        choices: [
          {
            delta: {
              tool_calls: [
                {
                  id: 'c',
                  extra_content: { google: { thought_signature: 'sig' } },
                  function: fn('control', { a: 1 }),
                },
              ],
            },
            finish_reason: 'tool_calls',
          },
        ],
      }),
      ...assembler.end(true),
    ];
    expect(parts[0]).toEqual({
      type: 'tool-call',
      call: {
        id: 'c',
        name: 'control',
        arguments: '{"a":1}',
        echo: { extra_content: { google: { thought_signature: 'sig' } } },
      },
    });
  });

  it('hands reasoning_content out as an echo part before finish', () => {
    const assembler = new StreamAssembler();
    const parts = [
      ...assembler.push({ choices: [{ delta: { content: null, reasoning_content: 'They want ' } }] }),
      ...assembler.push({ choices: [{ delta: { reasoning_content: 'the light.' } }] }),
      ...assembler.push({ choices: [{ delta: { content: 'On.' }, finish_reason: 'stop' }] }),
    ];
    expect(parts).toEqual([
      { type: 'text-delta', text: 'On.' },
      { type: 'echo', fields: { reasoning_content: 'They want the light.' } },
      { type: 'finish', reason: 'stop' },
    ]);
  });
});
