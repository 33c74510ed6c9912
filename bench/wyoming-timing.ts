// A timed Wyoming turn for benchmarks: when each event arrived, on the benchmark's clock.
import { transcript, WyomingClient, type WyomingEvent } from '../src/wyoming/index.js';

export interface TimedEvent {
  event: WyomingEvent;
  /** `performance.now()` when it was read. */
  at: number;
}

export interface TimedTurn {
  sentAt: number;
  events: TimedEvent[];
  chunks: TimedEvent[];
  outcome: 'handled' | 'not-handled' | 'lost';
}

export async function timedTurn(
  port: number,
  text: string,
  context: Record<string, unknown> = {},
  timeoutMs = 60_000,
): Promise<TimedTurn> {
  const client = await WyomingClient.connect({ host: '127.0.0.1', port, timeoutMs: 10_000 });
  const events: TimedEvent[] = [];
  try {
    const sentAt = performance.now();
    await client.write(transcript(text, { language: 'en', context }));
    const deadline = sentAt + timeoutMs;
    let outcome: TimedTurn['outcome'] = 'lost';
    for (;;) {
      const event = await client.read({ timeoutMs: Math.max(1, deadline - performance.now()) });
      if (event === undefined) break;
      events.push({ event, at: performance.now() });
      if (event.type === 'handled') outcome = 'handled';
      if (event.type === 'not-handled') {
        outcome = 'not-handled';
        break;
      }
      if (event.type === 'handled-stop') break;
    }
    return {
      sentAt,
      events,
      chunks: events.filter((timed) => timed.event.type === 'handled-chunk'),
      outcome,
    };
  } catch {
    return { sentAt: 0, events, chunks: [], outcome: 'lost' };
  } finally {
    client.close();
  }
}
