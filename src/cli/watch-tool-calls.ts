// For `hearth ask --verbose`: follows the trace page's live stream and reports each tool call and its
// result for one conversation, as they happen. Knows the stream's JSON, not Hearth's internals.
import type { ClientRequest } from 'node:http';

// Not an ESM import of node:http, which on Node 22+ also loads undici for good (see eslint.config.js).
const { request: httpRequest } = process.getBuiltinModule('node:http');

export interface ToolCallWatch {
  /** Whether the stream opened (false: Hearth's trace page is not reachable there). */
  readonly connected: boolean;
  close(): void;
}

interface StreamedCall {
  id: string;
  name: string;
  arguments: string;
  result?: string;
  ok?: boolean;
  durationMs?: number;
}

export async function watchToolCalls(options: {
  host: string;
  port: number;
  conversationId: string;
  onCall: (call: { name: string; arguments: string }) => void;
  onResult: (call: { name: string; ok: boolean; durationMs: number | undefined; result: string }) => void;
  timeoutMs?: number;
}): Promise<ToolCallWatch> {
  const called = new Set<string>();
  const answered = new Set<string>();
  let request: ClientRequest | undefined;
  const connected = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), options.timeoutMs ?? 1_500);
    request = httpRequest(
      {
        host: options.host,
        port: options.port,
        path: '/api/stream',
        headers: { accept: 'text/event-stream' },
      },
      (response) => {
        clearTimeout(timer);
        if (response.statusCode !== 200) {
          response.resume();
          resolve(false);
          return;
        }
        resolve(true);
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          buffer += text;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            handleBlock(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
        });
        response.on('error', () => undefined);
      },
    );
    request.on('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
    request.end();
  });

  function handleBlock(block: string): void {
    if (!block.startsWith('event: turn')) return;
    const line = block.split('\n').find((entry) => entry.startsWith('data: '));
    if (line === undefined) return;
    let trace: { conversationId?: string; toolCalls?: StreamedCall[] };
    try {
      ({ trace } = JSON.parse(line.slice(6)) as { trace: typeof trace });
    } catch {
      return;
    }
    if (trace.conversationId !== options.conversationId) return;
    for (const call of trace.toolCalls ?? []) {
      if (!called.has(call.id)) {
        called.add(call.id);
        options.onCall({ name: call.name, arguments: call.arguments });
      }
      if (call.result !== undefined && !answered.has(call.id)) {
        answered.add(call.id);
        options.onResult({
          name: call.name,
          ok: call.ok === true,
          durationMs: call.durationMs,
          result: call.result,
        });
      }
    }
  }

  return {
    connected,
    close: () => request?.destroy(),
  };
}
