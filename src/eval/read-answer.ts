// Reading what a model wrote and what reached the speaker: a tool call written as text, junk a voice
// would read out, entity ids a tool call named, the value a spoken answer holds. Pure functions.
import type { ObservedToolCall } from './eval-types.js';

/** Shapes small models use when they write a call instead of making it. */
const TEXT_CALL_PATTERNS: readonly RegExp[] = [
  /<tool_call>|<\/tool_call>|<function[=>]|\[TOOL_CALLS\]|<\|python_tag\|>|<\|tool_call/i,
  /\{\s*"(?:name|function)"\s*:\s*"[a-z_]+"\s*,\s*"(?:arguments|parameters|args)"\s*:/i,
  /"action"\s*:\s*"(?:turn_on|turn_off|toggle|open|close|lock|unlock|set|play|pause)"/,
  /\b(?:control|query|search|areas|timer|service|history)\s*\(\s*(?:\{|[a-z_]+\s*=)/,
];

/**
 * True when `text` holds a tool call written out instead of made. A thinking model's reasoning
 * (`<think>…</think>`) may plan a call in JSON before making it for real: that part does not count.
 */
export function writesToolCall(text: string): boolean {
  const said = text.replace(/<think>[\s\S]*?(?:<\/think>|$)/gi, '');
  return TEXT_CALL_PATTERNS.some((pattern) => pattern.test(said));
}

const JUNK_PATTERNS: readonly RegExp[] = [
  /```/,
  /<\/?think>/i,
  /<\/?[a-z][a-z0-9_]*(?:\s[^>]*)?>/i,
  /\*\*/,
  /\{\s*"[a-z_]+"\s*:/i,
  /(?:^|\s)#{1,6}\s/,
  /\b(?:light|switch|sensor|binary_sensor|climate|cover|media_player|fan|lock|script|scene)\.[a-z0-9_]+\b/,
];

/** What a voice should not read out: markup, code, JSON, thinking, entity ids. Empty speech counts too. */
export function junkIn(spoken: string): string | undefined {
  if (spoken.trim() === '') return 'nothing was said';
  const found = JUNK_PATTERNS.find((pattern) => pattern.test(spoken));
  return found === undefined ? undefined : `spoke ${JSON.stringify(spoken.match(found)?.[0] ?? '')}`;
}

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) collectStrings(item, into);
}

/** Entity ids (`domain.object_id`) named in the calls' arguments that are not in the home. */
export function inventedIds(calls: readonly ObservedToolCall[], known: ReadonlySet<string>): string[] {
  const domains = new Set([...known].map((id) => id.split('.')[0]!));
  const invented = new Set<string>();
  for (const call of calls) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(call.arguments === '' ? '{}' : call.arguments);
    } catch {
      continue;
    }
    const strings: string[] = [];
    collectStrings(parsed, strings);
    for (const text of strings) {
      const id = text.trim();
      if (!/^[a-z_]+\.[a-z0-9_]+$/.test(id)) continue;
      if (domains.has(id.split('.')[0]!) && !known.has(id)) invented.add(id);
    }
  }
  return [...invented];
}

/** Whether the answer holds one of the spellings as a whole number (not "120.5" for "20.5"). */
export function mentionsValue(spoken: string, spellings: readonly string[]): boolean {
  return spellings.some((spelling) => {
    const escaped = spelling.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\d.,])${escaped}(?![\\d]|[.,]\\d)`).test(spoken);
  });
}

/** A question to the user: a question mark of any script. */
export function asks(spoken: string): boolean {
  return /[?？¿]/.test(spoken);
}
