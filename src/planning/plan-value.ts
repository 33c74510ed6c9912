// Helper values: input_number/number, input_select/select and input_text/text set to a value.
import type { Entity } from '../ha/types.js';
import type { ControlAction, ControlOptions } from './control-plan.js';
import { call, near, plan, stateIn } from './control-plan.js';

export function planValue(entity: Entity, action: ControlAction, options: ControlOptions, ignored: string[]) {
  const { domain } = entity;
  if (action !== 'set' || options.value === undefined) return undefined;
  const value = options.value;
  if (domain === 'input_number' || domain === 'number') {
    const wanted = Number(value);
    if (!Number.isFinite(wanted)) return { refused: `"${String(value)}" is not a number` };
    return plan(
      [call(domain, 'set_value', { value: wanted })],
      (e) => near(Number(e.state), wanted, 1e-6),
      ignored,
    );
  }
  if (domain === 'input_select' || domain === 'select') {
    const choices = Array.isArray(entity.attributes.options) ? (entity.attributes.options as unknown[]) : [];
    const option = choices.find(
      (c) => typeof c === 'string' && c.toLowerCase() === String(value).toLowerCase(),
    );
    if (typeof option !== 'string')
      return { refused: `"${String(value)}" is not one of: ${choices.map(String).join(', ')}` };
    return plan([call(domain, 'select_option', { option })], stateIn(option), ignored);
  }
  if (domain === 'input_text' || domain === 'text') {
    return plan([call(domain, 'set_value', { value: String(value) })], stateIn(String(value)), ignored);
  }
  return undefined;
}
