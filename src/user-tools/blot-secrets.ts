// The secrets of secrets.yaml blotted out of whatever a web service, a template or an action gives
// back, in every shape an echo takes: the value itself, percent-encoded, JSON-escaped, the credential
// without its scheme ("Bearer …", "Basic …") and a Basic credential decoded. Applied to each step's
// value as it is produced, so no later step, model, trace or history ever holds one.

/** Levels of nested lists and maps kept in a result; deeper ones are cut (no tool needs them). */
export const MAX_RESULT_DEPTH = 32;
/** Shorter secrets are not blotted: three characters would blot ordinary words. */
const MIN_SECRET_CHARS = 3;
/** A credential part blotted on its own is at least this long. */
const MIN_PART_CHARS = 6;
const SCHEME = /^(?:bearer|basic|token|bot|apikey|api-key|key|digest)[\s:]+(\S.*)$/i;

export type SecretForms = readonly string[];

/** Every form in which a secret may come back, longest first (so a longer one is blotted whole). */
export function secretForms(secrets: ReadonlyMap<string, string>): SecretForms {
  const forms = new Set<string>();
  const add = (text: string | undefined, min: number): void => {
    if (text === undefined || text.length < min) return;
    forms.add(text);
    forms.add(encodeURIComponent(text));
    forms.add(JSON.stringify(text).slice(1, -1));
  };
  for (const secret of secrets.values()) {
    add(secret, MIN_SECRET_CHARS);
    const credential = SCHEME.exec(secret.trim())?.[1]?.trim();
    add(credential, MIN_PART_CHARS);
    if (credential !== undefined && /^basic/i.test(secret.trim())) {
      const decoded = Buffer.from(credential, 'base64').toString('utf8');
      if (decoded.includes(':')) {
        add(decoded, MIN_PART_CHARS);
        add(decoded.slice(decoded.indexOf(':') + 1), MIN_PART_CHARS);
      }
    }
  }
  return [...forms].filter((form) => form.length >= MIN_SECRET_CHARS).sort((a, b) => b.length - a.length);
}

export function blotText(text: string, forms: SecretForms): string {
  let out = text;
  for (const form of forms) if (out.includes(form)) out = out.split(form).join('[secret]');
  return out;
}

/** Every string and key blotted, however the value is shaped; lists and maps past the depth cut. */
export function blotSecrets(value: unknown, forms: SecretForms): unknown {
  const walk = (item: unknown, level: number): unknown => {
    if (typeof item === 'string') return forms.length === 0 ? item : blotText(item, forms);
    // A secret of digits may come back as a JSON number.
    if (typeof item === 'number') return forms.includes(String(item)) ? '[secret]' : item;
    if (typeof item !== 'object' || item === null) return item;
    if (level >= MAX_RESULT_DEPTH) return '[nested too deep]';
    if (Array.isArray(item)) return item.map((entry) => walk(entry, level + 1));
    return Object.fromEntries(
      Object.entries(item).map(([key, entry]) => [walk(key, level), walk(entry, level + 1)]),
    );
  };
  return walk(value, 0);
}
