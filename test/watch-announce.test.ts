// Watch and announce end to end: a Wyoming client asks through a satellite, the scripted model calls the
// watch tool, the simulated home changes state (its clock and the watcher's run forward together), and
// the simulator records Hearth's `assist_satellite.announce` on the satellite that asked.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../src/simulator/index.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { ManualClock } from './support/manual-clock.js';
import { callTools, fail, say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';
import { transcript } from '../src/wyoming/index.js';
import { collectTurn } from './support/hearth.js';

const KITCHEN = { satellite_id: 'assist_satellite.kitchen_voice', device_id: 'satellite_kitchen' };
const MINUTE = 60_000;

let clock: ManualClock;
let simulator: Simulator;
let model: ScriptedModel;
let hearth: TestHearth;

async function startHearth(dataDir?: string): Promise<TestHearth> {
  const started = await startTestHearth({
    modelUrl: model.url,
    simulator,
    // No memory extraction: it would take the scripted answers meant for the announcements.
    options: { memory: false },
    deps: { watchClock: clock },
    ...(dataDir === undefined ? {} : { dataDir }),
  });
  await homeReady(started);
  return started;
}

async function homeReady(target: TestHearth): Promise<void> {
  await target.homeReady();
}

beforeAll(async () => {
  clock = new ManualClock();
  simulator = await startSimulator({ now: () => clock.now() });
  simulator.addEntity({
    entityId: 'switch.washing_machine',
    state: 'on',
    name: 'Washing Machine',
    areaId: 'kitchen',
    exposed: true,
  });
  model = await startScriptedModel();
  hearth = await startHearth();
});

afterAll(async () => {
  await hearth.close({ removeData: true });
  await model.close();
  await simulator.close();
});

afterEach(async () => {
  // Every test leaves no watch behind.
  model.enqueue(callTools([{ name: 'watch', arguments: { action: 'cancel', id: 'all' } }]), say('Okay.'));
  await ask('cancel all my watches');
});

/** One turn through the kitchen satellite (or the given context). */
async function ask(text: string, context: Record<string, unknown> = KITCHEN, target = hearth) {
  const client = await target.connect();
  try {
    await client.write(
      transcript(text, { language: 'en', context: { conversation_id: `c-${text}`, ...context } }),
    );
    return await collectTurn(client, 15_000);
  } finally {
    client.close();
  }
}

function lastToolResult(): Record<string, unknown> {
  const messages = model.requests.at(-1)?.body.messages ?? [];
  return JSON.parse(
    messages.filter((message) => message.role === 'tool').at(-1)?.content ?? 'null',
  ) as Record<string, unknown>;
}

function announcements(): { target: unknown; message: unknown }[] {
  return simulator.serviceCalls
    .filter((call) => call.domain === 'assist_satellite' && call.service === 'announce')
    .map((call) => ({ target: call.target?.entity_id ?? call.data.entity_id, message: call.data.message }));
}

async function watchWasher(
  args: Record<string, unknown> = {},
  context = KITCHEN,
  target = hearth,
): Promise<void> {
  model.enqueue(
    callTools([
      {
        name: 'watch',
        arguments: {
          action: 'create',
          targets: ['washing machine'],
          when: 'becomes off',
          message: 'The washing machine is done.',
          ...args,
        },
      },
    ]),
    say('I will tell you when it is done.'),
  );
  const result = await ask('tell me when the washing machine is done', context, target);
  expect(result.outcome).toBe('handled');
}

/** Changes a state in the simulated home and waits until Hearth's live home has it (before time moves on). */
async function setAndSee(entityId: string, state: string): Promise<void> {
  simulator.setState({ entityId, state });
  await expect
    .poll(() => hearth.hearth.homeAssistant?.home.entity(entityId)?.state, { timeout: 10_000 })
    .toBe(state);
}

/** Gives the watcher's announcement (async: save, compose, call) time to land, then the count. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 150));
}

describe('watch and announce', () => {
  it('fires once on the satellite that asked, in the words the model writes then', async () => {
    simulator.setState({ entityId: 'switch.washing_machine', state: 'on' });
    const before = announcements().length;
    await watchWasher();
    expect(lastToolResult()).toMatchObject({ ok: true, watching: [{ entity_id: 'switch.washing_machine' }] });
    model.enqueue(say('Your washing machine has finished.'));
    simulator.setState({ entityId: 'switch.washing_machine', state: 'off' });
    await expect.poll(() => announcements().length - before, { timeout: 10_000 }).toBe(1);
    expect(announcements().at(-1)).toEqual({
      target: ['assist_satellite.kitchen_voice'],
      message: 'Your washing machine has finished.',
    });
    // It fired once: the next cycle does not announce again.
    simulator.setState({ entityId: 'switch.washing_machine', state: 'on' });
    simulator.setState({ entityId: 'switch.washing_machine', state: 'off' });
    await settle();
    expect(announcements().length - before).toBe(1);
  });

  it('says the message itself when the model cannot write the words', async () => {
    simulator.setState({ entityId: 'switch.washing_machine', state: 'on' });
    const before = announcements().length;
    await watchWasher();
    model.enqueue(fail(401));
    simulator.setState({ entityId: 'switch.washing_machine', state: 'off' });
    await expect.poll(() => announcements().length - before, { timeout: 10_000 }).toBe(1);
    expect(announcements().at(-1)?.message).toBe('The washing machine is done.');
  });

  it('does not fire on flapping within the debounce, then fires once it holds', async () => {
    simulator.setState({ entityId: 'cover.garage_door', state: 'closed' });
    const before = announcements().length;
    model.enqueue(
      callTools([
        {
          name: 'watch',
          arguments: {
            action: 'create',
            targets: ['garage door'],
            when: 'stays open for 10m',
            message: 'The garage door has been open for ten minutes.',
          },
        },
      ]),
      say('I will warn you.'),
    );
    await ask('warn me if the garage door stays open for 10 minutes');
    await setAndSee('cover.garage_door', 'open');
    clock.advance(8 * MINUTE);
    await setAndSee('cover.garage_door', 'closed');
    clock.advance(1 * MINUTE);
    await setAndSee('cover.garage_door', 'open');
    clock.advance(9 * MINUTE);
    await settle();
    expect(announcements().length - before).toBe(0);
    model.enqueue(say('The garage door is still open.'));
    clock.advance(1 * MINUTE + 1000);
    await expect.poll(() => announcements().length - before, { timeout: 10_000 }).toBe(1);
    expect(announcements().at(-1)?.message).toBe('The garage door is still open.');
    clock.advance(30 * MINUTE);
    await settle();
    expect(announcements().length - before).toBe(1);
    simulator.setState({ entityId: 'cover.garage_door', state: 'closed' });
  });

  it('expires without firing', async () => {
    simulator.setState({ entityId: 'switch.washing_machine', state: 'on' });
    const before = announcements().length;
    await watchWasher({ expires_in_hours: 1 });
    clock.advance(61 * MINUTE);
    simulator.setState({ entityId: 'switch.washing_machine', state: 'off' });
    await settle();
    expect(announcements().length - before).toBe(0);
    model.enqueue(callTools([{ name: 'watch', arguments: { action: 'list' } }]), say('None.'));
    await ask('what are you watching?');
    expect(lastToolResult()).toEqual({ ok: true, watches: [] });
  });

  it('lists and cancels watches by voice', async () => {
    simulator.setState({ entityId: 'switch.washing_machine', state: 'on' });
    const before = announcements().length;
    await watchWasher();
    model.enqueue(callTools([{ name: 'watch', arguments: { action: 'list' } }]), say('One.'));
    await ask('what are you watching?');
    const listed = lastToolResult() as { watches: { id: string; names: string[]; message: string }[] };
    expect(listed.watches).toHaveLength(1);
    expect(listed.watches[0]).toMatchObject({
      names: ['Washing Machine'],
      message: 'The washing machine is done.',
    });
    model.enqueue(
      callTools([{ name: 'watch', arguments: { action: 'cancel', id: listed.watches[0]!.id } }]),
      say('Done.'),
    );
    await ask('never mind the washer');
    expect(lastToolResult()).toEqual({ ok: true, cancelled: 1 });
    simulator.setState({ entityId: 'switch.washing_machine', state: 'off' });
    await settle();
    expect(announcements().length - before).toBe(0);
  });

  it('refuses without a satellite, and when it is already the case', async () => {
    simulator.setState({ entityId: 'switch.washing_machine', state: 'on' });
    model.enqueue(
      callTools([
        {
          name: 'watch',
          arguments: {
            action: 'create',
            targets: ['washing machine'],
            when: 'becomes off',
            message: 'Done.',
          },
        },
      ]),
      say('I cannot announce there.'),
    );
    await ask('tell me when the washer is done', {});
    expect(lastToolResult()).toMatchObject({ ok: false, error: expect.stringContaining('satellite') });
    model.enqueue(
      callTools([
        {
          name: 'watch',
          arguments: {
            action: 'create',
            targets: ['washing machine'],
            when: 'becomes on',
            message: 'On.',
          },
        },
      ]),
      say('It already is.'),
    );
    await ask('tell me when the washer is on');
    expect(lastToolResult()).toMatchObject({ ok: false, error: expect.stringContaining('already') });
  });

  it('does not announce an entity that was unexposed meanwhile', async () => {
    simulator.setState({ entityId: 'switch.washing_machine', state: 'on' });
    const before = announcements().length;
    await watchWasher();
    simulator.setExposed('switch.washing_machine', false);
    await expect
      .poll(() => hearth.hearth.homeAssistant?.home.entity('switch.washing_machine')?.exposed, {
        timeout: 10_000,
      })
      .toBe(false);
    simulator.setState({ entityId: 'switch.washing_machine', state: 'off' });
    await settle();
    expect(announcements().length - before).toBe(0);
    simulator.setExposed('switch.washing_machine', true);
    await expect
      .poll(() => hearth.hearth.homeAssistant?.home.entity('switch.washing_machine')?.exposed, {
        timeout: 10_000,
      })
      .toBe(true);
  });

  it('speaks on a chosen media player through tts.speak', async () => {
    simulator.setState({ entityId: 'switch.washing_machine', state: 'on' });
    simulator.addEntity({ entityId: 'tts.piper', state: 'unknown', name: 'Piper' });
    await expect
      .poll(() => hearth.hearth.homeAssistant?.home.entity('tts.piper'), { timeout: 10_000 })
      .toBeDefined();
    const before = simulator.serviceCalls.length;
    await watchWasher({ speaker: 'kitchen speaker' });
    expect(lastToolResult()).toMatchObject({ ok: true });
    model.enqueue(say('The wash is done.'));
    simulator.setState({ entityId: 'switch.washing_machine', state: 'off' });
    await expect
      .poll(() => simulator.serviceCalls.slice(before).find((call) => call.domain === 'tts'), {
        timeout: 10_000,
      })
      .toMatchObject({
        service: 'speak',
        data: { media_player_entity_id: 'media_player.kitchen_speaker', message: 'The wash is done.' },
      });
    simulator.removeEntity('tts.piper');
  });
});

describe('the trace page’s watches', () => {
  async function web(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`http://127.0.0.1:${hearth.hearth.web!.port}${path}`, init);
    return { status: response.status, body: await response.json() };
  }

  it('lists the watches and cancels one only with the page’s own header', async () => {
    simulator.setState({ entityId: 'switch.washing_machine', state: 'on' });
    await watchWasher();
    const listed = (await web('/api/watches')).body as { watches: { id: string; message: string }[] };
    expect(listed.watches).toMatchObject([{ message: 'The washing machine is done.' }]);
    const id = listed.watches[0]!.id;
    // A form or plain fetch from another site cannot add the header: refused.
    expect((await web(`/api/watches/${id}/cancel`, { method: 'POST' })).status).toBe(403);
    const cancelled = await web(`/api/watches/${id}/cancel`, {
      method: 'POST',
      headers: { 'x-hearth-request': 'cancel-watch' },
    });
    expect(cancelled).toEqual({ status: 200, body: { cancelled: true } });
    expect((await web('/api/watches')).body).toEqual({ watches: [] });
    expect(
      (
        await web(`/api/watches/${id}/cancel`, {
          method: 'POST',
          headers: { 'x-hearth-request': 'cancel-watch' },
        })
      ).status,
    ).toBe(404);
    const page = await fetch(`http://127.0.0.1:${hearth.hearth.web!.port}/`).then((response) =>
      response.text(),
    );
    expect(page).toContain('id="watch-list"');
  });
});

describe('watches across restarts', () => {
  it('survive a Hearth restart (0600 file) and fire once after it', async () => {
    simulator.setState({ entityId: 'switch.washing_machine', state: 'on' });
    const before = announcements().length;
    await watchWasher();
    const dataDir = hearth.dataDir;
    await hearth.close();
    expect(statSync(join(dataDir, 'watches.json')).mode & 0o777).toBe(0o600);
    // The washer finishes while Hearth is down.
    simulator.setState({ entityId: 'switch.washing_machine', state: 'off' });
    model.enqueue(say('Your laundry is done.'));
    hearth = await startHearth(dataDir);
    await expect.poll(() => announcements().length - before, { timeout: 10_000 }).toBe(1);
    expect(announcements().at(-1)?.message).toBe('Your laundry is done.');
    await hearth.close();
    hearth = await startHearth(dataDir);
    await settle();
    expect(announcements().length - before).toBe(1);
  });

  it('survive a Home Assistant restart, judged again after the reload, firing once', async () => {
    simulator.setState({ entityId: 'switch.washing_machine', state: 'on' });
    const before = announcements().length;
    await watchWasher();
    model.enqueue(say('The washing machine finished while I was away.'));
    await simulator.restart({
      downtimeMs: 300,
      whileDown: (home) => home.setState({ entityId: 'switch.washing_machine', state: 'off' }),
    });
    await expect.poll(() => announcements().length - before, { timeout: 15_000 }).toBe(1);
    await simulator.restart({ downtimeMs: 100 });
    await homeReady(hearth);
    await settle();
    expect(announcements().length - before).toBe(1);
  });
});
