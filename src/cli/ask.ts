// `hearth ask "…"`: speaks Wyoming to a running Hearth and prints each chunk with its time, then the answer.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { transcript, WyomingClient } from '../wyoming/index.js';
import { readTtsProgram, speakAnswer } from './ask-tts.js';
import { watchToolCalls, type ToolCallWatch } from './watch-tool-calls.js';

export const ASK_USAGE = `Usage: hearth ask "what you would say" [options]
  --host H            Hearth's host (default 127.0.0.1)
  --port P            Hearth's Wyoming port (default 10500)
  --conversation ID   continue a conversation (default: a new one, printed at the end)
  --language L        language tag sent with the transcript (default en)
  --device ID         Home Assistant device id of the satellite you pretend to be
  --timeout S         give up after S seconds (default 60)
  --verbose, -v       also print each tool call and its result, from Hearth's trace page
  --web-port P        the trace page's port (default 8099, as WEB_PORT)
  --tts               then play HA's TTS stage against the Hearth voice: prints the time to handled
                      and to the first audio, and saves the audio as a WAV file
  --satellite ID      satellite_id to send (early speech applies from its second question on)
  --voice NAME        the pipeline's voice for --tts
  --wav FILE          where --tts saves the audio (default hearth-answer.wav)
  -h, --help          this text`;

/** The flags `hearth ask` reads; each is explained in ASK_USAGE. */
export const ASK_FLAGS = {
  host: { type: 'string', default: '127.0.0.1' },
  port: { type: 'string', default: '10500' },
  conversation: { type: 'string' },
  language: { type: 'string', default: 'en' },
  device: { type: 'string' },
  timeout: { type: 'string', default: '60' },
  verbose: { type: 'boolean', short: 'v' },
  'web-port': { type: 'string', default: '8099' },
  tts: { type: 'boolean' },
  satellite: { type: 'string' },
  voice: { type: 'string' },
  wav: { type: 'string', default: 'hearth-answer.wav' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function runAsk(
  argv: string[],
  output: NodeJS.WritableStream = process.stdout,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: ASK_FLAGS,
  });
  const text = positionals.join(' ').trim();
  if (values.help === true || text === '') {
    (values.help === true ? process.stdout : process.stderr).write(`${ASK_USAGE}\n`);
    return values.help === true ? 0 : 2;
  }
  const port = Number(values.port);
  const timeoutMs = Number(values.timeout) * 1000;
  if (!Number.isInteger(port) || port <= 0 || port > 65535 || !(timeoutMs > 0)) {
    process.stderr.write(`hearth ask: invalid --port or --timeout\n${ASK_USAGE}\n`);
    return 2;
  }
  const conversationId = values.conversation ?? randomUUID();
  const context: Record<string, unknown> = { conversation_id: conversationId };
  if (values.device !== undefined) context.device_id = values.device;
  if (values.satellite !== undefined) context.satellite_id = values.satellite;
  let tts: { streaming: boolean } | undefined;
  if (values.tts === true) {
    // HA learns this from `info` when the integration is set up, before any question.
    tts = await readTtsProgram(values.host, port).catch(() => undefined);
    if (tts === undefined) {
      process.stderr.write(
        `hearth ask: Hearth at ${values.host}:${port} offers no TTS program; set tts_upstream (TTS_UPSTREAM) and restart it\n`,
      );
      return 1;
    }
  }

  const started = performance.now();
  const elapsed = (): string => `${Math.round(performance.now() - started)}`.padStart(6) + ' ms';
  let client: WyomingClient;
  try {
    client = await WyomingClient.connect({ host: values.host, port, timeoutMs: 5_000 });
  } catch (error) {
    process.stderr.write(`hearth ask: cannot reach Hearth at ${values.host}:${port} (${describe(error)})\n`);
    return 1;
  }
  let watch: ToolCallWatch | undefined;
  if (values.verbose === true) {
    const webPort = Number(values['web-port']);
    watch = await watchToolCalls({
      host: values.host,
      port: webPort,
      conversationId,
      onCall: (call) => output.write(`${elapsed()}  → ${call.name} ${shorten(call.arguments, 200)}\n`),
      onResult: (call) =>
        output.write(
          `${elapsed()}  ← ${call.name} ${call.ok ? 'ok' : 'failed'}` +
            `${call.durationMs === undefined ? '' : ` in ${call.durationMs} ms`}: ${shorten(call.result, 200)}\n`,
        ),
    });
    if (!watch.connected) {
      process.stderr.write(
        `hearth ask: tool calls not shown: no trace page at ${values.host}:${webPort} (set --web-port to Hearth's WEB_PORT)\n`,
      );
    }
  }
  try {
    await client.write(transcript(text, { language: values.language, context }));
    const deadline = started + timeoutMs;
    const chunks: string[] = [];
    let intentList = false;
    for (;;) {
      const event = await client.read({ timeoutMs: Math.max(1, deadline - performance.now()) });
      if (event === undefined) {
        process.stderr.write('hearth ask: the connection closed before an answer\n');
        return 1;
      }
      const eventText = typeof event.data.text === 'string' ? event.data.text : '';
      if (event.type === 'handled-chunk') {
        output.write(`${elapsed()}  ${eventText}\n`);
        chunks.push(eventText);
      }
      if (event.type === 'handled' && tts !== undefined) {
        output.write(`${elapsed()}  handled: ${eventText}\n`);
        return await speakAnswer({
          conversation: client,
          host: values.host,
          port,
          streaming: tts.streaming,
          language: values.language,
          voice: values.voice,
          wavPath: values.wav,
          started,
          deadline,
          handledText: eventText,
          chunks,
          output,
        });
      }
      if (event.type === 'handled') {
        output.write(`${elapsed()}  handled: ${eventText}\n(conversation ${conversationId})\n`);
        return 0;
      }
      if (event.type === 'not-handled') {
        output.write(`${elapsed()}  not handled: ${eventText}\n`);
        return 1;
      }
      // A timer or broadcast: Home Assistant would run these intents on the satellite and speak their text.
      if (event.type === 'intents-start') intentList = true;
      if (event.type === 'intent') {
        const entities = JSON.stringify(event.data.entities ?? []);
        output.write(
          `${elapsed()}  intent: ${String(event.data.name)} ${entities}${eventText ? ` "${eventText}"` : ''}\n`,
        );
        if (!intentList) {
          output.write(`(conversation ${conversationId})\n`);
          return 0;
        }
      }
      if (event.type === 'intents-stop') {
        output.write(`(conversation ${conversationId})\n`);
        return 0;
      }
    }
  } catch (error) {
    process.stderr.write(`hearth ask: ${describe(error)}\n`);
    return 1;
  } finally {
    client.close();
    // Results that arrived with the last chunk are printed before the stream closes.
    if (watch !== undefined) setTimeout(() => watch.close(), 50);
  }
}

function shorten(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ');
  return single.length > max ? `${single.slice(0, max)}…` : single;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
