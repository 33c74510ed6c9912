// The opt-in automation tool applies exposure, the denylist, the service allowlist and the
// confirmation rules to everything the automation would do, and gives every automation its own id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callTools } from './support/scripted-model.js';
import { startSecurityHome, type SecurityHome } from './support/security-home.js';

let home: SecurityHome;

beforeAll(async () => {
  home = await startSecurityHome({ hearthOptions: { enable_automation_tool: true } });
});

afterAll(async () => {
  await home.close();
});

const atSeven = [{ trigger: 'time', at: '07:00:00' }];

function automation(alias: string, actions: unknown[], extra: Record<string, unknown> = {}) {
  return { alias, triggers: atSeven, actions, ...extra };
}

async function create(args: unknown, conversationId = 'automation'): Promise<Record<string, unknown>> {
  const before = home.simulator.state(
    `automation.${String((args as { alias: string }).alias)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')}`,
  );
  expect(before).toBeUndefined();
  const { result, answer } = await home.turnWithTool('make an automation', 'automation', args, {
    conversationId,
  });
  return result ?? { held: answer.text };
}

const saved = (alias: string): boolean =>
  home.simulator.state(`automation.${alias.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`) !== undefined;

describe('the automation tool refuses what the assistant could not do itself', () => {
  it.each([
    [
      'an unexposed entity in capitals',
      [{ action: 'switch.turn_on', target: { entity_id: 'SWITCH.EV_CHARGER' } }],
    ],
    [
      'an unexposed entity in a comma list',
      [{ action: 'switch.turn_on', target: { entity_id: 'light.hallway, switch.ev_charger' } }],
    ],
    ['an area holding unexposed switches', [{ action: 'switch.turn_on', target: { area_id: 'garage' } }]],
    ['a label on an unexposed entity', [{ action: 'switch.turn_on', target: { label_id: 'energy_hungry' } }]],
    ['an unknown area', [{ action: 'light.turn_on', target: { area_id: 'nowhere' } }]],
    ['a templated entity', [{ action: 'light.turn_on', target: { entity_id: "{{ 'switch.ev_charger' }}" } }]],
    ['a templated action', [{ action: "{{ 'lock.unlock' }}", target: { entity_id: 'lock.front_door' } }]],
    ['an unexposed script', [{ action: 'script.open_house' }]],
    [
      'an unexposed script by script.turn_on',
      [{ action: 'script.turn_on', target: { entity_id: 'script.open_house' } }],
    ],
    ['a Home Assistant restart', [{ action: 'homeassistant.restart' }]],
    ['a shell command', [{ action: 'shell_command.wipe' }]],
    ['a recorder purge', [{ action: 'recorder.purge', data: { keep_days: 0 } }]],
    ['a hassio call', [{ action: 'hassio.addon_stop', data: { addon: 'core_ssh' } }]],
    ['scene.apply', [{ action: 'scene.apply', data: { entities: { 'lock.front_door': 'unlocked' } } }]],
    ['an event', [{ event: 'unlock_everything' }]],
  ])('refuses %s', async (label, actions) => {
    const alias = `Refused ${label}`;
    const result = await create(automation(alias, actions));
    expect(result.ok).toBe(false);
    expect(saved(alias)).toBe(false);
  });

  it('refuses an unexposed entity in a trigger', async () => {
    const alias = 'Trigger on the charger';
    const result = await create({
      alias,
      triggers: [{ trigger: 'state', entity_id: 'Switch.EV_Charger', to: 'on' }],
      actions: [{ action: 'light.turn_on', target: { entity_id: 'light.hallway' } }],
    });
    expect(result.ok).toBe(false);
    expect(saved(alias)).toBe(false);
  });

  it('refuses a template trigger and a webhook trigger', async () => {
    for (const trigger of [
      { trigger: 'template', value_template: "{{ is_state('lock.front_door', 'locked') }}" },
      { trigger: 'webhook', webhook_id: 'open-sesame' },
    ]) {
      const alias = `Odd trigger ${String(trigger.trigger)}`;
      const result = await create({
        alias,
        triggers: [trigger],
        actions: [{ action: 'light.turn_on', target: { entity_id: 'light.hallway' } }],
      });
      expect(result.ok).toBe(false);
      expect(saved(alias)).toBe(false);
    }
  });

  it('refuses a service outside the service allowlist', async () => {
    const restricted = await startSecurityHome({
      hearthOptions: { enable_automation_tool: true, service_allowlist: ['light'] },
    });
    try {
      const { result } = await restricted.turnWithTool('make an automation', 'automation', {
        alias: 'Fan at seven',
        triggers: atSeven,
        actions: [{ action: 'fan.turn_on', target: { entity_id: 'fan.bedroom_fan' } }],
      });
      expect(result?.ok).toBe(false);
      expect(restricted.simulator.state('automation.fan_at_seven')).toBeUndefined();
    } finally {
      await restricted.close();
    }
  });
});

describe('the automation tool asks before an automation that unlocks', () => {
  it('holds an automation that unlocks the front door for a yes', async () => {
    const alias = 'Unlock at seven';
    const result = await create(
      automation(alias, [{ action: 'lock.unlock', target: { entity_id: 'lock.front_door' } }]),
      'unlock-automation',
    );
    expect(String(result.held)).toMatch(/unlock Front Door Lock/);
    expect(saved(alias)).toBe(false);
  });

  it('holds an automation that runs an exposed script which unlocks', async () => {
    const alias = 'Guests at seven';
    const result = await create(
      automation(alias, [{ action: 'script.turn_on', target: { entity_id: 'script.welcome_guests' } }]),
      'script-automation',
    );
    expect(String(result.held)).toMatch(/unlock Front Door Lock/);
    expect(saved(alias)).toBe(false);
  });
});

describe('the automation tool saves what is allowed', () => {
  it('saves two automations made in one step under two ids', async () => {
    home.model.enqueue(
      callTools([
        {
          name: 'automation',
          arguments: automation('Hall light at seven', [
            { action: 'light.turn_on', target: { entity_id: 'light.hallway' } },
          ]),
        },
        {
          name: 'automation',
          arguments: automation('Hall light off at eight', [
            { action: 'light.turn_off', target: { entity_id: 'light.hallway' } },
          ]),
        },
      ]),
    );
    const answer = await home.hearth.ask('two automations please');
    expect(answer.outcome).toBe('handled');
    await expect
      .poll(() => saved('Hall light at seven') && saved('Hall light off at eight'), { timeout: 5_000 })
      .toBe(true);
    const ids = ['Hall light at seven', 'Hall light off at eight'].map(
      (alias) =>
        home.simulator.state(`automation.${alias.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`)?.attributes.id,
    );
    expect(new Set(ids).size).toBe(2);
  });
});
