// Repairs the near misses small models make in tool arguments where the intent is plain, guided by the
// tool's own JSON Schema: a string where a list is expected, numbers and booleans written as strings,
// JSON inside a string, empty values, and the target field names models reach for (`entity_id`, `area`,
// `name` …). Home Assistant's Ollama integration repairs JSON-in-string and empty values the same way.
// Anything not plainly meant is left for the tool's schema to refuse. No tools, no HTTP: values only.

type Schema = Record<string, unknown>;

export interface RepairedArguments {
  value: unknown;
  /** What was changed, for the debug log: `targets: string → list`, `area → targets` … */
  repairs: string[];
  /** Argument names the tool does not have and that no rule maps: dropped by the schema. */
  unknown: string[];
}

/** Names models give the free-text target field (seen in small models' calls and other agents' schemas). */
const TARGET_ALIASES = new Set([
  'target',
  'name',
  'names',
  'area',
  'areas',
  'room',
  'rooms',
  'floor',
  'device',
  'devices',
  'entity',
  'entities',
  'location',
]);
const ENTITY_ID = /^[a-z_]+\.[a-z0-9_]+$/;

export function repairArguments(input: unknown, schema: Schema): RepairedArguments {
  const repairs: string[] = [];
  const unknown: string[] = [];
  let value = input;
  // The whole argument object sent as a JSON string (arguments encoded twice).
  if (typeof value === 'string') {
    const parsed = parseJsonText(value);
    if (isObject(parsed)) {
      value = parsed;
      repairs.push('arguments: JSON text → object');
    }
  }
  const properties = isObject(schema.properties) ? schema.properties : undefined;
  if (!isObject(value) || properties === undefined) return { value, repairs, unknown };
  const required = new Set(Array.isArray(schema.required) ? (schema.required as unknown[]) : []);
  const output: Record<string, unknown> = {};
  const add = (key: string, item: unknown): void => {
    const before = output[key];
    output[key] = before === undefined ? item : [...asList(before), ...asList(item)];
  };
  for (const [key, raw] of Object.entries(value)) {
    if (isEmpty(raw) && !required.has(key)) {
      repairs.push(`${key}: empty → left out`);
      continue;
    }
    if (Object.hasOwn(properties, key)) {
      add(key, coerce(key, raw, properties[key] as Schema, repairs));
      continue;
    }
    const destination = aliasFor(key, raw, properties);
    if (destination === undefined) {
      unknown.push(key);
      continue;
    }
    repairs.push(`${key} → ${destination}`);
    add(destination, coerce(destination, raw, properties[destination] as Schema, repairs));
  }
  return { value: output, repairs, unknown };
}

/** The field an unknown argument name plainly means, if the tool has it. */
function aliasFor(key: string, raw: unknown, properties: Schema): string | undefined {
  const name = key.toLowerCase();
  if (name === 'entity_id' || name === 'entityid' || name === 'entity_ids') {
    // An id goes to entity_ids; a name someone put in entity_id is a target phrase.
    const ids = asList(raw).every((item) => typeof item === 'string' && ENTITY_ID.test(item));
    if (ids && Object.hasOwn(properties, 'entity_ids')) return 'entity_ids';
    if (Object.hasOwn(properties, 'targets')) return 'targets';
  }
  if (TARGET_ALIASES.has(name) && Object.hasOwn(properties, 'targets')) return 'targets';
  // Singular for plural and back: `target` for `targets`, `entity_ids` for `entity_id`.
  for (const other of [`${key}s`, key.replace(/s$/, '')]) {
    if (other !== key && Object.hasOwn(properties, other)) return other;
  }
  return undefined;
}

/** A value made to fit its property's type where the intent is plain; otherwise left as it is. */
function coerce(key: string, raw: unknown, property: Schema | undefined, repairs: string[]): unknown {
  const types = typesOf(property);
  if (types.size === 0 || typeof raw !== 'string' || types.has('string')) return raw;
  const text = raw.trim();
  if (types.has('array') || types.has('object')) {
    const parsed = parseJsonText(text);
    if (parsed !== undefined && (Array.isArray(parsed) ? types.has('array') : types.has('object'))) {
      repairs.push(`${key}: JSON text → value`);
      return parsed;
    }
    if (types.has('array')) {
      repairs.push(`${key}: text → list`);
      return [raw];
    }
  }
  if ((types.has('number') || types.has('integer')) && /^-?\d+(\.\d+)?\s*%?$/.test(text)) {
    repairs.push(`${key}: text → number`);
    return Number.parseFloat(text);
  }
  if (types.has('boolean') && /^(true|false)$/i.test(text)) {
    repairs.push(`${key}: text → boolean`);
    return text.toLowerCase() === 'true';
  }
  return raw;
}

/** The JSON types a property accepts (`type`, or the types of its `anyOf`/`oneOf` branches). */
function typesOf(property: Schema | undefined): Set<string> {
  const types = new Set<string>();
  if (property === undefined) return types;
  const type = property.type;
  for (const item of Array.isArray(type) ? type : [type]) if (typeof item === 'string') types.add(item);
  if (property.enum !== undefined) types.add('string');
  for (const branch of [property.anyOf, property.oneOf]) {
    if (!Array.isArray(branch)) continue;
    for (const option of branch as unknown[])
      if (isObject(option)) for (const t of typesOf(option)) types.add(t);
  }
  return types;
}

function parseJsonText(text: string): unknown {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

function isEmpty(value: unknown): boolean {
  return value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
