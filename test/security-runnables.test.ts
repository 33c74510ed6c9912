// Scripts, scenes and automations over the voice path: only an exposed one may run, whatever service
// name reaches it, and one that unlocks, disarms or opens waits for the user's yes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSecurityHome, type SecurityHome } from './support/security-home.js';

let home: SecurityHome;

beforeAll(async () => {
  home = await startSecurityHome();
});

afterAll(async () => {
  await home.close();
});

beforeEach(async () => {
  home.simulator.setState({ entityId: 'lock.front_door', state: 'locked' });
  home.simulator.setState({ entityId: 'alarm_control_panel.home_alarm', state: 'armed_away' });
  const live = home.hearth.hearth.homeAssistant!.home;
  await live.waitFor('lock.front_door', (entity) => entity.state === 'locked', { timeoutMs: 5_000 });
});

function doorAndAlarmUntouched(): void {
  expect(home.simulator.state('lock.front_door')?.state).toBe('locked');
  expect(home.simulator.state('alarm_control_panel.home_alarm')?.state).toBe('armed_away');
}

describe('an unexposed script is never run', () => {
  it('refuses script.<id> of an unexposed script even when an exposed script is named as target', async () => {
    const before = home.simulator.serviceCalls.length;
    const { result } = await home.turnWithTool('open the house', 'service', {
      domain: 'script',
      service: 'open_house',
      targets: ['Evening Lights'],
    });
    expect(result?.ok).toBe(false);
    expect(home.callsSince(before)).toEqual([]);
    doorAndAlarmUntouched();
  });

  it('refuses script.turn_on aimed at an unexposed script by name', async () => {
    const before = home.simulator.serviceCalls.length;
    const { result } = await home.turnWithTool('open the house', 'service', {
      domain: 'script',
      service: 'turn_on',
      targets: ['Open House'],
    });
    expect(result?.ok).toBe(false);
    expect(home.callsSince(before)).toEqual([]);
    doorAndAlarmUntouched();
  });

  it('names no unexposed script in the error for an unknown script service', async () => {
    const { result } = await home.turnWithTool('run it', 'service', {
      domain: 'script',
      service: 'no_such_thing',
      targets: ['Evening Lights'],
    });
    expect(result?.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain('open_house');
    expect(JSON.stringify(result)).not.toContain('leave_home');
  });

  it('refuses scene.apply, which could set any entity', async () => {
    const before = home.simulator.serviceCalls.length;
    const { result } = await home.turnWithTool('party', 'service', {
      domain: 'scene',
      service: 'apply',
      targets: ['Party Mode'],
      data: { entities: { 'lock.front_door': 'unlocked' } },
    });
    expect(result?.ok).toBe(false);
    expect(home.callsSince(before)).toEqual([]);
    doorAndAlarmUntouched();
  });

  it('runs an exposed harmless script through its own service name', async () => {
    const { result } = await home.turnWithTool('evening lights', 'service', {
      domain: 'script',
      service: 'evening_lights',
    });
    expect(result?.ok).toBe(true);
    expect(home.simulator.state('light.hallway')?.state).toBe('on');
  });
});

describe('an exposed script or scene that unlocks needs a yes first', () => {
  it('asks before script.turn_on runs a script that unlocks the door, and runs it after a yes', async () => {
    const conversation = { conversationId: 'welcome-guests' };
    const args = { domain: 'script', service: 'turn_on', targets: ['Welcome Guests'] };
    const asked = await home.turnWithTool('welcome the guests', 'service', args, conversation);
    expect(asked.result?.ok ?? false).toBe(false);
    expect(asked.answer.text).toMatch(/\?/);
    doorAndAlarmUntouched();

    await home.turnWithTool('yes', 'service', { ...args, confirm: true }, conversation);
    expect(home.simulator.state('lock.front_door')?.state).toBe('unlocked');
  });

  it('asks before the script runs through script.<id>', async () => {
    const before = home.simulator.serviceCalls.length;
    const { answer } = await home.turnWithTool(
      'welcome the guests',
      'service',
      { domain: 'script', service: 'welcome_guests' },
      { conversationId: 'welcome-by-id' },
    );
    expect(answer.text).toMatch(/\?/);
    expect(home.callsSince(before)).toEqual([]);
    doorAndAlarmUntouched();
  });

  it('asks before the control tool activates a scene that unlocks the door', async () => {
    const before = home.simulator.serviceCalls.length;
    const { answer } = await home.turnWithTool(
      'party mode',
      'control',
      { action: 'turn_on', targets: ['Party Mode'] },
      { conversationId: 'party' },
    );
    expect(answer.text).toMatch(/\?/);
    expect(home.callsSince(before)).toEqual([]);
    doorAndAlarmUntouched();
  });

  it('asks before the control tool runs a script that unlocks the door', async () => {
    const before = home.simulator.serviceCalls.length;
    const { answer } = await home.turnWithTool(
      'welcome the guests',
      'control',
      { action: 'turn_on', targets: ['Welcome Guests'] },
      { conversationId: 'welcome-control' },
    );
    expect(answer.text).toMatch(/\?/);
    expect(home.callsSince(before)).toEqual([]);
  });

  it('refuses a script whose actions cannot be known (a templated action)', async () => {
    const before = home.simulator.serviceCalls.length;
    const { result } = await home.turnWithTool('mystery', 'service', {
      domain: 'script',
      service: 'turn_on',
      targets: ['Mystery'],
    });
    expect(result?.ok).toBe(false);
    expect(String(result?.error)).toMatch(/cannot/i);
    expect(home.callsSince(before)).toEqual([]);
    doorAndAlarmUntouched();
  });
});
