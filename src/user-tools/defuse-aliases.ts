// YAML aliases in the part of a file Hearth reads: shared anchors of a sane size stay, an alias that
// would expand past a bound (an alias bomb, a cycle) or that names no anchor is replaced by null and
// reported with its path, so one bad alias costs its own tool and never the file or the process.
// The `yaml` package's own guard (`maxAliasCount`) throws for the whole file at 50+ plain aliases.
import { isAlias, isMap, isPair, isScalar, isSeq, Scalar, visit } from 'yaml';
import type { Alias, Document, Node } from 'yaml';

/** Values one alias may stand for (a tool written out by hand is a few dozen). */
export const MAX_ALIAS_VALUES = 10_000;
/** Values all the aliases of the part read may add together. */
export const MAX_ALIASED_VALUES = 100_000;

export interface DefusedAlias {
  /** Where the alias stood, from the document's root, e.g. ['tools', 3, 'parameters']. */
  path: (string | number)[];
  /** Its offset in the text (for line and column). */
  offset: number;
  message: string;
}

/** Replaces the bad aliases under the top-level key `only` (or everywhere) and says where they were. */
export function defuseAliases(document: Document, only?: string): DefusedAlias[] {
  const sources = anchorsOfAliases(document);
  const sizes = new Map<Node, number>();
  const measuring = new Set<Node>();
  const sizeOf = (node: unknown): number => {
    if (!isNode(node)) return node === null || node === undefined ? 0 : 1;
    const known = sizes.get(node);
    if (known !== undefined) return known;
    // An alias inside the node its anchor is on: a cycle, endless once expanded.
    if (measuring.has(node)) return Number.POSITIVE_INFINITY;
    measuring.add(node);
    let size = 1;
    if (isAlias(node)) {
      const source = sources.get(node);
      size = source === undefined ? 1 : sizeOf(source);
    } else if (isMap(node) || isSeq(node)) {
      for (const item of node.items as unknown[]) {
        size += isPair(item) ? sizeOf(item.key) + sizeOf(item.value) : sizeOf(item);
      }
    }
    measuring.delete(node);
    sizes.set(node, size);
    return size;
  };

  const defused: DefusedAlias[] = [];
  let total = 0;
  /** The replacement for `node` at `path`, or the node itself when it is fine. */
  const check = (node: unknown, path: (string | number)[]): unknown => {
    if (!isAlias(node)) {
      walk(node, path);
      return node;
    }
    const offset = node.range?.[0] ?? 0;
    const size = sizeOf(node);
    let message: string | undefined;
    if (!sources.has(node)) message = 'this alias names no anchor set above it';
    else if (size > MAX_ALIAS_VALUES)
      message = `this alias expands to more than ${MAX_ALIAS_VALUES} values (an alias bomb?)`;
    else if (total + size > MAX_ALIASED_VALUES)
      message = `the aliases up to here expand to more than ${MAX_ALIASED_VALUES} values`;
    if (message === undefined) {
      total += size;
      return node;
    }
    defused.push({ path, offset, message });
    return new Scalar(null);
  };
  const walk = (node: unknown, path: (string | number)[]): void => {
    if (isSeq(node)) {
      node.items.forEach((item, index) => {
        node.items[index] = check(item, [...path, index]);
      });
    } else if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? (pair.key.value as string | number) : String(pair.key);
        if (path.length === 0 && only !== undefined && key !== only) continue;
        pair.key = check(pair.key, [...path, key]);
        pair.value = check(pair.value, [...path, key]);
      }
    }
  };
  document.contents = check(document.contents, []) as typeof document.contents;
  return defused;
}

/** Each alias's anchor: the last node with its name before it, as YAML resolves them. */
function anchorsOfAliases(document: Document): Map<Alias, Node> {
  const latest = new Map<string, Node>();
  const sources = new Map<Alias, Node>();
  visit(document, {
    Node: (_key, node) => {
      if (isAlias(node)) {
        const source = latest.get(node.source);
        if (source !== undefined) sources.set(node, source);
      } else if (node.anchor !== undefined) latest.set(node.anchor, node);
    },
  });
  return sources;
}

function isNode(value: unknown): value is Node {
  return isAlias(value) || isScalar(value) || isMap(value) || isSeq(value);
}
