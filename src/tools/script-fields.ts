// A script's fields (Home Assistant selectors) as the zod schema of its tool: number ranges, select
// options, booleans, text; anything else is text. Home Assistant itself never checks a script's fields on
// a call, so this schema is what refuses "volume 300" before the script runs. Terse on purpose: every
// word here is in every request's tool block.
import { z } from 'zod';
import type { ServiceField } from '../ha/types.js';
import { rangeNote } from './range-note.js';

/** Longest field description kept (the name of the field says the rest). */
const MAX_FIELD_WORDS = 60;
/** Options offered for one select field; a longer list is text. */
const MAX_OPTIONS = 20;
/** Longest text a field takes. */
const MAX_TEXT = 500;
/** A parameter name every JSON Schema consumer accepts. */
const PARAMETER_NAME = /^[a-zA-Z_][a-zA-Z0-9_]{0,63}$/;

/** The argument that repeats a call the user confirmed (as on the control tool). */
export const CONFIRM_PARAMETER = 'confirm';

/** The tool schema of a script's fields, or undefined when a field cannot be a parameter. */
export function scriptParameters(fields: Readonly<Record<string, ServiceField>>): z.ZodObject | undefined {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (!PARAMETER_NAME.test(name) || name === CONFIRM_PARAMETER) return undefined;
    let schema = fieldSchema(field.selector ?? {});
    const words = describeField(field);
    if (words !== undefined) schema = schema.describe(words);
    shape[name] = field.required === true ? schema : schema.optional();
  }
  shape[CONFIRM_PARAMETER] = z.boolean().optional();
  return z.object(shape);
}

function fieldSchema(selector: Record<string, unknown>): z.ZodType {
  const [kind, raw] = Object.entries(selector)[0] ?? ['text', {}];
  const options = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  switch (kind) {
    case 'number': {
      let number = z.number();
      if (typeof options.min === 'number') number = number.min(options.min);
      if (typeof options.max === 'number') number = number.max(options.max);
      if (Number.isInteger(options.step ?? 1) && (options.step ?? 1) !== 0 && integerBounds(options))
        number = number.int();
      return number;
    }
    case 'boolean':
      return z.boolean();
    case 'select': {
      const values = selectValues(options.options);
      if (values === undefined || options.custom_value === true) return text();
      const choice = z.enum(values as [string, ...string[]]);
      return options.multiple === true ? z.array(choice).max(values.length) : choice;
    }
    case 'entity':
      return z.string().max(255).describe('entity id');
    default:
      return text();
  }
}

const text = (): z.ZodString => z.string().max(MAX_TEXT);

/** Whole-number ranges (0–100 volume) take integers; a range with a fraction in it takes any number. */
function integerBounds(options: Record<string, unknown>): boolean {
  return [options.min, options.max].every((bound) => bound === undefined || Number.isInteger(bound));
}

function selectValues(raw: unknown): string[] | undefined {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_OPTIONS) return undefined;
  const values: string[] = [];
  for (const option of raw) {
    const value =
      typeof option === 'string'
        ? option
        : typeof option === 'object' && option !== null
          ? (option as Record<string, unknown>).value
          : undefined;
    if (typeof value !== 'string' || value.length > 100) return undefined;
    values.push(value);
  }
  return [...new Set(values)];
}

/**
 * The field's description (or its name), on one line, cut short; the range and unit when it has them
 * (the schema the model reads carries no `minimum`/`maximum`, and "volume" alone does not say 0–100).
 */
function describeField(field: ServiceField): string | undefined {
  const number = field.selector?.number as Record<string, unknown> | undefined;
  const bound = (value: unknown) => (typeof value === 'number' ? value : undefined);
  const unit = typeof number?.unit_of_measurement === 'string' ? number.unit_of_measurement : undefined;
  const scale = number === undefined ? undefined : rangeNote(bound(number.min), bound(number.max), unit);
  const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim();
  const text = oneLine(field.description ?? field.name ?? '');
  const cut = text.length > MAX_FIELD_WORDS ? `${text.slice(0, MAX_FIELD_WORDS - 1)}…` : text;
  // The range comes after the cut, so a long description never loses it; a unit is a few characters.
  const words = oneLine(`${cut} ${scale === undefined ? '' : `(${oneLine(scale).slice(0, 40)})`}`);
  return words === '' ? undefined : words;
}
