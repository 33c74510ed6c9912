// Every tool result on its way to the model (and so into history): secrets removed (access tokens,
// `token=` in URLs such as entity_picture), then fitted into a size budget as valid JSON by
// summarising (first items and "N more", shortened strings), never by cutting the JSON text.

/** Characters of JSON a tool result may take. */
export const TOOL_RESULT_BUDGET = 12_000;

const SECRET_KEYS = new Set([
  'access_token',
  'refresh_token',
  'token',
  'api_key',
  'apikey',
  'password',
  'secret',
  'client_secret',
  'authorization',
  'webhook_id',
]);

/** `?token=…`, `&access_token=…`, `authSig=…` and kin in any URL-looking string. */
const SECRET_PARAMETER =
  /([?&])(?:access_token|token|authsig|api_key|apikey|key|signature|sig)=[^&#\s"']*&?/gi;

function redactString(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(SECRET_PARAMETER, '$1').replace(/[?&]+(?=$|#|\s)/g, '');
}

/** A copy of `value` without secret-named keys and with secret URL parameters removed. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactString(value);
  if (depth > 32 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SECRET_KEYS.has(key.toLowerCase())) copy[key] = redactSecrets(item, depth + 1);
  }
  return copy;
}

/** Shrinks arrays to `items` entries (with a "… N more" marker) and strings to `chars` characters. */
function shrink(value: unknown, items: number, chars: number, depth: number): unknown {
  if (typeof value === 'string')
    return value.length <= chars ? value : `${value.slice(0, chars)}… (${value.length} characters)`;
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 12) return '(nested too deeply)';
  if (Array.isArray(value)) {
    const kept = value.slice(0, items).map((item) => shrink(item, items, chars, depth + 1));
    return value.length > items ? [...kept, `… ${value.length - items} more`] : kept;
  }
  const entries = Object.entries(value);
  const kept = entries.slice(0, items * 4).map(([key, item]) => [key, shrink(item, items, chars, depth + 1)]);
  if (entries.length > items * 4) kept.push(['more_keys', entries.length - items * 4]);
  return Object.fromEntries(kept);
}

/** The result as JSON text of at most `budget` characters, summarised when needed; always valid JSON. */
export function fitResult<T extends Record<string, unknown>>(result: T, budget = TOOL_RESULT_BUDGET): T {
  const clean = redactSecrets(result) as T;
  if (JSON.stringify(clean).length <= budget) return clean;
  for (const [items, chars] of [
    [50, 500],
    [20, 200],
    [10, 100],
    [5, 60],
    [2, 40],
  ] as const) {
    const shrunk = { ...(shrink(clean, items, chars, 0) as T), summarised: true };
    if (JSON.stringify(shrunk).length <= budget) return shrunk;
  }
  const fallback =
    clean.ok === true
      ? { ok: true, summarised: true, note: 'The result was too large to show; ask for less.' }
      : { ok: false, error: 'The result was too large to show.' };
  return fallback as unknown as T;
}
