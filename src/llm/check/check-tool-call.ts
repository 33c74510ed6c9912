// The start-up check's model questions: Ollama's own (the model pulled, tools among its capabilities),
// and one tiny tool call through the model client itself, which a model that only talks fails plainly.
import type { ModelEndpointCheck, ModelEndpointCheckOptions } from './model-endpoint-check.js';
import { runWithDeadline } from '../../deadline/run-with-deadline.js';
import { describeFailure } from './describe-check-failure.js';
import { isTextToolCall } from '../habits/model-habits.js';
import { modelErrorHint } from '../model-error-hint.js';
import { ModelError } from '../model-error.js';
import { serverRoot } from '../model-server.js';
import { HttpFailure } from '../post-for-stream.js';
import { requestJson } from '../request-json.js';

export const PROBE_TOOL = {
  type: 'function' as const,
  function: {
    name: 'check_connection',
    description: 'Does nothing; only checks that tool calling is accepted.',
    parameters: { type: 'object', properties: {} },
  },
};

/** Ollama's native questions: the model pulled (POST /api/show), and tools among its capabilities. */
export async function checkOllama(
  options: ModelEndpointCheckOptions,
  where: string,
): Promise<ModelEndpointCheck> {
  let shown: unknown;
  try {
    shown = await requestJson({
      method: 'POST',
      url: new URL(`${serverRoot(options.baseUrl)}/api/show`),
      headers: options.apiKey === undefined ? {} : { authorization: `Bearer ${options.apiKey}` },
      body: { model: options.model },
      timeoutMs: options.timeoutMs ?? 10_000,
      signal: options.signal,
      secret: options.apiKey,
    });
  } catch (error) {
    if (error instanceof HttpFailure && error.status === 404) {
      return {
        ok: false,
        problem: 'model-not-found',
        summary: `Ollama at ${where} has no model "${options.model}"`,
        hint: `Pull it on the Ollama server (ollama pull ${options.model}), or set llm_model to a model it has`,
        status: 404,
      };
    }
    return describeFailure(error, options, where);
  }
  const capabilities =
    typeof shown === 'object' && shown !== null
      ? (shown as { capabilities?: unknown }).capabilities
      : undefined;
  if (Array.isArray(capabilities) && !capabilities.includes('tools')) {
    return {
      ok: false,
      problem: 'no-tool-support',
      summary: `model "${options.model}" has no tool calling in Ollama (its capabilities: ${capabilities.join(', ')})`,
      hint: 'Choose a model with tool calling in llm_model (ollama.com lists them under "tools"), e.g. qwen2.5 or llama3.1; Hearth cannot control the home without it',
    };
  }
  const called = await probeToolCall(options, where);
  if (called !== undefined) return called;
  return {
    ok: true,
    modelListed: true,
    summary: `Ollama at ${where} is reachable through its native API, model "${options.model}" found, tool calls ${options.toolCallModel === undefined ? 'offered' : 'made'}`,
  };
}

const TOOL_CALL_QUESTION = 'Call the check_connection tool now. Do not answer in words.';

/**
 * One tiny tool call through the model client itself: a model that answers in words here will not
 * control the home either. Undefined when the call came (or there is no client to ask).
 */
export async function probeToolCall(
  options: ModelEndpointCheckOptions,
  where: string,
): Promise<Extract<ModelEndpointCheck, { ok: false }> | undefined> {
  const model = options.toolCallModel;
  if (model === undefined) return undefined;
  let text = '';
  let finish: string | undefined;
  let writtenAsText = false;
  let timedOut = (): boolean => false;
  try {
    const called = await runWithDeadline(
      options.toolCallTimeoutMs ?? 60_000,
      async (signal, deadline) => {
        timedOut = () => deadline.aborted;
        for await (const part of model.stream({
          messages: [{ role: 'user', content: TOOL_CALL_QUESTION }],
          tools: [PROBE_TOOL.function],
          maxTokens: 256,
          signal,
        })) {
          if (part.type === 'tool-call') {
            if (!isTextToolCall(part.call)) return true;
            writtenAsText = true;
          }
          if (part.type === 'text-delta') text += part.text;
          if (part.type === 'finish') finish = part.reason;
        }
        return false;
      },
      options.signal,
    );
    if (called) return undefined;
  } catch (error) {
    if (error instanceof ModelError && error.code === 'aborted' && timedOut()) {
      return {
        ok: false,
        problem: 'no-tool-calls',
        summary: `model "${options.model}" made no tool call within ${Math.round((options.toolCallTimeoutMs ?? 60_000) / 1000)} s when asked for one`,
        hint: 'The model is too slow on this machine or still loading: choose a smaller model, or check the server',
      };
    }
    if (error instanceof ModelError && !(error.cause instanceof Error)) {
      // Hearth's own verdict (a prompt that cannot fit, a stream cut off), not the server's words.
      return {
        ok: false,
        problem: 'rejected',
        summary: `the test tool call to "${options.model}" failed: ${error.message}`,
        hint: modelErrorHint(error.code) ?? 'Check the model server',
      };
    }
    const cause = error instanceof ModelError && error.cause !== undefined ? error.cause : error;
    return describeFailure(cause, options, where);
  }
  if (writtenAsText) {
    return {
      ok: false,
      problem: 'tool-calls-as-text',
      summary: `model "${options.model}" writes its tool calls as text; Hearth reads them, but the server should`,
      hint: "Turn on the server's tool-call parsing for this model (llama.cpp: start it with --jinja; vLLM: --enable-auto-tool-choice with the model's --tool-call-parser; Ollama: a model tagged tools): answers then start sooner and nothing is held back",
    };
  }
  if (finish === 'length' && text.trim() === '') {
    return {
      ok: false,
      problem: 'no-tool-calls',
      summary: `model "${options.model}" used up its tokens before calling the tool it was asked for (a model that thinks first?)`,
      hint: 'Switch thinking off: the thinking option on Ollama; elsewhere extra_request_fields {"chat_template_kwargs": {"enable_thinking": false}}',
    };
  }
  const said = text.trim().replace(/\s+/g, ' ').slice(0, 120);
  const asText = /check_connection/.test(text);
  return {
    ok: false,
    problem: 'no-tool-calls',
    summary: asText
      ? `model "${options.model}" wrote the tool call as text instead of making it ("${said}")`
      : `model "${options.model}" does not call tools: asked for one tiny tool call, it answered in words${said === '' ? '' : ` ("${said}")`}`,
    hint: asText
      ? "The server does not turn the model's tool-call text into tool calls: use a model and chat template with native tool calling (llama.cpp: start it with --jinja; Ollama: a model tagged tools)"
      : 'Choose a model that calls tools in llm_model (e.g. qwen2.5:7b or llama3.1:8b); without tool calls Hearth can only talk, not control the home',
  };
}
