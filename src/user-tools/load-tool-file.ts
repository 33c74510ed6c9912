// One reading of tools.yaml and secrets.yaml into checked tools and problems. A syntax error keeps
// every previous tool; an entry that no longer checks keeps its previous version under its name.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { compileTool } from './compile-tool.js';
import type { UserToolDefinition } from './compile-tool.js';
import { parseSecrets, parseYamlFile } from './read-tool-file.js';
import type { FileProblem } from './read-tool-file.js';

export const MAX_USER_TOOLS = 50;

export interface LoadedTool {
  definition: UserToolDefinition;
  /** The secrets as they were when this version was loaded. */
  secrets: ReadonlyMap<string, string>;
}

export interface LoadedFile {
  /** False when there is no tools.yaml (not a problem). */
  found: boolean;
  tools: Map<string, LoadedTool>;
  problems: FileProblem[];
}

export async function loadToolFile(
  file: string,
  reservedNames: readonly string[],
  previous: ReadonlyMap<string, LoadedTool>,
): Promise<LoadedFile> {
  const text = await readText(file);
  if (text === undefined) return { found: false, tools: new Map(), problems: [] };
  const secretsFile = join(dirname(file), 'secrets.yaml');
  const secretsText = await readText(secretsFile);
  const { secrets, problems: secretProblems } =
    secretsText === undefined
      ? { secrets: new Map<string, string>(), problems: [] }
      : parseSecrets(secretsFile, secretsText);
  const parsed = parseYamlFile(file, text, 'tools');
  const problems = [...secretProblems, ...parsed.problems];
  // An alias replaced outside any one tool (e.g. `tools: *bomb`) puts the list itself in doubt.
  const listDefused = parsed.defused.filter((problem) => problem.path.length < 2);
  problems.push(...listDefused.map(withoutPath));
  // The whole file is in doubt: keep every tool as it was.
  if (parsed.problems.length > 0 || listDefused.length > 0) {
    return { found: true, tools: new Map(previous), problems };
  }
  const list = readList(parsed.value);
  if (typeof list === 'string') {
    return { found: true, tools: new Map(), problems: [...problems, parsed.problemAt([], list)] };
  }
  const tools = new Map<string, LoadedTool>();
  const reserved = new Set(reservedNames);
  for (const [index, entry] of list.entries()) {
    const path = ['tools', index];
    const name = (entry as { name?: unknown } | null)?.name;
    const defused = parsed.defused
      .filter((problem) => problem.path[1] === index)
      .map((problem) => ({ ...withoutPath(problem), ...(typeof name === 'string' ? { tool: name } : {}) }));
    const compiled =
      defused.length > 0 ? { problems: defused } : compileTool(parsed, path, entry, new Set(secrets.keys()));
    if ('problems' in compiled) {
      problems.push(...compiled.problems);
      const kept = typeof name === 'string' ? previous.get(name) : undefined;
      if (kept !== undefined && !tools.has(name as string)) tools.set(name as string, kept);
      continue;
    }
    const { definition } = compiled;
    const clash = reserved.has(definition.name)
      ? `"${definition.name}" is one of Hearth's own tools; pick another name`
      : tools.has(definition.name)
        ? `a tool named "${definition.name}" is already defined above`
        : tools.size >= MAX_USER_TOOLS
          ? `more than ${MAX_USER_TOOLS} tools; this one and later ones are left out`
          : undefined;
    if (clash !== undefined) {
      problems.push({ ...parsed.problemAt([...path, 'name'], clash), tool: definition.name });
      continue;
    }
    tools.set(definition.name, { definition, secrets });
  }
  return { found: true, tools, problems };
}

function withoutPath({ path: _path, ...problem }: FileProblem & { path: unknown }): FileProblem {
  return problem;
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

function readList(value: unknown): unknown[] | string {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object' || Array.isArray(value) || !('tools' in value)) {
    return 'tools.yaml must be a map with a "tools:" list';
  }
  const tools = value.tools;
  if (tools === null) return [];
  return Array.isArray(tools) ? tools : 'tools: must be a list of tools';
}
