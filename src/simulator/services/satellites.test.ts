// The satellite model against the behaviour of Home Assistant's assist_satellite entity: a pipeline run's
// states, and start_conversation's cancel of the running pipeline, its spoken start message, the new
// conversation id and the listening without a wake word; refused on a satellite without the feature.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timersLeftBy } from '../../../test/support/pending-timers.js';
import { RawClient } from '../websocket/raw-client.js';
import type { AgentRequest } from './satellites.js';
import { startSimulator } from '../start-simulator.js';
import type { Simulator } from '../types.js';

const KITCHEN = 'assist_satellite.kitchen_voice';
let simulator: Simulator;
let client: RawClient;
const requests: AgentRequest[] = [];
/** The agent's answer; a pending promise holds the pipeline in `processing`. */
let answer: (request: AgentRequest, signal: AbortSignal) => Promise<{ speech: string }>;

beforeAll(async () => {
  simulator = await startSimulator({
    heartbeatMs: 0,
    satellites: {
      playMs: 5,
      listenMs: 300,
      agent: (request, signal) => {
        requests.push(request);
        return answer(request, signal);
      },
    },
  });
  client = await RawClient.connect(simulator.url.replace(/^http/, 'ws') + '/api/websocket', simulator.token);
});
afterAll(async () => {
  client.close();
  await simulator.close();
});

const startConversation = (entityId: string, data: Record<string, unknown>) =>
  client.command('call_service', {
    domain: 'assist_satellite',
    service: 'start_conversation',
    service_data: data,
    target: { entity_id: entityId },
  });

/** The states `entityId` goes through from now on, as state_changed events on a WebSocket subscription. */
async function statesOf(entityId: string): Promise<{ states: () => string[]; stop: () => void }> {
  const watcher = await RawClient.connect(
    simulator.url.replace(/^http/, 'ws') + '/api/websocket',
    simulator.token,
  );
  await watcher.call('subscribe_events', { event_type: 'state_changed' });
  return {
    states: () =>
      watcher
        .pending()
        .map(
          (message) =>
            (message['event'] as { data: { entity_id: string; new_state: { state: string } } })?.data,
        )
        .filter((data) => data?.entity_id === entityId)
        .map((data) => data.new_state.state),
    stop: () => watcher.close(),
  };
}

describe('simulated Assist satellites', () => {
  it('runs a pipeline through processing and responding, keeping the chat session between runs', async () => {
    answer = () => Promise.resolve({ speech: 'The kitchen is 21 degrees.' });
    const first = await simulator.satellites.wake(KITCHEN, 'how warm is the kitchen');
    const second = await simulator.satellites.wake(KITCHEN, 'and the bedroom');
    expect(first).toMatchObject({ speech: 'The kitchen is 21 degrees.', cancelled: false });
    expect(second.conversationId).toBe(first.conversationId);
    expect(first.conversationId).toMatch(/^[0-9A-Z]{26}$/);
    expect(requests.at(-1)).toMatchObject({
      satelliteId: KITCHEN,
      deviceId: 'satellite_kitchen',
      conversationId: first.conversationId,
    });
    expect(simulator.state(KITCHEN)?.state).toBe('idle');
  });

  it('start_conversation cancels the running pipeline, speaks once, opens a new conversation and listens', async () => {
    let aborted = false;
    answer = (_request, signal) =>
      new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => {
          aborted = true;
          reject(new Error('closed'));
        }),
      );
    const run = simulator.satellites.wake(KITCHEN, 'unlock the front door');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(simulator.state(KITCHEN)?.state).toBe('processing');
    const watched = await statesOf(KITCHEN);
    const played = simulator.satellites.played.length;
    const result = await startConversation(KITCHEN, {
      start_message: 'Do you want me to unlock the front door?',
      preannounce: false,
    });
    expect(result.success).toBe(true);
    const cancelled = await run;
    expect(aborted).toBe(true);
    expect(cancelled.cancelled).toBe(true);
    expect(simulator.satellites.played.slice(played)).toEqual([
      {
        source: 'start_conversation',
        text: 'Do you want me to unlock the front door?',
        conversationId: expect.stringMatching(/^[0-9A-Z]{26}$/) as string,
        preannounce: false,
      },
    ]);
    const newId = simulator.satellites.played.at(-1)!.conversationId;
    expect(newId).not.toBe(cancelled.conversationId);
    expect(simulator.satellites.isListening(KITCHEN)).toBe(true);

    answer = () => Promise.resolve({ speech: 'Unlocked.' });
    const reply = await simulator.satellites.reply(KITCHEN, 'yes');
    expect(reply).toMatchObject({ conversationId: newId, speech: 'Unlocked.', cancelled: false });
    expect(requests.at(-1)).toMatchObject({ text: 'yes', conversationId: newId });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(watched.states()).toEqual(['responding', 'idle', 'listening', 'processing', 'responding', 'idle']);
    watched.stop();
  });

  it('a second start message ends the first listen: one listening window, no timer of the first left', async () => {
    answer = () => Promise.resolve({ speech: 'Done.' });
    const left = await timersLeftBy(async () => {
      await startConversation(KITCHEN, { start_message: 'Which lamp?' });
      await startConversation(KITCHEN, { start_message: 'The kitchen or the hall?' });
      expect(simulator.satellites.isListening(KITCHEN)).toBe(true);
      await simulator.satellites.reply(KITCHEN, 'the hall');
    });
    // The listening window is 300 ms in this suite.
    expect(left.filter((ms) => ms === 300)).toEqual([]);
  });

  it('stops listening after a while when nobody answers', async () => {
    await startConversation(KITCHEN, { start_message: 'Which lamp?' });
    expect(simulator.satellites.isListening(KITCHEN)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(simulator.satellites.isListening(KITCHEN)).toBe(false);
    expect(simulator.state(KITCHEN)?.state).toBe('idle');
  });

  it('refuses start_conversation on a satellite without the feature, and unknown fields', async () => {
    simulator.setState({
      entityId: 'assist_satellite.office_voice',
      state: 'idle',
      attributes: { supported_features: 1 },
    });
    const refused = await startConversation('assist_satellite.office_voice', { start_message: 'Hello?' });
    expect(refused.success).toBe(false);
    expect(refused.error).toMatchObject({
      code: 'service_validation_error',
      message:
        'Entity assist_satellite.office_voice does not support action assist_satellite.start_conversation',
    });
    const extra = await startConversation(KITCHEN, { start_message: 'Hello?', language: 'en' });
    expect(extra.error).toMatchObject({ code: 'invalid_format' });
  });
});
