import { describe, expect, it } from 'vitest';
import { asks, inventedIds, junkIn, mentionsValue, writesToolCall } from './read-answer.js';

describe('reading what a model wrote', () => {
  it.each([
    '<tool_call>\n{"name": "control", "arguments": {"action": "turn_on"}}\n</tool_call>',
    '{"name": "control", "arguments": {"targets": ["kitchen light"]}}',
    '{"function": "query", "parameters": {"entity_ids": ["sensor.x"]}}',
    '[TOOL_CALLS] [{"name": "control", "arguments": {}}]',
    '<|python_tag|>control.call(action="turn_on")',
    'control(action="turn_on", targets=["lamp"])',
    'I will call control({"action": "turn_off"}) now.',
    'Sure: {"action": "turn_on", "entity_ids": ["light.kitchen"]}',
    '<function=control>{"action": "open"}</function>',
  ])('finds a tool call written as text: %s', (text) => {
    expect(writesToolCall(text)).toBe(true);
  });

  it.each([
    'I turned on the kitchen light.',
    'The living room is at 20.5 degrees.',
    'Do you want me to control the heating too?',
    'Which one: the left or the right lamp?',
    'Ich habe das Licht eingeschaltet.',
    '<think>I should call {"name": "control", "arguments": {"action": "turn_on"}}</think>Done, it is on.',
  ])('reads plain speech as speech: %s', (text) => {
    expect(writesToolCall(text)).toBe(false);
  });

  it('calls markup, code, JSON, thinking and entity ids junk, and plain sentences not', () => {
    expect(junkIn('')).toBe('nothing was said');
    expect(junkIn('<think>hmm</think> Done.')).toMatch(/think/);
    expect(junkIn('Turned on **kitchen**.')).toBeDefined();
    expect(junkIn('I switched light.kitchen_ceiling on.')).toMatch(/light\.kitchen_ceiling/);
    expect(junkIn('```json\n{}\n```')).toBeDefined();
    expect(junkIn('Done. The kitchen light is on at 40 %.')).toBeUndefined();
    expect(junkIn('Es sind 20,5 Grad.')).toBeUndefined();
  });

  it('finds entity ids a call named that the home does not have', () => {
    const known = new Set(['light.kitchen', 'sensor.temp']);
    const calls = [
      {
        name: 'control',
        arguments: '{"entity_ids": ["light.kitchen", "light.kitchen_main"], "targets": ["Kitchen"]}',
      },
      { name: 'query', arguments: '{"entity_ids": ["sensor.temp"], "note": "12.5"}' },
      { name: 'broken', arguments: '{"entity_ids": [' },
      { name: 'other', arguments: '{"x": "weather.home"}' },
    ];
    // weather is no domain of this home: a word, not an invented id.
    expect(inventedIds(calls, known)).toEqual(['light.kitchen_main']);
  });

  it('finds the true value in an answer, whole, in its spellings', () => {
    const spellings = ['20.5', '20,5', '21'];
    expect(mentionsValue('It is 20.5 °C in the living room.', spellings)).toBe(true);
    expect(mentionsValue('Es sind 20,5 Grad.', spellings)).toBe(true);
    expect(mentionsValue('About 21 degrees.', spellings)).toBe(true);
    expect(mentionsValue('It is 120.5 degrees.', spellings)).toBe(false);
    expect(mentionsValue('It is 20.55 degrees.', spellings)).toBe(false);
    expect(mentionsValue('It is 210 degrees.', spellings)).toBe(false);
  });

  it('hears a question in any script', () => {
    expect(asks('Which one?')).toBe(true);
    expect(asks('¿Cuál?')).toBe(true);
    expect(asks('どれですか？')).toBe(true);
    expect(asks('Done.')).toBe(false);
  });
});
