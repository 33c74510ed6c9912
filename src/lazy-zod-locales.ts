// zod 4's entry points re-export the error messages of every language it ships (`z.locales`, 63 modules),
// so importing zod loads and keeps all of them: ~0.5 MB of Hearth's heap for the whole life of an add-on that
// runs all year. Zod's own default, English, is imported separately by its schemas, and Hearth never switches
// language (its errors go to the model and the log, in English). Imported by main.ts before anything loads zod:
// on a Node with synchronous module hooks (`module.registerHooks`, Node 22.15+, where `require` of an ES module
// works too), zod's `locales/index.js` becomes a stand-in with the same exports — English itself, every other
// language a function that loads its module on the first call — so `z.locales.de()` still works, it only
// costs its memory once somebody asks for it. Where the index is not the list of re-exports this was written
// for (a later zod), the real module loads unchanged.
/** The stand-in's URL: the real index's URL follows, so the load hook knows what to stand in for. */
const STAND_IN = 'file:///hearth/zod-locales.js?of=';
const INDEX = /\/node_modules\/zod\/v4\/locales\/index\.js$/;
/** One line of zod's locales index: `export { default as de } from "./de.js";`. */
const REEXPORT = /^export \{ default as ([A-Za-z][A-Za-z0-9]*) \} from "\.\/([A-Za-z0-9-]+\.js)";$/;

interface Hooks {
  resolve(
    specifier: string,
    context: { parentURL?: string | undefined },
    next: (specifier: string, context: { parentURL?: string | undefined }) => { url: string },
  ): unknown;
  load(url: string, context: unknown, next: (url: string, context: unknown) => unknown): unknown;
}

/** The stand-in's source for the index at `indexUrl` whose text is `text`; undefined if it is not a list of re-exports. */
export function standInSource(indexUrl: string, text: string): string | undefined {
  const locales: { name: string; file: string }[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const match = REEXPORT.exec(line.trim());
    if (match === null) return undefined;
    locales.push({ name: match[1]!, file: match[2]! });
  }
  const english = locales.find(({ name }) => name === 'en');
  if (english === undefined) return undefined;
  const url = (file: string): string => JSON.stringify(new URL(file, indexUrl).href);
  return [
    `import { createRequire } from 'node:module';`,
    `const require = createRequire(${JSON.stringify(indexUrl)});`,
    `export { default as en } from ${url(english.file)};`,
    ...locales
      .filter(({ name }) => name !== 'en')
      .map(
        ({ name, file }) =>
          `export const ${name} = (...args) => require(${JSON.stringify(`./${file}`)}).default(...args);`,
      ),
  ].join('\n');
}

/** The stand-ins made so far, by URL (one in practice: every zod entry point imports the same index). */
const sources = new Map<string, string>();

/** The hooks: zod's locales index resolves to a stand-in whose other languages load on first use. */
export const lazyZodLocalesHooks: Hooks = {
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    if (!INDEX.test(resolved.url)) return resolved;
    const url = `${STAND_IN}${encodeURIComponent(resolved.url)}`;
    if (!sources.has(url)) {
      const { readFileSync } = process.getBuiltinModule('node:fs');
      const { fileURLToPath } = process.getBuiltinModule('node:url');
      let text = '';
      try {
        text = readFileSync(fileURLToPath(resolved.url), 'utf8');
      } catch {
        // Unreadable here: the real module's own load reports it.
      }
      const source = standInSource(resolved.url, text);
      if (source === undefined) return resolved;
      sources.set(url, source);
    }
    return { url, format: 'module', shortCircuit: true };
  },
  load(url, context, next) {
    const source = sources.get(url);
    return source === undefined ? next(url, context) : { format: 'module', source, shortCircuit: true };
  },
};

// Node 20's types lack it (and Node 20 has no such hooks).
const { registerHooks } = process.getBuiltinModule('node:module') as {
  registerHooks?: (hooks: Hooks) => unknown;
};
registerHooks?.(lazyZodLocalesHooks);
