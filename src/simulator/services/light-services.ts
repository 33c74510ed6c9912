// light.turn_on/turn_off/toggle as Home Assistant applies them: brightness forms, colours, colour modes.
// Computes the next light state only; the caller writes it.
import { colorNameToRgb, hsToRgb, kelvinToRgb, rgbToHs, rgbToXy } from './color-math.js';
import type { Hs, Rgb } from './color-math.js';
import type { StoredState } from '../house-types.js';
import {
  ServiceCallError,
  entityService,
  numberArgument,
  numberField,
  textField,
} from './service-definition.js';
import type { EntityEffect, ServiceTable } from './service-definition.js';
import { validateLightData } from './validate-light-data.js';

const COLOR_ATTRIBUTES = [
  'color_mode',
  'brightness',
  'hs_color',
  'rgb_color',
  'xy_color',
  'color_temp_kelvin',
];
const COLOR_MODES = ['hs', 'rgb', 'xy', 'rgbw', 'rgbww'];

function turnOff(light: StoredState): EntityEffect {
  const attributes = { ...light.attributes };
  for (const key of COLOR_ATTRIBUTES) if (key in attributes) attributes[key] = null;
  return { state: 'off', attributes };
}

function requestedColor(data: Record<string, unknown>): Rgb | Hs | undefined {
  if (typeof data['color_name'] === 'string') {
    const rgb = colorNameToRgb(data['color_name']);
    if (!rgb)
      throw new ServiceCallError(
        'invalid_format',
        `Invalid color name ${data['color_name']} @ data['color_name']`,
      );
    return rgb;
  }
  // validateLightData has checked lengths and ranges; HA coerces the items to numbers (ints for rgb).
  const rgb = data['rgb_color'];
  if (Array.isArray(rgb) && rgb.length === 3) return rgb.map((value) => Math.trunc(Number(value))) as Rgb;
  const hs = data['hs_color'];
  if (Array.isArray(hs) && hs.length === 2) return hs.map(Number) as Hs;
  if (rgb !== undefined || hs !== undefined) {
    throw new ServiceCallError(
      'invalid_format',
      `invalid color for dictionary value @ data['${rgb ? 'rgb_color' : 'hs_color'}']`,
    );
  }
  return undefined;
}

function turnOn(light: StoredState, data: Record<string, unknown>): EntityEffect {
  const attributes = { ...light.attributes };
  const modes = Array.isArray(attributes['supported_color_modes'])
    ? (attributes['supported_color_modes'] as string[])
    : ['onoff'];
  const dimmable = modes.some((mode) => mode !== 'onoff');
  const colorMode = modes.find((mode) => COLOR_MODES.includes(mode));
  let brightness = typeof attributes['brightness'] === 'number' ? attributes['brightness'] : null;
  const pct = numberArgument(data, 'brightness_pct', 0, 100);
  const absolute = numberArgument(data, 'brightness', 0, 255);
  const stepPct = numberArgument(data, 'brightness_step_pct', -100, 100);
  const step = numberArgument(data, 'brightness_step', -255, 255);
  if (absolute !== undefined) brightness = Math.round(absolute);
  if (pct !== undefined) brightness = Math.round((pct * 255) / 100);
  if (stepPct !== undefined || step !== undefined) {
    const base = light.state === 'on' ? (brightness ?? 255) : 0;
    brightness = Math.max(0, Math.min(255, Math.round(base + (step ?? ((stepPct ?? 0) * 255) / 100))));
  }
  if (brightness === 0 && dimmable) return turnOff(light);
  if (dimmable) attributes['brightness'] = brightness ?? 255;

  const color = requestedColor(data);
  const kelvin = numberArgument(data, 'color_temp_kelvin', 0, Number.MAX_SAFE_INTEGER);
  if (color && colorMode) {
    const rgb: Rgb = color.length === 3 ? color : hsToRgb(color);
    const hs: Hs = color.length === 2 ? color : rgbToHs(color);
    Object.assign(attributes, {
      color_mode: colorMode,
      hs_color: hs,
      rgb_color: rgb,
      xy_color: rgbToXy(rgb),
    });
    if ('color_temp_kelvin' in attributes || modes.includes('color_temp'))
      attributes['color_temp_kelvin'] = null;
  } else if (kelvin !== undefined && (modes.includes('color_temp') || colorMode)) {
    const min = Number(attributes['min_color_temp_kelvin'] ?? 2000);
    const max = Number(attributes['max_color_temp_kelvin'] ?? 6500);
    const clamped = Math.round(Math.max(min, Math.min(max, kelvin)));
    const rgb = kelvinToRgb(clamped);
    const asTemperature = modes.includes('color_temp');
    Object.assign(attributes, {
      color_mode: asTemperature ? 'color_temp' : colorMode,
      color_temp_kelvin: asTemperature ? clamped : null,
      hs_color: rgbToHs(rgb),
      rgb_color: rgb,
      xy_color: rgbToXy(rgb),
    });
  } else if (light.state !== 'on' || attributes['color_mode'] == null) {
    attributes['color_mode'] = restoredMode(attributes, modes);
  }
  if (typeof data['effect'] === 'string' && Array.isArray(attributes['effect_list'])) {
    if (!(attributes['effect_list'] as unknown[]).includes(data['effect'])) {
      throw new ServiceCallError(
        'service_validation_error',
        `Validation error: Effect ${data['effect']} is not supported`,
      );
    }
    attributes['effect'] = data['effect'];
  }
  return { state: 'on', attributes };
}

/** After an off period, a light comes back in the mode its remembered attributes describe. */
function restoredMode(attributes: Record<string, unknown>, modes: string[]): string {
  if (modes.includes('color_temp')) {
    attributes['color_temp_kelvin'] ??= Number(attributes['min_color_temp_kelvin'] ?? 2700) + 300;
    const rgb = kelvinToRgb(Number(attributes['color_temp_kelvin']));
    Object.assign(attributes, { hs_color: rgbToHs(rgb), rgb_color: rgb, xy_color: rgbToXy(rgb) });
    return 'color_temp';
  }
  const colorMode = modes.find((mode) => COLOR_MODES.includes(mode));
  if (colorMode) {
    const rgb: Rgb = [255, 255, 255];
    Object.assign(attributes, { hs_color: [0, 0], rgb_color: rgb, xy_color: rgbToXy(rgb) });
    return colorMode;
  }
  return modes[0] ?? 'onoff';
}

const lightFields = {
  brightness: numberField(0, 255),
  brightness_pct: numberField(0, 100),
  brightness_step: numberField(-255, 255),
  brightness_step_pct: numberField(-100, 100),
  rgb_color: { selector: { color_rgb: {} } },
  hs_color: { selector: { object: {} } },
  color_name: textField(),
  color_temp_kelvin: { selector: { color_temp: { unit: 'kelvin', min: 2000, max: 6500 } } },
  effect: textField(),
  transition: numberField(0, 300),
};

export const lightServices: ServiceTable = {
  light: {
    turn_on: {
      ...entityService(['light'], 'Turn on', lightFields, (light, call) => turnOn(light, call.data)),
      validate: validateLightData,
    },
    turn_off: entityService(['light'], 'Turn off', { transition: numberField(0, 300) }, (light) =>
      turnOff(light),
    ),
    toggle: {
      ...entityService(['light'], 'Toggle', lightFields, (light, call) =>
        light.state === 'on' ? turnOff(light) : turnOn(light, call.data),
      ),
      validate: validateLightData,
    },
  },
};
