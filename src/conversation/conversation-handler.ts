// The only place where Wyoming meets the agent: describe/ping answered at once, each transcript run as a
// turn whose chunks stream out as handled-start → handled-chunk… → handled → handled-stop.
import type { Assistant } from '../agent/index.js';
import {
  handled,
  handledChunk,
  handledStart,
  handledStop,
  info,
  notHandled,
  parseTranscript,
  pong,
  type Info,
  type WyomingConnection,
  type WyomingEvent,
} from '../wyoming/index.js';
import { endsWithQuestion, FollowUps, type FollowUpListener } from './follow-up.js';
import { intentEnding } from './intent-ending.js';
import { phrase } from './phrases.js';
import { runTurn, type TurnEvent } from './run-turn.js';
import { SpeechPace } from './speech-pace.js';
import { TurnGate } from './turn-gate.js';
import { turnLanguage } from './turn-language.js';

interface Logger {
  debug(object: object, message?: string): void;
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
}

/** Longest transcript taken as a request (a spoken request is a few hundred characters at most). */
export const MAX_TRANSCRIPT_CHARS = 4_000;

/** Who asked for a turn, from the transcript's context. */
export interface TurnInfo {
  conversationId: string | undefined;
  deviceId: string | undefined;
  satelliteId: string | undefined;
  language: string;
}

/** Sees every turn's events too (the TTS pre-synthesis, traces). Must not throw or block. */
export type TurnObserver = (turnId: number, event: TurnEvent, turn: TurnInfo) => void;

/**
 * Early hand-off (Hearth's own TTS voice): `handled` carries only the first chunk, made unique, and
 * the TTS response that Home Assistant then asks for speaks the whole answer.
 */
export interface EarlyHandoff {
  /** At a turn's start: a plan when this turn may hand off after its first chunk. Must not throw. */
  planHandoff(turnId: number, turn: TurnInfo): HandoffPlan | undefined;
}

export interface HandoffPlan {
  /** The `handled` text for the first chunk. */
  handoffText(firstChunk: string): string;
  /** After the hand-off the turn no longer stops when the conversation client leaves, but when this aborts. */
  readonly signal: AbortSignal;
}

export interface ConversationOptions {
  assistant: Assistant;
  /** The `info` answered to `describe` (a function when it can change, e.g. voices that appear). */
  info: Info | (() => Info);
  /** Used when a transcript carries no language. */
  defaultLanguage: string;
  turnTimeoutMs: number;
  observers?: readonly TurnObserver[];
  earlyHandoff?: EarlyHandoff;
  /** Listening again after Hearth's own question, on satellites that can; absent: never. */
  followUp?: FollowUpListener;
  /** How long after the satellite starts listening its reply may arrive. Default 15 s. */
  followUpWindowMs?: number;
  /** Turns running at once; more wait their turn. Default 64. */
  maxActiveTurns?: number;
  /** Turns waiting to start; past it the oldest is told that Hearth is busy. Default 256. */
  maxWaitingTurns?: number;
  logger?: Logger;
  now?: () => number;
}

export interface ConversationHandler {
  /** The Wyoming server's handler: returns at once, so `describe` is never stuck behind a turn. */
  handle(event: WyomingEvent, connection: WyomingConnection): void;
  readonly activeTurns: number;
  /** Aborts every running turn (shutdown) and resolves once they have all ended. */
  abortAll(reason?: unknown): Promise<void>;
}

export function createConversationHandler(options: ConversationOptions): ConversationHandler {
  const now = options.now ?? (() => performance.now());
  const fixedInfo = typeof options.info === 'function' ? undefined : info(options.info);
  const describeInfo = options.info;
  /** Turns of one connection run one after the other, in arrival order. */
  const queues = new WeakMap<WyomingConnection, Promise<void>>();
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  let nextTurnId = 1;
  const followUps = new FollowUps(
    options.followUpWindowMs === undefined ? {} : { windowMs: options.followUpWindowMs },
  );
  const gate = new TurnGate({
    maxActive: options.maxActiveTurns ?? 64,
    maxWaiting: options.maxWaitingTurns ?? 256,
  });

  function startTurn(event: WyomingEvent, connection: WyomingConnection): void {
    const turnId = nextTurnId++;
    const controller = new AbortController();
    const onLeave = (): void => controller.abort(connection.signal.reason);
    connection.signal.addEventListener('abort', onLeave, { once: true });
    const previous = queues.get(connection) ?? Promise.resolve();
    /** After an early hand-off the turn outlives the conversation connection (HA hangs up at `handled`). */
    const handOff = (signal: AbortSignal): void => {
      connection.signal.removeEventListener('abort', onLeave);
      if (signal.aborted) controller.abort(signal.reason);
      else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
    };
    const done = previous
      .then(() => speakTurn(turnId, event, connection, controller.signal, handOff))
      .catch((error: unknown) =>
        options.logger?.warn(
          {
            turnId,
            err: error,
            hint: 'this is a bug: please report it with this line and the turn from the trace page',
          },
          'turn failed unexpectedly',
        ),
      )
      .finally(() => {
        connection.signal.removeEventListener('abort', onLeave);
        running.delete(turnId);
      });
    running.set(turnId, { controller, done });
    queues.set(connection, done);
  }

  async function speakTurn(
    turnId: number,
    event: WyomingEvent,
    connection: WyomingConnection,
    signal: AbortSignal,
    handOff: (signal: AbortSignal) => void,
  ): Promise<void> {
    const started = now();
    const transcript = parseTranscript(event);
    const context = transcript?.context;
    const conversationId = stringField(context, 'conversation_id');
    const deviceId = stringField(context, 'device_id');
    const satelliteId = stringField(context, 'satellite_id');
    const language = turnLanguage(transcript?.language, options.defaultLanguage);
    const turn: TurnInfo = { conversationId, deviceId, satelliteId, language };
    // Home Assistant's id is echoed back; the agent may run the turn under the question's conversation.
    const replyContext = conversationId === undefined ? undefined : { conversation_id: conversationId };
    const listener = options.followUp;
    const canListen = listener?.satelliteFor({ satelliteId, deviceId });
    if (transcript === undefined || transcript.text.trim() === '') {
      connection.write(notHandled(phrase('unheard', language), replyContext));
      return;
    }
    if (transcript.text.length > MAX_TRANSCRIPT_CHARS) {
      options.logger?.warn(
        {
          turnId,
          characters: transcript.text.length,
          limit: MAX_TRANSCRIPT_CHARS,
          hint: 'the user heard that the request was too long; nothing to change unless a client sends text on purpose',
        },
        'transcript too long; refused',
      );
      connection.write(notHandled(phrase('too-long', language), replyContext));
      return;
    }
    if (signal.aborted) return;
    const text = transcript.text;
    const agentConversationId = followUps.conversationFor(conversationId, canListen ?? satelliteId, {
      turnId,
      ...(options.logger === undefined ? {} : { logger: options.logger }),
    });
    if (!(await gate.enter(signal))) {
      if (signal.aborted) return;
      options.logger?.warn(
        {
          turnId,
          conversationId,
          active: gate.active,
          waiting: gate.waiting,
          hint: 'the user heard that Hearth is busy; if this happens often, a faster model keeps turns short',
        },
        'too many turns at once: refused the oldest waiting one',
      );
      connection.write(notHandled(phrase('busy', language), replyContext));
      return;
    }
    try {
      await streamTurn();
    } finally {
      gate.leave();
    }

    async function streamTurn(): Promise<void> {
      let firstChunkMs: number | undefined;
      const plan = options.earlyHandoff?.planHandoff(turnId, turn);
      let handoffText: string | undefined;
      /** A turn that will end with satellite intents must not hand `handled` over early. */
      let intentPending = false;
      /** Once handed off, the satellite speaks while the model writes on: its later tokens are read in batches. */
      const pace = plan === undefined ? undefined : new SpeechPace({ now });
      for await (const turnEvent of runTurn({
        assistant: options.assistant,
        text,
        language,
        signal,
        timeoutMs: options.turnTimeoutMs,
        turnId,
        ...(agentConversationId === undefined ? {} : { conversationId: agentConversationId }),
        ...(deviceId === undefined ? {} : { deviceId }),
        ...(satelliteId === undefined ? {} : { satelliteId }),
        intentsAccepted: () => handoffText === undefined,
        onIntent: () => {
          intentPending = true;
        },
        ...(pace === undefined ? {} : { readPace: pace }),
      })) {
        for (const observer of options.observers ?? []) observer(turnId, turnEvent, turn);
        if (turnEvent.type === 'chunk') {
          if (turnEvent.index === 0) {
            firstChunkMs = now() - started;
            // One socket write for both: the first words reach the client a syscall sooner.
            connection.write(handledStart(replyContext), handledChunk(turnEvent.text));
          } else connection.write(handledChunk(turnEvent.text));
          // A first sentence that asks may become the satellite's start message: it is not handed off.
          const mayAsk = canListen !== undefined && endsWithQuestion(turnEvent.text);
          if (plan !== undefined && turnEvent.index === 0 && !intentPending && !mayAsk) {
            // Early hand-off: HA speaks what its TTS request (for this text) returns, which is the
            // whole answer; later chunks still go out for clients that keep reading.
            handoffText = plan.handoffText(turnEvent.text);
            connection.write(handled(handoffText, replyContext));
            handOff(plan.signal);
            pace?.start(turnEvent.text);
          } else pace?.add(turnEvent.text);
          continue;
        }
        if (handoffText !== undefined) {
          connection.write(handledStop());
        } else if (turnEvent.intents !== undefined) {
          // Home Assistant runs the intents on the satellite and speaks their text; handled-stop closes the
          // stream for clients that read on (stock HA has hung up by then).
          connection.write(...intentEnding(turnEvent.intents, turnEvent.text, replyContext), handledStop());
        } else if (
          turnEvent.outcome === 'answered' &&
          canListen !== undefined &&
          agentConversationId !== undefined &&
          (turnEvent.asksConfirmation === true || endsWithQuestion(turnEvent.text))
        ) {
          // The satellite speaks the question as start_conversation's start message, which cancels the
          // pipeline waiting here before it speaks (so it is heard once), then listens. `handled` follows
          // for clients still reading (and is the answer, as before, when the satellite could not listen).
          await followUps.ask(listener!, canListen, agentConversationId, turnEvent.text, {
            turnId,
            ...(options.logger === undefined ? {} : { logger: options.logger }),
          });
          connection.write(handled(turnEvent.text, replyContext), handledStop());
        } else if (turnEvent.outcome !== 'aborted') {
          if (turnEvent.chunks === 0) {
            connection.write(notHandled(turnEvent.text, replyContext));
          } else {
            // Stock Home Assistant reads up to `handled` and hangs up: handled-stop may find the socket
            // gone, which the connection treats as a harmless no-op.
            connection.write(handled(turnEvent.text, replyContext), handledStop());
          }
        }
        options.logger?.info(
          {
            turnId,
            conversationId,
            language,
            outcome: turnEvent.outcome,
            chunks: turnEvent.chunks,
            ...(handoffText === undefined ? {} : { handoffText, text: turnEvent.text }),
            ...(turnEvent.intents === undefined
              ? {}
              : { intents: turnEvent.intents.map((each) => each.name) }),
            steps: turnEvent.steps,
            toolCalls: turnEvent.toolCalls,
            firstChunkMs: firstChunkMs === undefined ? undefined : Math.round(firstChunkMs),
            totalMs: Math.round(now() - started),
            ...(turnEvent.errorCode === undefined ? {} : { errorCode: turnEvent.errorCode }),
            ...(agentConversationId === conversationId ? {} : { ranAs: agentConversationId ?? 'alone' }),
          },
          'turn finished',
        );
      }
    }
  }

  return {
    handle(event, connection) {
      switch (event.type) {
        case 'describe':
          connection.write(
            fixedInfo ?? info(typeof describeInfo === 'function' ? describeInfo() : describeInfo),
          );
          return;
        case 'ping':
          connection.write(pong(typeof event.data.text === 'string' ? event.data.text : null));
          return;
        case 'transcript':
        case 'recognize':
          startTurn(event, connection);
          return;
        default:
          options.logger?.debug({ type: event.type }, 'ignoring an event Hearth does not handle');
      }
    },
    get activeTurns() {
      return running.size;
    },
    async abortAll(reason) {
      const turns = [...running.values()];
      for (const turn of turns) turn.controller.abort(reason);
      await Promise.all(turns.map((turn) => turn.done));
    },
  };
}

function stringField(object: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = object?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
