// The assistant a conversation layer talks to: one call per user utterance, with the system prompt, the
// conversation's history and the home's tools put together around runAgent. No Wyoming, no speech.
import { randomUUID } from 'node:crypto';
import type { ChatMessage, ChatModel, ReadPace, TextBatch, ToolSpec } from '../llm/index.js';
import { ModelError } from '../llm/index.js';
import type { Tool, Toolbox } from '../tools/index.js';
import { AgentError } from './agent-error.js';
import type { AgentPart } from './agent-part.js';
import type { AssistantMemory } from './assistant-memory.js';
import type { HistoryStore } from './history-store.js';
import type { Logger } from './logger.js';
import { silentLogger } from './logger.js';
import { runAgent } from './run-agent.js';
import { isStartOver, startOverReply } from './start-over.js';
import { buildSystemPrompt, withTurnContext } from './system-prompt.js';
import { toToolSpecs } from './tool-specs.js';
import { processTimeZone } from './wall-clock.js';

export interface RespondRequest {
  /** What the user said, verbatim. */
  text: string;
  /** Assist's conversation id; without one the turn has no history and leaves none. */
  conversationId?: string;
  /** BCP-47 language of the pipeline. */
  language: string;
  /** Home Assistant device id of the satellite, when known. */
  deviceId?: string;
  /** The satellite's `assist_satellite` entity, when known. */
  satelliteId?: string;
  /** Whether the turn can still end with intents for the satellite (see ToolContext). */
  intentsAccepted?: () => boolean;
  /** Aborts the model request and pending tool calls at once. */
  signal: AbortSignal;
  /** The caller's id for this turn; the agent ignores it (a wrapper that traces turns reads it). */
  turnId?: number;
  /** How eagerly the turn's model requests are read (chat-model.ts); absent: at once. */
  readPace?: ReadPace;
  /** Whether the turn's text may wait for more before it is handed on (chat-model.ts); absent: never. */
  textBatch?: TextBatch;
}

export interface Assistant {
  /** Streams the turn's parts; the last is `turn-end` or `error`. Never throws for model failures. */
  respond(request: RespondRequest): AsyncGenerator<AgentPart>;
  /**
   * Forgets a conversation's history (every conversation's without an id), and ends whatever it had
   * pending: a question asked before can no longer be answered by the next turn. Long-term memory stays.
   * Returns how many conversations had a history.
   */
  forgetConversation(conversationId?: string): number;
}

export interface CreateAssistantOptions {
  model: ChatModel;
  toolbox: Toolbox;
  history: HistoryStore;
  extraInstructions?: string | undefined;
  /** A full replacement of the system prompt with `{{home}}`, `{{time}}`, `{{area}}` placeholders. */
  systemPrompt?: string | undefined;
  /** Tools of the agent itself (ask_expert), offered after the home's. */
  agentTools?: readonly Tool[];
  /** Tool-loop steps per turn. Default 8. */
  maxSteps?: number;
  /** Tool calls run per turn. Default 20. */
  maxToolCalls?: number;
  /** How long one tool call may run. Default 15 s. */
  toolTimeoutMs?: number;
  /** Longest spoken answer; past it the turn ends with what was said and an apology. Default 6000. */
  maxAnswerChars?: number;
  now?: () => Date;
  /** IANA time zone of the home. Default: the process's. */
  timeZone?: string;
  logger?: Logger;
  /** Long-term memory: its tools, its prompt section, and a note of each finished turn. */
  memory?: AssistantMemory | undefined;
  /**
   * Awaited as each turn starts, before the prompt is built: brings what the home cannot announce up to
   * date (exposure), so nothing has to poll for it at rest. Must not reject.
   */
  beforeTurn?: (() => Promise<void>) | undefined;
}

/**
 * Said in place of an answer in the history of a turn that failed before any text, so the next turn
 * still alternates user and assistant messages (some chat templates insist on it).
 */
export const NO_ANSWER = '(No answer was given: the request failed.)';

/** The fixed part every request of the assistant begins with: its first (system) message and the tools. */
export interface AssistantPrefix {
  messages: ChatMessage[];
  tools: readonly ToolSpec[];
}

export interface PrefixedAssistant extends Assistant {
  /**
   * What a request for a question in `language` begins with, before any history: what a local model
   * server should hold in its cache (the warm-up sends it). Built like `respond`'s first message.
   */
  prefix(language: string): AssistantPrefix;
}

export function createAssistant(options: CreateAssistantOptions): PrefixedAssistant {
  const { model, toolbox, history } = options;
  const logger = options.logger ?? silentLogger;
  const maxSteps = options.maxSteps ?? 8;
  const maxAnswerChars = options.maxAnswerChars ?? 6_000;
  const now = options.now ?? (() => new Date());
  const timeZone = options.timeZone ?? processTimeZone();
  const ordinals = new TurnOrdinals();
  const memory = options.memory;
  const agentTools = options.agentTools ?? [];
  // Same list object while the home's tools are unchanged: tool specs stay byte-identical for caches.
  let homeTools: readonly Tool[] | undefined;
  let allTools: readonly Tool[] = [];
  const tools = (): readonly Tool[] => {
    const current = toolbox.tools();
    if (current !== homeTools) {
      homeTools = current;
      allTools = [...current, ...(memory?.tools() ?? []), ...agentTools];
    }
    return allTools;
  };
  // These tools never change: their JSON Schemas are rendered now, not on the first question.
  toToolSpecs([...(memory?.tools() ?? []), ...agentTools]);

  /** Drops the history, and moves the turn ordinal on so a pending confirmation can no longer be given. */
  const forget = (conversationId: string): void => {
    history.forget(conversationId);
    ordinals.skip(conversationId);
  };

  return {
    forgetConversation(conversationId) {
      if (conversationId !== undefined) {
        const had = history.has(conversationId);
        forget(conversationId);
        return had ? 1 : 0;
      }
      const ids = history.conversationIds();
      for (const id of [...ids, ...ordinals.known()]) forget(id);
      logger.info({ conversations: ids.length }, 'every conversation history forgotten');
      return ids.length;
    },

    prefix(language) {
      const prompt = buildSystemPrompt(
        {
          extraInstructions: options.extraInstructions,
          homeIndex: toolbox.homeIndex(),
          template: options.systemPrompt,
        },
        {
          now: now(),
          timeZone,
          language,
          location: undefined,
          homeStatus: toolbox.status(),
          memory: undefined,
        },
      );
      return { messages: [{ role: 'system', content: prompt.system }], tools: toToolSpecs(tools()) };
    },
    async *respond(request) {
      const started = performance.now();
      if (options.beforeTurn !== undefined) await options.beforeTurn();
      const { conversationId } = request;
      if (conversationId !== undefined && isStartOver(request.text, request.language)) {
        // Answered without the model; this turn leaves no history either.
        forget(conversationId);
        logger.info({ conversationId }, "conversation started over at the user's request");
        const text = startOverReply(request.language);
        yield { type: 'text-delta', text };
        yield { type: 'answer-done' };
        yield { type: 'turn-end', text, steps: 0, usage: { promptTokens: 0, completionTokens: 0 } };
        return;
      }
      const prompt = buildSystemPrompt(
        {
          extraInstructions: options.extraInstructions,
          homeIndex: toolbox.homeIndex(),
          template: options.systemPrompt,
        },
        {
          now: now(),
          timeZone,
          language: request.language,
          location: toolbox.locate(request.deviceId),
          homeStatus: toolbox.status(),
          memory: memory?.promptSection(request.text, request.satelliteId ?? request.deviceId),
        },
      );
      let past = conversationId === undefined ? [] : history.messages(conversationId);
      const turn = conversationId === undefined ? 1 : ordinals.next(conversationId, past);
      // The turn's context rides on its user message, after the history: the system message stays the
      // same bytes for every turn, and the history keeps each message as sent, so a follow-up's request
      // starts with the previous one's.
      const compose = (): ChatMessage[] => [
        { role: 'system', content: prompt.system },
        ...past,
        { role: 'user', content: withTurnContext(request.text, prompt.context) },
      ];
      let messages = compose();
      let turnStart = messages.length - 1;
      let ending: AgentPart | undefined;
      let spoken = '';
      let recorded = false;
      // Text that would cross the answer's cap goes on at once: the cut and the apology are not put off.
      const listener = request.textBatch;
      const batch: TextBatch | undefined =
        listener === undefined
          ? undefined
          : { mayWait: (text) => spoken.length + text.length < maxAnswerChars && listener.mayWait(text) };
      // Recorded once: after the last part is yielded, or in `finally` when the caller stops iterating.
      const record = (): void => {
        if (recorded) return;
        recorded = true;
        const succeeded = ending?.type === 'turn-end';
        if (conversationId !== undefined) {
          const kept = turnRecord(messages.slice(turnStart), succeeded, spoken);
          history.append(conversationId, kept);
          // The memory reads what the user said, not Hearth's context lines (they quote remembered facts).
          memory?.noteTurn(conversationId, [{ role: 'user', content: request.text }, ...kept.slice(1)]);
        }
        // The conversation layer logs the turn at info; this adds the model's side for debugging.
        logger.debug(
          {
            conversationId,
            outcome: succeeded ? 'answered' : ending?.type === 'error' ? ending.error.code : 'abandoned',
            steps: ending?.type === 'turn-end' ? ending.steps : undefined,
            usage: ending?.type === 'turn-end' ? ending.usage : undefined,
            historyMessages: past.length,
            durationMs: Math.round(performance.now() - started),
          },
          'turn finished',
        );
      };
      try {
        for (;;) {
          let heardAnything = false;
          let overflowed = false;
          for await (const part of runAgent({
            model,
            tools: tools(),
            messages,
            maxSteps,
            ...(options.maxToolCalls === undefined ? {} : { maxToolCalls: options.maxToolCalls }),
            ...(options.toolTimeoutMs === undefined ? {} : { toolTimeoutMs: options.toolTimeoutMs }),
            signal: request.signal,
            logger,
            ...(request.readPace === undefined ? {} : { readPace: request.readPace }),
            ...(batch === undefined ? {} : { textBatch: batch }),
            toolContext: {
              signal: request.signal,
              language: request.language,
              conversationId: conversationId ?? `oneshot-${randomUUID()}`,
              userText: request.text,
              turn,
              ...(request.deviceId === undefined ? {} : { deviceId: request.deviceId }),
              ...(request.satelliteId === undefined ? {} : { satelliteId: request.satelliteId }),
              ...(request.intentsAccepted === undefined ? {} : { intentsAccepted: request.intentsAccepted }),
            },
          })) {
            if (part.type === 'error' && !heardAnything && past.length > 0 && isOverflow(part.error)) {
              overflowed = true;
              break;
            }
            heardAnything = true;
            if (part.type === 'text-delta') spoken += part.text;
            if (part.type === 'text-delta' && spoken.length > maxAnswerChars) {
              // A runaway answer: what was said up to the limit stands, the rest is cut and the caller
              // apologises. The part that crosses the limit is cut too, however long it is.
              const over = spoken.length - maxAnswerChars;
              spoken = spoken.slice(0, maxAnswerChars);
              ending = {
                type: 'error',
                error: new AgentError('answer-too-long', `The answer passed ${maxAnswerChars} characters`),
              };
              record();
              if (over < part.text.length)
                yield { ...part, text: part.text.slice(0, part.text.length - over) };
              yield ending;
              return;
            }
            if (part.type === 'turn-end') {
              // The answer is complete: the caller speaks its last sentence first, then this resumes (or
              // returns, which runs `finally`) and records the turn.
              ending = part;
              yield part;
              record();
              continue;
            }
            if (part.type === 'error') {
              ending = part;
              record();
            }
            yield part;
          }
          if (!overflowed) break;
          // The history no longer fits the model's context: forget it and answer this turn alone.
          logger.warn(
            {
              conversationId,
              historyMessages: past.length,
              hint: "lower history_turns or history_max_tokens to fit the model's context window",
            },
            'history too long for the model; dropped',
          );
          if (conversationId !== undefined) history.forget(conversationId);
          past = [];
          messages = compose();
          turnStart = messages.length - 1;
        }
      } finally {
        record();
      }
    },
  };
}

/** Conversations whose last turn ordinal is remembered; the least recently used go first. */
const MAX_REMEMBERED_CONVERSATIONS = 1000;

/**
 * The 1-based ordinal of a user turn in its conversation: the user messages in its history plus one.
 * History is trimmed (turn and token bounds), which would let that count stand still or even drop and
 * make two turns look adjacent (or a history of 0 turns keep every turn at 1); so the ordinal never
 * falls below the last one handed out in this process plus one.
 */
class TurnOrdinals {
  readonly #last = new Map<string, number>();

  next(conversationId: string, past: readonly ChatMessage[]): number {
    const counted = past.filter((message) => message.role === 'user').length + 1;
    const turn = Math.max(counted, (this.#last.get(conversationId) ?? 0) + 1);
    this.#last.delete(conversationId);
    this.#last.set(conversationId, turn);
    if (this.#last.size > MAX_REMEMBERED_CONVERSATIONS) {
      const oldest = this.#last.keys().next().value;
      if (oldest !== undefined) this.#last.delete(oldest);
    }
    return turn;
  }

  /** After a forget: the next turn is not "the turn right after" any question asked before it. */
  skip(conversationId: string): void {
    const last = this.#last.get(conversationId);
    if (last !== undefined) this.#last.set(conversationId, last + 1);
  }

  known(): string[] {
    return [...this.#last.keys()];
  }
}

function isOverflow(error: ModelError | AgentError): boolean {
  return error instanceof ModelError && error.code === 'context-too-long';
}

/**
 * What a turn leaves in history. An answered turn keeps everything: the user's words, the tool calls
 * with their results (so "and the other one?" can be understood), the answer. A failed or aborted turn
 * keeps the user's words and what was spoken of the answer, not its tool calls (they may be half done
 * and would leave calls without results, which servers reject).
 */
export function turnRecord(turn: readonly ChatMessage[], succeeded: boolean, spoken: string): ChatMessage[] {
  const user = turn[0];
  if (user === undefined) return [];
  if (succeeded) return [...turn];
  return [user, { role: 'assistant', content: spoken.trim() === '' ? NO_ANSWER : spoken }];
}
