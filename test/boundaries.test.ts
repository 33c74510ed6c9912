// Enforces ARCHITECTURE.md §4: each folder of src/ imports only what the table allows; the resolver and
// planning read Home Assistant's types only; the resolver, guard, planning, tools and config are entered
// through their index.ts face; only the guard (and the HA client itself) calls Home Assistant's actions;
// and no file imports itself back through a circle.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

/**
 * Folder → allowed targets: our folders, and bare packages. `node:*` is always allowed. `typeOnly`
 * folders may be imported with `import type` only (erased at build: nothing of theirs runs).
 */
const RULES: Record<string, { folders: string[]; packages: string[] | 'any'; typeOnly?: string[] }> = {
  // A deadline whose timer ends with its work: a leaf any folder may use.
  deadline: { folders: [], packages: [] },
  wyoming: { folders: [], packages: [] },
  speech: { folders: [], packages: [] },
  config: { folders: [], packages: ['zod'] },
  ha: { folders: ['deadline'], packages: ['home-assistant-js-websocket', 'ws', 'zod'] },
  llm: { folders: ['deadline'], packages: ['openai', 'zod'] },
  resolver: { folders: ['ha'], packages: [], typeOnly: ['ha'] },
  guard: { folders: ['ha', 'resolver'], packages: [] },
  planning: { folders: ['ha', 'resolver'], packages: [], typeOnly: ['ha'] },
  tools: { folders: ['ha', 'resolver', 'guard', 'planning'], packages: ['zod'] },
  agent: { folders: ['llm', 'tools'], packages: ['zod'] },
  conversation: { folders: ['wyoming', 'speech', 'agent', 'deadline'], packages: [] },
  voice: { folders: ['wyoming', 'speech'], packages: [] },
  supervisor: { folders: ['deadline'], packages: ['zod'] },
  simulator: { folders: [], packages: ['ws', 'zod'] },
  web: { folders: [], packages: [] },
  watch: { folders: ['ha', 'llm', 'deadline'], packages: ['zod'] },
  trace: { folders: ['conversation', 'agent', 'llm', 'web'], packages: [] },
  memory: { folders: ['llm', 'tools', 'deadline'], packages: ['zod', 'minisearch'] },
  'user-tools': { folders: ['tools', 'guard', 'ha', 'deadline'], packages: ['yaml', 'zod'] },
  // The snapshot reads the home through ha/; the sandbox is a simulator; tasks go over Wyoming. Nothing here
  // may reach tools/, agent/ or the real home's actions: the sandbox Hearth is wired in hearth-sandbox.ts.
  eval: { folders: ['simulator', 'wyoming', 'ha'], packages: [], typeOnly: ['ha'] },
};

/** Folders entered only through their index.ts from outside. */
const FACED = ['resolver', 'guard', 'planning', 'tools', 'config'];

/**
 * Files that may call Home Assistant's actions (`client.callService(`): the guard's door, the client
 * itself, the simulator (the other side), and the watch's announcer, which speaks on the satellite a
 * watch was set for with `assist_satellite.announce` / `tts.speak` and nothing else.
 */
// The announcer and the follow-up's start_conversation speak on the satellite the user talks to (never an
// exposed entity of the home): they call Home Assistant themselves.
const ACTORS = [/^guard\//, /^ha\//, /^simulator\//, /^watch\/announce\.ts$/, /^hearth-follow-up\.ts$/];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.(test|fixture)\.ts$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

interface Import {
  specifier: string;
  /** `import type …` / `export type …`: erased at build. */
  typeOnly: boolean;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const match of text.matchAll(
    /(?:^|\n)\s*(?:import|export)(\s+type)?[^'"]*?from\s*['"]([^'"]+)['"]/g,
  )) {
    found.push({ specifier: match[2]!, typeOnly: match[1] !== undefined });
  }
  for (const match of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ specifier: match[1]!, typeOnly: false });
  }
  return found;
}

/** The source file a relative specifier names (`./x.js` → `…/x.ts`). */
function targetFile(file: string, specifier: string): string {
  return resolve(dirname(file), specifier).replace(/\.js$/, '.ts');
}

function topFolder(file: string): string {
  return relative(SRC, file).split(/[\\/]/)[0]!;
}

describe('import boundaries', () => {
  for (const [folder, rule] of Object.entries(RULES)) {
    it(`${folder}/ imports only what ARCHITECTURE.md allows`, () => {
      const violations: string[] = [];
      for (const file of sourceFiles(join(SRC, folder))) {
        for (const { specifier, typeOnly } of importsOf(file)) {
          if (specifier.startsWith('node:')) continue;
          if (specifier.startsWith('.')) {
            const target = resolve(dirname(file), specifier);
            const targetFolder = relative(SRC, target).includes('/') ? topFolder(target) : '(root)';
            if (targetFolder !== folder && !rule.folders.includes(targetFolder)) {
              violations.push(`${relative(SRC, file)} → ${specifier}`);
            } else if (!typeOnly && rule.typeOnly?.includes(targetFolder)) {
              violations.push(`${relative(SRC, file)} → ${specifier} (types only)`);
            }
            continue;
          }
          const packageName = specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : specifier.split('/')[0]!;
          if (rule.packages !== 'any' && !rule.packages.includes(packageName)) {
            violations.push(`${relative(SRC, file)} → ${specifier}`);
          }
        }
      }
      expect(violations).toEqual([]);
    });
  }

  it('enters the resolver, the guard, planning, the tools and config only through their index.ts', () => {
    const violations: string[] = [];
    for (const file of sourceFiles(SRC)) {
      for (const { specifier } of importsOf(file)) {
        if (!specifier.startsWith('.')) continue;
        const target = targetFile(file, specifier);
        const targetFolder = topFolder(target);
        if (!FACED.includes(targetFolder) || topFolder(file) === targetFolder) continue;
        if (relative(join(SRC, targetFolder), target) !== 'index.ts') {
          violations.push(`${relative(SRC, file)} → ${specifier}`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it('lets only the guard act on the home (no other client.callService outside the client)', () => {
    const actors = sourceFiles(SRC)
      .filter((file) => /\bclient\.callService\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(actors.filter((file) => !ACTORS.some((pattern) => pattern.test(file)))).toEqual([]);
    // The door the tools act through.
    expect(actors).toContain('guard/guarded-call.ts');
  });

  it('has no import circles between files', () => {
    const graph = new Map<string, string[]>();
    for (const file of sourceFiles(SRC)) {
      graph.set(
        file,
        importsOf(file)
          .filter(({ specifier }) => specifier.startsWith('.'))
          .map(({ specifier }) => targetFile(file, specifier)),
      );
    }
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        const cycle = path.slice(path.indexOf(file)).concat(file);
        circles.push(cycle.map((step) => relative(SRC, step)).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });
});
