// The build stores every module of dist/ that has a few characters above U+00FF with those characters
// escaped (scripts/latin1-sources.js), so that V8 keeps its source one byte per character for the process's
// life instead of two. An escape means the same as the character it stands for wherever it appears.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { runInThisContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script, without types.
import { latin1Source } from '../scripts/latin1-sources.js';

const escape = latin1Source as (text: string) => string | undefined;
const DIST = resolve(import.meta.dirname, '../dist');

describe('sources kept one byte per character', () => {
  it('escapes characters above U+00FF without changing what the code does', () => {
    const source = [
      '// Celsius → Fahrenheit, 温度',
      'const café = "Küche → 厨房 🏠";',
      'const template = `${café} ・ 居間`;',
      'const units = /^[°℃℉]+$/u.test("℃℉") && /🏠/u.test("🏠") && /^.$/u.test("🏠");',
      'const kana = /[ぁ-ゖ]/.test("か") && !/[ぁ-ゖ]/.test("カ");',
      'const ｗｉｄｅ = "全角";',
      'return { café, template, units, kana, ｗｉｄｅ, length: "🏠".length };',
    ].join('\n');
    const escaped = escape(source);
    expect(escaped).toBeDefined();
    expect(escaped).not.toMatch(/[\u0100-\u{10ffff}]/u);
    const run = (text: string): unknown => runInThisContext(`(() => {\n${text}\n})()`) as unknown;
    expect(run(escaped!)).toEqual(run(source));
    expect(run(escaped!)).toMatchObject({ units: true, kana: true, length: 2 });
  });

  it('leaves alone what an escape would make larger, or could change', () => {
    expect(escape('const plain = "café";')).toBeUndefined();
    expect(escape('const words = "厨房居間寝室浴室玄関";')).toBeUndefined();
    expect(escape('const page = String.raw`<p>→</p>`;')).toBeUndefined();
    expect(escape('const odd = "\\→ and more text around it";')).toBeUndefined();
    expect(escape('\ufeffconst marked = "→ a byte order mark first";')).toBeUndefined();
    expect(escape('const spaced =\u3000"→ an ideographic space in code";')).toBeUndefined();
  });

  it('was run on the built server (npm run build)', () => {
    const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.js'),
    );
    expect(files.length).toBeGreaterThan(100);
    const left = files.filter((file) => escape(readFileSync(join(DIST, file), 'utf8')) !== undefined);
    expect(left.map((file) => relative(DIST, join(DIST, file)))).toEqual([]);
  });
});
