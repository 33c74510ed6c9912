import { describe, expect, it } from 'vitest';
import { TextToolCalls } from './text-tool-calls.js';

const TOOLS = ['control', 'query'];

/** Feeds the deltas, then ends; returns the spoken text and the calls found. */
function run(deltas: readonly string[]): { text: string; calls: string[]; malformed: number } {
  const finder = new TextToolCalls(TOOLS);
  const found = [...deltas.map((delta) => finder.push(delta)), finder.end()];
  return {
    text: found.map((part) => part.text).join(''),
    calls: found.flatMap((part) => part.calls.map((call) => `${call.name} ${call.arguments}`)),
    malformed: found.reduce((sum, part) => sum + part.malformed.length, 0),
  };
}

const everySplit = (text: string): string[][] =>
  Array.from({ length: text.length - 1 }, (_, at) => [text.slice(0, at + 1), text.slice(at + 1)]);

const ARGS = '{"action":"turn_on","targets":["kitchen"]}';
const CALL = `control ${ARGS}`;

describe('TextToolCalls', () => {
  it.each([
    ['Hermes', `<tool_call>\n{"name": "control", "arguments": ${ARGS}}\n</tool_call>`],
    ['Llama python_tag', `<|python_tag|>{"name": "control", "parameters": ${ARGS}}<|eom_id|>`],
    ['Mistral list', `[TOOL_CALLS] [{"name": "control", "arguments": ${ARGS}}]`],
    ['Mistral v11', `[TOOL_CALLS]control[ARGS]${ARGS}`],
    ['bare JSON', `{"name": "control", "parameters": ${ARGS}}`],
    ['fenced JSON', `\`\`\`json\n{"name": "control", "arguments": ${ARGS}}\n\`\`\``],
  ])('reads a %s call at every split point and speaks none of it', (_name, text) => {
    for (const split of [[text], ...everySplit(text), [...text]]) {
      expect(run(split)).toEqual({ text: '', calls: [CALL], malformed: 0 });
    }
  });

  it('reads a call after some words, at every split point', () => {
    const text = `Here is the call: {"name": "control", "arguments": ${ARGS}}`;
    for (const split of everySplit(text)) {
      expect(run(split)).toEqual({ text: 'Here is the call: ', calls: [CALL], malformed: 0 });
    }
  });

  it('speaks the words before a marked call', () => {
    const result = run([
      'Sure, one moment. <tool_',
      `call>{"name": "control", "arguments": ${ARGS}}</tool_call>`,
    ]);
    expect(result).toEqual({ text: 'Sure, one moment. ', calls: [CALL], malformed: 0 });
  });

  it('reads several Llama calls joined by ";" and several Hermes blocks', () => {
    const llama = `<|python_tag|>{"name": "control", "parameters": ${ARGS}}; {"name": "query", "parameters": {}}`;
    expect(run([llama]).calls).toEqual([CALL, 'query {}']);
    const hermes = `<tool_call>{"name": "control", "arguments": ${ARGS}}</tool_call>\n<tool_call>{"name": "query", "arguments": {}}</tool_call>`;
    expect(run([hermes]).calls).toEqual([CALL, 'query {}']);
  });

  it('speaks JSON that names no offered tool, and text that merely mentions a marker-like bracket', () => {
    expect(run(['{"name": "Kitchen", "state": "on"} is what I see.'])).toEqual({
      text: '{"name": "Kitchen", "state": "on"} is what I see.',
      calls: [],
      malformed: 0,
    });
    expect(run(['[1] The light ', 'is on. <b>'])).toEqual({
      text: '[1] The light is on. <b>',
      calls: [],
      malformed: 0,
    });
    expect(run(['It says {"state": "on"}', ' and <tool_call>{"name": "query"}</tool_call>'])).toEqual({
      text: 'It says {"state": "on"} and ',
      calls: ['query {}'],
      malformed: 0,
    });
  });

  it('hands an unreadable marked call to its tool by name, and reports one without a name', () => {
    expect(run(['<tool_call>{"name": "control", "arguments": {"action": </tool_call>']).calls).toEqual([
      'control {"name": "control", "arguments": {"action":',
    ]);
    expect(run(['<tool_call>turn it on</tool_call>'])).toEqual({ text: '', calls: [], malformed: 1 });
  });

  it('does not hold a brace that cannot begin an object', () => {
    const finder = new TextToolCalls(TOOLS);
    expect(finder.push('Sets { and } are fine. ').text).toBe('Sets { and } are fine. ');
    expect(finder.push('A lone {').text).toBe('A lone ');
    expect(finder.push(' x').text).toBe('{ x');
  });

  it('releases a long JSON answer that never closes as text', () => {
    const long = `{"note": "${'x'.repeat(17_000)}`;
    expect(run([long, ' done']).text).toBe(`${long} done`);
  });
});
