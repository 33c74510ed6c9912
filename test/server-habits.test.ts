// Issue 24: what real servers and small local models send, replayed byte for byte (chunk boundaries cut
// mid-line, CRLF, comment lines, missing [DONE]) by the scripted server, through a real Hearth over
// Wyoming to the simulated home. Each test checks the home's end state and the exact Wyoming events:
// no tags, no JSON, no reasoning spoken, and the right apology when it fails.
//
// The fixtures were written from these sources (facts only; no code copied):
// - Ollama, /v1 streaming: every parallel call carries `index: 0` (ollama/ollama issues #15457, #15497;
//   vercel/ai PR #14277; the legacy tool path through `ToToolCalls` in openai/openai.go), chunk keys and
//   `system_fingerprint: "fp_ollama"` as its openai/ layer writes them, with Go's JSON escaping of < and >.
// - Mistral's API: 422 with a pydantic `extra_forbidden` detail for `stream_options` (dnakov/anon-kode
//   issue #53, vybestack/llxprt-code issue #114).
// - DeepSeek thinking mode: `reasoning_content` streamed apart and required back with tool calls, else
//   400 "The reasoning_content in the thinking mode must be passed back to the API." (api-docs.deepseek.com
//   guides/thinking_mode#tool-calls; JohnnyZ93/oai-compatible-copilot issue #215).
// - Gemini 3 through its OpenAI compatibility: `extra_content.google.thought_signature` on each tool call,
//   required back (ai.google.dev/gemini-api/docs/thought-signatures; continuedev/continue PR #8865).
// - llama.cpp's server: a failure mid-stream is written as an `error: {code, message, type}` SSE line by
//   `server_sent_event(sink, "error", …)`, then `data: [DONE]` (tools/server/server.cpp).
// - vLLM's tool parsers and docs (docs/features/tool_calling.md, tool_parsers/hermes, llama3_json,
//   mistral): `<tool_call>{…}</tool_call>`, `<|python_tag|>{"name", "parameters"}` joined by ";",
//   `[TOOL_CALLS][{…}]` and the v11 `[TOOL_CALLS]name[ARGS]{…}` — what a server without the parser
//   leaves in `content`. llama-cpp-python streams through sse-starlette, whose separator is CRLF.
// - ik_llama.cpp issue #467: streams that end without `data: [DONE]`.
// - Home Assistant's Ollama integration (homeassistant/components/ollama/entity.py) repairs small
//   models' tool arguments that arrive as JSON inside a string and drops empty values.
// - LiteLLM PR #37792 (ollama_chat): streamed `function.arguments` as a JSON object, not a string.
// - OpenRouter's docs: `: OPENROUTER PROCESSING` comment lines, 402 for missing credits; Groq and
//   OpenRouter send `retry-after` (seconds) with 429. OpenAI: 429 `insufficient_quota`, 401
//   `invalid_api_key`, 400 `context_length_exceeded`.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { modelErrorHint } from '../src/llm/index.js';
import { startSimulator } from '../src/simulator/index.js';
import type { Simulator } from '../src/simulator/types.js';
import { closedPort } from './support/closed-port.js';
import { startTestHearth, type AskResult, type TestHearth } from './support/hearth.js';
import {
  bytes,
  fail,
  hang,
  say,
  startScriptedModel,
  type ScriptedModel,
  type ScriptedRequest,
  type ScriptedStep,
} from './support/scripted-model.js';
import { chop, chunk, event, ollamaChunk, textStream } from './support/wire-bytes.js';

let simulator: Simulator;
let model: ScriptedModel;
let hearth: TestHearth;

const CEILING = 'light.kitchen_ceiling';
const CABINET = 'light.kitchen_under_cabinet';

beforeAll(async () => {
  simulator = await startSimulator();
  model = await startScriptedModel();
  hearth = await startTestHearth({ modelUrl: model.url, simulator, env: { TURN_TIMEOUT_S: '5' } });
  await hearth.homeReady();
});

afterAll(async () => {
  await hearth.close({ removeData: true });
  await model.close();
  await simulator.close();
});

beforeEach(async () => {
  await setStates({ [CEILING]: 'off', [CABINET]: 'off' });
});

async function setStates(states: Record<string, string>, on: TestHearth = hearth): Promise<void> {
  const home = on.hearth.homeAssistant!.home;
  for (const [entityId, state] of Object.entries(states)) simulator.setState({ entityId, state });
  for (const [entityId, state] of Object.entries(states)) {
    await home.waitFor(entityId, (entity) => entity.state === state, { timeoutMs: 5_000 });
  }
}

/** Scripts the model's answers for one turn, asks over Wyoming, and returns the requests it caused. */
async function turn(
  text: string,
  steps: readonly ScriptedStep[],
  on: TestHearth = hearth,
  language = 'en',
): Promise<{ result: AskResult; requests: ScriptedRequest[] }> {
  const first = model.requests.length;
  model.enqueue(...steps);
  const result = await on.ask(text, { language });
  const requests = model.requests.slice(first).filter((request) => request.path === '/v1/chat/completions');
  return { result, requests };
}

/** The Wyoming events of a turn as `type: text`, exactly as a client receives them. */
function events(result: AskResult): string[] {
  return result.events.map((received) =>
    typeof received.data.text === 'string' ? `${received.type}: ${received.data.text}` : received.type,
  );
}

function answered(text: string): string[] {
  return ['handled-start', `handled-chunk: ${text}`, `handled: ${text}`, 'handled-stop'];
}

function lightState(entityId: string): string | undefined {
  return simulator.state(entityId)?.state;
}

/** The tool results Hearth sent back in a request, parsed. */
function toolResults(request: ScriptedRequest): Record<string, unknown>[] {
  return (request.body.messages ?? [])
    .filter((message) => message.role === 'tool')
    .map((message) => JSON.parse(message.content ?? 'null') as Record<string, unknown>);
}

const TURN_ON_CEILING = '{"action":"turn_on","targets":["kitchen ceiling"]}';
const TURN_ON_CABINET = '{"action":"turn_on","targets":["under cabinet lights"]}';

describe('parallel tool calls that all carry index 0', () => {
  it('runs both of Ollama\'s calls (different ids, index 0) instead of one unknown "controlcontrol"', async () => {
    const ollama = 'qwen2.5:7b';
    const call = (id: string, args: string) => ({
      role: 'assistant',
      content: '',
      tool_calls: [{ id, index: 0, type: 'function', function: { name: 'control', arguments: args } }],
    });
    const stream =
      event(ollamaChunk(ollama, call('call_wteop8bt', TURN_ON_CEILING))) +
      event(ollamaChunk(ollama, call('call_rk2xye1l', TURN_ON_CABINET))) +
      event(ollamaChunk(ollama, { role: 'assistant', content: '' }, 'tool_calls')) +
      event('[DONE]');
    const { result, requests } = await turn('turn on both kitchen lights', [
      bytes(chop(stream, 97)),
      say('Both kitchen lights are on.'),
    ]);
    expect(lightState(CEILING)).toBe('on');
    expect(lightState(CABINET)).toBe('on');
    expect(events(result)).toEqual(answered('Both kitchen lights are on.'));
    const sent = requests[1]!.body.messages!.find((message) => message.tool_calls !== undefined);
    expect(sent?.tool_calls).toMatchObject([
      { id: 'call_wteop8bt', function: { name: 'control', arguments: TURN_ON_CEILING } },
      { id: 'call_rk2xye1l', function: { name: 'control', arguments: TURN_ON_CABINET } },
    ]);
  });

  it('sets a name repeated in every fragment instead of appending it', async () => {
    // The shape the issue names: index 0 throughout, the whole name in every fragment, an id on the first.
    const fragment = (id: string | undefined, args: string) =>
      event(
        chunk('local-model', {
          tool_calls: [
            { index: 0, ...(id === undefined ? {} : { id }), function: { name: 'control', arguments: args } },
          ],
        }),
      );
    const stream =
      event(chunk('local-model', { role: 'assistant', content: '' })) +
      fragment('call_1', '{"action":"turn_on",') +
      fragment(undefined, '"targets":["kitchen ceiling"]}') +
      fragment('call_2', '{"action":"turn_on",') +
      fragment(undefined, '"targets":["under cabinet lights"]}') +
      event(chunk('local-model', {}, 'tool_calls')) +
      event('[DONE]');
    const { result } = await turn('turn on both kitchen lights', [
      bytes(chop(stream, 41)),
      say('Both are on.'),
    ]);
    expect([lightState(CEILING), lightState(CABINET)]).toEqual(['on', 'on']);
    expect(events(result)).toEqual(answered('Both are on.'));
  });
});

describe('a refused parameter answered with 422', () => {
  it("drops stream_options after Mistral's 422 extra_forbidden and answers", async () => {
    const mistral = 'mistral-small-latest';
    const refusal = {
      object: 'error',
      message: {
        detail: [
          {
            type: 'extra_forbidden',
            loc: ['body', 'stream_options', 'include_usage'],
            msg: 'Extra inputs are not permitted',
            input: true,
            url: 'https://errors.pydantic.dev/2.10/v/extra_forbidden',
          },
        ],
      },
      type: 'invalid_request_error',
      param: null,
      code: null,
    };
    // Mistral sends a whole call in one chunk, with a 9-character id, and usage on the last chunk.
    const call = event(
      chunk(mistral, {
        tool_calls: [
          { id: 'D681PevKs', function: { name: 'control', arguments: TURN_ON_CEILING }, index: 0 },
        ],
      }),
    );
    const finish = event(
      chunk(mistral, { content: '' }, 'tool_calls', {
        usage: { prompt_tokens: 1200, total_tokens: 1230, completion_tokens: 30 },
      }),
    );
    const { result, requests } = await turn('turn on the kitchen ceiling light', [
      fail(422, refusal),
      bytes(
        chop(event(chunk(mistral, { role: 'assistant', content: '' })) + call + finish + event('[DONE]'), 53),
      ),
      say('The kitchen ceiling light is on.'),
    ]);
    expect(lightState(CEILING)).toBe('on');
    expect(events(result)).toEqual(answered('The kitchen ceiling light is on.'));
    expect(requests).toHaveLength(3);
    expect(requests[0]!.body.stream_options).toBeDefined();
    expect(requests[1]!.body.stream_options).toBeUndefined();
    expect(requests[2]!.body.stream_options).toBeUndefined();
  });
});

describe('reasoning that must be sent back with the tool call', () => {
  afterAll(() => model.setFallback(() => say('This is a scripted answer.')));

  it("sends DeepSeek's reasoning_content back with its tool call, so the follow-up is accepted", async () => {
    const deepseek = 'deepseek-reasoner';
    const think = (text: string) => event(chunk(deepseek, { content: null, reasoning_content: text }));
    const stream =
      event(chunk(deepseek, { role: 'assistant', content: null, reasoning_content: '' })) +
      think('The user wants the kitchen') +
      think(' ceiling light on. I will call control.') +
      event(
        chunk(deepseek, {
          tool_calls: [
            {
              index: 0,
              id: 'call_00_Q9aVgl1mwmZ3',
              type: 'function',
              function: { name: 'control', arguments: '' },
            },
          ],
        }),
      ) +
      event(chunk(deepseek, { tool_calls: [{ index: 0, function: { arguments: TURN_ON_CEILING } }] })) +
      event(chunk(deepseek, { content: '' }, 'tool_calls')) +
      event('[DONE]');
    // The follow-up is refused, as DeepSeek does, unless the assistant message carries the reasoning.
    model.setFallback((request) => {
      const assistant = request.body.messages?.find((message) => message.tool_calls !== undefined);
      return (assistant as { reasoning_content?: unknown } | undefined)?.reasoning_content ===
        'The user wants the kitchen ceiling light on. I will call control.'
        ? say('The kitchen ceiling light is on.')
        : fail(400, {
            error: {
              message: 'The reasoning_content in the thinking mode must be passed back to the API.',
              type: 'invalid_request_error',
              param: null,
              code: 'invalid_request_error',
            },
          });
    });
    const { result, requests } = await turn('turn on the kitchen ceiling light', [bytes(chop(stream, 64))]);
    expect(lightState(CEILING)).toBe('on');
    expect(events(result)).toEqual(answered('The kitchen ceiling light is on.'));
    expect(requests).toHaveLength(2);
  });

  it("sends Gemini 3's thought_signature back on its tool call", async () => {
    const signature = 'CvIBAY8a3Z2j6a0VdVwH1Xg9YcQm';
    // Gemini's compatibility layer sends the call whole, without an index, with the signature beside it.
    const stream =
      event(
        JSON.stringify({
          choices: [
            {
              delta: {
                role: 'assistant',
                tool_calls: [
                  {
                    extra_content: { google: { thought_signature: signature } },
                    function: { arguments: TURN_ON_CEILING, name: 'control' },
                    id: 'function-call-7311849203',
                    type: 'function',
                  },
                ],
              },
              finish_reason: 'tool_calls',
              index: 0,
            },
          ],
          created: 1_764_000_000,
          id: 'Zr0laNbVC4WvkdUP',
          model: 'gemini-3-pro-preview',
          object: 'chat.completion.chunk',
        }),
      ) + event('[DONE]');
    model.setFallback((request) => {
      const assistant = request.body.messages?.find((message) => message.tool_calls !== undefined);
      const sent = assistant?.tool_calls?.[0] as {
        extra_content?: { google?: { thought_signature?: string } };
      };
      return sent?.extra_content?.google?.thought_signature === signature
        ? say('The kitchen ceiling light is on.')
        : fail(400, {
            error: {
              code: 400,
              message: 'Function call is missing a thought_signature in functionCall parts.',
              status: 'INVALID_ARGUMENT',
            },
          });
    });
    const { result } = await turn('turn on the kitchen ceiling light', [bytes(chop(stream, 90))]);
    expect(lightState(CEILING)).toBe('on');
    expect(events(result)).toEqual(answered('The kitchen ceiling light is on.'));
  });
});

describe('a failure the stream reports, or an answer with nothing in it', () => {
  it("speaks llama.cpp's `error:` line (then [DONE]) as the failure it is, not a canned Done.", async () => {
    const llama = 'qwen2.5-7b-instruct-q4_k_m.gguf';
    const stream =
      event(chunk(llama, { role: 'assistant', content: null })) +
      'error: {"code":400,"message":"the request exceeds the available context size, try increasing it","type":"exceed_context_size_error"}\n\n' +
      event('[DONE]');
    const { result } = await turn('turn on the kitchen ceiling light', [bytes(chop(stream, 33))]);
    expect(lightState(CEILING)).toBe('off');
    expect(events(result)).toEqual([
      'not-handled: Sorry, this is more than my language model can read at once. Please give it a larger context size in its settings.',
    ]);
  });

  it('fails an answer with no text, no tool call and no finish reason', async () => {
    const { result } = await turn('turn on the kitchen ceiling light', [
      bytes([': keep-alive\n\n', 'data: [DONE]\n\n']),
    ]);
    expect(events(result)).toEqual(['not-handled: Sorry, I could not get an answer right now.']);
  });
});

describe('reasoning closed by a lone </think>', () => {
  it('speaks neither the reasoning nor the tag of a Qwen3 Thinking build (the tag opened in the prompt)', async () => {
    const thinking = 'Qwen/Qwen3-4B-Thinking-2507';
    const local = await startTestHearth({ modelUrl: model.url, simulator, env: { LLM_MODEL: thinking } });
    try {
      await local.homeReady();
      await setStates({ [CEILING]: 'off' }, local);
      // vLLM with a tool parser but no reasoning parser: the reasoning stays in content, then the call.
      const first =
        event(chunk(thinking, { role: 'assistant', content: '' })) +
        [
          'Okay, the user wants',
          ' the kitchen ceiling light on.',
          ' I should call control.\n',
          '</think>',
          '\n\n',
        ]
          .map((piece) => event(chunk(thinking, { content: piece })))
          .join('') +
        event(
          chunk(thinking, {
            tool_calls: [
              {
                id: 'chatcmpl-tool-1f0c',
                type: 'function',
                index: 0,
                function: { name: 'control', arguments: TURN_ON_CEILING },
              },
            ],
          }),
        ) +
        event(chunk(thinking, {}, 'tool_calls')) +
        event('[DONE]');
      const second = textStream(thinking, [
        'The light',
        ' reports on,',
        ' so I confirm.',
        '\n</',
        'think>\n\n',
        'The kitchen ceiling',
        ' light is on.',
      ]);
      const { result } = await turn(
        'turn on the kitchen ceiling light',
        [bytes(chop(first, 45)), bytes(chop(second, 29))],
        local,
      );
      expect(lightState(CEILING)).toBe('on');
      expect(events(result)).toEqual(answered('The kitchen ceiling light is on.'));
    } finally {
      await local.close({ removeData: true });
    }
  });
});

describe('tool calls written as text', () => {
  // What a server without the model's tool parser streams as content, and whose bytes these are.
  const formats: [string, string][] = [
    [
      'Hermes/Qwen <tool_call> through Ollama (Go escapes < and >)',
      [
        '<tool_call>',
        '\n{"name": "control", "arguments": ',
        '{"action": "turn_on", "targets": ["kitchen ceiling"]}}',
        '\n</tool_call>',
      ]
        .map((piece) => event(ollamaChunk('qwen2.5:3b', { role: 'assistant', content: piece })))
        .join('') +
        event(ollamaChunk('qwen2.5:3b', { role: 'assistant', content: '' }, 'stop')) +
        event('[DONE]'),
    ],
    [
      'Llama 3.x <|python_tag|> from ik_llama.cpp (no [DONE])',
      event(chunk('llama-3.1-8b', { role: 'assistant', content: null })) +
        [
          '<|python_tag|>',
          '{"name": "control", ',
          '"parameters": {"action": "turn_on", ',
          '"targets": ["kitchen ceiling"]}}',
          '<|eom_id|>',
        ]
          .map((piece) => event(chunk('llama-3.1-8b', { content: piece })))
          .join('') +
        event(chunk('llama-3.1-8b', {}, 'stop')),
    ],
    [
      'Mistral [TOOL_CALLS] from llama-cpp-python (CRLF separators)',
      textStream(
        'mistral-7b-instruct-v0.3',
        [
          '[TOOL_CALLS]',
          ' [{"name": "control", "arguments": ',
          '{"action": "turn_on", "targets": ["kitchen ceiling"]}}]',
        ],
        '\r\n',
      ),
    ],
    [
      'Mistral v11 [TOOL_CALLS]name[ARGS]{…} from vLLM without its parser',
      textStream('Ministral-3-8B', ['[TOOL_CALLS]', 'control', '[ARGS]', TURN_ON_CEILING]),
    ],
    [
      'a bare JSON object naming a tool (Llama 3.2 through Ollama)',
      ['{"name": "control", "parameters": ', '{"action": "turn_on", "targets": ["kitchen ceiling"]}}']
        .map((piece) => event(ollamaChunk('llama3.2:3b', { role: 'assistant', content: piece })))
        .join('') +
        event(ollamaChunk('llama3.2:3b', { role: 'assistant', content: '' }, 'stop')) +
        event('[DONE]'),
    ],
  ];

  it.each(formats)('runs %s as a tool call and never speaks it', async (_name, stream) => {
    const { result, requests } = await turn('turn on the kitchen ceiling light', [
      bytes(chop(stream, 23)),
      say('The kitchen ceiling light is on.'),
    ]);
    expect(lightState(CEILING)).toBe('on');
    expect(events(result)).toEqual(answered('The kitchen ceiling light is on.'));
    expect(requests).toHaveLength(2);
    expect(toolResults(requests[1]!)).toMatchObject([{ ok: true }]);
    const sent = requests[1]!.body.messages!.find((message) => message.tool_calls !== undefined);
    expect(sent?.content ?? '').toBe('');
  });

  it('speaks text that only looks like a call, and runs nothing', async () => {
    const text = '{"name": "Kitchen Ceiling", "state": "off"} is what I see: the light is off.';
    const { result, requests } = await turn('is the kitchen ceiling light on?', [
      bytes(chop(textStream('qwen2.5:7b', [text.slice(0, 20), text.slice(20)]), 31)),
    ]);
    expect(requests).toHaveLength(1);
    expect(lightState(CEILING)).toBe('off');
    expect(result.chunks.join(' ')).toContain('the light is off.');
    expect(result.outcome).toBe('handled');
  });
});

describe('arguments sent as a JSON object instead of a string', () => {
  it('runs the call with the object as its arguments', async () => {
    const stream =
      event(chunk('ollama_chat/qwen2.5', { role: 'assistant', content: '' })) +
      event(
        chunk('ollama_chat/qwen2.5', {
          tool_calls: [
            {
              id: 'call_5c2e',
              index: 0,
              type: 'function',
              function: { name: 'control', arguments: { action: 'turn_on', targets: ['kitchen ceiling'] } },
            },
          ],
        }),
      ) +
      event(chunk('ollama_chat/qwen2.5', {}, 'tool_calls')) +
      event('[DONE]');
    const { result, requests } = await turn('turn on the kitchen ceiling light', [
      bytes(chop(stream, 77)),
      say('The kitchen ceiling light is on.'),
    ]);
    expect(lightState(CEILING)).toBe('on');
    expect(events(result)).toEqual(answered('The kitchen ceiling light is on.'));
    expect(toolResults(requests[1]!)).toMatchObject([{ ok: true }]);
  });
});

describe('near-miss arguments from small models', () => {
  /** One call as a small model through Ollama writes it (arguments already text, index 0), then the answer. */
  function ollamaCall(args: string): ScriptedStep {
    const stream =
      event(
        ollamaChunk('llama3.2:3b', {
          role: 'assistant',
          content: '',
          tool_calls: [
            { id: 'call_n3ar', index: 0, type: 'function', function: { name: 'control', arguments: args } },
          ],
        }),
      ) +
      event(ollamaChunk('llama3.2:3b', { role: 'assistant', content: '' }, 'tool_calls')) +
      event('[DONE]');
    return bytes(chop(stream, 61));
  }

  it.each([
    [
      'a string where a list is expected',
      '{"action":"turn_on","targets":"kitchen ceiling","brightness":"40"}',
      [CEILING],
    ],
    ['JSON inside a string', '{"action":"turn_on","targets":"[\\"kitchen ceiling\\"]"}', [CEILING]],
    ['the singular entity_id', '{"action":"turn_on","entity_id":"light.kitchen_ceiling"}', [CEILING]],
    [
      'entity_ids as one string',
      '{"action":"turn_on","entity_ids":"light.kitchen_under_cabinet"}',
      [CABINET],
    ],
    [
      'an area instead of targets',
      '{"action":"turn_on","area":"kitchen","domain":"light"}',
      [CEILING, CABINET],
    ],
    [
      'arguments encoded twice, with empty values',
      JSON.stringify('{"action":"turn_on","targets":["kitchen ceiling"],"color":"","entity_ids":[]}'),
      [CEILING],
    ],
  ])('repairs %s and acts', async (_name, args, lit) => {
    const { result, requests } = await turn('turn on the kitchen light', [
      ollamaCall(args),
      say('Done, it is on.'),
    ]);
    expect(toolResults(requests[1]!)).toMatchObject([{ ok: true }]);
    for (const entityId of [CEILING, CABINET]) {
      expect(lightState(entityId)).toBe(lit.includes(entityId) ? 'on' : 'off');
    }
    expect(events(result)).toEqual(answered('Done, it is on.'));
  });

  it('sets the brightness a number written as text asks for', async () => {
    await turn('kitchen ceiling to 40 percent', [
      ollamaCall('{"action":"turn_on","targets":"kitchen ceiling","brightness":"40%"}'),
      say('At 40 percent.'),
    ]);
    expect(simulator.state(CEILING)?.attributes.brightness).toBe(102);
  });

  it('refuses what is not plain with an error the model can act on', async () => {
    const { requests } = await turn('make the kitchen ceiling bright', [
      ollamaCall('{"action":"turn_on","targets":["kitchen ceiling"],"brightness":"bright","colour":"red"}'),
      say('Sorry, I could not set that.'),
    ]);
    expect(lightState(CEILING)).toBe('off');
    const [reported] = toolResults(requests[1]!);
    expect(reported).toMatchObject({ ok: false });
    expect(String(reported!.error)).toContain('brightness');
    expect(String(reported!.error)).toContain('Unknown arguments ignored: colour');
    expect(String(reported!.error)).toContain('The arguments of control are: action, targets');
  });
});

describe('429 with Retry-After', () => {
  const limited = {
    error: {
      message:
        'Rate limit reached for model `llama-3.1-8b-instant` on requests per minute (RPM). Please try again in 1s.',
      type: 'requests',
      code: 'rate_limit_exceeded',
    },
  };

  it('waits the time the server asks before its one retry', async () => {
    const { result, requests } = await turn('turn on the kitchen ceiling light', [
      { kind: 'error', status: 429, body: limited, headers: { 'retry-after': '1' } },
      bytes(
        chop(
          ': OPENROUTER PROCESSING\n\n' +
            event(chunk('meta-llama/llama-3.1-8b-instruct', { role: 'assistant', content: '' })) +
            event(
              chunk('meta-llama/llama-3.1-8b-instruct', {
                tool_calls: [
                  {
                    index: 0,
                    id: 'call_x1',
                    type: 'function',
                    function: { name: 'control', arguments: TURN_ON_CEILING },
                  },
                ],
              }),
            ) +
            event(chunk('meta-llama/llama-3.1-8b-instruct', {}, 'tool_calls')) +
            event('[DONE]'),
          57,
        ),
      ),
      say('The kitchen ceiling light is on.'),
    ]);
    expect(requests).toHaveLength(3);
    expect(requests[1]!.receivedAt - requests[0]!.receivedAt).toBeGreaterThanOrEqual(950);
    expect(lightState(CEILING)).toBe('on');
    expect(events(result)).toEqual(answered('The kitchen ceiling light is on.'));
  });

  it('does not retry when the wait asked for is longer than a spoken turn, and says it is rate limited', async () => {
    const { result, requests } = await turn('turn on the kitchen ceiling light', [
      { kind: 'error', status: 429, body: limited, headers: { 'retry-after': '3600' } },
    ]);
    expect(requests).toHaveLength(1);
    expect(events(result)).toEqual([
      'not-handled: Sorry, my language model service is limiting my requests right now. Please ask again in a minute.',
    ]);
  });
});

describe('distinct failures sound distinct', () => {
  const PHRASES = {
    modelKey: 'Sorry, my language model refused my access key. Please check the API key in my settings.',
    credit:
      'Sorry, my language model account has run out of credit or quota. Please check the plan and billing of my API key.',
    unknownModel:
      'Sorry, my language model server does not know the model in my settings. Please check the model name.',
    refused: 'Sorry, my language model server refused my request. The reason is in my log.',
    context:
      'Sorry, this is more than my language model can read at once. Please give it a larger context size in its settings.',
    rateLimited:
      'Sorry, my language model service is limiting my requests right now. Please ask again in a minute.',
  };
  const cases: [string, ScriptedStep, string, string][] = [
    [
      '401 (key)',
      fail(401, {
        error: {
          message:
            'Incorrect API key provided: sk-test-****6789. You can find your API key at https://platform.openai.com/account/api-keys.',
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      }),
      'unauthorized',
      PHRASES.modelKey,
    ],
    [
      '403 (key)',
      fail(403, { error: { message: 'Forbidden', code: 403 } }),
      'unauthorized',
      PHRASES.modelKey,
    ],
    [
      '402 (payment)',
      fail(402, {
        error: {
          message: 'Insufficient credits. Add more using https://openrouter.ai/settings/credits',
          code: 402,
        },
      }),
      'payment-required',
      PHRASES.credit,
    ],
    [
      '429 (quota)',
      fail(429, {
        error: {
          message: 'You exceeded your current quota, please check your plan and billing details.',
          type: 'insufficient_quota',
          param: null,
          code: 'insufficient_quota',
        },
      }),
      'quota-exceeded',
      PHRASES.credit,
    ],
    [
      '404 (model)',
      fail(404, {
        error: {
          message: 'model "qwen2.5:7b" not found, try pulling it first',
          type: 'api_error',
          param: null,
          code: null,
        },
      }),
      'unknown-model',
      PHRASES.unknownModel,
    ],
    [
      '400 (request refused)',
      fail(400, {
        object: 'error',
        message:
          "Invalid 'messages[1].content': string too long. Expected a string with maximum length 1048576.",
        type: 'BadRequestError',
        param: null,
        code: 400,
      }),
      'request-refused',
      PHRASES.refused,
    ],
    [
      '422 (request refused)',
      fail(422, {
        object: 'error',
        message: {
          detail: [
            {
              type: 'extra_forbidden',
              loc: ['body', 'messages', 1, 'user', 'name'],
              msg: 'Extra inputs are not permitted',
            },
          ],
        },
        type: 'invalid_request_error',
        param: null,
        code: null,
      }),
      'request-refused',
      PHRASES.refused,
    ],
    [
      'context overflow',
      fail(400, {
        error: {
          message:
            "This model's maximum context length is 8192 tokens. However, your messages resulted in 9123 tokens.",
          type: 'invalid_request_error',
          param: 'messages',
          code: 'context_length_exceeded',
        },
      }),
      'context-too-long',
      PHRASES.context,
    ],
  ];

  /** What each kind tells the user to change: one hint per code, and no two kinds share one. */
  const hints = new Map(cases.map(([, , code]) => [code, modelErrorHint(code)]));

  it('gives every kind its own hint', () => {
    expect(new Set(hints.values()).size).toBe(hints.size);
    expect([...hints.values()].every((hint) => hint !== undefined)).toBe(true);
  });

  it.each(cases)(
    '%s: its own log line with a hint, and its own apology',
    async (_name, step, code, spoken) => {
      const firstLog = hearth.logs.length;
      const { result, requests } = await turn('turn on the kitchen ceiling light', [step]);
      expect(requests).toHaveLength(1);
      expect(events(result)).toEqual([`not-handled: ${spoken}`]);
      // The model layer's line (the server's words, what to change) and the turn's line (its trace) agree.
      const lines = hearth.logs.slice(firstLog).filter((line) => line.code === code && line.level === 40);
      const request = lines.find((line) => String(line.msg).startsWith('model request failed'));
      expect(request?.serverMessage).toBeDefined();
      expect(lines.map((line) => line.hint)).toEqual([hints.get(code), hints.get(code)]);
      expect(JSON.stringify(hearth.logs)).not.toContain('sk-test-secret-key-0123456789');
    },
  );

  it("says so in the user's language", async () => {
    const { result } = await turn(
      'schalte das Küchenlicht ein',
      [fail(402, { error: { message: 'Insufficient credits.', code: 402 } })],
      hearth,
      'de',
    );
    expect(events(result)).toEqual([
      'not-handled: Entschuldigung, das Konto meines Sprachmodells hat kein Guthaben oder Kontingent mehr. Bitte prüf Tarif und Abrechnung meines API-Schlüssels.',
    ]);
  });

  it('a model that never answers: the turn deadline speaks "took too long"', async () => {
    const { result } = await turn('turn on the kitchen ceiling light', [hang()]);
    expect(events(result)).toEqual(['not-handled: Sorry, that took too long. Please try again.']);
  });

  it('a server that cannot be reached is the only one called unreachable', async () => {
    const port = await closedPort();
    const lonely = await startTestHearth({ modelUrl: `http://127.0.0.1:${port}/v1`, simulator });
    try {
      const result = await lonely.ask('turn on the kitchen ceiling light');
      expect(events(result)).toEqual(['not-handled: Sorry, my language model is not reachable right now.']);
      expect(lonely.logs.some((line) => line.code === 'unavailable' && line.hint !== undefined)).toBe(true);
    } finally {
      await lonely.close({ removeData: true });
    }
  });
});
