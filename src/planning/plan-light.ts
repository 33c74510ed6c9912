// Light actions: on/off, brightness in percent, colors and white tones clamped to the light's range.
// Maps to light.* services only; knows nothing of the wire or of the model.
import type { Entity } from '../ha/types.js';
import type { ControlAction, ControlOptions, EntityPlan, PlanRefusal } from './control-plan.js';
import { allOf, changedSince, near, stateIn } from './control-plan.js';
import { isBareTriple, kelvinToRgb, parseColor, parseWhiteTone } from './parse-color.js';

const COLOR_MODES = ['hs', 'rgb', 'rgbw', 'rgbww', 'xy'];

function numberAttribute(entity: Entity, name: string): number | undefined {
  const value = entity.attributes[name];
  return typeof value === 'number' ? value : undefined;
}

export function planLight(
  entity: Entity,
  action: ControlAction,
  options: ControlOptions,
): EntityPlan | PlanRefusal {
  const ignored: string[] = [];
  const modes = Array.isArray(entity.attributes.supported_color_modes)
    ? (entity.attributes.supported_color_modes as unknown[]).filter((mode) => typeof mode === 'string')
    : [];
  const colorCapable = modes.some((mode) => COLOR_MODES.includes(mode));
  const temperatureCapable = modes.includes('color_temp');
  const dimmable = modes.length === 0 || modes.some((mode) => mode !== 'onoff');
  const wantsSettings =
    options.brightness !== undefined || options.color !== undefined || options.color_temp !== undefined;

  if (action === 'turn_off' || (action !== 'toggle' && options.brightness === 0)) {
    return {
      calls: [{ domain: 'light', service: 'turn_off', data: {} }],
      expect: stateIn('off'),
      stateless: false,
      ignored,
    };
  }
  if (action === 'toggle' && !wantsSettings) {
    return {
      calls: [{ domain: 'light', service: 'toggle', data: {} }],
      expect: changedSince(entity),
      stateless: false,
      ignored,
    };
  }
  if (!['turn_on', 'set', 'toggle', 'activate'].includes(action)) {
    return { refused: `"${action}" does not apply to lights` };
  }

  const data: Record<string, unknown> = {};
  const checks = [stateIn('on')];
  if (options.brightness !== undefined) {
    if (dimmable) {
      data.brightness_pct = options.brightness;
      const wanted = Math.round((options.brightness * 255) / 100);
      checks.push((current) => near(current.attributes.brightness, wanted, 4));
    } else ignored.push('brightness (this light only turns on and off)');
  }

  // Home Assistant takes one color field per call. A white tone ("warm white", 3000 K) is sent as
  // kelvin; a color ("red") wins over a temperature given with it, and the temperature is reported.
  let kelvin: number | undefined;
  let rgb: [number, number, number] | undefined;
  if (options.color !== undefined) {
    const color = parseColor(options.color);
    if (color === undefined) ignored.push(`color "${options.color}" (${unknownColorReason(options.color)})`);
    else if ('kelvin' in color) kelvin = color.kelvin;
    else if (colorCapable) rgb = color.rgb;
    else ignored.push('color (this light has no colors)');
  }
  if (options.color_temp !== undefined) {
    const tone = parseWhiteTone(String(options.color_temp));
    if (tone === undefined) ignored.push(`color_temp "${String(options.color_temp)}" (not a white tone)`);
    else if (rgb !== undefined)
      ignored.push('color_temp (a light shows one color at a time; kept the color)');
    else kelvin ??= tone;
  }
  if (rgb !== undefined) data.rgb_color = rgb;
  else if (kelvin !== undefined) {
    if (temperatureCapable) {
      const low = numberAttribute(entity, 'min_color_temp_kelvin') ?? 2000;
      const high = numberAttribute(entity, 'max_color_temp_kelvin') ?? 6500;
      const clamped = Math.round(Math.min(high, Math.max(low, kelvin)));
      data.color_temp_kelvin = clamped;
      checks.push((current) => {
        const actual = current.attributes.color_temp_kelvin;
        return actual === undefined || actual === null || near(actual, clamped, 150);
      });
    } else if (colorCapable) data.rgb_color = kelvinToRgb(kelvin);
    else ignored.push('color_temp (this light has no white tones)');
  }
  if (Object.keys(data).length > 0 && entity.state === 'on') checks.push(changedSince(entity));
  const expect = allOf(...checks);
  return {
    calls: [{ domain: 'light', service: 'turn_on', data }],
    expect:
      Object.keys(data).length > 0 && entity.state === 'on'
        ? (e) => expect(e) || matchesAll(e, data)
        : expect,
    stateless: false,
    ignored,
  };
}

/** A light that already shows the requested values counts as done even without a new update. */
function matchesAll(entity: Entity, data: Record<string, unknown>): boolean {
  if (entity.state !== 'on') return false;
  const brightness = data.brightness_pct;
  if (
    typeof brightness === 'number' &&
    !near(entity.attributes.brightness, Math.round((brightness * 255) / 100), 4)
  ) {
    return false;
  }
  const kelvin = data.color_temp_kelvin;
  if (typeof kelvin === 'number' && !near(entity.attributes.color_temp_kelvin, kelvin, 150)) return false;
  const rgb = data.rgb_color;
  if (Array.isArray(rgb) && JSON.stringify(entity.attributes.rgb_color) !== JSON.stringify(rgb)) return false;
  return true;
}

function unknownColorReason(color: string): string {
  return isBareTriple(color)
    ? 'three bare numbers are ambiguous: ask which color is meant, or write rgb(r, g, b) or hsl(h, s%, l%)'
    : 'unknown color';
}
