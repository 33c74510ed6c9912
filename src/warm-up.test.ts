// The warm-up turns run a copy of the real path (Wyoming socket, model client, tool call, chunker, trace,
// log line) and leave nothing behind.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Tool, Toolbox } from './tools/index.js';
import { warmUp } from './warm-up.js';

describe('warmUp', () => {
  it('speaks a canned turn with a read-only tool call, and writes no history', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hearth-warm-'));
    const searches: unknown[] = [];
    const search: Tool = {
      name: 'search',
      description: 'Find entities',
      parameters: z.object({ query: z.string() }),
      execute: (args) => {
        searches.push(args);
        return Promise.resolve({ ok: true, hits: [] });
      },
    };
    const toolbox: Toolbox = {
      tools: () => [search],
      homeIndex: () => 'Home index: nothing yet.',
      locate: () => undefined,
      status: () => 'ready',
    };
    try {
      await warmUp({ toolbox, language: 'en', historyDir: join(dir, 'history') });
      expect(searches).toEqual([{ query: 'kitchen light' }]);
      expect(await readdir(dir)).toEqual([]);
      // More turns mix answers with and without a tool call, as real turns do.
      searches.length = 0;
      const recalled: string[] = [];
      const noted: string[] = [];
      const memory = {
        tools: () => [],
        promptSection: (text: string) => {
          recalled.push(text);
          return '';
        },
        noteTurn: (conversationId: string) => void noted.push(conversationId),
      };
      await warmUp({ toolbox, memory, language: 'en', historyDir: join(dir, 'history'), turns: 5 });
      expect(searches).toHaveLength(3);
      // Recall is rehearsed; the canned turns are never noted in the real memory.
      expect(recalled).toHaveLength(5);
      expect(noted).toEqual([]);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
