// One JSON request to a running Hearth's trace page (`hearth memory`, `hearth history`): the running
// process stays the only writer of what it keeps.

// Not an ESM import of node:http, which on Node 22+ also loads undici for good (see eslint.config.js).
const { request: httpRequest } = process.getBuiltinModule('node:http');

export function callTracePage(
  host: string,
  port: number,
  method: 'GET' | 'DELETE',
  path: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host, port, method, path, timeout: 5_000 }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        try {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> });
        } catch {
          reject(new Error(`unexpected answer (HTTP ${response.statusCode ?? '?'})`));
        }
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 5 s')));
    request.on('error', reject);
    request.end();
  });
}
