// Which node the benchmarks run their processes with. BENCH_NODES, a comma-separated list of node commands
// (a node binary's path, then any extra V8 flags for Hearth on it), runs "this build" once per command, and the
// reference server or the bare node beside it once per distinct binary, so Node versions and flags compare side
// by side in one run: e.g. `BENCH_NODES="/usr/bin/node,/tmp/node24/bin/node,/tmp/node24/bin/node --max-opt=4"`.
// Unset, everything runs on the node running the bench, as before. Used by idle, spaced-turns and turn-cost.
import { execFileSync } from 'node:child_process';

export interface NodeCommand {
  /** The node binary. */
  path: string;
  /** Its version, e.g. `24.21.0`. */
  version: string;
  /** Flags for Hearth on it, after the run script's (V8 takes the last value of a flag). */
  flags: string[];
  /** How a label names it: '' for the bench's own node without flags, else e.g. `node 24.21.0, --max-opt=4`. */
  name: string;
}

const versions = new Map<string, string>();

function versionOf(path: string): string {
  let version = versions.get(path);
  if (version === undefined) {
    if (path === process.execPath) version = process.versions.node;
    else {
      try {
        version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '');
      } catch (error) {
        throw new Error(`BENCH_NODES: ${path} does not run as node (${(error as Error).message})`);
      }
    }
    versions.set(path, version);
  }
  return version;
}

function parse(text: string): NodeCommand {
  const [path, ...flags] = text.trim().split(/\s+/);
  if (path === undefined || path === '') throw new Error('BENCH_NODES has an empty entry');
  const version = versionOf(path);
  return { path, version, flags, name: [`node ${version}`, ...flags].join(', ') };
}

const listed = (): string[] =>
  process.env.BENCH_NODES?.split(',').filter((entry) => entry.trim() !== '') ?? [];

/** The bench's own node, without flags (for a baseline build); named by version when BENCH_NODES is set. */
export function ownNode(): NodeCommand {
  const version = process.versions.node;
  return { path: process.execPath, version, flags: [], name: listed().length > 0 ? `node ${version}` : '' };
}

/** The node commands to run "this build" with; one, the bench's own node, unless BENCH_NODES lists more. */
export function benchNodes(): NodeCommand[] {
  const commands = listed();
  return commands.length === 0 ? [ownNode()] : commands.map(parse);
}

/** The distinct binaries among `commands`, first seen first (one reference server or bare node each). */
export function distinctBinaries(commands: readonly NodeCommand[]): NodeCommand[] {
  const seen = new Map<string, NodeCommand>();
  for (const command of commands) {
    if (!seen.has(command.path))
      seen.set(command.path, {
        ...command,
        flags: [],
        name: command.name === '' ? '' : `node ${command.version}`,
      });
  }
  return [...seen.values()];
}

/** `label` with the command's name in brackets, when it has one. */
export function labelled(label: string, command: NodeCommand): string {
  return command.name === '' ? label : `${label} (${command.name})`;
}

/** One Hearth build on one node command: `main` undefined for this build's own `dist/main.js`. */
export interface BenchBuild {
  label: string;
  main: string | undefined;
  node: NodeCommand;
}

/**
 * This build on every node command of BENCH_NODES, after a `baseline` build (BENCH_BASELINE) on each of them
 * when given: memory and CPU differ by Node version, so a baseline on the bench's own node only would compare
 * one Node with another.
 */
export function benchBuilds(baseline: string | undefined): BenchBuild[] {
  const nodes = benchNodes();
  return [
    ...(baseline === undefined
      ? []
      : nodes.map((node) => ({ label: labelled('before (baseline build)', node), main: baseline, node }))),
    ...nodes.map((node) => ({ label: labelled('this build', node), main: undefined, node })),
  ];
}
