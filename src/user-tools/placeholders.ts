// `{{ name }}` and `{{ step.path.0.key }}` in a user tool's strings: checked when the file loads,
// filled in when the tool runs. A filled-in value is data: it is never read again as a template, and
// a string that is exactly one placeholder keeps the value's type (a number stays a number).
import { SecretReference } from './read-tool-file.js';

/** The one placeholder shape; linear to match (no nested quantifiers). */
const PLACEHOLDER = /\{\{\s*([a-z_][a-z0-9_]*(?:\.[A-Za-z0-9_]+)*)\s*\}\}/g;
const TEMPLATE_MARK = /\{\{|\{%|\{#/;

export type Scope = Readonly<Record<string, unknown>>;

/** The root names a string refers to, or the reason it is not a plain placeholder string. */
export function placeholderNames(text: string): { names: string[] } | { error: string } {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!.split('.')[0]!);
  if (TEMPLATE_MARK.test(text.replace(PLACEHOLDER, ''))) {
    return {
      error:
        'only {{ name }} placeholders are filled in here (no filters or expressions); use a template step to compute a value',
    };
  }
  return { names };
}

/** Every string in a value (object keys excluded), with its path, for load-time checks. */
export function* stringsIn(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): Generator<{ text: string; path: (string | number)[] }> {
  if (depth > 32) return;
  if (typeof value === 'string') yield { text: value, path };
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsIn(item, [...path, index], depth + 1);
  } else if (typeof value === 'object' && value !== null && !(value instanceof SecretReference)) {
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, [...path, key], depth + 1);
  }
}

/** Every `!secret` in a value, with its path. */
export function* secretsIn(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): Generator<{ name: string; path: (string | number)[] }> {
  if (depth > 32) return;
  if (value instanceof SecretReference) yield { name: value.name, path };
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* secretsIn(item, [...path, index], depth + 1);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) yield* secretsIn(item, [...path, key], depth + 1);
  }
}

/** A value by path: own properties only (no `constructor`, no `__proto__`). */
export function lookup(scope: Scope, path: string): unknown {
  let value: unknown = scope;
  for (const segment of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, segment)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

export interface FillOptions {
  /** Values of `!secret` names; without it a secret is left out. */
  secrets?: ReadonlyMap<string, string>;
  /** How a value is written into a longer string (URL parts are percent-encoded). */
  encode?: (text: string) => string;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? '';
}

/** Fills one string. Exactly one placeholder: the value itself (undefined when absent). */
export function fillString(text: string, scope: Scope, options: FillOptions = {}): unknown {
  const whole = /^\{\{\s*([a-z_][a-z0-9_]*(?:\.[A-Za-z0-9_]+)*)\s*\}\}$/.exec(text);
  if (whole !== null && options.encode === undefined) return lookup(scope, whole[1]!);
  const encode = options.encode ?? ((part: string) => part);
  return text.replace(PLACEHOLDER, (_match, path: string) => encode(asText(lookup(scope, path))));
}

/** Fills every string of a value; keys whose value is an absent placeholder are left out. */
export function fill(value: unknown, scope: Scope, options: FillOptions = {}, depth = 0): unknown {
  if (depth > 32) return undefined;
  if (typeof value === 'string') return fillString(value, scope, options);
  if (value instanceof SecretReference) return options.secrets?.get(value.name);
  if (Array.isArray(value)) {
    return value.map((item) => fill(item, scope, options, depth + 1)).filter((item) => item !== undefined);
  }
  if (typeof value === 'object' && value !== null) {
    const filled: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const result = fill(item, scope, options, depth + 1);
      if (result !== undefined) filled[key] = result;
    }
    return filled;
  }
  return value;
}
