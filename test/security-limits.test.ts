// Nothing a client or the model sends can freeze Hearth or run away with a turn: oversize input is
// refused early with a clear error, a runaway answer ends with what was said and an apology, and a
// step's tool calls are capped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callTools, say } from './support/scripted-model.js';
import { startSecurityHome, type SecurityHome } from './support/security-home.js';

let home: SecurityHome;

beforeAll(async () => {
  // A short home index (areas and counts), so the search tool these tests call is on offer.
  home = await startSecurityHome({ hearthOptions: { prompt_token_budget: 200 } });
});

afterAll(async () => {
  await home.close();
});

describe('oversize input', () => {
  it('refuses a transcript of 100,000 characters at once, without asking the model', async () => {
    const before = home.model.requests.length;
    const answer = await home.hearth.ask('turn on the light '.repeat(6000));
    expect(answer.outcome).toBe('not-handled');
    expect(answer.text).toMatch(/too long/i);
    expect(home.model.requests.length).toBe(before);
  });

  it('answers tool arguments of 200,000 characters with an error value, and the turn goes on', async () => {
    const before = home.model.requests.length;
    home.model.enqueue(
      callTools([{ name: 'search', arguments: { query: 'lamp '.repeat(40_000) } }], {
        argumentFragmentSize: 4_000,
      }),
    );
    const answer = await home.hearth.ask('search');
    expect(answer.outcome).toBe('handled');
    const tool = home.model.requests[before + 1]?.body.messages?.filter((m) => m.role === 'tool').at(-1);
    const result = JSON.parse(String(tool?.content)) as { ok: boolean; error?: string };
    expect(result.ok).toBe(false);
    expect(String(result.error)).toMatch(/too long/);
  });

  it('ends a runaway answer with what was spoken and an apology', async () => {
    home.model.enqueue(say('This goes on and on. '.repeat(2000), { chunkSize: 400 }));
    const answer = await home.hearth.ask('tell me everything');
    expect(answer.outcome).toBe('handled');
    expect(answer.text.startsWith('This goes on and on.')).toBe(true);
    // Cut at the limit (6,000 characters) even inside a model's delta, plus the apology.
    expect(answer.text.length).toBeLessThan(6_200);
    expect(answer.chunks.at(-1)).toMatch(/sorry/i);
  });
});

describe('tool calls per step', () => {
  it('runs the first 16 calls of a step and answers the rest with an error value', async () => {
    const before = home.model.requests.length;
    const calls = Array.from({ length: 20 }, (_, index) => ({
      name: 'search',
      arguments: { query: 'light' },
      id: `call_${index}`,
    }));
    home.model.enqueue(callTools(calls));
    const answer = await home.hearth.ask('search a lot');
    expect(answer.outcome).toBe('handled');
    const tools = (home.model.requests[before + 1]?.body.messages ?? []).filter((m) => m.role === 'tool');
    expect(tools).toHaveLength(20);
    // Twenty calls use up the turn's calls: the wrap-up note follows the last result's JSON.
    const results = tools.map(
      (message) => JSON.parse(String(message.content).split('\n\n')[0]!) as { ok: boolean; error?: string },
    );
    expect(results.slice(0, 16).every((result) => result.ok)).toBe(true);
    expect(results.slice(16).every((result) => !result.ok && /at most 16/.test(String(result.error)))).toBe(
      true,
    );
  });
});
