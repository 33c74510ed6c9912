// The user's own tools end to end: DOCS.md's examples loaded verbatim from a real tools.yaml, called
// by the scripted model through a real Wyoming turn, acting on the simulated Home Assistant and on a
// loopback web service. What the tools answered is read from the next model request.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../src/simulator/index.js';
import type { Simulator } from '../src/simulator/index.js';
import { BUILTIN_TOOL_NAMES } from '../src/tools/index.js';
import { sendRequest } from '../src/ha/send-request.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { callTools, say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

const ROOT = join(import.meta.dirname, '..');
const SECRET_HEADER = 'Bearer 5f1c2e9a7b3d4c8e';

/** The ```yaml blocks of DOCS.md's "Your own tools" section, as written there. */
function docsExamples(): { tools: string[]; secrets: string } {
  const docs = readFileSync(join(ROOT, 'DOCS.md'), 'utf8');
  const start = docs.indexOf('\n## Your own tools\n');
  const end = docs.indexOf('\n## ', start + 5);
  const section = docs.slice(start, end);
  const blocks = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]!);
  return {
    tools: blocks.filter((block) => block.startsWith('tools:\n')),
    secrets: blocks.find((block) => !block.startsWith('tools:\n')) ?? '',
  };
}

/** Test-only tools beside the examples: a slow service, an oversized answer, a host that echoes. */
const EXTRA_TOOLS = `
  - name: slow_status
    description: A service that takes too long.
    kind: rest
    url: "https://transit.example.com/slow"
    timeout: 0.3
  - name: huge_status
    description: A service that answers too much.
    kind: rest
    url: "https://transit.example.com/huge"
    max_bytes: 1000
  - name: echo_status
    description: A service that echoes its request headers.
    kind: rest
    url: "https://transit.example.com/echo"
    headers:
      Authorization: !secret transit_api_key
  - name: echo_failure
    description: A service that fails and echoes its request headers.
    kind: rest
    url: "https://transit.example.com/echo-fail"
    headers:
      Authorization: !secret transit_api_key
  - name: station_info
    description: Facts about any station.
    parameters:
      type: object
      properties:
        station: { type: string }
      required: [station]
    kind: rest
    url: "https://transit.example.com/v1/stations/{{ station }}"
  - name: light_up
    description: Turn on lights, dimmed.
    parameters:
      type: object
      properties:
        what: { type: string, description: "the lights, in the user's words" }
        level: { type: integer, minimum: 1, maximum: 100 }
      required: [what]
    kind: service
    action: light.turn_on
    target: "{{ what }}"
    data:
      brightness_pct: "{{ level }}"
  - name: open_door
    description: Unlock a door.
    parameters:
      type: object
      properties:
        door: { type: string }
      required: [door]
    kind: service
    action: lock.unlock
    target: "{{ door }}"
  - name: quote_back
    description: Repeat a text through a template.
    parameters:
      type: object
      properties:
        text: { type: string }
      required: [text]
    kind: template
    template: "Said: {{ text }}"
`;

let simulator: Simulator;
let model: ScriptedModel;
let hearth: TestHearth;
let transit: Server;
let transitUrl: string;
let toolsDir: string;
const transitRequests: { url: string; authorization: string | undefined }[] = [];

function startTransit(): Promise<void> {
  transit = createServer((request, response) => {
    transitRequests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    const url = request.url ?? '';
    if (url.startsWith('/v1/stations/home/departures')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ departures: [{ line: 'S1', in_minutes: 4, delay: 0 }], station: 'Home' }),
      );
    } else if (url.startsWith('/v1/stations/office/departures')) {
      response.writeHead(503, { 'content-type': 'text/plain' });
      response.end('maintenance');
    } else if (url === '/slow') {
      setTimeout(() => response.end('late'), 3000).unref();
    } else if (url === '/huge') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('x'.repeat(5000));
    } else if (url === '/echo-fail') {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`bad key ${request.headers.authorization ?? ''}`);
    } else if (url === '/echo') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ you_sent: request.headers.authorization }));
    } else {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    transit.listen(0, '127.0.0.1', () => {
      transitUrl = `http://127.0.0.1:${(transit.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

beforeAll(async () => {
  const sample = JSON.parse(readFileSync(join(ROOT, 'src/simulator/homes/sample.json'), 'utf8')) as {
    entities: unknown[];
  };
  simulator = await startSimulator({
    home: {
      ...sample,
      notify_services: ['mobile_app_annas_phone'],
      entities: [
        ...sample.entities,
        { entity_id: 'tts.piper', state: 'unknown', exposed: false, attributes: { friendly_name: 'Piper' } },
        {
          entity_id: 'script.wake_up_alarm',
          state: 'off',
          exposed: true,
          attributes: { friendly_name: 'Wake-up alarm' },
          sequence: [{ action: 'input_boolean.turn_on', target: { entity_id: 'input_boolean.guest_mode' } }],
          response: { rings_at: 'tomorrow 07:30' },
        },
      ],
    },
  });
  await startTransit();
  model = await startScriptedModel();
  const examples = docsExamples();
  toolsDir = mkdtempSync(join(tmpdir(), 'hearth-user-tools-'));
  const body = examples.tools.map((block) => block.replace(/^tools:\n/, '')).join('');
  writeFileSync(join(toolsDir, 'tools.yaml'), `tools:\n${body}${EXTRA_TOOLS}`);
  writeFileSync(join(toolsDir, 'secrets.yaml'), examples.secrets);
  hearth = await startTestHearth({
    modelUrl: model.url,
    simulator,
    options: { notification_services: ['notify.mobile_app_annas_phone', 'tts.speak'] },
    env: { HEARTH_TOOLS_FILE: join(toolsDir, 'tools.yaml') },
    deps: {
      userToolsSend: (url, init) =>
        sendRequest(new URL(String(url).replace('https://transit.example.com', transitUrl)), init),
    },
  });
  await hearth.homeReady();
});

afterAll(async () => {
  await hearth.close({ removeData: true });
  await model.close();
  await simulator.close();
  await new Promise((resolve) => transit.close(resolve));
  rmSync(toolsDir, { recursive: true, force: true });
});

/** One turn in which the model calls `name` once; returns what the tool answered. */
async function callTool(text: string, name: string, args: unknown): Promise<Record<string, unknown>> {
  model.enqueue(callTools([{ name, arguments: args }]), say('Done.'));
  const result = await hearth.ask(text);
  expect(result.outcome).toBe('handled');
  const messages = model.requests.at(-1)?.body.messages ?? [];
  const toolMessage = messages.filter((message) => message.role === 'tool').at(-1);
  return JSON.parse(toolMessage?.content ?? 'null') as Record<string, unknown>;
}

function callsSince(count: number) {
  return simulator.serviceCalls.slice(count).map(({ domain, service, data, target }) => ({
    action: `${domain}.${service}`,
    data,
    target,
  }));
}

describe("DOCS.md's examples, loaded verbatim", () => {
  it('loads every example without a problem and offers the tools to the model', async () => {
    const status = (await (await fetch(`${hearth.hearth.web!.url}api/totals`)).json()) as {
      status: { userTools: { tools: { name: string; kind: string }[]; problems: unknown[] } };
    };
    expect(status.status.userTools.problems).toEqual([]);
    expect(status.status.userTools.tools.map((tool) => `${tool.name}:${tool.kind}`)).toEqual([
      'message_my_phone:service',
      'warmer_than_outside:template',
      'set_wake_up_alarm:script',
      'next_trains:sequence',
      'slow_status:rest',
      'huge_status:rest',
      'echo_status:rest',
      'echo_failure:rest',
      'station_info:rest',
      'light_up:service',
      'open_door:service',
      'quote_back:template',
    ]);
    await callTool('what can you do', 'areas', {});
    const offered = model.requests.at(-1)?.body.tools?.map((tool) => tool.function.name) ?? [];
    expect(offered).toEqual(expect.arrayContaining(['control', 'message_my_phone', 'next_trains']));
    // Every tool of Hearth's own is a name tools.yaml may not take.
    const mine = new Set(status.status.userTools.tools.map((tool) => tool.name));
    const reserved = [...BUILTIN_TOOL_NAMES, 'memory', 'ask_expert'];
    expect(offered.filter((name) => !mine.has(name) && !reserved.includes(name))).toEqual([]);
    const phone = model.requests
      .at(-1)
      ?.body.tools?.find((tool) => tool.function.name === 'message_my_phone');
    // The bound is checked before the tool runs, not shown to the model (it costs tokens every request).
    expect(phone?.function.parameters).toMatchObject({
      properties: { message: { type: 'string' } },
      required: ['message'],
    });
    expect(phone?.function.parameters).not.toHaveProperty('properties.message.maxLength');
  });
});

describe('service tools', () => {
  it('sends a message to the phone with the words the model gave', async () => {
    const before = simulator.serviceCalls.length;
    const result = await callTool('tell anna dinner is ready', 'message_my_phone', {
      message: 'Dinner is ready',
    });
    expect(result).toMatchObject({ ok: true });
    expect(callsSince(before)).toEqual([
      {
        action: 'notify.mobile_app_annas_phone',
        data: { title: 'Hearth', message: 'Dinner is ready' },
        target: undefined,
      },
    ]);
  });

  it('answers bad arguments to the model and calls nothing', async () => {
    const before = simulator.serviceCalls.length;
    const result = await callTool('tell anna', 'message_my_phone', { message: 42 });
    expect(result).toMatchObject({
      ok: false,
      error: expect.stringContaining('Invalid arguments for message_my_phone'),
    });
    expect(callsSince(before)).toEqual([]);
  });

  it("hands Home Assistant's error to the model when the action fails", async () => {
    simulator.setServiceBehaviour('notify.mobile_app_annas_phone', {
      fail: { code: 'home_assistant_error', message: 'The phone is not registered' },
    });
    try {
      const result = await callTool('tell anna hi', 'message_my_phone', { message: 'hi' });
      expect(result).toMatchObject({
        ok: false,
        error: expect.stringContaining('The phone is not registered'),
      });
    } finally {
      simulator.setServiceBehaviour('notify.mobile_app_annas_phone', undefined);
    }
  });
});

describe('template and script tools', () => {
  it('renders the template with the parameter as a variable', async () => {
    const result = await callTool('how much warmer is the kitchen', 'warmer_than_outside', {
      sensor: 'sensor.kitchen_temperature',
    });
    expect(result).toEqual({ ok: true, result: 10.4 });
  });

  it('keeps the model to the sensors the enum allows', async () => {
    const result = await callTool('how warm is the server', 'warmer_than_outside', {
      sensor: 'sensor.server_cpu',
    });
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining('Invalid arguments') });
  });

  it('runs the script with the variables and returns its response variable', async () => {
    const before = simulator.serviceCalls.length;
    const result = await callTool('wake me at half past seven', 'set_wake_up_alarm', { time: '07:30' });
    expect(result).toEqual({ ok: true, response: { rings_at: 'tomorrow 07:30' } });
    expect(callsSince(before)[0]).toEqual({
      action: 'script.wake_up_alarm',
      data: { alarm_time: '07:30' },
      target: undefined,
    });
  });
});

describe('rest and sequence tools', () => {
  it('fetches with the secret header, picks the answer and hands it to the next step', async () => {
    const before = simulator.serviceCalls.length;
    const result = await callTool('when is my next train', 'next_trains', { station: 'home' });
    const departures = [{ line: 'S1', in_minutes: 4, delay: 0 }];
    expect(result).toMatchObject({ ok: true, steps: { departures } });
    expect(transitRequests.at(-1)).toEqual({
      url: '/v1/stations/home/departures?limit=3',
      authorization: SECRET_HEADER,
    });
    expect(callsSince(before)).toEqual([
      {
        action: 'persistent_notification.create',
        data: { title: 'Next trains', message: `From home: ${JSON.stringify(departures)}` },
        target: undefined,
      },
    ]);
  });

  it('says which step failed when the web service answers an error', async () => {
    const result = await callTool('trains from the office', 'next_trains', { station: 'office' });
    expect(result).toMatchObject({
      ok: false,
      error: 'Step 1 (departures): transit.example.com answered HTTP 503.',
      status: 503,
    });
  });

  it('gives up on a web service after its timeout', async () => {
    const result = await callTool('status', 'slow_status', {});
    expect(result).toMatchObject({ ok: false, error: 'transit.example.com did not answer within 0.3 s.' });
  });

  it('refuses an answer larger than max_bytes', async () => {
    const result = await callTool('status', 'huge_status', {});
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining('larger than 1000 bytes') });
  });

  it('never lets the secret out, even when the web service echoes it', async () => {
    const result = await callTool('echo', 'echo_status', {});
    expect(result).toEqual({ ok: true, result: { you_sent: '[secret]' } });
    const failed = await callTool('echo', 'echo_failure', {});
    expect(failed).toMatchObject({ ok: false, status: 500, body: 'bad key [secret]' });
    const secret = '5f1c2e9a7b3d4c8e';
    expect(JSON.stringify(model.requests.map((request) => request.body))).not.toContain(secret);
    expect(JSON.stringify(hearth.logs)).not.toContain(secret);
    const traces = hearth.hearth.traces
      .list({ limit: 100 })
      .map((summary) => hearth.hearth.traces.get(summary.id));
    expect(traces.length).toBeGreaterThan(0);
    expect(JSON.stringify(traces)).not.toContain(secret);
  });
});

describe('what the model gives is data, and targets are checked like everywhere', () => {
  it('passes template-looking text through as data, in a template and in service data', async () => {
    const quoted = await callTool('repeat', 'quote_back', { text: "{{ states('lock.front_door') }}" });
    expect(quoted).toEqual({ ok: true, result: "Said: {{ states('lock.front_door') }}" });
    const before = simulator.serviceCalls.length;
    await callTool('tell anna', 'message_my_phone', { message: '{{ message }} {% raw %}' });
    expect(callsSince(before)[0]?.data).toEqual({ title: 'Hearth', message: '{{ message }} {% raw %}' });
  });

  it("resolves a target in the user's words to exposed entities, and fills numbers as numbers", async () => {
    const before = simulator.serviceCalls.length;
    const result = await callTool('kitchen lights at 30', 'light_up', { what: 'kitchen lights', level: 30 });
    expect(result).toMatchObject({ ok: true });
    const call = callsSince(before)[0];
    expect(call).toMatchObject({ action: 'light.turn_on', data: { brightness_pct: 30 } });
    expect(
      (call?.target as { entity_id: string[] }).entity_id.every((id) => id.startsWith('light.kitchen')),
    ).toBe(true);
  });

  it('refuses a target that is not exposed', async () => {
    const before = simulator.serviceCalls.length;
    const result = await callTool('front door camera on', 'light_up', { what: 'camera.front_door' });
    expect(result).toMatchObject({ ok: false });
    expect(callsSince(before)).toEqual([]);
  });

  it('asks before unlocking, and unlocks after a yes in the next turn', async () => {
    simulator.setState({ entityId: 'lock.front_door', state: 'locked' });
    model.enqueue(callTools([{ name: 'open_door', arguments: { door: 'front door' } }]));
    const asked = await hearth.ask('open the front door', { conversationId: 'user-tool-unlock' });
    expect(asked.text).toMatch(/Do you want me to unlock Front Door Lock\?/);
    expect(simulator.state('lock.front_door')?.state).toBe('locked');
    model.enqueue(
      callTools([{ name: 'open_door', arguments: { door: 'front door', confirm: true } }]),
      say('Unlocked.'),
    );
    const yes = await hearth.ask('yes', { conversationId: 'user-tool-unlock' });
    expect(yes.outcome).toBe('handled');
    expect(simulator.state('lock.front_door')?.state).toBe('unlocked');
  });
});

describe('a rest tool keeps to the host and path written in the file', () => {
  it('does not let a value climb out of the path or add to the query', async () => {
    const climbed = await callTool('station', 'station_info', { station: '..' });
    expect(climbed).toMatchObject({ ok: false, error: expect.stringContaining('could not be built') });
    const before = transitRequests.length;
    const result = await callTool('station', 'station_info', { station: '../../admin?all=1#x' });
    expect(result).toMatchObject({ ok: false, error: 'transit.example.com answered HTTP 404.' });
    expect(transitRequests.slice(before).map((request) => request.url)).toEqual([
      '/v1/stations/..%2F..%2Fadmin%3Fall%3D1%23x',
    ]);
  });

  it("shows each tool's last failure on the trace page", async () => {
    const body = (await (await fetch(`${hearth.hearth.web!.url}api/totals`)).json()) as {
      status: { userTools: { tools: { name: string; lastError?: { message: string } }[] } };
    };
    const byName = new Map(body.status.userTools.tools.map((tool) => [tool.name, tool.lastError?.message]));
    expect(byName.get('station_info')).toBe('transit.example.com answered HTTP 404.');
    expect(byName.get('echo_failure')).toBe('transit.example.com answered HTTP 500.');
    expect(byName.get('warmer_than_outside')).toBeUndefined();
  });
});

describe('notifications through the built-in service tool', () => {
  it('calls a notify action listed in notification_services', async () => {
    const before = simulator.serviceCalls.length;
    const result = await callTool('message my phone', 'service', {
      domain: 'notify',
      service: 'mobile_app_annas_phone',
      data: { message: 'Garage is open' },
    });
    expect(result).toMatchObject({ ok: true });
    expect(callsSince(before)).toEqual([
      { action: 'notify.mobile_app_annas_phone', data: { message: 'Garage is open' }, target: undefined },
    ]);
  });

  it('speaks with tts.speak on an exposed media player only', async () => {
    const before = simulator.serviceCalls.length;
    const result = await callTool('say hello in the kitchen', 'service', {
      domain: 'tts',
      service: 'speak',
      data: { media_player_entity_id: 'media_player.kitchen_speaker', message: 'Hello' },
    });
    expect(result).toMatchObject({ ok: true });
    expect(callsSince(before)).toEqual([
      {
        action: 'tts.speak',
        data: { media_player_entity_id: 'media_player.kitchen_speaker', message: 'Hello' },
        target: { entity_id: ['tts.piper'] },
      },
    ]);
    const refused = await callTool('say hello on the tv', 'service', {
      domain: 'tts',
      service: 'speak',
      data: { media_player_entity_id: 'media_player.not_there', message: 'Hello' },
    });
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining('exposed media player') });
  });

  it('refuses target-less actions the option does not list', async () => {
    const before = simulator.serviceCalls.length;
    const result = await callTool('pin a note', 'service', {
      domain: 'persistent_notification',
      service: 'create',
      data: { message: 'hi' },
    });
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining('notification_services') });
    expect(callsSince(before)).toEqual([]);
    const offered = model.requests.at(-1)?.body.tools?.find((tool) => tool.function.name === 'service');
    expect(offered?.function.description).toContain('notify.mobile_app_annas_phone, tts.speak');
  });
});

describe('editing tools.yaml while Hearth runs', () => {
  it('offers a new tool after a save, and logs a broken entry with its position', async () => {
    const file = join(toolsDir, 'tools.yaml');
    const original = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      `${original}  - name: house_mode
    description: The house mode.
    kind: template
    template: "{{ states('input_select.house_mode') }}"
  - name: broken_one
    description: Unknown kind.
    kind: ftp
`,
    );
    const deadline = Date.now() + 15_000;
    let result: Record<string, unknown> | undefined;
    while (Date.now() < deadline) {
      result = await callTool('what mode is the house in', 'house_mode', {});
      if (result.ok === true) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(result).toEqual({ ok: true, result: 'Home' });
    const logged = hearth.logs.map((line) => String(line.msg));
    expect(logged).toContain(
      `${file}:${original.split('\n').length + 6}:11: unknown kind "ftp": expected service, script, template, rest, sequence`,
    );
    const answer = await callTool('tell anna', 'message_my_phone', { message: 'still here' });
    expect(answer).toMatchObject({ ok: true });
  });
});
