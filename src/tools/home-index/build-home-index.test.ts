// Home index budgets and caching, schema enums and the unreachable answer, on a generated 1,000-entity home.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHomeAssistant } from '../../ha/index.js';
import type { HomeAssistantClient } from '../../ha/index.js';
import { startSimulator } from '../../simulator/index.js';
import type { Simulator } from '../../simulator/index.js';
import { buildAssistStylePrompt } from './build-assist-style-prompt.js';
import { estimateTokens } from './estimate-tokens.js';
import { createToolbox } from '../create-toolbox.js';

let simulator: Simulator;
let client: HomeAssistantClient;

beforeAll(async () => {
  simulator = await startSimulator({ generate: { entities: 1000, seed: 7 } });
  client = await connectHomeAssistant({
    apiUrl: `${simulator.url}/api`,
    websocketUrl: `${simulator.url.replace(/^http/, 'ws')}/api/websocket`,
    token: simulator.token,
    backoff: { initialMs: 50, maxMs: 100 },
  });
});

afterAll(async () => {
  await client.close();
  await simulator.close();
});

const toolboxWith = (promptTokenBudget: number) =>
  createToolbox({
    client,
    enableTemplate: false,
    enableAutomation: false,
    enableCamera: false,
    entityEnumLimit: 150,
    promptTokenBudget,
    snapshotDir: '/tmp',
    actionSettleMs: 300,
  });

describe('home index budget', () => {
  it('shrinks to areas with counts past the budget and points the model to search', () => {
    const index = toolboxWith(1500).homeIndex();
    expect(estimateTokens(index)).toBeLessThanOrEqual(1500);
    expect(index).toContain('search');
    expect(estimateTokens(buildAssistStylePrompt(client.home))).toBeGreaterThan(5 * estimateTokens(index));
  });

  it('keeps to a small budget by listing fewer areas on every floor', () => {
    const index = toolboxWith(200).homeIndex();
    expect(estimateTokens(index)).toBeLessThanOrEqual(200);
    for (const floor of client.home.floors()) expect(index).toContain(`Floor "${floor.name}":`);
    expect(index).toContain('more (use the areas tool)');
  });

  it('offers search and areas only when the index cannot name every entity', () => {
    const names = (budget: number) =>
      toolboxWith(budget)
        .tools()
        .map((tool) => tool.name);
    expect(names(1500)).toEqual(expect.arrayContaining(['search', 'areas', 'control', 'timer']));
    expect(names(100_000)).not.toContain('search');
    expect(names(100_000)).not.toContain('areas');
    expect(names(100_000)).toEqual(expect.arrayContaining(['control', 'query', 'timer', 'broadcast']));
  });

  it('drops the entity id enum from schemas past the enum limit', () => {
    const control = toolboxWith(1500)
      .tools()
      .find((tool) => tool.name === 'control');
    const schema = control?.parameters.toJSONSchema() as unknown as {
      properties: { entity_ids: { items: object } };
    };
    expect(schema.properties.entity_ids.items).not.toHaveProperty('enum');
    expect(schema.properties.entity_ids.items).toHaveProperty('pattern');
  });

  it('rebuilds the index only when the registry changes', async () => {
    const toolbox = toolboxWith(100_000);
    const first = toolbox.homeIndex();
    expect(toolbox.homeIndex()).toBe(first);
    simulator.addEntity({
      entityId: 'light.brand_new_lamp',
      state: 'off',
      name: 'Brand New Lamp',
      exposed: true,
    });
    await expect.poll(() => toolbox.homeIndex(), { timeout: 3000 }).toContain('Brand New Lamp');
  });

  it('answers at once that Home Assistant is unreachable while it is down', async () => {
    const toolbox = toolboxWith(1500);
    const control = toolbox.tools().find((tool) => tool.name === 'control');
    const restart = simulator.restart({ downtimeMs: 600 });
    await expect.poll(() => toolbox.status(), { timeout: 3000 }).toBe('disconnected');
    const started = Date.now();
    const result = await control?.execute(
      { action: 'turn_on', targets: ['anything'] },
      { signal: new AbortController().signal, language: 'en', conversationId: 'x', userText: '' },
    );
    // At once: not after a request timeout or a reconnect (seconds). Loose enough for a loaded machine.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result).toEqual({ ok: false, error: 'Home Assistant is not reachable right now.' });
    await restart;
    await expect.poll(() => toolbox.status(), { timeout: 5000 }).toBe('ready');
  });
});
