import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyZodLocalesHooks, standInSource } from './lazy-zod-locales.js';

const ROOT = resolve(import.meta.dirname, '..');
const INDEX = pathToFileURL(join(ROOT, 'node_modules/zod/v4/locales/index.js')).href;
const INDEX_TEXT = readFileSync(new URL(INDEX), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'hearth-zod-locales-'));
const run = promisify(execFile);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Locales = Record<string, () => { localeError: (issue: unknown) => unknown }>;

/** A few issues of different codes, as zod's parse hands them to a locale. */
const ISSUES = [
  { code: 'invalid_type', expected: 'string', input: 3 },
  { code: 'too_small', origin: 'string', minimum: 2, inclusive: true, input: 'a' },
  { code: 'unrecognized_keys', keys: ['extra'], input: {} },
];

describe("zod's locales index, stood in for", () => {
  it('exports every language the real index does, each answering as the real one', async () => {
    const source = standInSource(INDEX, INDEX_TEXT);
    expect(source).toBeDefined();
    const file = join(dir, 'stand-in.mjs');
    writeFileSync(file, source!);
    const stand = (await import(pathToFileURL(file).href)) as Locales;
    const real = (await import(INDEX)) as Locales;
    expect(Object.keys(stand).sort()).toEqual(Object.keys(real).sort());
    expect(Object.keys(stand).length).toBeGreaterThan(40);
    // English is zod's own module, the one its schemas register as the default.
    expect(stand.en).toBe(real.en);
    for (const name of ['de', 'fr', 'ja', 'zhCN']) {
      for (const issue of ISSUES) {
        expect(stand[name]!().localeError(issue)).toEqual(real[name]!().localeError(issue));
      }
    }
  });

  it('leaves an index of another shape alone (a later zod), and every other module', () => {
    expect(standInSource(INDEX, `${INDEX_TEXT}\nexport const extra = 1;\n`)).toBeUndefined();
    expect(standInSource(INDEX, 'export { default as de } from "./de.js";\n')).toBeUndefined();
    expect(standInSource(INDEX, '')).toBeUndefined();
    const next = (specifier: string): { url: string } => ({ url: `file:///app/node_modules/${specifier}` });
    expect(lazyZodLocalesHooks.resolve('zod/v4/classic/schemas.js', {}, next)).toEqual({
      url: 'file:///app/node_modules/zod/v4/classic/schemas.js',
    });
    expect(lazyZodLocalesHooks.load('file:///app/dist/main.js', {}, (url) => ({ url }))).toEqual({
      url: 'file:///app/dist/main.js',
    });
  });

  it('in a process with the hooks, zod loads English alone and another language on its first call', async () => {
    const { registerHooks } = process.getBuiltinModule('node:module') as { registerHooks?: unknown };
    if (typeof registerHooks !== 'function') return; // Node 20: no such hooks, zod loads as it is.
    const script = join(dir, 'check.mjs');
    writeFileSync(
      script,
      [
        "import { registerHooks } from 'node:module';",
        `await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist/lazy-zod-locales.js')).href)});`,
        'const loaded = [];',
        'registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });',
        "const locales = () => loaded.filter((url) => url.includes('/zod/v4/locales/')).map((url) => url.replace(/.*\\/locales\\//, ''));",
        `const { z } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'node_modules/zod/index.js')).href)});`,
        'const before = locales();',
        'const english = z.string().safeParse(3).error.issues[0].message;',
        "const german = z.locales.de().localeError({ code: 'invalid_type', expected: 'string', input: 3 });",
        'console.log(JSON.stringify({ before, after: locales(), english, german }));',
      ].join('\n'),
    );
    const { stdout } = await run(process.execPath, [script]);
    const result = JSON.parse(stdout) as {
      before: string[];
      after: string[];
      english: string;
      german: string;
    };
    expect(result.before).toEqual(['en.js']);
    expect(result.english).toMatch(/expected string, received number/i);
    expect(result.german).toMatch(/erwartet string/);
    expect(result.after).toEqual(['en.js', 'de.js']);
  });
});
