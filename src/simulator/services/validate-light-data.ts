// light.turn_on's schema as Home Assistant checks it before any light is touched: one field per
// exclusive group (one color, one brightness form) and the ranges of each color field.
import { ServiceCallError } from './service-definition.js';

/** HA's COLOR_GROUP: every way of giving a color, white or color temperature. */
const COLOR_GROUP = [
  'profile',
  'color_name',
  'color_temp',
  'color_temp_kelvin',
  'kelvin',
  'hs_color',
  'rgb_color',
  'rgbw_color',
  'rgbww_color',
  'xy_color',
  'white',
];
const BRIGHTNESS_GROUP = ['brightness', 'brightness_pct', 'brightness_step', 'brightness_step_pct'];

function invalid(message: string, key: string): ServiceCallError {
  return new ServiceCallError('invalid_format', `${message} @ data['${key}']`);
}

function exclusive(data: Record<string, unknown>, group: string[], name: string): void {
  const given = group.filter((key) => data[key] !== undefined);
  if (given.length > 1) {
    throw invalid(`two or more values in the same group of exclusion '${name}'`, given[1]!);
  }
}

/** vol.Coerce(int|float): numbers and numeric strings pass, ints are truncated. */
function coerce(value: unknown, integer: boolean): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return undefined;
  return integer ? Math.trunc(number) : number;
}

function inRange(key: string, value: number, [min, max]: [number, number]): void {
  if (value < min || value > max) {
    const bound = value < min ? `at least ${min}` : `at most ${max}`;
    throw invalid(`value must be ${bound} for dictionary value`, key);
  }
}

/** A fixed-length list of numbers within per-position bounds (HA's ExactSequence of ranges). */
function sequence(data: Record<string, unknown>, key: string, bounds: [number, number][], integer: boolean) {
  const value = data[key];
  if (value === undefined) return;
  if (!Array.isArray(value) || value.length !== bounds.length) {
    throw invalid('invalid list for dictionary value', key);
  }
  value.forEach((item, index) => {
    const number = coerce(item, integer);
    if (number === undefined)
      throw invalid(`expected ${integer ? 'int' : 'float'} for dictionary value`, key);
    inRange(key, number, bounds[index]!);
  });
}

export function validateLightData(data: Record<string, unknown>): void {
  exclusive(data, COLOR_GROUP, 'color');
  exclusive(data, BRIGHTNESS_GROUP, 'brightness');
  const byte: [number, number] = [0, 255];
  sequence(data, 'rgb_color', [byte, byte, byte], true);
  sequence(data, 'rgbw_color', [byte, byte, byte, byte], true);
  sequence(data, 'rgbww_color', [byte, byte, byte, byte, byte], true);
  sequence(
    data,
    'hs_color',
    [
      [0, 360],
      [0, 100],
    ],
    false,
  );
  sequence(
    data,
    'xy_color',
    [
      [0, 1],
      [0, 1],
    ],
    false,
  );
  if (data['color_temp_kelvin'] !== undefined) {
    const kelvin = coerce(data['color_temp_kelvin'], true);
    if (kelvin === undefined) throw invalid('expected int for dictionary value', 'color_temp_kelvin');
    inRange('color_temp_kelvin', kelvin, [0, Number.POSITIVE_INFINITY]);
  }
}
