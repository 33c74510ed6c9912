// Reads tools.yaml and secrets.yaml with the `yaml` package, keeping node positions so every problem
// can name its file, line and column. Problems never quote the file's text: secrets.yaml holds
// secrets, and a mistyped `!secret` can leave one inline in tools.yaml.
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Document, Node, ScalarTag } from 'yaml';
import { defuseAliases } from './defuse-aliases.js';

/** A `!secret name` in tools.yaml: resolved only when a request is built, never shown. */
export class SecretReference {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

const secretTag: ScalarTag = {
  tag: '!secret',
  identify: (value) => value instanceof SecretReference,
  resolve: (text) => new SecretReference(text.trim()),
};

export interface FileProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  /** The tool it concerns, when known. */
  tool?: string;
}

export type YamlPath = readonly (string | number)[];

/** A parsed YAML file and a way back from a value's path to its line and column. */
export interface ParsedYaml {
  file: string;
  value: unknown;
  /** Syntax errors; the value is not to be trusted when there are any. */
  problems: FileProblem[];
  /** Aliases replaced by null (bombs, cycles, no anchor), each with its path; the rest of the value stands. */
  defused: (FileProblem & { path: YamlPath })[];
  /** The problem at `path` (the nearest node that exists), or at its `key` when given. */
  problemAt(path: YamlPath, message: string, key?: string): FileProblem;
}

/** `only`: the one top-level key the caller reads (the others are neither checked nor converted). */
export function parseYamlFile(file: string, text: string, only?: string): ParsedYaml {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, {
    lineCounter,
    customTags: [secretTag],
    prettyErrors: false,
    uniqueKeys: true,
  });
  const at = (offset: number, message: string): FileProblem => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col, message };
  };
  const problems = document.errors.map((error) => at(error.pos[0], syntaxMessage(error.code)));
  const defused =
    problems.length > 0
      ? []
      : defuseAliases(document, only).map(({ path, offset, message }) => ({ ...at(offset, message), path }));
  let value: unknown;
  if (problems.length === 0) {
    try {
      // Aliases are bounded above, so the package's own count (which refuses 50 plain ones) is off.
      value = document.toJS({ maxAliasCount: -1 }) as unknown;
      if (only !== undefined && isPlainObject(value)) value = only in value ? { [only]: value[only] } : {};
    } catch (error) {
      // Say only the kind: the package's messages may quote the text.
      const kind = error instanceof Error ? error.name : 'error';
      problems.push(at(0, `the file cannot be read (${kind}); check its aliases and merge keys`));
    }
  }
  return {
    file,
    value: problems.length > 0 ? undefined : value,
    problems,
    defused,
    problemAt: (path, message, key) => at(offsetOf(document, path, key), message),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Only the error's kind: the yaml package's messages may quote the offending text. */
function syntaxMessage(code: string): string {
  return `YAML syntax error (${code.toLowerCase().replace(/_/g, ' ')})`;
}

function offsetOf(document: Document, path: YamlPath, key: string | undefined): number {
  let node: Node | undefined;
  for (let length = path.length; length >= 0 && node === undefined; length -= 1) {
    const found: unknown = document.getIn(path.slice(0, length), true);
    if (isMap(found) || isSeq(found) || isScalar(found)) node = found;
    if (node !== undefined && length < path.length) key = undefined;
  }
  if (node === undefined) return 0;
  if (key !== undefined && isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
    if (pair !== undefined && isScalar(pair.key) && pair.key.range) return pair.key.range[0];
  }
  return node.range?.[0] ?? 0;
}

/** secrets.yaml: a map of names to strings. Problems give positions, never values. */
export function parseSecrets(
  file: string,
  text: string,
): { secrets: Map<string, string>; problems: FileProblem[] } {
  const parsed = parseYamlFile(file, text);
  const secrets = new Map<string, string>();
  if (parsed.problems.length > 0) return { secrets, problems: parsed.problems };
  if (parsed.defused.length > 0)
    return { secrets, problems: parsed.defused.map(({ path: _path, ...problem }) => problem) };
  const value = parsed.value;
  if (value === null || value === undefined) return { secrets, problems: [] };
  if (typeof value !== 'object' || Array.isArray(value)) {
    return { secrets, problems: [parsed.problemAt([], 'secrets.yaml must be a map of names to values')] };
  }
  const problems: FileProblem[] = [];
  for (const [name, secret] of Object.entries(value)) {
    if (typeof secret === 'string' || typeof secret === 'number') secrets.set(name, String(secret));
    else problems.push(parsed.problemAt([name], `the secret "${name}" must be a text or a number`));
  }
  return { secrets, problems };
}
