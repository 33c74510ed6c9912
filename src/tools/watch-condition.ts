// A watch's condition as one short phrase the model writes ("becomes off", "above 25", "stays open for
// 10m") into the condition the watcher checks and how long it must hold. One string field costs the model
// a fraction of the four fields (kind, state, number, minutes) it replaces in the schema it reads with
// every request, and reads as the user said it.
import { durationSeconds, parseDuration } from './parse-duration.js';

/** What the watcher checks (src/watch/condition.ts), as the watch tool hands it over. */
export type WatchConditionInput =
  | { kind: 'equals' | 'leaves'; state: string }
  | { kind: 'above' | 'below'; value: number }
  | { kind: 'unchanged'; state?: string };

export type ParsedWatchCondition =
  { ok: true; condition: WatchConditionInput; forMs: number } | { ok: false; error: string };

const MAX_HOLD_MS = 24 * 3_600_000;
const PHRASE = /^(becomes|leaves|above|below|stays)\b\s*(.*?)(?:\s*\bfor\s+(\S.*))?$/i;

export function parseWatchCondition(text: string): ParsedWatchCondition {
  const match = PHRASE.exec(text.trim());
  if (match === null) return refused(text);
  const kind = match[1]!.toLowerCase();
  const rest = match[2]!.replace(/^["']|["']$/g, '').trim();
  let forMs = 0;
  if (match[3] !== undefined) {
    const hold = parseDuration(match[3]);
    if (!hold.ok) return { ok: false, error: hold.error };
    forMs = durationSeconds(hold.parts) * 1000;
    if (forMs > MAX_HOLD_MS)
      return { ok: false, error: 'A condition can be asked to hold for at most 24 hours.' };
  }
  switch (kind) {
    case 'becomes':
    case 'leaves':
      if (rest === '') return { ok: false, error: `"${kind}" needs a state, e.g. "${kind} off".` };
      return { ok: true, condition: { kind: kind === 'becomes' ? 'equals' : 'leaves', state: rest }, forMs };
    case 'above':
    case 'below': {
      const value = Number(rest.replace(',', '.'));
      if (rest === '' || !Number.isFinite(value))
        return { ok: false, error: `"${kind}" needs a number, e.g. "${kind} 25".` };
      return { ok: true, condition: { kind, value }, forMs };
    }
    default:
      if (forMs <= 0) return { ok: false, error: '"stays" needs how long, e.g. "stays open for 10m".' };
      return { ok: true, condition: { kind: 'unchanged', ...(rest === '' ? {} : { state: rest }) }, forMs };
  }
}

function refused(text: string): ParsedWatchCondition {
  return {
    ok: false,
    error: `Cannot read the condition "${text.slice(0, 60)}": start with becomes, leaves, above, below or stays, e.g. "becomes off", "above 25", "stays open for 10m".`,
  };
}
