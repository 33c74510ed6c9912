// Rewrites JavaScript files so that V8 keeps their source one byte per character: a module's source stays in
// the heap for as long as the process runs (for lazy compilation), and one character above U+00FF (a "→" in a
// comment, a CJK word in a table) makes V8 store the whole file as UTF-16, twice its size. Each such character
// becomes its `\uXXXX` escape, which means the same in strings, templates, regular expressions, identifiers
// and comments, where that makes the file smaller in memory; a file whose escaped form would be larger (mostly
// CJK words) is left as it is. Files holding `String.raw` (whose raw text an escape would change), files with
// such a character right after a backslash and files with a space or line end above U+00FF (a byte order mark,
// an ideographic space: white space in code, where an escape is a syntax error) are left alone too.
// Usage: node scripts/latin1-sources.js <folder>... (`npm run build` runs it on dist/, the image on the
// production dependencies too). Prints what it saved.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const WIDE = /[\u0100-\u{10ffff}]/gu;
/** Spaces and line ends above U+00FF: JavaScript reads them as white space in code, where no escape may stand. */
const WIDE_SPACE = /[\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/u;

/** The `\uXXXX` escape of one character (a surrogate pair's two escapes above U+FFFF). */
function escapeOf(character) {
  return character
    .split('')
    .map((unit) => `\\u${unit.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`)
    .join('');
}

/**
 * The source with its characters above U+00FF escaped, or undefined when it should stay as it is: nothing to
 * escape, a larger result than its UTF-16 form, `String.raw`, or a wide character right after a backslash.
 */
export function latin1Source(text) {
  let wide = 0;
  let risky = false;
  const escaped = text.replace(WIDE, (character, offset) => {
    wide += 1;
    let slashes = 0;
    while (text[offset - 1 - slashes] === '\\') slashes += 1;
    if (slashes % 2 === 1) risky = true;
    return escapeOf(character);
  });
  if (wide === 0 || risky || text.includes('String.raw') || WIDE_SPACE.test(text)) return undefined;
  return escaped.length < text.length * 2 ? escaped : undefined;
}

function javascriptFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(?:js|mjs|cjs)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let files = 0;
  let savedBytes = 0;
  for (const folder of process.argv.slice(2)) {
    for (const file of javascriptFiles(folder)) {
      const text = readFileSync(file, 'utf8');
      const escaped = latin1Source(text);
      if (escaped === undefined) continue;
      writeFileSync(file, escaped);
      files += 1;
      savedBytes += text.length * 2 - escaped.length;
    }
  }
  process.stdout.write(
    `latin1-sources: ${files} files now one byte per character (${Math.round(savedBytes / 1024)} kB less as V8 strings)\n`,
  );
}
