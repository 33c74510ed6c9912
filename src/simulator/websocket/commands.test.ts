import WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RawClient } from './raw-client.js';
import { startSimulator } from '../start-simulator.js';
import type { Simulator } from '../types.js';

let simulator: Simulator;
let client: RawClient;

beforeEach(async () => {
  simulator = await startSimulator({ heartbeatMs: 60 });
  client = await RawClient.connect(simulator.url.replace(/^http/, 'ws') + '/api/websocket', simulator.token);
});
afterEach(async () => {
  client.close();
  await simulator.close();
});

describe('config and services', () => {
  it('answers get_config with the home’s location, version and RUNNING state', async () => {
    const config = await client.call<Record<string, unknown>>('get_config');
    expect(config).toMatchObject({
      location_name: 'Hearth Demo Home',
      version: '2026.8.1',
      state: 'RUNNING',
      time_zone: 'Europe/Berlin',
    });
    expect(config['unit_system']).toMatchObject({ temperature: '°C' });
  });

  it('describes services as a map with fields, targets and response support', async () => {
    const services =
      await client.call<Record<string, Record<string, Record<string, unknown>>>>('get_services');
    expect(services['light']!['turn_on']).toMatchObject({ target: { entity: [{ domain: ['light'] }] } });
    expect(services['light']!['turn_on']).not.toHaveProperty('response');
    expect(services['todo']!['get_items']).toMatchObject({ response: { optional: false } });
    expect(services['script']!['good_night']).toMatchObject({ response: { optional: true } });
  });
});

describe('render_template', () => {
  it('sends the rendered value, then renders again when a referenced entity changes', async () => {
    const id = client.peekId();
    expect(
      await client.call('render_template', { template: "{{ states('sensor.office_co2') | int + 1 }}" }),
    ).toBeNull();
    const first = await client.next((message) => message['id'] === id && message['type'] === 'event');
    expect(first['event']).toEqual({
      result: 621,
      listeners: { all: false, entities: ['sensor.office_co2'], domains: [], time: false },
    });
    simulator.setState({ entityId: 'sensor.office_co2', state: '900' });
    const second = await client.next((message) => message['id'] === id && message['type'] === 'event');
    expect((second['event'] as { result: number }).result).toBe(901);
  });

  it('answers a broken template with template_error', async () => {
    const answer = await client.command('render_template', { template: '{{ states( }}' });
    expect(answer['error']).toMatchObject({ code: 'template_error' });
  });
});

describe('fire_event', () => {
  it('answers with a context and delivers the event to subscribers', async () => {
    const id = client.peekId();
    await client.call('subscribe_events', { event_type: 'hearth_test' });
    const result = await client.call<{ context: { id: string } }>('fire_event', {
      event_type: 'hearth_test',
      event_data: { n: 1 },
    });
    const event = await client.next((message) => message['id'] === id);
    expect(event['event']).toMatchObject({
      event_type: 'hearth_test',
      data: { n: 1 },
      context: { id: result.context.id },
    });
  });
});

describe('heartbeat', () => {
  it('keeps a socket that answers pings, and drops one that does not', async () => {
    const url = simulator.url.replace(/^http/, 'ws') + '/api/websocket';
    const silent = new WebSocket(url, { autoPong: false });
    const closed = new Promise<void>((resolve) => silent.once('close', () => resolve()));
    await new Promise<void>((resolve) => silent.once('message', () => resolve()));
    silent.send(JSON.stringify({ type: 'auth', access_token: simulator.token }));
    await closed;
    expect((await client.command('ping'))['type']).toBe('pong');
  });
});

describe('scenes and scripts', () => {
  it('activating a scene sets its stored states with the call’s context', async () => {
    await client.call('call_service', {
      domain: 'scene',
      service: 'turn_on',
      target: { entity_id: 'scene.movie_time' },
    });
    expect(simulator.state('light.living_room_ceiling')).toMatchObject({
      state: 'on',
      attributes: { brightness: 40 },
    });
    expect(simulator.state('cover.living_room_blinds')!.state).toBe('closed');
  });

  it('running a script makes its service calls in order', async () => {
    await client.call('call_service', {
      domain: 'script',
      service: 'turn_on',
      target: { entity_id: 'script.good_night' },
    });
    expect(simulator.state('lock.front_door')!.state).toBe('locked');
    expect(simulator.state('light.kitchen_ceiling')!.state).toBe('off');
    expect(simulator.state('alarm_control_panel.home_alarm')!.state).toBe('armed_home');
    expect(simulator.state('light.kids_night_light')!.state).toBe('on');
  });
});

describe('script, scene and automation configs', () => {
  it('answers script/config with the script’s sequence', async () => {
    const answer = await client.call<{ config: { sequence: { action: string }[] } }>('script/config', {
      entity_id: 'script.good_night',
    });
    expect(answer.config.sequence.map((step) => step.action)).toContain('lock.lock');
  });

  it('answers scene/config with the states the scene sets', async () => {
    const answer = await client.call<{ config: { entities: Record<string, { state: string }> } }>(
      'scene/config',
      { entity_id: 'scene.movie_time' },
    );
    expect(answer.config.entities['cover.living_room_blinds']).toMatchObject({ state: 'closed' });
  });

  it('serves scripts and scenes added at run time, and answers not_found for other entities', async () => {
    simulator.addEntity({
      entityId: 'script.test_unlock',
      state: 'off',
      sequence: [{ action: 'lock.unlock', target: { entity_id: 'lock.front_door' } }],
    });
    const answer = await client.call<{ config: { sequence: unknown[] } }>('script/config', {
      entity_id: 'script.test_unlock',
    });
    expect(answer.config.sequence).toEqual([
      { action: 'lock.unlock', target: { entity_id: 'lock.front_door' } },
    ]);
    const missing = await client.command('script/config', { entity_id: 'light.kitchen_ceiling' });
    expect(missing['error']).toMatchObject({ code: 'not_found' });
    const automation = await client.call<{ config: { id: string } }>('automation/config', {
      entity_id: 'automation.porch_light_at_sunset',
    });
    expect(automation.config.id).toBe('1700000000001');
  });
});
