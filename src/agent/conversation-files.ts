// Conversation history on disk: one file per conversation, so a write touches only the conversation that
// changed. File names are a hash of the conversation id (any id is a plain key: `__proto__`, `../x`);
// files are 0600 in a 0700 directory, written atomically (temp file + rename). Knows nothing of bounds.
import { createHash } from 'node:crypto';
import { rename as renameWithCallback, writeFile as writeFileWithCallback } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { ChatMessage } from '../llm/index.js';
import type { Logger } from './logger.js';

export interface StoredTurn {
  at: number;
  tokens: number;
  messages: ChatMessage[];
}

export interface StoredConversation {
  updatedAt: number;
  turns: StoredTurn[];
}

const toolCallSchema = z.object({ id: z.string(), name: z.string(), arguments: z.string() });
const messageSchema = z.union([
  z.object({ role: z.literal(['system', 'user']), content: z.string() }),
  z.object({
    role: z.literal('assistant'),
    content: z.string(),
    toolCalls: z.array(toolCallSchema).optional(),
  }),
  z.object({ role: z.literal('tool'), toolCallId: z.string(), content: z.string() }),
]);
const turnSchema = z.object({ at: z.number(), tokens: z.number(), messages: z.array(messageSchema).min(1) });
const conversationSchema = z.object({ updatedAt: z.number(), turns: z.array(turnSchema) });
const fileSchema = z.object({ version: z.literal(2), id: z.string(), conversation: conversationSchema });
/** The single `history.json` of earlier versions, read once and replaced by one file per conversation. */
const legacySchema = z.object({ version: z.literal(1), conversations: z.record(z.string(), z.unknown()) });

const LEGACY_FILE = 'history.json';
const SUFFIX = '.json';
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/** A conversation's file name: its id hashed, so no id can name a path or collide with another file. */
export function conversationFileName(conversationId: string): string {
  return `c-${createHash('sha256').update(conversationId).digest('hex').slice(0, 40)}${SUFFIX}`;
}

export class ConversationFiles {
  readonly #dir: string;
  readonly #logger: Logger;
  #prepared = false;

  constructor(dir: string, logger: Logger) {
    this.#dir = dir;
    this.#logger = logger;
  }

  /**
   * Every conversation saved before, with whether a legacy `history.json` was read (its conversations
   * must then be written out as files). Unreadable files are logged and set aside as `.corrupt`.
   */
  async loadAll(): Promise<{ conversations: Map<string, StoredConversation>; legacy: boolean }> {
    const conversations = new Map<string, StoredConversation>();
    let names: string[];
    try {
      names = await readdir(this.#dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        this.#logger.warn(
          { err: error, dir: this.#dir, hint: 'check that the data folder is readable by Hearth' },
          'cannot read conversation history; starting empty',
        );
      }
      return { conversations, legacy: false };
    }
    const legacy = names.includes(LEGACY_FILE) && (await this.#loadLegacy(conversations));
    for (const name of names) {
      if (!name.startsWith('c-') || !name.endsWith(SUFFIX)) continue;
      const path = join(this.#dir, name);
      try {
        const file = fileSchema.parse(JSON.parse(await readFile(path, 'utf8')));
        conversations.set(file.id, file.conversation as StoredConversation);
      } catch (error) {
        this.#logger.warn(
          { err: error, path, hint: 'nothing to do: the file is kept as .corrupt for a bug report' },
          'dropping an unreadable conversation from history',
        );
        await rename(path, `${path}.corrupt`).catch(() => undefined);
      }
    }
    return { conversations, legacy };
  }

  /** Writes one conversation's file (temp file + rename, 0600). */
  async write(conversationId: string, conversation: StoredConversation): Promise<void> {
    await this.#prepare();
    const path = join(this.#dir, conversationFileName(conversationId));
    const temp = `${path}.${process.pid}.tmp`;
    const body = JSON.stringify({ version: 2, id: conversationId, conversation });
    await replaceFile(temp, path, body);
  }

  async remove(conversationId: string): Promise<void> {
    await rm(join(this.#dir, conversationFileName(conversationId)), { force: true });
  }

  /** Deletes the legacy file once its conversations are saved as files of their own. */
  async removeLegacy(): Promise<void> {
    await rm(join(this.#dir, LEGACY_FILE), { force: true });
  }

  /** Creates the directory 0700, and tightens one left open by an earlier version. */
  async #prepare(): Promise<void> {
    if (this.#prepared) return;
    await mkdir(this.#dir, { recursive: true, mode: DIR_MODE });
    await chmod(this.#dir, DIR_MODE);
    this.#prepared = true;
  }

  async #loadLegacy(into: Map<string, StoredConversation>): Promise<boolean> {
    const path = join(this.#dir, LEGACY_FILE);
    let file: z.output<typeof legacySchema>;
    try {
      file = legacySchema.parse(JSON.parse(await readFile(path, 'utf8')));
    } catch (error) {
      this.#logger.warn(
        { err: error, path, hint: 'nothing to do: the file is kept as .corrupt for a bug report' },
        'conversation history file is corrupt; set aside and starting empty',
      );
      await rename(path, `${path}.corrupt`).catch(() => undefined);
      return false;
    }
    for (const [id, raw] of Object.entries(file.conversations)) {
      const parsed = conversationSchema.safeParse(raw);
      if (parsed.success) into.set(id, parsed.data as StoredConversation);
      else {
        this.#logger.warn(
          { conversationId: id, hint: 'nothing to do: only this conversation is forgotten' },
          'dropping an unreadable conversation from history',
        );
      }
    }
    return true;
  }
}

/**
 * Writes `body` to `temp` (0600) and renames it over `path`. The callback API, not fs/promises: this
 * runs on every turn, and promise-based writeFile costs several FileHandle round trips more.
 */
function replaceFile(temp: string, path: string, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    writeFileWithCallback(temp, body, { encoding: 'utf8', mode: FILE_MODE }, (writeError) => {
      if (writeError) return reject(writeError);
      renameWithCallback(temp, path, (renameError) => (renameError ? reject(renameError) : resolve()));
    });
  });
}
