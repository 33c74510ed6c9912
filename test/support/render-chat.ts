// Renders a chat completion request the way a model server does before its model reads it: the
// request's messages and tools through a chat template (Jinja, as llama.cpp, vLLM and Transformers run
// them), then counted in o200k tokens. Used to see what a server's prefix cache keeps of a request.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from '@huggingface/jinja';
import { countTokens } from 'gpt-tokenizer';
import type { ChatCompletionBody } from './scripted-model.js';

export type TemplateName =
  | 'Qwen-Qwen2.5-7B-Instruct'
  | 'Qwen-Qwen3-0.6B'
  | 'meta-llama-Llama-3.3-70B-Instruct'
  | 'ollama-llama3.2-layout'
  | 'mistralai-Mistral-Nemo-Instruct-2407'
  | 'google-gemma-2-2b-it';

const TEMPLATES = join(import.meta.dirname, '..', 'chat-templates');
const loaded = new Map<TemplateName, Template>();

interface TemplateMessage {
  role: string;
  content: string;
  tool_calls?: { id?: string; type: 'function'; function: { name: string; arguments: unknown } }[];
  tool_call_id?: string;
}

/**
 * Templates without a system role or a tool role (Gemma) are given what llama.cpp's polyfills give them:
 * the system message and the tool list at the start of the first user turn, tool calls and results as
 * text turns, and neighbouring turns of one role merged so the roles still alternate.
 */
const WITHOUT_SYSTEM_OR_TOOL_ROLE = new Set<TemplateName>(['google-gemma-2-2b-it']);

export function renderChat(name: TemplateName, body: ChatCompletionBody): string {
  let template = loaded.get(name);
  if (template === undefined) {
    template = new Template(readFileSync(join(TEMPLATES, `${name}.jinja`), 'utf8'));
    loaded.set(name, template);
  }
  const tools = body.tools ?? [];
  let messages = (body.messages ?? []).map(toTemplateMessage);
  if (WITHOUT_SYSTEM_OR_TOOL_ROLE.has(name)) messages = polyfill(messages, tools);
  return template.render({
    messages,
    ...(tools.length > 0 && !WITHOUT_SYSTEM_OR_TOOL_ROLE.has(name) ? { tools } : {}),
    bos_token: '<s>',
    eos_token: '</s>',
    add_generation_prompt: true,
  });
}

/** o200k tokens of a rendered text; the templates' special tokens count as the text they are. */
export function tokensOf(text: string): number {
  return countTokens(text, { disallowedSpecial: new Set() });
}

/** Characters two rendered prompts share from their start: what a one-slot prefix cache keeps. */
export function commonPrefix(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let at = 0;
  while (at < length && a.charCodeAt(at) === b.charCodeAt(at)) at += 1;
  return at;
}

function toTemplateMessage(message: NonNullable<ChatCompletionBody['messages']>[number]): TemplateMessage {
  const out: TemplateMessage = { role: message.role, content: message.content ?? '' };
  if (message.tool_calls !== undefined && message.tool_calls.length > 0) {
    // Servers hand templates the arguments as an object (Llama's and Qwen's templates `tojson` them).
    out.tool_calls = (
      message.tool_calls as { id?: string; function: { name: string; arguments: string } }[]
    ).map((call) => ({
      ...(call.id === undefined ? {} : { id: call.id }),
      type: 'function',
      function: { name: call.function.name, arguments: JSON.parse(call.function.arguments) as unknown },
    }));
  }
  if (message.tool_call_id !== undefined) out.tool_call_id = message.tool_call_id;
  return out;
}

function polyfill(messages: TemplateMessage[], tools: readonly unknown[]): TemplateMessage[] {
  const turns: TemplateMessage[] = [];
  let pending = '';
  for (const message of messages) {
    if (message.role === 'system') {
      const toolList =
        tools.length === 0
          ? ''
          : `\n\nTools you can call:\n${tools.map((tool) => JSON.stringify(tool)).join('\n')}`;
      pending += `${message.content}${toolList}`;
      continue;
    }
    const role = message.role === 'assistant' ? 'assistant' : 'user';
    let content = message.content;
    if (message.tool_calls !== undefined) content = JSON.stringify({ tool_calls: message.tool_calls });
    if (message.role === 'tool') content = JSON.stringify({ tool_response: message.content });
    if (pending !== '' && role === 'user') {
      content = `${pending}\n\n${content}`;
      pending = '';
    }
    const last = turns.at(-1);
    if (last?.role === role) last.content += `\n${content}`;
    else turns.push({ role, content });
  }
  return turns;
}
