import { describe, expect, it } from 'vitest';
import type { ChatModel, ChatRequest, ModelPart } from '../chat-model.js';
import { withModelHabits } from './model-habits.js';

/** A ChatModel that answers each request with the next list of text deltas, then `stop`. */
function scripted(name: string, answers: string[][]): ChatModel {
  return {
    name,
    async *stream() {
      for (const text of answers.shift() ?? [])
        yield await Promise.resolve({ type: 'text-delta', text } as const);
      yield { type: 'finish', reason: 'stop' };
    },
  };
}

const request: ChatRequest = {
  messages: [{ role: 'user', content: 'turn on the kitchen light' }],
  tools: [{ name: 'control', description: 'acts', parameters: {} }],
};

async function parts(model: ChatModel): Promise<ModelPart[]> {
  const all: ModelPart[] = [];
  for await (const part of model.stream(request)) all.push(part);
  return all;
}

function spoken(all: ModelPart[]): string {
  return all.map((part) => (part.type === 'text-delta' ? part.text : '')).join('');
}

describe('withModelHabits', () => {
  it('learns a lone </think>: the next answer of that model is held until the tag', async () => {
    const model = withModelHabits(
      scripted('my-model', [
        ['Reasoning here.', '</think>', 'First answer.'],
        ['More reasoning.', ' Still thinking.', '</think>\n\n', 'Second answer.'],
      ]),
    );
    expect(spoken(await parts(model))).toBe('Reasoning here.First answer.');
    expect(spoken(await parts(model))).toBe('Second answer.');
  });

  it('holds from the first answer for models whose template opens the block in the prompt', async () => {
    const model = withModelHabits(scripted('deepseek-r1:8b', [['The user asks.', '</think>', 'Hello.']]));
    expect(spoken(await parts(model))).toBe('Hello.');
  });

  it('turns a call written as text into a tool-call part before finish, and the finish into tool-calls', async () => {
    const model = withModelHabits(
      scripted('qwen2.5:3b', [
        ['<tool_call>{"name": "control", ', '"arguments": {"action": "turn_on"}}</tool_call>'],
      ]),
    );
    const all = await parts(model);
    expect(all).toEqual([
      { type: 'tool-call', call: { id: 'call_text_1', name: 'control', arguments: '{"action":"turn_on"}' } },
      { type: 'finish', reason: 'tool-calls' },
    ]);
  });
});
