// Exposure changed in Home Assistant while Hearth runs is honoured by the next turn, for registry entities
// (HA announces those) and for entities without a registry entry (it does not: the turn re-reads exposure
// as it starts, so nothing polls at rest), changed the way HA's settings page does it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawClient } from '../src/simulator/websocket/raw-client.js';
import { startSecurityHome, type SecurityHome } from './support/security-home.js';

let home: SecurityHome;
let settings: RawClient;

beforeAll(async () => {
  // Every turn re-reads exposure (the default re-reads it when older than 3 s).
  home = await startSecurityHome({ deps: { exposureMaxAgeMs: 0 } });
  settings = await RawClient.connect(
    `${home.simulator.url.replace(/^http/, 'ws')}/api/websocket`,
    home.simulator.token,
  );
});

afterAll(async () => {
  settings.close();
  await home.close();
});

/** What the "Expose" toggle in HA's voice assistant settings sends. */
async function expose(entityId: string, shouldExpose: boolean): Promise<void> {
  await settings.call('homeassistant/expose_entity', {
    assistants: ['conversation'],
    entity_ids: [entityId],
    should_expose: shouldExpose,
  });
  const list = await settings.call<{ exposed_entities: Record<string, { conversation?: boolean }> }>(
    'homeassistant/expose_entity/list',
  );
  expect(list.exposed_entities[entityId]?.conversation).toBe(shouldExpose);
}

const exposedInHearth = (entityId: string): boolean | undefined =>
  home.hearth.hearth.homeAssistant!.home.entity(entityId)?.exposed;

describe('exposure changes at run time', () => {
  it('follows an entity without a registry entry being exposed and hidden again', async () => {
    const entityId = 'sensor.legacy_power_meter';
    expect(exposedInHearth(entityId)).toBe(false);
    await expose(entityId, true);
    // HA said nothing and Hearth does not poll: it learns at the next turn, before its prompt is built.
    expect(exposedInHearth(entityId)).toBe(false);
    const shown = await home.turnWithTool('power?', 'query', { entity_ids: [entityId] });
    expect(shown.result?.ok).toBe(true);
    expect(exposedInHearth(entityId)).toBe(true);

    await expose(entityId, false);
    const hidden = await home.turnWithTool('power?', 'query', { entity_ids: [entityId] });
    expect(hidden.result?.ok).toBe(false);
    expect(exposedInHearth(entityId)).toBe(false);
  });

  it('stops acting on a registry entity as soon as it is hidden', async () => {
    const entityId = 'light.hallway';
    home.simulator.setState({ entityId, state: 'off' });
    await expose(entityId, false);
    await expect.poll(() => exposedInHearth(entityId), { timeout: 15_000, interval: 100 }).toBe(false);
    const refused = await home.turnWithTool('hallway light on', 'control', {
      action: 'turn_on',
      targets: ['Hallway'],
    });
    expect(refused.result?.ok).toBe(false);
    expect(home.simulator.state(entityId)?.state).toBe('off');
    await expose(entityId, true);
    await expect.poll(() => exposedInHearth(entityId), { timeout: 15_000, interval: 100 }).toBe(true);
  });
});
