import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTranscript } from './asr.js';
import { handled, handledChunk, handledStart, handledStop } from './handle.js';
import { info } from './info.js';
import { WyomingServer } from './wyoming-server.js';

// An independent peer: Python's stdlib, reading and writing frames the way the reference
// library (and so Home Assistant) does: readline, json.loads, readexactly, dict.update.
const PEER = String.raw`
import asyncio, json, sys

async def write_event(writer, event_type, data=None, payload=None):
    header = {"type": event_type, "version": "1.9.0"}
    parts = []
    if data:
        block = json.dumps(data, ensure_ascii=False).encode("utf-8")
        header["data_length"] = len(block)
        parts.append(block)
    if payload:
        header["payload_length"] = len(payload)
        parts.append(payload)
    writer.writelines([json.dumps(header, ensure_ascii=False).encode("utf-8") + b"\n"] + parts)
    await writer.drain()

async def read_event(reader):
    line = await reader.readline()
    if not line:
        return None
    header = json.loads(line)
    data = header.get("data") or {}
    if header.get("data_length"):
        data.update(json.loads(await reader.readexactly(header["data_length"])))
    payload = None
    if header.get("payload_length"):
        payload = await reader.readexactly(header["payload_length"])
    return {"type": header["type"], "data": data, "payload": list(payload) if payload else None}

async def main(port):
    out = {}
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    await write_event(writer, "describe")
    out["describe"] = await asyncio.wait_for(read_event(reader), 1.0)
    writer.close()

    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    await write_event(writer, "transcript", {"text": "Grüße aus der Küche 🌍", "language": "de",
                                             "context": {"conversation_id": "c1", "device_id": "d1"}})
    out["turn"] = []
    while True:
        event = await asyncio.wait_for(read_event(reader), 5.0)
        if event is None:
            raise SystemExit("connection lost")
        out["turn"].append(event)
        if event["type"] in ("handled", "not-handled", "error"):
            break
    writer.close()  # as Home Assistant does, before handled-stop arrives

    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    await write_event(writer, "audio-chunk", {"rate": 16000}, bytes(range(256)) * 4)
    out["echo"] = await asyncio.wait_for(read_event(reader), 1.0)
    writer.close()
    print(json.dumps(out, ensure_ascii=False))

asyncio.run(main(int(sys.argv[1])))
`;

const hasPython = spawnSync('python3', ['--version']).status === 0;
const attribution = { name: 'Test', url: 'https://example.com' };

describe.skipIf(!hasPython)('WyomingServer against a stdlib Python peer', () => {
  let server: WyomingServer;
  const transcripts: unknown[] = [];

  beforeAll(async () => {
    server = await WyomingServer.listen({
      host: '127.0.0.1',
      port: 0,
      handler: (event, connection) => {
        if (event.type === 'describe') {
          connection.write(
            info({
              handle: [
                {
                  name: 'agent',
                  attribution,
                  installed: true,
                  description: null,
                  version: '1',
                  models: [
                    {
                      name: 'm',
                      attribution,
                      installed: true,
                      description: null,
                      version: null,
                      languages: ['de'],
                    },
                  ],
                  supports_handled_streaming: true,
                  supports_home_control: true,
                },
              ],
            }),
          );
        }
        const said = parseTranscript(event);
        if (said !== undefined) {
          transcripts.push(said);
          connection.write(handledStart(said.context));
          for (const word of said.text.split(' ')) connection.write(handledChunk(`${word} `));
          connection.write(handled(said.text, said.context));
          setTimeout(() => connection.write(handledStop()), 20);
        }
        if (event.type === 'audio-chunk' && event.payload !== undefined) {
          connection.write({
            type: 'audio-echo',
            data: { bytes: event.payload.length },
            payload: event.payload,
          });
        }
      },
    });
  });

  afterAll(async () => {
    await server.close({ graceMs: 0 });
  });

  it('describes, streams a turn and echoes a payload in frames the reference reader accepts', async () => {
    const { stdout } = await promisify(execFile)('python3', ['-c', PEER, String(server.port)], {
      timeout: 15_000,
    });
    const out = JSON.parse(stdout) as Record<
      string,
      { type: string; data: Record<string, unknown>; payload: number[] | null }
    > & {
      turn: { type: string; data: Record<string, unknown> }[];
    };
    expect(out.describe?.type).toBe('info');
    expect(out.describe?.data.handle).toMatchObject([
      { name: 'agent', supports_home_control: true, models: [{ languages: ['de'] }] },
    ]);

    const text = 'Grüße aus der Küche 🌍';
    expect(transcripts).toEqual([
      { text, language: 'de', context: { conversation_id: 'c1', device_id: 'd1' } },
    ]);
    expect(out.turn.map((event) => event.type)).toEqual([
      'handled-start',
      ...text.split(' ').map(() => 'handled-chunk'),
      'handled',
    ]);
    expect(out.turn.at(-1)?.data).toEqual({ text, context: { conversation_id: 'c1', device_id: 'd1' } });

    expect(out.echo?.data).toEqual({ bytes: 1024 });
    expect(out.echo?.payload).toEqual(Array.from({ length: 1024 }, (_, index) => index % 256));
  });
});
