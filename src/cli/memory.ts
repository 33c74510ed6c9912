// `hearth memory list|forget`: reads and deletes a running Hearth's long-term memories through its trace
// page's API (the same server `hearth ask --verbose` reads), so the running process stays the only writer.
import { parseArgs } from 'node:util';
import { callTracePage as call } from './trace-page-call.js';

export const MEMORY_USAGE = `Usage: hearth memory list [options]
       hearth memory forget <id, or words of the memory> [options]
  --host H            Hearth's host (default 127.0.0.1)
  --web-port P        the trace page's port (default 8099, as WEB_PORT)
  --json              print the answer as JSON
  -h, --help          this text
Hearth must be running: memories are read and deleted through its trace page.`;

export const MEMORY_FLAGS = {
  host: { type: 'string', default: '127.0.0.1' },
  'web-port': { type: 'string', default: '8099' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

interface ListedMemory {
  id: string;
  fact: string;
  about?: string;
  importance: number;
  source: string;
  lastUsedAt: number;
}

export async function runMemory(
  argv: string[],
  output: NodeJS.WritableStream = process.stdout,
): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: MEMORY_FLAGS });
  const [action, ...words] = positionals;
  if (values.help === true) {
    output.write(`${MEMORY_USAGE}\n`);
    return 0;
  }
  const port = Number(values['web-port']);
  const query = words.join(' ').trim();
  if (
    (action !== 'list' && action !== 'forget') ||
    (action === 'forget' && query === '') ||
    !Number.isInteger(port) ||
    port <= 0 ||
    port > 65535
  ) {
    process.stderr.write(`hearth memory: say list, or forget with what to forget\n${MEMORY_USAGE}\n`);
    return 2;
  }
  const path = action === 'list' ? '/api/memories' : `/api/memories?query=${encodeURIComponent(query)}`;
  let answer: { status: number; body: Record<string, unknown> };
  try {
    answer = await call(values.host, port, action === 'list' ? 'GET' : 'DELETE', path);
  } catch (error) {
    process.stderr.write(
      `hearth memory: no Hearth trace page at ${values.host}:${port} (${error instanceof Error ? error.message : String(error)}); is Hearth running, and is --web-port its WEB_PORT?\n`,
    );
    return 1;
  }
  if (values.json === true) output.write(`${JSON.stringify(answer.body, null, 2)}\n`);
  if (action === 'list') {
    if (answer.body.enabled === false) {
      process.stderr.write('hearth memory: long-term memory is off in this Hearth (option memory)\n');
      return 1;
    }
    const memories = (answer.body.memories ?? []) as ListedMemory[];
    if (values.json !== true) {
      for (const memory of memories) output.write(`${formatMemory(memory)}\n`);
      output.write(`${memories.length} ${memories.length === 1 ? 'memory' : 'memories'}\n`);
    }
    return 0;
  }
  const forgotten = (answer.body.forgotten ?? []) as ListedMemory[];
  if (values.json !== true) {
    for (const memory of forgotten) output.write(`forgotten: ${formatMemory(memory)}\n`);
  }
  if (forgotten.length === 0) {
    const why = typeof answer.body.error === 'string' ? answer.body.error : 'nothing matched';
    process.stderr.write(`hearth memory: ${why}; nothing forgotten\n`);
    return 1;
  }
  return 0;
}

function formatMemory(memory: ListedMemory): string {
  const about = memory.about === undefined ? '' : ` [${memory.about}]`;
  return `${memory.id}  ${memory.fact}${about}  (importance ${memory.importance}, ${memory.source})`;
}
