import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawClient } from '../websocket/raw-client.js';
import type { WireMessage } from '../websocket/raw-client.js';
import { startSimulator } from '../start-simulator.js';
import type { Simulator } from '../types.js';

let simulator: Simulator;
let client: RawClient;

function call(
  domain: string,
  service: string,
  data: Record<string, unknown> = {},
  entityId?: string,
): Promise<WireMessage> {
  return client.command('call_service', {
    domain,
    service,
    service_data: data,
    ...(entityId ? { target: { entity_id: entityId } } : {}),
  });
}
const attributes = (entityId: string) => simulator.state(entityId)!.attributes;

beforeAll(async () => {
  simulator = await startSimulator({ heartbeatMs: 0 });
  client = await RawClient.connect(simulator.url.replace(/^http/, 'ws') + '/api/websocket', simulator.token);
});
afterAll(async () => {
  client.close();
  await simulator.close();
});

describe('lights', () => {
  it('sets a named colour in hs mode and clears the colour temperature', async () => {
    await call('light', 'turn_on', { color_name: 'red', brightness: 128 }, 'light.bedside_left');
    expect(attributes('light.bedside_left')).toMatchObject({
      color_mode: 'hs',
      hs_color: [0, 100],
      rgb_color: [255, 0, 0],
      brightness: 128,
      color_temp_kelvin: null,
    });
  });

  it('steps brightness by percent and turns off at zero, clearing colour attributes', async () => {
    await call('light', 'turn_on', { brightness: 100 }, 'light.kitchen_under_cabinet');
    await call('light', 'turn_on', { brightness_step_pct: 10 }, 'light.kitchen_under_cabinet');
    expect(attributes('light.kitchen_under_cabinet')['brightness']).toBe(126);
    await call('light', 'turn_on', { brightness: 0 }, 'light.kitchen_under_cabinet');
    expect(simulator.state('light.kitchen_under_cabinet')).toMatchObject({
      state: 'off',
      attributes: { brightness: null },
    });
  });

  it('refuses two colour fields, or two brightness forms, in one call as Home Assistant does', async () => {
    const before = simulator.state('light.living_room_ceiling');
    expect(
      (
        await call(
          'light',
          'turn_on',
          { rgb_color: [255, 0, 0], color_temp_kelvin: 3000 },
          'light.living_room_ceiling',
        )
      )['error'],
    ).toEqual({
      code: 'invalid_format',
      message: "two or more values in the same group of exclusion 'color' @ data['rgb_color']",
    });
    expect(
      (await call('light', 'turn_on', { brightness: 10, brightness_pct: 50 }, 'light.living_room_ceiling'))[
        'error'
      ],
    ).toMatchObject({ code: 'invalid_format', message: expect.stringContaining("exclusion 'brightness'") });
    expect(simulator.state('light.living_room_ceiling')).toEqual(before);
  });

  it.each([
    [{ rgb_color: [256, 0, 0] }, "value must be at most 255 for dictionary value @ data['rgb_color']"],
    [{ rgb_color: [255, 0] }, "invalid list for dictionary value @ data['rgb_color']"],
    [{ hs_color: [400, 50] }, "value must be at most 360 for dictionary value @ data['hs_color']"],
    [{ hs_color: [200, -1] }, "value must be at least 0 for dictionary value @ data['hs_color']"],
    [{ color_temp_kelvin: -5 }, "value must be at least 0 for dictionary value @ data['color_temp_kelvin']"],
    [{ color_temp_kelvin: 'warm' }, "expected int for dictionary value @ data['color_temp_kelvin']"],
  ])('refuses the out-of-range colour %j', async (data, message) => {
    expect((await call('light', 'turn_on', data, 'light.living_room_ceiling'))['error']).toEqual({
      code: 'invalid_format',
      message,
    });
  });

  it('accepts what Home Assistant coerces: numeric strings and fractional rgb values', async () => {
    const reply = await call(
      'light',
      'turn_on',
      { rgb_color: ['255', 127.6, 0] },
      'light.living_room_tv_backlight',
    );
    expect(reply['success']).toBe(true);
  });

  it('refuses an unknown colour name and unknown fields with invalid_format', async () => {
    expect(
      (await call('light', 'turn_on', { color_name: 'blurple' }, 'light.bedside_left'))['error'],
    ).toMatchObject({
      code: 'invalid_format',
    });
    expect((await call('light', 'turn_on', { sparkle: true }, 'light.bedside_left'))['error']).toEqual({
      code: 'invalid_format',
      message: "extra keys not allowed @ data['sparkle']",
    });
  });

  it('turns off every light of an area, floor or label target, skipping other domains', async () => {
    await client.call('call_service', {
      domain: 'light',
      service: 'turn_off',
      target: { floor_id: 'downstairs' },
    });
    expect(simulator.state('light.living_room_ceiling')!.state).toBe('off');
    expect(simulator.state('light.office_desk_lamp')!.state).toBe('off');
    expect(simulator.state('light.kids_night_light')!.state).toBe('on');
    await client.call('call_service', {
      domain: 'light',
      service: 'turn_off',
      target: { label_id: 'night_lights' },
    });
    expect(simulator.state('light.kids_night_light')!.state).toBe('off');
  });
});

describe('other domains', () => {
  it('refuses a climate temperature outside the range with a translated validation error', async () => {
    const answer = await call('climate', 'set_temperature', { temperature: 40 }, 'climate.bedroom');
    expect(answer['error']).toMatchObject({
      code: 'service_validation_error',
      translation_key: 'temp_out_of_range',
    });
    await call('climate', 'set_temperature', { temperature: 20.5, hvac_mode: 'heat' }, 'climate.bedroom');
    expect(attributes('climate.bedroom')['temperature']).toBe(20.5);
  });

  it('opens the garage door and sets a blind position', async () => {
    await call('cover', 'open_cover', {}, 'cover.garage_door');
    expect(simulator.state('cover.garage_door')!.state).toBe('open');
    await call('cover', 'set_cover_position', { position: 30 }, 'cover.bedroom_blinds');
    expect(simulator.state('cover.bedroom_blinds')).toMatchObject({
      state: 'open',
      attributes: { current_position: 30 },
    });
  });

  it('runs fan, media player, vacuum, alarm, select, number and button services', async () => {
    await call('fan', 'set_percentage', { percentage: 40 }, 'fan.bedroom_fan');
    expect(simulator.state('fan.bedroom_fan')).toMatchObject({ state: 'on', attributes: { percentage: 40 } });
    await call('media_player', 'volume_set', { volume_level: 0.55 }, 'media_player.living_room_speaker');
    await call('media_player', 'media_next_track', {}, 'media_player.living_room_speaker');
    expect(simulator.state('media_player.living_room_speaker')).toMatchObject({
      state: 'playing',
      attributes: { volume_level: 0.55, media_title: 'Dynamite' },
    });
    await call('vacuum', 'start', {}, 'vacuum.robi');
    await call('alarm_control_panel', 'alarm_arm_away', {}, 'alarm_control_panel.home_alarm');
    await call('input_select', 'select_option', { option: 'Away' }, 'input_select.house_mode');
    await call('input_number', 'set_value', { value: 50 }, 'input_number.target_humidity');
    await call('button', 'press', {}, 'button.dishwasher_start');
    expect(simulator.state('vacuum.robi')!.state).toBe('cleaning');
    expect(simulator.state('alarm_control_panel.home_alarm')!.state).toBe('armed_away');
    expect(simulator.state('input_select.house_mode')!.state).toBe('Away');
    expect(simulator.state('input_number.target_humidity')!.state).toBe('50');
    expect(simulator.state('button.dishwasher_start')!.state).toMatch(/^\d{4}-\d\d-\d\dT.*\+00:00$/);
  });

  it('maps homeassistant.turn_off onto each domain (cover closes, switch turns off)', async () => {
    await client.call('call_service', {
      domain: 'homeassistant',
      service: 'turn_off',
      target: { entity_id: ['cover.garage_door', 'switch.office_monitor'] },
    });
    expect(simulator.state('cover.garage_door')!.state).toBe('closed');
    expect(simulator.state('switch.office_monitor')!.state).toBe('off');
  });

  it('runs a script by its own service name', async () => {
    await client.call('call_service', { domain: 'script', service: 'good_night' });
    expect(attributes('script.good_night')['last_triggered']).toEqual(expect.any(String));
  });
});

describe('to-do lists', () => {
  it('adds, completes and removes items, keeping the state as the open count', async () => {
    await call('todo', 'add_item', { item: 'Butter' }, 'todo.shopping_list');
    expect(simulator.state('todo.shopping_list')!.state).toBe('4');
    await call('todo', 'update_item', { item: 'Milk', status: 'completed' }, 'todo.shopping_list');
    await call('todo', 'remove_item', { item: 'Eggs' }, 'todo.shopping_list');
    expect(simulator.state('todo.shopping_list')!.state).toBe('2');
    const answer = await client.call<{ response: Record<string, { items: { summary: string }[] }> }>(
      'call_service',
      {
        domain: 'todo',
        service: 'get_items',
        service_data: { status: 'needs_action' },
        target: { entity_id: 'todo.shopping_list' },
        return_response: true,
      },
    );
    expect(answer.response['todo.shopping_list']!.items.map((item) => item.summary)).toEqual([
      'Bread',
      'Butter',
    ]);
    const missing = await call('todo', 'remove_item', { item: 'Caviar' }, 'todo.shopping_list');
    expect(missing['error']).toMatchObject({
      code: 'service_validation_error',
      translation_key: 'item_not_found',
    });
  });
});

describe('scripts with fields', () => {
  it('describes a script by its alias, description and fields, and runs it with any variables', async () => {
    simulator.addEntity({
      entityId: 'script.movie_night',
      state: 'off',
      name: 'Movie Night',
      exposed: true,
      scriptDescription: 'Dims the living room and starts the TV.',
      fields: {
        volume: { name: 'Volume', required: true, selector: { number: { min: 0, max: 100 } } },
        mode: { selector: { select: { options: ['film', 'series'] } } },
      },
      sequence: [{ action: 'light.turn_off', target: { entity_id: 'light.bedside_left' } }],
    });
    const services =
      await client.call<Record<string, Record<string, Record<string, unknown>>>>('get_services');
    expect(services['script']?.['movie_night']).toMatchObject({
      name: 'Movie Night',
      description: 'Dims the living room and starts the TV.',
      fields: {
        volume: { name: 'Volume', required: true, selector: { number: { min: 0, max: 100 } } },
        mode: { selector: { select: { options: ['film', 'series'] } } },
      },
    });
    // Home Assistant never checks a script's fields on a call: that is the caller's job.
    const ran = await call('script', 'movie_night', { volume: 300, other: true });
    expect(ran.success).toBe(true);
  });
});
