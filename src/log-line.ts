// pino's JSON lines → one readable line each, for the add-on's log tab: time, level, layer, message,
// then key=value. An error is printed as its message (and its cause's), never as a stack or an object.
import { wallTime } from './agent/wall-clock.js';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Printed by position, not as key=value. */
const PLACED = new Set(['time', 'level', 'msg', 'layer', 'pid', 'hostname', 'v']);
const MAX_VALUE = 300;

/** Formats one pino JSON line (with or without its newline). Lines that are not JSON pass through. */
export function formatLogLine(line: string, timeZone?: string): string {
  let record: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return ensureNewline(line);
    record = parsed as Record<string, unknown>;
  } catch {
    return ensureNewline(line);
  }
  const level = typeof record.level === 'number' ? (LEVELS[record.level] ?? 'LOG') : 'LOG';
  const time = typeof record.time === 'number' ? clock(record.time, timeZone) : clock(Date.now(), timeZone);
  const layer = typeof record.layer === 'string' ? `${record.layer}: ` : '';
  const message = typeof record.msg === 'string' ? record.msg : '';
  const fields: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (PLACED.has(key) || value === undefined) continue;
    fields.push(`${key}=${formatValue(key, value)}`);
  }
  const tail = fields.length === 0 ? '' : `  ${fields.join(' ')}`;
  return `${time} ${level.padEnd(5)} ${layer}${oneLine(message)}${tail}\n`;
}

function formatValue(key: string, value: unknown): string {
  if ((key === 'err' || key === 'error') && typeof value === 'object' && value !== null) {
    return quote(errorText(value as Record<string, unknown>));
  }
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  const json = JSON.stringify(value);
  return json.length > MAX_VALUE ? `${json.slice(0, MAX_VALUE)}…` : json;
}

/** pino serializes errors as { type, message, stack, cause? … }: keep the messages, drop the stack. */
function errorText(error: Record<string, unknown>): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    const record = current as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message !== '' && !parts.includes(record.message)) {
      parts.push(record.message);
    }
    current = record.cause;
  }
  return parts.length === 0 ? 'unknown error' : parts.join(': ');
}

function quote(text: string): string {
  const single = oneLine(text);
  const capped = single.length > MAX_VALUE ? `${single.slice(0, MAX_VALUE)}…` : single;
  return /^[\w.:/@+-]+$/.test(capped) ? capped : JSON.stringify(capped);
}

/** A message must never break the one-line-per-event promise (names and model text may hold newlines). */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');
}

function clock(epochMs: number, timeZone: string | undefined): string {
  const time = wallTime(new Date(epochMs), timeZone);
  const millis = String(Math.floor(epochMs % 1000)).padStart(3, '0');
  return `${time.year}-${time.month}-${time.day} ${time.hour}:${time.minute}:${time.second}.${millis}`;
}

function ensureNewline(line: string): string {
  return line.endsWith('\n') ? line : `${line}\n`;
}
