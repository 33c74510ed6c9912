// Tool arguments and results as they may be shown on the trace page: secrets cut out, size capped.
// A misbehaving model or a hostile entity name must not put a token, a key or megabytes on the page.

const SECRET_KEY =
  /token|secret|password|passwd|api[_-]?key|authori[sz]ation|cookie|credential|access[_-]?code/i;
const SECRET_TEXT = [/\bBearer\s+[\w.~+/=-]+/gi, /\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]+/g, /\bsk-[\w-]{12,}/g];
const MAX_STRING = 600;
const MAX_ITEMS = 40;
const MAX_DEPTH = 6;

/** JSON text of `value` for the trace: secret keys and known secret values redacted, capped at `maxChars`. */
export function redactForTrace(value: unknown, secrets: readonly string[], maxChars = 4_000): string {
  const text = JSON.stringify(clean(value, secrets, 0)) ?? 'null';
  return text.length <= maxChars
    ? text
    : `${text.slice(0, maxChars)}… (${text.length - maxChars} more characters)`;
}

/** A string from outside (a model's message, a server's error) with known secrets cut out. */
export function redactText(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) if (secret.length >= 4) result = result.replaceAll(secret, '[redacted]');
  for (const pattern of SECRET_TEXT) result = result.replace(pattern, '[redacted]');
  return result;
}

function clean(value: unknown, secrets: readonly string[], depth: number): unknown {
  if (typeof value === 'string') {
    const redacted = redactText(value, secrets);
    return redacted.length > MAX_STRING ? `${redacted.slice(0, MAX_STRING)}…` : redacted;
  }
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? String(value) : value;
  if (value instanceof Uint8Array) return `[${value.byteLength} bytes]`;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => clean(item, secrets, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`… ${value.length - MAX_ITEMS} more`);
    return items;
  }
  const result: Record<string, unknown> = {};
  let count = 0;
  for (const [key, item] of Object.entries(value)) {
    if (count++ >= MAX_ITEMS) {
      result['…'] = 'more keys left out';
      break;
    }
    result[key] = SECRET_KEY.test(key) ? '[redacted]' : clean(item, secrets, depth + 1);
  }
  return result;
}
