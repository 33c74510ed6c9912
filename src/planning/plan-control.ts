// Maps a control action with domain-aware options onto Home Assistant services for one entity,
// with the check that tells it worked. Options that do not apply are dropped, never sent.
import type { Entity } from '../ha/types.js';
import type { ControlAction, ControlOptions, EntityPlan, PlanRefusal } from './control-plan.js';
import { call, changedSince, near, plan, stateIn } from './control-plan.js';
import { planClimate } from './plan-climate.js';
import { planLight } from './plan-light.js';
import { planMedia } from './plan-media.js';
import { planValue } from './plan-value.js';

const ON_OFF_DOMAINS = new Set([
  'switch',
  'input_boolean',
  'automation',
  'siren',
  'humidifier',
  'remote',
  'fan',
]);
const STATELESS: Record<string, [string, string]> = {
  scene: ['scene', 'turn_on'],
  script: ['script', 'turn_on'],
  button: ['button', 'press'],
  input_button: ['input_button', 'press'],
};

/** Which option names apply to a domain; the rest are reported as ignored. */
const DOMAIN_OPTIONS: Record<string, (keyof ControlOptions)[]> = {
  light: ['brightness', 'color', 'color_temp'],
  climate: ['temperature', 'target_temp_low', 'target_temp_high', 'hvac_mode'],
  water_heater: ['temperature'],
  cover: ['position'],
  fan: ['percentage'],
  media_player: ['volume', 'source'],
  input_number: ['value'],
  number: ['value'],
  input_select: ['value'],
  select: ['value'],
  input_text: ['value'],
  text: ['value'],
};

const OPENING = new Set(['open', 'turn_on']);

export function planControl(
  entity: Entity,
  action: ControlAction,
  options: ControlOptions,
): EntityPlan | PlanRefusal {
  const domain = entity.domain;
  const allowed = DOMAIN_OPTIONS[domain] ?? [];
  const ignored = (Object.keys(options) as (keyof ControlOptions)[])
    .filter((key) => options[key] !== undefined && !allowed.includes(key))
    .map((key) => `${key} (does not apply to ${domain})`);
  const given = Object.fromEntries(allowed.map((key) => [key, options[key]])) as ControlOptions;
  const result = planDomain(entity, action, given, ignored);
  if ('calls' in result)
    result.ignored = [...ignored, ...result.ignored.filter((note) => !ignored.includes(note))];
  return result;
}

function planDomain(entity: Entity, action: ControlAction, options: ControlOptions, ignored: string[]) {
  const { domain } = entity;
  const name = entity.name;
  const features =
    typeof entity.attributes.supported_features === 'number' ? entity.attributes.supported_features : 0;
  const refuse = (): PlanRefusal => ({ refused: `"${action}" does not apply to ${domain}` });

  if (domain === 'light') return planLight(entity, action, options);
  const stateless = STATELESS[domain];
  if (stateless !== undefined) {
    if (!['turn_on', 'activate', 'press', 'start'].includes(action)) return refuse();
    return { ...plan([call(stateless[0], stateless[1])], changedSince(entity), ignored), stateless: true };
  }
  if (domain === 'fan' && options.percentage !== undefined && action !== 'turn_off') {
    if ((features & 1) === 0) ignored.push('percentage (this fan has no speeds)');
    else if (options.percentage === 0) return plan([call('fan', 'turn_off')], stateIn('off'), ignored);
    else {
      const percentage = options.percentage;
      const check = (current: Entity) =>
        current.state === 'on' && near(current.attributes.percentage, percentage, 1);
      return plan([call('fan', 'turn_on', { percentage })], check, ignored);
    }
  }
  if (ON_OFF_DOMAINS.has(domain)) {
    if (action === 'turn_on' || action === 'start')
      return plan([call(domain, 'turn_on')], stateIn('on'), ignored);
    if (action === 'turn_off' || action === 'stop')
      return plan([call(domain, 'turn_off')], stateIn('off'), ignored);
    if (action === 'toggle') return plan([call(domain, 'toggle')], changedSince(entity), ignored);
    return refuse();
  }
  switch (domain) {
    case 'cover':
    case 'valve': {
      const noun = domain === 'cover' ? 'cover' : 'valve';
      const garage = domain === 'cover' && ['garage', 'gate'].includes(entity.deviceClass ?? '');
      let result: EntityPlan | undefined;
      if (options.position !== undefined && action !== 'close' && action !== 'stop') {
        const position = options.position;
        const check = (current: Entity) =>
          near(current.attributes.current_position, position, 1) || stateIn('opening', 'closing')(current);
        result = plan([call(domain, `set_${noun}_position`, { position })], check, ignored);
        if (position > 0 && garage) result.sensitive = `open ${name} to ${position} %`;
      } else if (OPENING.has(action)) {
        result = plan([call(domain, `open_${noun}`)], stateIn('open', 'opening'), ignored);
        if (garage) result.sensitive = `open ${name}`;
      } else if (action === 'close' || action === 'turn_off') {
        result = plan([call(domain, `close_${noun}`)], stateIn('closed', 'closing'), ignored);
      } else if (action === 'stop') {
        result = plan([call(domain, `stop_${noun}`)], (e) => !stateIn('opening', 'closing')(e), ignored);
      } else if (action === 'toggle') {
        result = plan([call(domain, 'toggle')], changedSince(entity), ignored);
        if (garage && entity.state !== 'open') result.sensitive = `open ${name}`;
      }
      return result ?? refuse();
    }
    case 'lock':
      if (action === 'lock' || action === 'turn_on' || action === 'close') {
        return plan([call('lock', 'lock')], stateIn('locked', 'locking'), ignored);
      }
      if (action === 'unlock' || action === 'turn_off') {
        return {
          ...plan([call('lock', 'unlock')], stateIn('unlocked', 'unlocking', 'open'), ignored),
          sensitive: `unlock ${name}`,
        };
      }
      if (action === 'open') {
        return {
          ...plan([call('lock', 'open')], stateIn('open', 'opening', 'unlocked'), ignored),
          sensitive: `open ${name}`,
        };
      }
      return refuse();
    case 'alarm_control_panel':
      if (action === 'unlock' || action === 'turn_off') {
        return {
          ...plan([call(domain, 'alarm_disarm')], stateIn('disarmed'), ignored),
          sensitive: `disarm ${name}`,
        };
      }
      if (action === 'lock' || action === 'turn_on') {
        return plan(
          [call(domain, 'alarm_arm_away')],
          (e) => /^(armed|arming|pending)/.test(e.state),
          ignored,
        );
      }
      return refuse();
    case 'climate':
    case 'water_heater':
      return planClimate(entity, action, options, ignored) ?? refuse();
    case 'media_player':
      return planMedia(entity, action, options, ignored) ?? refuse();
    case 'vacuum':
      if (action === 'start' || action === 'turn_on')
        return plan([call('vacuum', 'start')], stateIn('cleaning'), ignored);
      if (action === 'return_home' || action === 'turn_off') {
        return plan([call('vacuum', 'return_to_base')], stateIn('returning', 'docked'), ignored);
      }
      if (action === 'stop') return plan([call('vacuum', 'stop')], (e) => e.state !== 'cleaning', ignored);
      if (action === 'pause') return plan([call('vacuum', 'pause')], stateIn('paused', 'idle'), ignored);
      return refuse();
    default:
      return planValue(entity, action, options, ignored) ?? refuse();
  }
}
