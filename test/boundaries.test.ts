// Enforces ARCHITECTURE.md §4: each folder of src/ imports only what the table allows.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

/** Folder → allowed targets: our folders, or `pkg:` bare packages. `node:*` is always allowed. */
const RULES: Record<string, { folders: string[]; packages: string[] | 'any' }> = {
  wyoming: { folders: [], packages: [] },
  speech: { folders: [], packages: [] },
  ha: { folders: [], packages: ['home-assistant-js-websocket', 'ws', 'zod'] },
  llm: { folders: [], packages: ['openai', 'zod'] },
  resolver: { folders: ['ha'], packages: [] },
  // Until the guard has deps of its own, it still reads the tools' contract (ToolDeps, ToolResult).
  guard: { folders: ['ha', 'resolver', 'tools'], packages: [] },
  planning: { folders: ['ha', 'resolver'], packages: [] },
  tools: { folders: ['ha', 'resolver', 'guard', 'planning'], packages: ['zod'] },
  agent: { folders: ['llm', 'tools'], packages: ['zod'] },
  conversation: { folders: ['wyoming', 'speech', 'agent'], packages: [] },
  voice: { folders: ['wyoming', 'speech'], packages: [] },
  supervisor: { folders: [], packages: ['zod'] },
  simulator: { folders: [], packages: ['ws', 'zod'] },
  web: { folders: [], packages: [] },
  watch: { folders: ['ha', 'llm'], packages: ['zod'] },
  trace: { folders: ['conversation', 'agent', 'llm', 'web'], packages: [] },
  memory: { folders: ['llm', 'tools'], packages: ['zod', 'minisearch'] },
  'user-tools': { folders: ['tools', 'ha'], packages: ['yaml', 'zod'] },
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.(test|fixture)\.ts$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = new Set<string>();
  for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]/g)) {
    specifiers.add(match[1]!);
  }
  for (const match of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.add(match[1]!);
  return [...specifiers];
}

function topFolder(file: string): string {
  return relative(SRC, file).split(/[\\/]/)[0]!;
}

describe('import boundaries', () => {
  for (const [folder, rule] of Object.entries(RULES)) {
    it(`${folder}/ imports only what ARCHITECTURE.md allows`, () => {
      const violations: string[] = [];
      for (const file of sourceFiles(join(SRC, folder))) {
        for (const specifier of importsOf(file)) {
          if (specifier.startsWith('node:')) continue;
          if (specifier.startsWith('.')) {
            const target = resolve(dirname(file), specifier);
            const targetFolder = relative(SRC, target).includes('/') ? topFolder(target) : '(root)';
            if (targetFolder !== folder && !rule.folders.includes(targetFolder)) {
              violations.push(`${relative(SRC, file)} → ${specifier}`);
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
});
