// The trace page's memory API: list long-term memories and forget them. web/ does not know how memories
// are stored: hearth.ts hands it a MemoryDirectory. Deleting needs the DELETE method, which a foreign
// page can only send after a CORS preflight this server never grants.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface MemoryView {
  id: string;
  fact: string;
  about?: string;
  importance: number;
  source: 'told' | 'extracted';
  createdAt: number;
  updatedAt: number;
  lastUsedAt: number;
  uses: number;
}

export interface MemoryDirectory {
  /** Every memory, most recently changed first. */
  list(): MemoryView[];
  /** Forgets one memory by its id; false when there is none. */
  remove(id: string): boolean;
  /** Forgets by an id or the words of a memory, as the forget tool does; returns what was forgotten. */
  forget(idOrQuery: string): MemoryView[];
}

type SendJson = (response: ServerResponse, status: number, body: unknown) => void;

/** Memories listed at most in one answer. */
const MAX_LISTED = 2_000;

/** Answers `/api/memories…`; returns false for any other path. */
export function routeMemories(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  path: string,
  memories: MemoryDirectory | undefined,
  sendJson: SendJson,
): boolean {
  if (path !== '/api/memories' && !path.startsWith('/api/memories/')) return false;
  if (memories === undefined) {
    if (request.method === 'DELETE') sendJson(response, 404, { error: 'long-term memory is off' });
    else sendJson(response, 200, { enabled: false, memories: [] });
    return true;
  }
  if (request.method === 'GET' || request.method === 'HEAD') {
    if (path !== '/api/memories') {
      sendJson(response, 404, { error: 'not found' });
      return true;
    }
    const all = memories.list();
    sendJson(response, 200, { enabled: true, total: all.length, memories: all.slice(0, MAX_LISTED) });
    return true;
  }
  if (request.method !== 'DELETE') {
    response.writeHead(405, { allow: 'GET, HEAD, DELETE', 'content-type': 'text/plain; charset=utf-8' });
    response.end('Method not allowed\n');
    return true;
  }
  if (path !== '/api/memories') {
    const removed = memories.remove(decodeURIComponent(path.slice('/api/memories/'.length)));
    sendJson(response, removed ? 200 : 404, removed ? { ok: true } : { error: 'no such memory' });
    return true;
  }
  const query = url.searchParams.get('query') ?? '';
  if (query.trim() === '' || query.length > 500) {
    sendJson(response, 400, { error: 'say which memory: ?query= with its id or words of it' });
    return true;
  }
  const forgotten = memories.forget(query);
  sendJson(response, forgotten.length === 0 ? 404 : 200, {
    forgotten,
    ...(forgotten.length === 0 ? { error: 'no memory matches' } : {}),
  });
  return true;
}
