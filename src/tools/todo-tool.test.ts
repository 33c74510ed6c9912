// The to-do tool against the simulator, which like Core finds items only by exact uid or summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeAssistantClient } from '../ha/index.js';
import type { Simulator } from '../simulator/index.js';
import {
  startSimulatedHome,
  type SimulatedHome,
  testToolboxOptions,
} from '../../test/support/simulated-home.js';
import { createToolbox } from './create-toolbox.js';
import type { ToolResult, Toolbox } from './tool.js';

let simulator: Simulator;
let client: HomeAssistantClient;
let home: SimulatedHome;
let toolbox: Toolbox;

beforeAll(async () => {
  home = await startSimulatedHome();
  ({ simulator, client } = home);
  toolbox = createToolbox(testToolboxOptions(client, { actionSettleMs: 300 }));
});

afterAll(() => home.close());

async function todo(args: Record<string, unknown>): Promise<ToolResult> {
  const tool = toolbox.tools().find((candidate) => candidate.name === 'todo');
  if (tool === undefined) throw new Error('no todo tool');
  const context = { signal: new AbortController().signal, language: 'en', conversationId: 't', userText: '' };
  return tool.execute(tool.parameters.parse(args), context);
}

const lastItemCall = () => simulator.serviceCalls.filter((call) => call.domain === 'todo').at(-1);

describe('todo tool', () => {
  it('completes "milk" on a list holding "Milk", naming the item by its uid', async () => {
    const result = await todo({ action: 'complete', item: 'milk' });
    expect(result).toMatchObject({ ok: true, item: 'Milk', done: 'complete', open_items: '2' });
    expect(lastItemCall()).toMatchObject({
      service: 'update_item',
      data: { item: 'todo.shopping_list-1', status: 'completed' },
    });
  });

  it('removes an item named with one typo', async () => {
    const result = await todo({ action: 'remove', item: 'eggz' });
    expect(result).toMatchObject({ ok: true, item: 'Eggs', done: 'remove', open_items: '1' });
    expect(lastItemCall()).toMatchObject({
      service: 'remove_item',
      data: { item: ['todo.shopping_list-2'] },
    });
  });

  it('returns candidates when the words fit several items, and changes nothing', async () => {
    await todo({ action: 'add', item: 'Bean' });
    await todo({ action: 'add', item: 'Beans' });
    const calls = simulator.serviceCalls.length;
    const result = await todo({ action: 'complete', item: 'beano' });
    expect(result).toMatchObject({ ok: false, candidates: ['Bean', 'Beans'] });
    expect(simulator.serviceCalls.slice(calls).map((call) => call.service)).toEqual(['get_items']);
  });

  it('says what is open when nothing fits, and when the item is already completed', async () => {
    const unknown = await todo({ action: 'complete', item: 'caviar' });
    expect(unknown).toMatchObject({ ok: false, open_items: ['Bread', 'Bean', 'Beans'] });
    expect(String(unknown.error)).toContain('no item like "caviar"');
    const completed = await todo({ action: 'complete', item: 'coffee beans' });
    expect(completed).toMatchObject({ ok: false });
    expect(String(completed.error)).toContain('already completed');
  });
});
