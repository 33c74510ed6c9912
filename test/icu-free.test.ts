// Issue 13: the first Intl formatter or collator a process builds maps several MB of ICU data into it for
// good (about 8 MB for a DateTimeFormat, 3 MB for localeCompare's collator: bench/RESULTS.md). The server
// reads wall-clock time from Date's fields (src/agent/wall-clock.ts) and orders names with compareText;
// this keeps new code from bringing ICU back by accident. The page scripts run in the browser, not here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareText } from '../src/resolver/index.js';

const SRC = resolve(import.meta.dirname, '../src');
/** The one place allowed to build an Intl formatter: for a zone other than the process's own. */
const ALLOWED = new Set(['agent/wall-clock.ts']);
/** Sent to the browser as text; their Intl calls run there. */
const BROWSER_SCRIPTS = new Set([
  'web/trace-page-script.ts',
  'web/watch-panel-script.ts',
  'web/memory-tab.ts',
  'web/models-tab.ts',
]);
const ICU_CALLS =
  /\blocaleCompare\(|\bnew Intl\.|\bIntl\.\w+\(|\.toLocale(?:String|DateString|TimeString|UpperCase|LowerCase)\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('ICU on the server path', () => {
  it('no server module builds an Intl formatter or collator (but wall-clock, for foreign zones)', () => {
    const offenders = sourceFiles(SRC)
      .map((file) => relative(SRC, file))
      .filter((file) => !ALLOWED.has(file) && !BROWSER_SCRIPTS.has(file))
      .flatMap((file) =>
        readFileSync(join(SRC, file), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            ICU_CALLS.test(line) && !line.trimStart().startsWith('//')
              ? [`${file}:${index + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(offenders).toEqual([]);
  });

  it('orders names case-insensitively, then by code unit, the same on every machine', () => {
    expect(['kitchen', 'Bathroom', 'Kitchen', 'attic', 'Zimmer', 'Ärmel'].sort(compareText)).toEqual([
      'attic',
      'Bathroom',
      'Kitchen',
      'kitchen',
      'Zimmer',
      'Ärmel',
    ]);
    expect(compareText('Lamp', 'Lamp')).toBe(0);
  });
});
