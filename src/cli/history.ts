// `hearth history clear [--conversation ID]`: forgets conversation history in a running Hearth through its
// trace page's API (DELETE /api/conversations[/<id>]), as the turn list's Clear does. Long-term memories
// are not touched (`hearth memory forget` is for them).
import { parseArgs } from 'node:util';
import { callTracePage } from './trace-page-call.js';

export const HISTORY_USAGE = `Usage: hearth history clear [--conversation ID] [options]
  --conversation ID   forget only this conversation (its id is on the trace page and after hearth ask)
                      without it, every conversation's history is forgotten
  --host H            Hearth's host (default 127.0.0.1)
  --web-port P        the trace page's port (default 8099, as WEB_PORT)
  -h, --help          this text
Hearth must be running. Long-term memories stay: see hearth memory.`;

const HISTORY_FLAGS = {
  conversation: { type: 'string' },
  host: { type: 'string', default: '127.0.0.1' },
  'web-port': { type: 'string', default: '8099' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function runHistory(
  argv: string[],
  output: NodeJS.WritableStream = process.stdout,
  errors: NodeJS.WritableStream = process.stderr,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: HISTORY_FLAGS });
  } catch (error) {
    errors.write(
      `hearth history: ${error instanceof Error ? error.message : String(error)}\n${HISTORY_USAGE}\n`,
    );
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help === true) {
    output.write(`${HISTORY_USAGE}\n`);
    return 0;
  }
  const port = Number(values['web-port']);
  const conversation = values.conversation?.trim();
  if (
    positionals.length !== 1 ||
    positionals[0] !== 'clear' ||
    conversation === '' ||
    !Number.isInteger(port) ||
    port <= 0 ||
    port > 65535
  ) {
    errors.write(
      `hearth history: say clear, with --conversation ID for one conversation\n${HISTORY_USAGE}\n`,
    );
    return 2;
  }
  const path =
    conversation === undefined
      ? '/api/conversations'
      : `/api/conversations/${encodeURIComponent(conversation)}`;
  let answer: { status: number; body: Record<string, unknown> };
  try {
    answer = await callTracePage(values.host, port, 'DELETE', path);
  } catch (error) {
    errors.write(
      `hearth history: no Hearth trace page at ${values.host}:${port} (${error instanceof Error ? error.message : String(error)}); is Hearth running, and is --web-port its WEB_PORT?\n`,
    );
    return 1;
  }
  if (answer.status !== 200) {
    const why = typeof answer.body.error === 'string' ? answer.body.error : `HTTP ${answer.status}`;
    errors.write(`hearth history: ${why}\n`);
    return 1;
  }
  const cleared = typeof answer.body.cleared === 'number' ? answer.body.cleared : 0;
  if (conversation !== undefined) {
    output.write(
      cleared > 0
        ? `cleared the history of conversation ${conversation}\n`
        : `conversation ${conversation} had no history (nothing to clear)\n`,
    );
  } else {
    output.write(`cleared ${cleared} ${cleared === 1 ? 'conversation' : 'conversations'}\n`);
  }
  return 0;
}
