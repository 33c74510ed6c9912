// The functions and filters of the template subset, and Python-style printing of their values.
// Reads states from the House; never writes.
import type { House } from '../house.js';

/** Raised for bad input inside a function or filter; template.ts turns it into a TemplateError. */
export class TemplateValueError extends Error {
  override readonly name = 'TemplateValueError';
  readonly code = 'template_error';
}

const STATES_ROOT = '__states';

export function statesRoot(): Record<string, unknown> {
  return { [STATES_ROOT]: true };
}

/** `states.domain.object_id` access, and plain member access otherwise. */
export function memberOf(house: House, value: unknown, key: unknown, entities: Set<string>): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (record[STATES_ROOT] === true) return { __domain: String(key) };
  if (typeof record['__domain'] === 'string') {
    const entityId = `${record['__domain']}.${String(key)}`;
    entities.add(entityId);
    const state = house.states.get(entityId);
    return state
      ? {
          entity_id: entityId,
          state: state.state,
          attributes: state.attributes,
          name: house.friendlyName(entityId),
        }
      : undefined;
  }
  return record[String(key)];
}

export function callFunction(house: House, name: string, args: unknown[], entities: Set<string>): unknown {
  const entityId = typeof args[0] === 'string' ? args[0].toLowerCase() : '';
  switch (name) {
    case 'states':
      entities.add(entityId);
      return house.states.get(entityId)?.state ?? 'unknown';
    case 'state_attr':
      entities.add(entityId);
      return house.states.get(entityId)?.attributes[String(args[1])] ?? null;
    case 'is_state': {
      entities.add(entityId);
      const state = house.states.get(entityId)?.state;
      return Array.isArray(args[1]) ? args[1].includes(state) : state === args[1];
    }
    case 'is_state_attr':
      entities.add(entityId);
      return house.states.get(entityId)?.attributes[String(args[1])] === args[2];
    case 'float':
    case 'int':
    case 'round':
    case 'abs':
      return applyFilter(name, args[0], args.slice(1));
    case 'now':
      return new Date(house.clock()).toISOString();
    default:
      throw new TemplateValueError(`UndefinedError: '${name}' is undefined`);
  }
}

function toNumber(name: string, value: unknown, fallback: unknown[]): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isNaN(number)) return number;
  if (fallback.length > 0) return fallback[0] as number;
  throw new TemplateValueError(
    `ValueError: Template error: ${name} got invalid input '${pythonText(value)}' when rendering template but no default was specified`,
  );
}

export function applyFilter(name: string, value: unknown, args: unknown[]): unknown {
  switch (name) {
    case 'float':
      return toNumber('float', value, args);
    case 'int':
      return Math.trunc(toNumber('int', value, args));
    case 'round': {
      const digits = typeof args[0] === 'number' ? args[0] : 0;
      const factor = 10 ** digits;
      const number = toNumber('round', value, []);
      if (args[1] === 'floor') return Math.floor(number * factor) / factor;
      if (args[1] === 'ceil') return Math.ceil(number * factor) / factor;
      return Math.round(number * factor) / factor;
    }
    case 'abs':
      return Math.abs(toNumber('abs', value, []));
    case 'lower':
      return pythonText(value).toLowerCase();
    case 'upper':
      return pythonText(value).toUpperCase();
    case 'title':
      return pythonText(value).replace(/\b\w/g, (letter) => letter.toUpperCase());
    case 'trim':
      return pythonText(value).trim();
    case 'string':
      return pythonText(value);
    case 'default':
      return value === undefined || (args[1] === true && !value) ? args[0] : value;
    case 'length':
    case 'count':
      return typeof value === 'string' || Array.isArray(value) ? value.length : 0;
    case 'join':
      return Array.isArray(value)
        ? value.map(pythonText).join(typeof args[0] === 'string' ? args[0] : '')
        : pythonText(value);
    case 'replace':
      return pythonText(value).split(String(args[0])).join(String(args[1]));
    case 'min':
    case 'max':
      return Array.isArray(value)
        ? (value as number[]).reduce((a, b) => (name === 'min' ? Math.min(a, b) : Math.max(a, b)))
        : value;
    default:
      throw new TemplateValueError(`TemplateAssertionError: No filter named '${name}'.`);
  }
}

/** How Jinja prints a value: Python's True/False/None and list spelling. */
export function pythonText(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return `[${value.map((item) => (typeof item === 'string' ? `'${item}'` : pythonText(item))).join(', ')}]`;
  return JSON.stringify(value);
}
