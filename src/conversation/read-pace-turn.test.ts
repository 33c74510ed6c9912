// The conversation hands the model's read pace to the assistant: held reads only once a turn was handed
// off early (its first chunk is being spoken), never in a turn answered whole. Real Wyoming sockets; the
// assistant and the hand-off are our own interfaces, given here as small scripted objects.
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentPart, Assistant, ReadPace, RespondRequest } from '../agent/index.js';
import { transcript, WyomingClient, WyomingServer, type WyomingEvent } from '../wyoming/index.js';
import { createConversationHandler, type EarlyHandoff } from './conversation-handler.js';

const servers: WyomingServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close({ graceMs: 0 })));
});

interface Seen {
  pace: ReadPace | undefined;
  /** The pace's answer before the first text, and once the answer's deltas were all handed on. */
  delays: number[];
}

/** Says the answer's sentences as deltas; asks the pace before each, as the model's reader would. */
function scriptedAssistant(sentences: readonly string[], seen: Seen): Assistant {
  return {
    async *respond(request: RespondRequest): AsyncGenerator<AgentPart> {
      seen.pace = request.readPace;
      seen.delays.push(request.readPace?.nextReadDelayMs() ?? 0);
      for (const sentence of sentences) {
        yield { type: 'text-delta', text: sentence };
        // The conversation sends the chunks this delta completed before the next read.
        await new Promise((done) => setTimeout(done, 5));
      }
      seen.delays.push(request.readPace?.nextReadDelayMs() ?? 0);
      yield { type: 'answer-done' };
      yield {
        type: 'turn-end',
        text: sentences.join(''),
        steps: 1,
        usage: { promptTokens: 1, completionTokens: 1 },
      };
    },
    forgetConversation: () => 0,
  };
}

const handoff: EarlyHandoff = {
  planHandoff: (_turnId, turn) =>
    turn.satelliteId === undefined
      ? undefined
      : { handoffText: (first) => `${first}\u2060`, signal: new AbortController().signal },
};

async function turn(assistant: Assistant, context: Record<string, string>): Promise<WyomingEvent[]> {
  const conversation = createConversationHandler({
    assistant,
    info: {},
    defaultLanguage: 'en',
    turnTimeoutMs: 5_000,
    earlyHandoff: handoff,
  });
  const server = await WyomingServer.listen({
    host: '127.0.0.1',
    port: 0,
    handler: (event, connection) => conversation.handle(event, connection),
  });
  servers.push(server);
  const client = await WyomingClient.connect({ host: '127.0.0.1', port: server.port });
  await client.write(transcript('hello', { language: 'en', context }));
  const events: WyomingEvent[] = [];
  for (;;) {
    const event = await client.read({ timeoutMs: 5_000 });
    if (event === undefined) break;
    events.push(event);
    if (event.type === 'handled-stop' || event.type === 'not-handled') break;
  }
  client.close();
  return events;
}

const SENTENCES = [
  'The kitchen light is on at forty percent. ',
  'The living room is at twenty-one degrees. ',
  'Both bedroom windows are closed.',
];

describe('the read pace of a turn', () => {
  it('holds reads only after the satellite started speaking the handed-off first chunk', async () => {
    const seen: Seen = { pace: undefined, delays: [] };
    const events = await turn(scriptedAssistant(SENTENCES, seen), {
      satellite_id: 'assist_satellite.kitchen',
    });
    expect(events.map((event) => event.type)).toContain('handled');
    expect(seen.pace).toBeDefined();
    // Before the first sentence: at once. After it was handed off (~1.6 s of speech ahead): held.
    expect(seen.delays[0]).toBe(0);
    expect(seen.delays[1]).toBeGreaterThan(0);
  });

  it('reads at once in a turn answered whole (no hand-off planned)', async () => {
    const seen: Seen = { pace: undefined, delays: [] };
    const events = await turn(scriptedAssistant(SENTENCES, seen), {});
    expect(events.filter((event) => event.type === 'handled-chunk')).toHaveLength(3);
    expect(seen.pace).toBeUndefined();
  });
});
