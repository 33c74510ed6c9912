// Confirmation means an answer to a question Hearth itself asked: the question is spoken whatever the
// model says, only a reply that IS a yes confirms, and anything else cancels the held action.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callTools } from './support/scripted-model.js';
import { startSecurityHome, type SecurityHome } from './support/security-home.js';

let home: SecurityHome;
const unlock = { action: 'unlock', targets: ['front door'] };
const confirmed = { ...unlock, confirm: true };

beforeAll(async () => {
  home = await startSecurityHome();
});

afterAll(async () => {
  await home.close();
});

beforeEach(async () => {
  home.simulator.setState({ entityId: 'lock.front_door', state: 'locked' });
  const live = home.hearth.hearth.homeAssistant!.home;
  await live.waitFor('lock.front_door', (entity) => entity.state === 'locked', { timeoutMs: 5_000 });
});

const locked = (): string | undefined => home.simulator.state('lock.front_door')?.state;

describe('Hearth asks, and only a yes answers', () => {
  it('speaks its own question even when the model claims the door is already open', async () => {
    home.model.enqueue(
      callTools([{ name: 'control', arguments: unlock }], { text: 'Done, the door is open now.' }),
    );
    const answer = await home.hearth.ask('unlock the front door', { conversationId: 'claims-done' });
    expect(answer.text).toMatch(/Do you want me to unlock Front Door Lock\? Please answer yes or no\.$/);
    expect(locked()).toBe('locked');
  });

  it('asks in the user’s language', async () => {
    const { answer } = await home.turnWithTool('schließ die Haustür auf', 'control', unlock, {
      conversationId: 'german',
      language: 'de',
    });
    expect(answer.text).toContain('Soll ich wirklich Front Door Lock entriegeln?');
  });

  it('never runs a confirm the model sends before Hearth asked anything', async () => {
    const { answer } = await home.turnWithTool('yes, unlock the front door', 'control', confirmed, {
      conversationId: 'unasked',
    });
    expect(answer.text).toMatch(/\?/);
    expect(locked()).toBe('locked');
  });

  it.each([
    ['turn on the kitchen light right now', 'en'],
    ['sure, and what is the weather', 'en'],
    ['si, pon música en la cocina', 'es'],
    ['어 그거 말고 불 꺼줘', 'ko'],
  ])('takes "%s" as a new request that cancels the held unlock', async (reply, language) => {
    const conversationId = `cancel-${reply}`;
    await home.turnWithTool('unlock the front door', 'control', unlock, { conversationId, language });
    const next = await home.turnWithTool(reply, 'control', confirmed, { conversationId, language });
    expect(next.result?.ok).toBe(false);
    expect(locked()).toBe('locked');
    const late = await home.turnWithTool('yes', 'control', confirmed, { conversationId, language });
    expect(late.answer.text).toMatch(/\?/);
    expect(locked()).toBe('locked');
  });

  it('unlocks after a short yes in the turn right after the question', async () => {
    const conversationId = 'plain-yes';
    await home.turnWithTool('unlock the front door', 'control', unlock, { conversationId });
    const yes = await home.turnWithTool('Yes, please.', 'control', confirmed, { conversationId });
    expect(yes.result?.ok).toBe(true);
    expect(locked()).toBe('unlocked');
  });
});
