// Timers and broadcasts end to end: a turn whose model calls the timer or broadcast tool ends with Wyoming
// `intent` events that Home Assistant runs on the satellite. Read back by HaPipeline.converse, which reads
// exactly as HA's Wyoming conversation client does (skips handled-start/-chunk, stops at a lone intent or
// at intents-stop, builds slots as {name: {value}}), over real sockets, against the sample home.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HaPipeline } from '../src/cli/ha-pipeline.js';
import { transcript, type WyomingEvent } from '../src/wyoming/index.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { callTools, fail, say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';
import { startScriptedPiper, type ScriptedPiper } from './support/scripted-piper.js';

const KITCHEN = { satellite_id: 'assist_satellite.kitchen_voice', device_id: 'satellite_kitchen' };

let model: ScriptedModel;
let hearth: TestHearth;

beforeAll(async () => {
  model = await startScriptedModel();
  // No memory extraction: it would take scripted answers meant for the turns.
  hearth = await startTestHearth({ modelUrl: model.url, options: { memory: false } });
  await hearth.homeReady();
});

afterAll(async () => {
  await hearth.close({ removeData: true });
  await model.close();
});

function homeAssistant(port: number, language = 'en'): HaPipeline {
  const address = { host: '127.0.0.1', port };
  return new HaPipeline({
    conversation: address,
    tts: { ...address, streaming: false },
    timeoutMs: 15_000,
    language,
  });
}

/** What the tool answered the model in the last request. */
function lastToolResult(): Record<string, unknown> {
  const messages = model.requests.at(-1)?.body.messages ?? [];
  return JSON.parse(
    messages.filter((message) => message.role === 'tool').at(-1)?.content ?? 'null',
  ) as Record<string, unknown>;
}

/** Every event of one turn, read on past the terminal event until handled-stop (what a streaming client sees). */
async function allEvents(text: string, context: Record<string, unknown>): Promise<WyomingEvent[]> {
  const client = await hearth.connect();
  try {
    await client.write(transcript(text, { language: 'en', context }));
    const events: WyomingEvent[] = [];
    for (;;) {
      const event = await client.read({ timeoutMs: 15_000 });
      if (event === undefined) return events;
      events.push(event);
      if (event.type === 'handled-stop' || event.type === 'not-handled') return events;
    }
  } finally {
    client.close();
  }
}

describe('timers on the satellite', () => {
  it('ends a "set a timer" turn with HassStartTimer carrying the spoken answer, as HA reads it', async () => {
    model.enqueue(
      callTools([{ name: 'timer', arguments: { action: 'start', duration: '5m', name: 'pasta' } }]),
      say('Your pasta timer is set for five minutes.'),
    );
    const result = await homeAssistant(hearth.port).converse('set a pasta timer for 5 minutes', {
      conversation_id: 'timer-1',
      ...KITCHEN,
    });
    expect(result).toEqual({
      type: 'intent',
      text: 'Your pasta timer is set for five minutes.',
      intents: [
        {
          name: 'HassStartTimer',
          slots: { minutes: { value: 5 }, name: { value: 'pasta' } },
          text: 'Your pasta timer is set for five minutes.',
        },
      ],
    });
  });

  it('streams the chunks first, never sends handled, and closes the stream after the intent', async () => {
    model.enqueue(
      callTools([{ name: 'timer', arguments: { action: 'start', duration: '1h30m' } }]),
      say('Done. Ninety minutes, starting now.'),
    );
    const events = await allEvents('timer for an hour and a half', {
      conversation_id: 'timer-2',
      ...KITCHEN,
    });
    const types = events.map((event) => event.type);
    expect(types[0]).toBe('handled-start');
    expect(types.slice(1, -2).every((type) => type === 'handled-chunk')).toBe(true);
    expect(types.slice(-2)).toEqual(['intent', 'handled-stop']);
    expect(events.at(-2)?.data).toEqual({
      name: 'HassStartTimer',
      entities: [
        { name: 'hours', value: 1 },
        { name: 'minutes', value: 30 },
      ],
      text: 'Done. Ninety minutes, starting now.',
      context: { conversation_id: 'timer-2' },
    });
  });

  it('sends two timers as an intents-start … intents-stop list, the answer spoken once', async () => {
    model.enqueue(
      callTools([
        { name: 'timer', arguments: { action: 'start', duration: '10 minutes', name: 'eggs' } },
        // Home Assistant's own slot names, as a model that knows its timer intents sends them: still heard.
        { name: 'timer', arguments: { action: 'start', minutes: 20, name: 'bread' } },
      ]),
      say('Eggs in ten minutes, bread in twenty.'),
    );
    const result = await homeAssistant(hearth.port).converse('eggs 10 minutes and bread 20', {
      conversation_id: 'timer-3',
      ...KITCHEN,
    });
    expect(result.type).toBe('intent');
    expect(result.text).toBe('Eggs in ten minutes, bread in twenty.');
    expect(result.intents).toEqual([
      {
        name: 'HassStartTimer',
        slots: { minutes: { value: 10 }, name: { value: 'eggs' } },
        text: 'Eggs in ten minutes, bread in twenty.',
      },
      {
        name: 'HassStartTimer',
        slots: { minutes: { value: 20 }, name: { value: 'bread' } },
        text: undefined,
      },
    ]);
  });

  it('names an existing timer by name, area and starting duration with HA’s slot names', async () => {
    const ha = homeAssistant(hearth.port);
    const cases: [Record<string, unknown>, string, Record<string, { value: unknown }>][] = [
      [{ action: 'cancel', name: 'pasta' }, 'HassCancelTimer', { name: { value: 'pasta' } }],
      [{ action: 'pause', area: 'Kitchen' }, 'HassPauseTimer', { area: { value: 'Kitchen' } }],
      [{ action: 'unpause', start_duration: '5m' }, 'HassUnpauseTimer', { start_minutes: { value: 5 } }],
      [
        { action: 'increase', duration: '2 min', start_duration: '5m' },
        'HassIncreaseTimer',
        { minutes: { value: 2 }, start_minutes: { value: 5 } },
      ],
      [
        { action: 'decrease', duration: '30s', name: 'tea' },
        'HassDecreaseTimer',
        { seconds: { value: 30 }, name: { value: 'tea' } },
      ],
      [
        { action: 'cancel_all', area: 'Kitchen', name: 'x' },
        'HassCancelAllTimers',
        { area: { value: 'Kitchen' } },
      ],
    ];
    for (const [args, name, slots] of cases) {
      model.enqueue(callTools([{ name: 'timer', arguments: args }]), say('Okay.'));
      const result = await ha.converse('change my timer', { conversation_id: `timer-${name}`, ...KITCHEN });
      expect(result.intents).toEqual([{ name, slots, text: 'Okay.' }]);
    }
  });

  it('lets HA read out the timer status with a template over its `timers` speech slot', async () => {
    model.enqueue(callTools([{ name: 'timer', arguments: { action: 'status' } }]), say('Let me see.'));
    const result = await homeAssistant(hearth.port).converse('how long is left on my timer?', {
      conversation_id: 'timer-status',
      ...KITCHEN,
    });
    expect(result.intents).toHaveLength(1);
    expect(result.intents?.[0]?.name).toBe('HassTimerStatus');
    expect(result.intents?.[0]?.slots).toEqual({});
    expect(result.intents?.[0]?.text).toContain('slots.timers');
  });

  it('lets HA say the timer status in the language of the pipeline', async () => {
    model.enqueue(callTools([{ name: 'timer', arguments: { action: 'status' } }]), say('Moment.'));
    const result = await homeAssistant(hearth.port, 'de').converse('wie lange läuft mein Timer noch?', {
      conversation_id: 'timer-status-de',
      ...KITCHEN,
    });
    expect(result.intents?.[0]?.name).toBe('HassTimerStatus');
    expect(result.intents?.[0]?.text).toContain('verbleibende Zeit');
    expect(result.intents?.[0]?.text).toContain('Es läuft kein Timer.');
  });

  it('finds the satellite from a device id alone, through the registries', async () => {
    model.enqueue(
      callTools([{ name: 'timer', arguments: { action: 'start', duration: '45 seconds' } }]),
      say('Okay.'),
    );
    const result = await homeAssistant(hearth.port).converse('45 second timer', {
      conversation_id: 'timer-device',
      device_id: 'satellite_bedroom',
    });
    expect(result.intents?.[0]).toMatchObject({ name: 'HassStartTimer', slots: { seconds: { value: 45 } } });
  });

  it('says so instead of pretending when no satellite is known', async () => {
    model.enqueue(
      callTools([{ name: 'timer', arguments: { action: 'start', minutes: 5 } }]),
      say('I can only set timers when you ask through a voice satellite.'),
    );
    const result = await homeAssistant(hearth.port).converse('set a timer for 5 minutes', {
      conversation_id: 'timer-none',
    });
    expect(result).toEqual({
      type: 'handled',
      text: 'I can only set timers when you ask through a voice satellite.',
    });
    expect(lastToolResult()).toMatchObject({ ok: false, error: expect.stringContaining('voice satellite') });
  });

  it('does something later: HassStartTimer with the command as conversation_command', async () => {
    model.enqueue(
      callTools([
        {
          name: 'timer',
          arguments: { action: 'start', duration: '10m', command: 'turn off the living room lights' },
        },
      ]),
      say('In ten minutes I will turn off the living room lights.'),
    );
    const result = await homeAssistant(hearth.port).converse('turn off the lights in ten minutes', {
      conversation_id: 'later-1',
      ...KITCHEN,
    });
    expect(result).toEqual({
      type: 'intent',
      text: 'In ten minutes I will turn off the living room lights.',
      intents: [
        {
          name: 'HassStartTimer',
          slots: {
            minutes: { value: 10 },
            conversation_command: { value: 'turn off the living room lights' },
          },
          text: 'In ten minutes I will turn off the living room lights.',
        },
      ],
    });
    // The model learns about it from the tool itself.
    const timerTool = model.requests.at(-1)?.body.tools?.find((tool) => tool.function.name === 'timer');
    expect(JSON.stringify(timerTool)).toContain('"command"');
  });

  it('says it cannot do something later without a satellite, and never later what needs a yes', async () => {
    model.enqueue(
      callTools([
        { name: 'timer', arguments: { action: 'start', minutes: 10, command: 'turn off the lights' } },
      ]),
      say('I can only do that later when you ask through a voice satellite.'),
    );
    const noSatellite = await homeAssistant(hearth.port).converse('turn off the lights in ten minutes', {
      conversation_id: 'later-none',
    });
    expect(noSatellite.type).toBe('handled');
    expect(lastToolResult()).toMatchObject({
      ok: false,
      error: expect.stringContaining('cannot do it later'),
    });

    model.enqueue(
      callTools([
        { name: 'timer', arguments: { action: 'start', minutes: 5, command: 'unlock the front door' } },
      ]),
      say('I cannot unlock later; shall I do it now?'),
    );
    const unlockLater = await homeAssistant(hearth.port).converse('unlock the door in five minutes', {
      conversation_id: 'later-unlock',
      ...KITCHEN,
    });
    expect(unlockLater.type).toBe('handled');
    expect(lastToolResult()).toMatchObject({ ok: false, error: expect.stringContaining('spoken yes') });

    model.enqueue(
      callTools([{ name: 'timer', arguments: { action: 'cancel', command: 'turn off the lights' } }]),
      say('Sorry.'),
    );
    await homeAssistant(hearth.port).converse('cancel it', { conversation_id: 'later-cancel', ...KITCHEN });
    expect(lastToolResult()).toMatchObject({ ok: false, error: expect.stringContaining('action start') });
  });

  it('refuses a device that is not a satellite, and a timer with no duration', async () => {
    model.enqueue(callTools([{ name: 'timer', arguments: { action: 'start', minutes: 5 } }]), say('Sorry.'));
    const notSatellite = await homeAssistant(hearth.port).converse('timer 5 minutes', {
      conversation_id: 'timer-tv',
      device_id: 'no_such_device',
    });
    expect(notSatellite.type).toBe('handled');
    expect(lastToolResult()).toMatchObject({ ok: false });

    model.enqueue(callTools([{ name: 'timer', arguments: { action: 'start' } }]), say('How long?'));
    const noDuration = await homeAssistant(hearth.port).converse('start a timer', {
      conversation_id: 'timer-empty',
      ...KITCHEN,
    });
    expect(noDuration).toEqual({ type: 'handled', text: 'How long?' });
    expect(lastToolResult()).toMatchObject({ ok: false, error: expect.stringContaining('duration') });

    model.enqueue(
      callTools([{ name: 'timer', arguments: { action: 'start', duration: 'five' } }]),
      say('How long?'),
    );
    await homeAssistant(hearth.port).converse('start a timer for five', {
      conversation_id: 'timer-unreadable',
      ...KITCHEN,
    });
    // The refusal says how to write it, so the model can call again.
    expect(lastToolResult()).toMatchObject({ ok: false, error: expect.stringContaining('"1h30m"') });
  });

  it('never lets the spoken text become a template HA would render', async () => {
    model.enqueue(
      callTools([{ name: 'timer', arguments: { action: 'start', minutes: 1 } }]),
      say("Done {{ states('lock.front_door') }} {% if true %}x{% endif %}"),
    );
    const result = await homeAssistant(hearth.port).converse('one minute timer', {
      conversation_id: 'timer-template',
      ...KITCHEN,
    });
    expect(result.type).toBe('intent');
    expect(result.text).not.toMatch(/\{\{|\{%|\{#/);
  });

  it('drops the intents of a turn that failed, and speaks the apology', async () => {
    model.enqueue(callTools([{ name: 'timer', arguments: { action: 'start', minutes: 3 } }]), fail(401));
    const result = await homeAssistant(hearth.port).converse('3 minute timer', {
      conversation_id: 'timer-fail',
      ...KITCHEN,
    });
    expect(result.type).toBe('not-handled');
    expect(result.intents).toBeUndefined();
  });
});

describe('broadcast', () => {
  it('ends the turn with HassBroadcast and the message', async () => {
    model.enqueue(
      callTools([{ name: 'broadcast', arguments: { message: 'Dinner is ready' } }]),
      say('I told everyone.'),
    );
    const result = await homeAssistant(hearth.port).converse('tell everyone dinner is ready', {
      conversation_id: 'broadcast-1',
      ...KITCHEN,
    });
    expect(result).toEqual({
      type: 'intent',
      text: 'I told everyone.',
      intents: [
        { name: 'HassBroadcast', slots: { message: { value: 'Dinner is ready' } }, text: 'I told everyone.' },
      ],
    });
  });
});

describe('timer turns with early speech (the Hearth voice)', () => {
  let piper: ScriptedPiper;
  let voiced: TestHearth;

  beforeAll(async () => {
    piper = await startScriptedPiper();
    voiced = await startTestHearth({
      modelUrl: model.url,
      options: { memory: false },
      env: { TTS_UPSTREAM: piper.uri },
    });
  });

  afterAll(async () => {
    await voiced.close({ removeData: true });
    await piper.close();
  });

  function pipeline(): HaPipeline {
    const address = { host: '127.0.0.1', port: voiced.port };
    return new HaPipeline({
      conversation: address,
      tts: { ...address, streaming: true, engine: 'tts.hearth' },
      timeoutMs: 15_000,
    });
  }

  it('does not hand off early when the timer came first, and HA speaks the answer through the voice', async () => {
    const ha = pipeline();
    const satellite = { satellite_id: 'assist_satellite.kitchen_voice' };
    // Proves that this satellite's pipeline uses the Hearth voice (early speech needs that).
    model.enqueue(say('Hello there.'));
    await ha.run('hello', { conversation_id: 'voice-0', ...satellite });
    model.enqueue(
      callTools([{ name: 'timer', arguments: { action: 'start', minutes: 8 } }]),
      say('Eight minutes, starting now. I will ring when it is done.'),
    );
    const run = await ha.run('eight minute timer', { conversation_id: 'voice-1', ...satellite });
    expect(run.conversation.type).toBe('intent');
    expect(run.conversation.text).toBe('Eight minutes, starting now. I will ring when it is done.');
    expect(run.speech.audio.length).toBeGreaterThan(0);
  });

  it('holds back an answer that opens with a question, for the satellite to speak and listen after', async () => {
    const ha = pipeline();
    const satellite = { satellite_id: 'assist_satellite.kitchen_voice' };
    model.enqueue(say('Hello there.'));
    await ha.run('hello', { conversation_id: 'voice-ask-0', ...satellite });
    const calls = (): number =>
      voiced.hearth.simulator!.serviceCalls.filter((call) => call.service === 'start_conversation').length;

    // Not a question: handed off after its first sentence, as before.
    model.enqueue(say('The floor lamp is on now. It is at half brightness.'));
    const plain = await ha.converse('turn on the floor lamp', {
      conversation_id: 'voice-ask-1',
      ...satellite,
    });
    expect(plain.type).toBe('handled');
    expect(plain.text).not.toContain('half brightness');
    const before = calls();

    // A question first: not handed off; the satellite speaks the whole answer and listens.
    const question = 'Which lamp do you mean? The floor lamp, or the reading lamp?';
    model.enqueue(say(question));
    const asked = await ha.converse('turn on the lamp', { conversation_id: 'voice-ask-2', ...satellite });
    expect(asked).toEqual({ type: 'handled', text: question });
    expect(calls()).toBe(before + 1);
    expect(voiced.hearth.simulator!.serviceCalls.at(-1)?.data).toMatchObject({ start_message: question });
  });

  it('refuses a timer asked for after the answer was already handed to the voice', async () => {
    const ha = pipeline();
    const satellite = { satellite_id: 'assist_satellite.kitchen_voice' };
    model.enqueue(
      // The first sentence is certain (and handed off) before the tool call arrives.
      say('Sure thing, I will set up a timer for eight minutes on this speaker right now. Setting it', {
        toolCalls: [{ name: 'timer', arguments: { action: 'start', minutes: 8 } }],
      }),
      say('Please ask me again.'),
    );
    const conversation = await ha.converse('eight minute timer', {
      conversation_id: 'voice-2',
      ...satellite,
    });
    expect(conversation.type).toBe('handled');
    // The turn goes on after the hand-off: the model hears that the timer could not be set.
    await expect
      .poll(lastToolResult, { timeout: 10_000 })
      .toMatchObject({ ok: false, error: expect.stringContaining('Too late') });
  });
});
