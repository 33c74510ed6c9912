// The trace page's conversation API: `DELETE /api/conversations/<id>` forgets one conversation's history,
// `DELETE /api/conversations` every one (the turn list's Clear, `hearth history clear`). web/ does not
// know how history is kept: hearth.ts hands it a ConversationClearer. Long-term memory is not touched.
// DELETE needs a CORS preflight this server never grants, so a foreign page cannot clear anything.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface ConversationClearer {
  /** Forgets one conversation's history, or every one's without an id; returns how many had one. */
  clear(conversationId?: string): number;
}

type SendJson = (response: ServerResponse, status: number, body: unknown) => void;

/** Longest conversation id taken (Home Assistant's are 26-character ULIDs; clients may send their own). */
const MAX_ID_CHARS = 200;

/** Answers `/api/conversations…`; returns false for any other path. */
export function routeConversations(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  conversations: ConversationClearer | undefined,
  sendJson: SendJson,
): boolean {
  if (path !== '/api/conversations' && !path.startsWith('/api/conversations/')) return false;
  if (request.method !== 'DELETE') {
    response.writeHead(405, { allow: 'DELETE', 'content-type': 'text/plain; charset=utf-8' });
    response.end('Method not allowed\n');
    return true;
  }
  if (conversations === undefined) {
    sendJson(response, 404, { error: 'no conversation history here' });
    return true;
  }
  if (path === '/api/conversations') {
    sendJson(response, 200, { cleared: conversations.clear() });
    return true;
  }
  let id: string;
  try {
    id = decodeURIComponent(path.slice('/api/conversations/'.length));
  } catch {
    sendJson(response, 400, { error: 'the conversation id is not valid URL encoding' });
    return true;
  }
  if (id === '' || id.length > MAX_ID_CHARS) {
    sendJson(response, 400, { error: `say which conversation: an id of 1 to ${MAX_ID_CHARS} characters` });
    return true;
  }
  sendJson(response, 200, { cleared: conversations.clear(id), conversation: id });
  return true;
}
