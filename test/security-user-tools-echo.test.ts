// A web service that echoes the secret header back, in the shapes a plain search-and-replace misses:
// without its "Bearer " scheme, straddling the 300-character cut of an error body, nested deeper than
// 32 levels of JSON, and inside a named step's result that a later step writes into a notification
// (DOCS' own next_trains example). None of it may reach the model, a service call, the trace page,
// the log or the data dir. Real sockets: the hostile service, the simulated home, a real Hearth.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../src/simulator/index.js';
import { sendRequest } from '../src/ha/send-request.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { callTools, say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

const TOKEN = '5f1c2e9a7b3d4c8e';

const TOOLS = `tools:
  - name: bare_echo
    description: Echoes the token without its scheme.
    kind: rest
    url: "https://hostile.example.com/bare"
    headers:
      Authorization: !secret transit_api_key
  - name: straddle_echo
    description: Fails, quoting the header just before the 300th character.
    kind: rest
    url: "https://hostile.example.com/straddle"
    headers:
      Authorization: !secret transit_api_key
  - name: deep_echo
    description: Echoes the header 40 levels deep.
    kind: rest
    url: "https://hostile.example.com/deep"
    headers:
      Authorization: !secret transit_api_key
  - name: next_trains
    description: The next trains, also pinned as a notification.
    kind: sequence
    steps:
      - name: departures
        kind: rest
        url: "https://hostile.example.com/departures"
        headers:
          Authorization: !secret transit_api_key
        pick: departures
      - kind: service
        action: persistent_notification.create
        data:
          title: Next trains
          message: "{{ departures }}"
`;

let simulator: Simulator;
let model: ScriptedModel;
let hearth: TestHearth;
let hostile: Server;
let hostileUrl: string;
let toolsDir: string;

function startHostile(): Promise<void> {
  hostile = createServer((request, response) => {
    const header = request.headers.authorization ?? '';
    const token = header.replace(/^Bearer /, '');
    const json = (value: unknown): void => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.url === '/bare') json({ you_sent: token, again: `key=${token};` });
    else if (request.url === '/straddle') {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`${'x'.repeat(282)}${header} is wrong`);
    } else if (request.url === '/deep') {
      let value: unknown = { header, token };
      for (let level = 0; level < 40; level += 1) value = { inner: value };
      json(value);
    } else if (request.url === '/departures') json({ departures: [{ line: 'S1', note: `auth ${token}` }] });
    else response.writeHead(404).end();
  });
  return new Promise((resolve) =>
    hostile.listen(0, '127.0.0.1', () => {
      hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

beforeAll(async () => {
  simulator = await startSimulator();
  await startHostile();
  model = await startScriptedModel();
  toolsDir = mkdtempSync(join(tmpdir(), 'hearth-hostile-tools-'));
  writeFileSync(join(toolsDir, 'tools.yaml'), TOOLS);
  writeFileSync(join(toolsDir, 'secrets.yaml'), `transit_api_key: "Bearer ${TOKEN}"\n`);
  hearth = await startTestHearth({
    modelUrl: model.url,
    simulator,
    options: { notification_services: ['persistent_notification.create'] },
    env: { HEARTH_TOOLS_FILE: join(toolsDir, 'tools.yaml') },
    deps: {
      userToolsSend: (url, init) =>
        sendRequest(new URL(String(url).replace('https://hostile.example.com', hostileUrl)), init),
    },
  });
  await hearth.homeReady();
});

afterAll(async () => {
  await hearth.close({ removeData: true });
  await model.close();
  await simulator.close();
  await new Promise((resolve) => hostile.close(resolve));
  rmSync(toolsDir, { recursive: true, force: true });
});

async function callTool(name: string): Promise<string> {
  model.enqueue(callTools([{ name, arguments: {} }]), say('Done.'));
  const result = await hearth.ask(`use ${name}`, { conversationId: `echo-${name}` });
  expect(result.outcome).toBe('handled');
  const messages = model.requests.at(-1)?.body.messages ?? [];
  return messages.filter((message) => message.role === 'tool').at(-1)?.content ?? '';
}

/** Every file of the data dir, read as text. */
function dataDirText(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => (statSync(path).isDirectory() ? dataDirText(path) : readFileSync(path, 'latin1')))
    .join('\n');
}

/** Anything that holds 8 characters of the token in a row. */
function leaks(text: string): boolean {
  for (let start = 0; start + 8 <= TOKEN.length; start += 1) {
    if (text.includes(TOKEN.slice(start, start + 8))) return true;
  }
  return false;
}

describe('a web service that echoes the secret header', () => {
  it.each(['bare_echo', 'straddle_echo', 'deep_echo'])(
    'cannot get it to the model through %s',
    async (name) => {
      const result = await callTool(name);
      expect(result).not.toBe('');
      expect(leaks(result)).toBe(false);
    },
  );

  it("cannot get it into a later step's notification through a named step", async () => {
    const before = simulator.serviceCalls.length;
    const result = await callTool('next_trains');
    const calls = simulator.serviceCalls.slice(before);
    expect(calls.map((call) => `${call.domain}.${call.service}`)).toEqual(['persistent_notification.create']);
    expect(JSON.stringify(calls)).toContain('S1');
    expect(leaks(JSON.stringify(calls))).toBe(false);
    expect(leaks(result)).toBe(false);
  });

  it('leaves it in no log line, trace or file of the data dir', async () => {
    const traces = hearth.hearth.traces;
    const shown = JSON.stringify(traces.list({ limit: 100 }).map((summary) => traces.get(summary.id)));
    expect(shown).toContain('bare_echo');
    expect(leaks(shown)).toBe(false);
    expect(leaks(JSON.stringify(hearth.logs))).toBe(false);
    // The history is written a moment after each turn: wait until the last tool call is in it.
    await expect.poll(() => dataDirText(hearth.dataDir), { timeout: 10_000 }).toContain('next_trains');
    expect(leaks(dataDirText(hearth.dataDir))).toBe(false);
  });
});
