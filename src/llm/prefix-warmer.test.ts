import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { say } from '../../test/support/scripted-model.js';
import { startScriptedOllama, type ScriptedOllama } from '../../test/support/scripted-ollama.js';
import type { ChatModel, ModelPart, ToolSpec } from './chat-model.js';
import { createOllamaChatModel } from './ollama/ollama-chat-model.js';
import { PrefixWarmer } from './prefix-warmer.js';

let server: ScriptedOllama;
let model: ChatModel;
let warmer: PrefixWarmer;
let index = 'Kitchen: light, kettle';
const tools: ToolSpec[] = [
  { name: 'control', description: 'Control a device', parameters: { type: 'object' } },
];

beforeEach(async () => {
  server = await startScriptedOllama();
  model = createOllamaChatModel({
    baseUrl: server.url,
    model: 'scripted-model',
    temperature: 0.2,
    maxTokens: 300,
    contextWindow: 8192,
    keepAlive: -1,
    think: false,
    retryDelayMs: 0,
  });
  index = 'Kitchen: light, kettle';
  warmer = new PrefixWarmer({
    model,
    prefix: () => ({ messages: [{ role: 'system', content: `You run the home.\n${index}` }], tools }),
    fingerprint: () => [index, tools],
    enabled: () => Promise.resolve(true),
    settleMs: 30,
  });
});

afterEach(async () => {
  warmer.close();
  await server.close();
});

async function drain(parts: AsyncIterable<ModelPart>): Promise<void> {
  for await (const part of parts) void part;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('PrefixWarmer', () => {
  it('sends the fixed part with a one-token answer, through the same client (same num_ctx and keep_alive)', async () => {
    await warmer.warm('start');
    const [warm] = server.chats();
    expect(warm?.body.messages?.[0]).toEqual({
      role: 'system',
      content: 'You run the home.\nKitchen: light, kettle',
    });
    expect(warm?.body.tools?.[0]?.function.name).toBe('control');
    expect(warm?.body.options).toMatchObject({ num_predict: 1, num_ctx: 8192 });
    expect(warm?.body.keep_alive).toBe(-1);
  });

  it('warms again only when what the prefix is built from changed', async () => {
    await warmer.warmIfChanged('start');
    await warmer.warmIfChanged('registry event');
    expect(server.chats()).toHaveLength(1);
    index = 'Kitchen: light, kettle, radio';
    await warmer.warmIfChanged('registry event');
    expect(server.chats()).toHaveLength(2);
    expect(server.chats()[1]?.body.messages?.[0]?.content).toContain('radio');
  });

  it('re-warms after a background request, so a one-slot cache holds the prefix again', async () => {
    const background = warmer.background(model);
    server.enqueue(say('{"facts": []}'));
    await drain(
      background.stream({
        messages: [{ role: 'user', content: 'Extract facts from this talk.' }],
        tools: [],
      }),
    );
    await pause(120);
    const chats = server.chats();
    expect(chats).toHaveLength(2);
    expect(chats[1]?.body.messages?.[0]?.content).toContain('You run the home.');
    expect(chats[1]?.body.options?.num_predict).toBe(1);
  });

  it('does not re-warm when a question came meanwhile: its own request re-read the prefix', async () => {
    const background = warmer.background(model);
    const foreground = warmer.foreground(model);
    await drain(background.stream({ messages: [{ role: 'user', content: 'Extract facts.' }], tools: [] }));
    await drain(foreground.stream({ messages: [{ role: 'user', content: 'Lights on' }], tools }));
    await pause(120);
    expect(server.chats()).toHaveLength(2);
    expect(server.chats().every((chat) => chat.body.options?.num_predict !== 1)).toBe(true);
  });
});
