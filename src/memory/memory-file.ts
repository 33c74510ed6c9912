// The memories on disk: one JSON file, 0600 in a 0700 directory, written atomically (temp file + rename,
// as the conversation history does). A corrupt file is set aside as `.corrupt`, never silently lost.
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { MAX_ABOUT_CHARS, MAX_FACT_CHARS, MAX_PLACE_CHARS, type Memory } from './memory.js';

const memorySchema = z.object({
  id: z.string().regex(/^m-[0-9a-f]{6,32}$/),
  fact: z
    .string()
    .min(1)
    .max(MAX_FACT_CHARS * 2),
  about: z
    .string()
    .max(MAX_ABOUT_CHARS * 2)
    .optional(),
  importance: z.int().min(1).max(5),
  source: z.enum(['told', 'extracted']),
  place: z.string().max(MAX_PLACE_CHARS).optional(),
  createdAt: z.number(),
  updatedAt: z.number(),
  lastUsedAt: z.number(),
  uses: z.int().min(0),
});
const fileSchema = z.object({ version: z.literal(1), memories: z.array(z.unknown()) });

export interface MemoryFileLogger {
  warn(object: Record<string, unknown>, message: string): void;
}

export async function loadMemories(path: string, logger: MemoryFileLogger): Promise<Memory[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      logger.warn(
        { err: error, path, hint: 'check that the data folder is readable by Hearth' },
        'cannot read the memories; starting with none',
      );
    }
    return [];
  }
  let file: z.output<typeof fileSchema>;
  try {
    file = fileSchema.parse(JSON.parse(text));
  } catch (error) {
    logger.warn(
      { err: error, path, hint: 'nothing to do: the file is kept as .corrupt for a bug report' },
      'the memory file is corrupt; set aside as .corrupt, starting with none',
    );
    await rename(path, `${path}.corrupt`).catch(() => undefined);
    return [];
  }
  const memories: Memory[] = [];
  let dropped = 0;
  for (const raw of file.memories) {
    const parsed = memorySchema.safeParse(raw);
    if (parsed.success) memories.push(stripUndefined(parsed.data));
    else dropped += 1;
  }
  if (dropped > 0)
    logger.warn(
      { path, dropped, hint: 'nothing to do: the other memories are kept' },
      'dropped unreadable memories',
    );
  return memories;
}

export async function saveMemories(path: string, memories: readonly Memory[]): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify({ version: 1, memories }), { encoding: 'utf8', mode: 0o600 });
  await rename(temp, path);
}

function stripUndefined(memory: z.output<typeof memorySchema>): Memory {
  const { about, place, ...rest } = memory;
  return { ...rest, ...(about === undefined ? {} : { about }), ...(place === undefined ? {} : { place }) };
}
