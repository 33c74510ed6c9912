// The smallest Wyoming conversation server that streams a model's answer: one HTTP request per
// transcript, SSE read with a plain line split, the same chunker, handled-start/-chunk/handled/-stop.
// No prompt, no tools, no history, no validation: the floor any out-of-process agent pays, for the
// latency bench to subtract. Run as its own process: `node --import tsx bench/reference-server.ts <model url>`.
import { request } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { createChunker } from '../src/speech/index.js';
import { encodeEvent, EventDecoder, type WyomingEvent } from '../src/wyoming/index.js';

const modelUrl = process.argv[2] ?? '';

const server = createServer((socket) => {
  const decoder = new EventDecoder();
  socket.setNoDelay(true);
  socket.on('data', (bytes: Buffer) => {
    for (const event of decoder.push(bytes)) {
      if (event.type === 'describe') socket.write(encodeEvent({ type: 'info', data: {} }));
      if (event.type === 'transcript') answer(event, socket);
    }
  });
  socket.on('error', () => undefined);
});

function answer(event: WyomingEvent, socket: Socket): void {
  const chunker = createChunker({ language: 'en' });
  const chunks: string[] = [];
  const send = (texts: string[]): void => {
    for (const text of texts) {
      const events: WyomingEvent[] = [{ type: 'handled-chunk', data: { text } }];
      if (chunks.length === 0) events.unshift({ type: 'handled-start', data: {} });
      chunks.push(text);
      socket.write(Buffer.concat(events.map(encodeEvent)));
    }
  };
  const body = JSON.stringify({
    model: 'reference',
    stream: true,
    messages: [{ role: 'user', content: String(event.data.text) }],
  });
  const outgoing = request(`${modelUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  outgoing.on('response', (response) => {
    response.setEncoding('utf8');
    let pending = '';
    let finished = false;
    response.on('data', (text: string) => {
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data: ')) continue;
        const data = line.slice(6);
        if (data === '[DONE]') {
          if (!finished) send(chunker.end());
          socket.write(
            Buffer.concat([
              encodeEvent({ type: 'handled', data: { text: chunks.join(' ') } }),
              encodeEvent({ type: 'handled-stop', data: {} }),
            ]),
          );
          continue;
        }
        const parsed = JSON.parse(data) as {
          choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
        };
        const choice = parsed.choices?.[0];
        const content = choice?.delta?.content;
        if (typeof content === 'string' && !finished) send(chunker.push(content));
        // The answer cannot go on after its finish reason: the last sentence goes out then.
        if (typeof choice?.finish_reason === 'string' && !finished) {
          finished = true;
          send(chunker.end());
        }
      }
    });
  });
  outgoing.end(body);
}

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `${JSON.stringify({ msg: 'Wyoming server listening', port: typeof address === 'object' && address !== null ? address.port : 0 })}\n`,
  );
});
process.on('SIGTERM', () => process.exit(0));
