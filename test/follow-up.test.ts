// Follow-up listening end to end: the simulated Home Assistant runs satellite pipelines against Hearth's
// Wyoming port (reading as HA's Wyoming conversation client does); when Hearth's answer asks something,
// Hearth calls assist_satellite.start_conversation, which cancels that pipeline, speaks the question once
// and listens; the reply arrives with a NEW conversation id and is tied to the question by the satellite
// and a short window, with the history carried over. Real sockets: Wyoming, HA's WebSocket, the model.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HaPipeline } from '../src/cli/ha-pipeline.js';
import { startSimulator, type Simulator } from '../src/simulator/index.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { callTools, say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';
import { addDangerousRunnables } from './support/security-home.js';

const KITCHEN = 'assist_satellite.kitchen_voice';
const LIVING = 'assist_satellite.living_room_voice';
const unlock = { action: 'unlock', targets: ['front door'] };
const WINDOW_MS = 1_500;

let simulator: Simulator;
let model: ScriptedModel;
let hearth: TestHearth;

beforeAll(async () => {
  simulator = await startSimulator({ satellites: { playMs: 30, listenMs: 5_000 } });
  addDangerousRunnables(simulator);
  for (const satellite of [KITCHEN, LIVING]) {
    simulator.setState({ entityId: satellite, state: 'idle', attributes: { supported_features: 3 } });
  }
  model = await startScriptedModel({ fallback: () => say('Okay.') });
  hearth = await startTestHearth({
    modelUrl: model.url,
    simulator,
    options: { memory: false },
    deps: { followUpWindowMs: WINDOW_MS },
  });
  await hearth.homeReady();
  const pipeline = new HaPipeline({
    conversation: { host: '127.0.0.1', port: hearth.port },
    tts: { host: '127.0.0.1', port: hearth.port, streaming: false },
    timeoutMs: 15_000,
  });
  simulator.satellites.setAgent(async (request, signal) => {
    const context = {
      conversation_id: request.conversationId,
      satellite_id: request.satelliteId,
      ...(request.deviceId === undefined ? {} : { device_id: request.deviceId }),
    };
    const result = await pipeline.converse(request.text, context, signal);
    if (result.type === 'lost') throw new Error('the conversation agent hung up');
    return { speech: result.text };
  });
});

afterAll(async () => {
  await hearth?.close({ removeData: true });
  await model?.close();
  await simulator?.close();
});

beforeEach(async () => {
  simulator.setState({ entityId: 'lock.front_door', state: 'locked' });
  const live = hearth.hearth.homeAssistant!.home;
  await live.waitFor('lock.front_door', (entity) => entity.state === 'locked', { timeoutMs: 5_000 });
});

const lock = (): string | undefined => simulator.state('lock.front_door')?.state;
const startCalls = (): number =>
  simulator.serviceCalls.filter((call) => call.service === 'start_conversation').length;
/** The user messages of the model's last request (the words, after Hearth's context block). */
const heardByModel = (): string[] =>
  (model.requests.at(-1)?.body.messages ?? [])
    .filter((message) => message.role === 'user')
    .map((message) => String(message.content).replace(/^<context>\n[\s\S]*?\n<\/context>\n/, ''));

describe('listening again after Hearth asks', () => {
  it('asks "unlock? yes or no" once, listens without a wake word, and takes the yes in the new conversation', async () => {
    const played = simulator.satellites.played.length;
    model.enqueue(callTools([{ name: 'control', arguments: unlock }]));
    const asked = await simulator.satellites.wake(KITCHEN, 'unlock the front door');
    // start_conversation cancelled the pipeline that waited for Hearth's answer: it never spoke.
    expect(asked.cancelled).toBe(true);
    const spoken = simulator.satellites.played.slice(played);
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ source: 'start_conversation', preannounce: false });
    expect(spoken[0]!.text).toMatch(/^Do you want me to unlock Front Door Lock\? Please answer yes or no\.$/);
    expect(spoken[0]!.conversationId).not.toBe(asked.conversationId);
    await simulator.satellites.whenListening(KITCHEN);

    model.enqueue(
      callTools([{ name: 'control', arguments: { ...unlock, confirm: true } }]),
      say('Unlocked.'),
    );
    const reply = await simulator.satellites.reply(KITCHEN, 'yes');
    expect(reply).toMatchObject({
      speech: 'Unlocked.',
      cancelled: false,
      conversationId: spoken[0]!.conversationId,
    });
    expect(lock()).toBe('unlocked');
    expect(heardByModel()).toEqual(['unlock the front door', 'yes']);
  });

  it('asks "which lamp?" and answers the reply with the question in its history', async () => {
    model.enqueue(say('Do you mean the floor lamp or the reading lamp?'));
    const asked = await simulator.satellites.wake(KITCHEN, 'turn on the lamp');
    expect(asked.cancelled).toBe(true);
    expect(simulator.satellites.played.at(-1)).toMatchObject({
      source: 'start_conversation',
      text: 'Do you mean the floor lamp or the reading lamp?',
    });
    await simulator.satellites.whenListening(KITCHEN);
    model.enqueue(say('The floor lamp is on.'));
    const reply = await simulator.satellites.reply(KITCHEN, 'the floor lamp');
    expect(reply.speech).toBe('The floor lamp is on.');
    // The satellite's chat session goes on (HA keeps it 5 minutes): the same conversation as before.
    expect(heardByModel().slice(-2)).toEqual(['turn on the lamp', 'the floor lamp']);
    const assistant = (model.requests.at(-1)?.body.messages ?? []).filter(
      (message) => message.role === 'assistant',
    );
    expect(assistant.at(-1)?.content).toBe('Do you mean the floor lamp or the reading lamp?');
  });

  it('speaks a plain answer through the pipeline as before, without start_conversation', async () => {
    const before = startCalls();
    model.enqueue(say('The kitchen light is on.'));
    const run = await simulator.satellites.wake(KITCHEN, 'turn on the kitchen light');
    expect(run).toMatchObject({ speech: 'The kitchen light is on.', cancelled: false });
    expect(startCalls()).toBe(before);
    expect(simulator.satellites.isListening(KITCHEN)).toBe(false);
  });

  it('never takes a yes from another satellite or another device as the answer', async () => {
    model.enqueue(callTools([{ name: 'control', arguments: unlock }]));
    const asked = await simulator.satellites.wake(KITCHEN, 'unlock the front door');
    await simulator.satellites.whenListening(KITCHEN);

    // The living room satellite says yes in its own conversation: nothing was asked there.
    model.enqueue(callTools([{ name: 'control', arguments: { ...unlock, confirm: true } }]));
    await simulator.satellites.wake(LIVING, 'yes');
    expect(lock()).toBe('locked');
    // A device that claims the question's conversation id runs on its own.
    const questionId = (
      hearth.logs.findLast((line) => line.msg === 'asked on the satellite; it listens for the reply') ?? {}
    ).conversationId as string;
    expect(typeof questionId).toBe('string');
    expect(asked.cancelled).toBe(true);
    model.enqueue(callTools([{ name: 'control', arguments: { ...unlock, confirm: true } }]));
    await hearth.ask('yes', { conversationId: questionId, deviceId: 'satellite_office' });
    expect(lock()).toBe('locked');
    expect(
      hearth.logs.some((line) => String(line.msg).startsWith('a question of this conversation waits')),
    ).toBe(true);

    // The satellite that was asked still can.
    model.enqueue(
      callTools([{ name: 'control', arguments: { ...unlock, confirm: true } }]),
      say('Unlocked.'),
    );
    await simulator.satellites.reply(KITCHEN, 'yes');
    expect(lock()).toBe('unlocked');
  });

  it('ties the reply only within the window: a later "yes" from the same satellite is a new conversation', async () => {
    model.enqueue(callTools([{ name: 'control', arguments: unlock }]));
    await simulator.satellites.wake(KITCHEN, 'unlock the front door');
    await simulator.satellites.whenListening(KITCHEN);
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 300));
    model.enqueue(callTools([{ name: 'control', arguments: { ...unlock, confirm: true } }]));
    const late = await simulator.satellites.reply(KITCHEN, 'yes');
    expect(lock()).toBe('locked');
    expect(heardByModel()).toEqual(['yes']);
    // Hearth asks again (a confirm nobody was asked for), and the satellite listens for that answer.
    expect(late.cancelled).toBe(true);
    await simulator.satellites.whenListening(KITCHEN);
    expect(simulator.satellites.played.at(-1)?.text).toMatch(/Please answer yes or no\.$/);
  });

  it('keeps today’s behaviour on a satellite without start_conversation: the question is spoken by the pipeline', async () => {
    simulator.setState({ entityId: KITCHEN, state: 'idle', attributes: { supported_features: 1 } });
    const live = hearth.hearth.homeAssistant!.home;
    await live.waitFor(KITCHEN, (entity) => entity.attributes.supported_features === 1, { timeoutMs: 5_000 });
    const before = startCalls();
    try {
      model.enqueue(callTools([{ name: 'control', arguments: unlock }]));
      const asked = await simulator.satellites.wake(KITCHEN, 'unlock the front door');
      expect(asked.cancelled).toBe(false);
      expect(asked.speech).toMatch(/Please answer yes or no\.$/);
      expect(startCalls()).toBe(before);
      expect(simulator.satellites.isListening(KITCHEN)).toBe(false);
    } finally {
      simulator.setState({ entityId: KITCHEN, state: 'idle', attributes: { supported_features: 3 } });
      await live.waitFor(KITCHEN, (entity) => entity.attributes.supported_features === 3, {
        timeoutMs: 5_000,
      });
    }
  });
});

describe('follow_up: false', () => {
  it('keeps the question in the pipeline and never calls start_conversation', async () => {
    const quiet = await startTestHearth({
      modelUrl: model.url,
      simulator,
      options: { memory: false, follow_up: false },
    });
    try {
      await quiet.homeReady();
      const pipeline = new HaPipeline({
        conversation: { host: '127.0.0.1', port: quiet.port },
        tts: { host: '127.0.0.1', port: quiet.port, streaming: false },
        timeoutMs: 15_000,
      });
      simulator.satellites.setAgent(async (request, signal) => {
        const context = { conversation_id: request.conversationId, satellite_id: request.satelliteId };
        const result = await pipeline.converse(request.text, context, signal);
        return { speech: result.text };
      });
      const before = startCalls();
      model.enqueue(say('Do you mean the floor lamp or the reading lamp?'));
      const asked = await simulator.satellites.wake(KITCHEN, 'turn on the lamp');
      expect(asked).toMatchObject({
        cancelled: false,
        speech: 'Do you mean the floor lamp or the reading lamp?',
      });
      expect(startCalls()).toBe(before);
      expect(simulator.satellites.isListening(KITCHEN)).toBe(false);
    } finally {
      await quiet.close({ removeData: true });
    }
  });
});
