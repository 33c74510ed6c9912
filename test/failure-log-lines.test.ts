// Issue 14: every failure line in the log says what failed, why, and what to do. The "what to do" is
// the `hint` field, printed as hint=… in the add-on's readable log; this checks every warning and error
// the source can log carries one, and that the advice for Home Assistant fits how Hearth reaches it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectionAdvice } from '../src/ha/connection-advice.js';
import { formatLogLine } from '../src/log-line.js';

const SRC = resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every `….warn(…)`, `….error(…)` and `….fatal(…)` call on a logger, with its whole argument text. */
function failureLogCalls(text: string): { line: number; call: string }[] {
  const calls: { line: number; call: string }[] = [];
  for (const match of text.matchAll(/(?:[A-Za-z#]*[lL]ogger|\blog)\??\.(?:warn|error|fatal)\(/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < text.length) {
      if (text[end] === '(') depth += 1;
      else if (text[end] === ')') depth -= 1;
      end += 1;
    }
    calls.push({ line: text.slice(0, match.index).split('\n').length, call: text.slice(match.index, end) });
  }
  return calls;
}

describe('failure lines in the log', () => {
  it('each warning and error the source logs carries a hint saying what to do', () => {
    const files = sourceFiles(SRC);
    const calls = files.flatMap((file) =>
      failureLogCalls(readFileSync(file, 'utf8')).map((found) => ({ ...found, file: relative(SRC, file) })),
    );
    // The scan must see the known ones, or it checks nothing.
    expect(calls.length).toBeGreaterThan(40);
    expect(calls.some((found) => found.call.includes('Home Assistant is not reachable'))).toBe(true);
    const withoutHint = calls.filter((found) => !/\bhint\b/.test(found.call));
    expect(withoutHint.map((found) => `${found.file}:${found.line} ${found.call.slice(0, 80)}`)).toEqual([]);
  });

  it('prints the hint in the readable line, after what failed and why', () => {
    const line = formatLogLine(
      JSON.stringify({
        level: 40,
        time: Date.UTC(2026, 10, 24, 8, 30),
        layer: 'ha',
        msg: 'Home Assistant is not reachable',
        reason: 'connect ECONNREFUSED 127.0.0.1:8123',
        hint: connectionAdvice('ws://127.0.0.1:8123/api/websocket').unreachable,
      }),
      'UTC',
    );
    expect(line).toMatch(
      /WARN +ha: Home Assistant is not reachable {2}reason="connect ECONNREFUSED [^"]+" hint="check HA_URL/,
    );
  });

  it('advises by how Hearth reaches Home Assistant: through the Supervisor, or HA_URL and HA_TOKEN', () => {
    const addOn = connectionAdvice('ws://supervisor/core/websocket');
    expect(addOn.unreachable).toMatch(/starting or restarting/);
    expect(addOn.unreachable).not.toMatch(/HA_URL/);
    expect(addOn.unauthorized).toMatch(/restart the Hearth add-on/);
    const standalone = connectionAdvice('ws://192.168.1.5:8123/api/websocket');
    expect(standalone.unreachable).toMatch(/HA_URL/);
    expect(standalone.unauthorized).toMatch(/long-lived access token.*HA_TOKEN/);
  });
});
