// Our ChatMessage and ToolSpec shapes → the message and tool shapes of Ollama's native /api/chat. There,
// tool call arguments are JSON objects (not text) and a tool result names its tool (`tool_name`).
// No HTTP, no validation.
import type { ChatMessage, ToolSpec } from '../chat-model.js';

export interface OllamaToolCall {
  id?: string;
  function: { name: string; arguments: Record<string, unknown> };
}

export interface OllamaMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string;
  tool_calls?: OllamaToolCall[];
  tool_name?: string;
  tool_call_id?: string;
}

export function toOllamaMessages(messages: readonly ChatMessage[]): OllamaMessage[] {
  // A tool result carries only its call's id here; Ollama's templates want the tool's name.
  const names = new Map<string, string>();
  return messages.map((message): OllamaMessage => {
    switch (message.role) {
      case 'system':
      case 'user':
        return { role: message.role, content: message.content };
      case 'tool': {
        const name = names.get(message.toolCallId);
        return {
          role: 'tool',
          content: message.content,
          ...(name === undefined ? {} : { tool_name: name }),
          tool_call_id: message.toolCallId,
        };
      }
      case 'assistant': {
        const calls = message.toolCalls ?? [];
        for (const call of calls) names.set(call.id, call.name);
        if (calls.length === 0) return { role: 'assistant', content: message.content };
        return {
          role: 'assistant',
          content: message.content,
          tool_calls: calls.map((call) => ({
            id: call.id,
            function: { name: call.name, arguments: argumentObject(call.arguments) },
          })),
        };
      }
    }
  });
}

export function toOllamaTool(tool: ToolSpec): Record<string, unknown> {
  return {
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  };
}

/** The arguments the model wrote, as the object Ollama expects; what is not a JSON object becomes `{}`. */
function argumentObject(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
