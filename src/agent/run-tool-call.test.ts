import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Tool } from '../tools/index.js';
import { runToolCall } from './run-tool-call.js';

const context = { signal: new AbortController().signal, language: 'en', conversationId: 'c', userText: '' };

/** A tool that waits until its signal aborts, and records that it saw the abort. */
function slowTool(seen: { aborted: boolean }, timeoutMs?: number): Tool {
  return {
    name: 'slow',
    description: 'waits',
    parameters: z.object({}),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    execute: (_args, { signal }) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          seen.aborted = true;
          reject(new Error('aborted'));
        });
      }),
  };
}

describe('runToolCall', () => {
  it('stops a tool past its time limit with a timeout value, and aborts its signal', async () => {
    const seen = { aborted: false };
    const tools = new Map([['slow', slowTool(seen)]]);
    const result = await runToolCall({ id: '1', name: 'slow', arguments: '{}' }, tools, context, 50);
    expect(result).toMatchObject({
      ok: false,
      code: 'timeout',
      error: expect.stringMatching(/within 0.1 seconds/),
    });
    expect(seen.aborted).toBe(true);
  });

  it('lets a tool set its own time limit', async () => {
    const seen = { aborted: false };
    const tools = new Map([['slow', slowTool(seen, 30)]]);
    const result = await runToolCall({ id: '1', name: 'slow', arguments: '{}' }, tools, context, 60_000);
    expect(result).toMatchObject({ ok: false, code: 'timeout' });
  });
});
