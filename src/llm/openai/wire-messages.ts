// Our ChatMessage and ToolSpec shapes → the Chat Completions wire shapes. No HTTP, no validation.
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { ChatMessage, ToolSpec } from '../chat-model.js';

export function toWireMessages(messages: readonly ChatMessage[]): ChatCompletionMessageParam[] {
  return messages.map((message): ChatCompletionMessageParam => {
    switch (message.role) {
      case 'system':
      case 'user':
        return { role: message.role, content: message.content };
      case 'tool':
        return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
      case 'assistant': {
        // Fields the server gave with the answer and wants back (DeepSeek's reasoning_content, Gemini's
        // extra_content): sent as they came, on the message or the call they came with.
        const echo = message.echo ?? {};
        if (message.toolCalls === undefined || message.toolCalls.length === 0) {
          return { ...echo, role: 'assistant', content: message.content };
        }
        return {
          ...echo,
          role: 'assistant',
          // Some servers reject an empty string next to tool calls; null is what OpenAI itself sends.
          content: message.content === '' ? null : message.content,
          tool_calls: message.toolCalls.map((call) => ({
            ...call.echo,
            id: call.id,
            type: 'function' as const,
            function: { name: call.name, arguments: call.arguments === '' ? '{}' : call.arguments },
          })),
        };
      }
    }
  });
}

export function toWireTools(tools: readonly ToolSpec[]): ChatCompletionTool[] {
  return tools.map((tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  }));
}
