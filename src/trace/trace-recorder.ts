// Records what each turn did as a TurnTrace for the trace page and the event bus: the assistant's parts
// (tool calls, results, errors), each model request (first token, tokens, finish) and the conversation's
// events (first chunk, handled). It wraps the assistant and the model, so neither knows it is watched:
// the assistant's request names the turn, and the model's request carries that turn's abort signal.
import type { AgentPart, Assistant } from '../agent/index.js';
import type { TurnEvent, TurnObserver } from '../conversation/index.js';
import { watchStream, type ChatModel } from '../llm/index.js';
import type { TraceStep, TurnTrace } from '../web/turn-trace.js';
import { describeFailure } from './describe-failure.js';
import { redactForTrace } from './redact-for-trace.js';

export interface TraceRecorderOptions {
  /** Receives the trace at every change (a running turn is put again as it goes). */
  publish: (trace: TurnTrace) => void;
  /** Called once per turn, when it has ended. */
  onFinished?: (trace: TurnTrace) => void;
  /** The satellite's area name, from its device id. */
  locate?: (deviceId: string) => string | undefined;
  /** Values cut out of anything recorded (the model key, tokens). */
  secrets?: readonly string[];
  /** Monotonic ms. Default `performance.now`. */
  now?: () => number;
  /** Epoch ms. Default `Date.now`. */
  clock?: () => number;
  logger?: { warn(object: object, message: string): void };
}

export interface TraceRecorder {
  wrapAssistant(assistant: Assistant): Assistant;
  wrapModel(model: ChatModel): ChatModel;
  /** Give it to the conversation handler's observers. */
  readonly observer: TurnObserver;
  /** Hearth's own voice started playing this turn's answer (the voice program calls it). */
  noteFirstAudio(turnId: number): void;
  /** With early speech: the text handed to Home Assistant before the answer was complete. */
  noteHandoff(turnId: number, text: string): void;
}

interface LiveTurn {
  trace: TurnTrace;
  started: number;
  finished: boolean;
}

/** Turns kept after their end, so a late first-audio note still finds them. */
const KEEP_ENDED = 32;

export function createTraceRecorder(options: TraceRecorderOptions): TraceRecorder {
  const now = options.now ?? (() => performance.now());
  const clock = options.clock ?? Date.now;
  const secrets = (options.secrets ?? []).filter((secret) => secret.length >= 4);
  const bootId = clock().toString(36);
  const turns = new Map<number, LiveTurn>();
  /** The signal the assistant passes down to every model request of its turn. */
  const bySignal = new WeakMap<AbortSignal, LiveTurn>();

  const elapsed = (turn: LiveTurn): number => Math.round(now() - turn.started);
  // A running turn changes several times in a few ms; its copies go out at most once per loop turn,
  // and the end goes out at once (the copy is what the store keeps, so the recorder may go on writing).
  const pending = new Set<LiveTurn>();
  let flushing: NodeJS.Immediate | undefined;
  const flush = (): void => {
    flushing = undefined;
    for (const turn of pending) options.publish(copyTrace(turn.trace));
    pending.clear();
  };
  const publish = (turn: LiveTurn): void => {
    pending.add(turn);
    flushing ??= setImmediate(flush);
  };
  const publishNow = (turn: LiveTurn): TurnTrace => {
    pending.delete(turn);
    const copy = copyTrace(turn.trace);
    options.publish(copy);
    return copy;
  };
  function begin(request: Parameters<Assistant['respond']>[0]): LiveTurn | undefined {
    const turnId = request.turnId;
    if (turnId === undefined) return undefined;
    const area = request.deviceId === undefined ? undefined : options.locate?.(request.deviceId);
    const turn: LiveTurn = {
      started: now(),
      finished: false,
      trace: {
        id: `${bootId}-${turnId}`,
        startedAt: clock(),
        language: request.language,
        heard: request.text,
        said: '',
        outcome: 'running',
        steps: [],
        toolCalls: [],
        ...(request.conversationId === undefined ? {} : { conversationId: request.conversationId }),
        ...(request.deviceId === undefined ? {} : { satellite: request.deviceId }),
        ...(area === undefined ? {} : { area }),
      },
    };
    turns.set(turnId, turn);
    bySignal.set(request.signal, turn);
    for (const [turnId, old] of turns) {
      if (turns.size <= KEEP_ENDED * 2) break;
      if (old.finished) turns.delete(turnId);
    }
    publish(turn);
    return turn;
  }

  function recordPart(turn: LiveTurn, part: AgentPart): void {
    const trace = turn.trace;
    if (part.type === 'tool-call') {
      trace.toolCalls.push({
        id: part.call.id,
        name: part.call.name,
        startMs: elapsed(turn),
        arguments: redactForTrace(part.call.arguments, secrets, 2_000),
      });
      publish(turn);
    } else if (part.type === 'tool-result') {
      const call = trace.toolCalls.find((entry) => entry.id === part.callId && entry.result === undefined);
      if (call === undefined) return;
      call.durationMs = Math.round(part.durationMs);
      call.result = redactForTrace(part.result, secrets, 4_000);
      call.ok = part.result.ok;
      publish(turn);
    } else if (part.type === 'error') {
      trace.error = describeFailure(part.error, part.error.code, secrets);
    }
  }

  function end(turnId: number, turn: LiveTurn, event: Extract<TurnEvent, { type: 'end' }>): void {
    const trace = turn.trace;
    trace.outcome = event.outcome;
    trace.said = event.text;
    trace.handledMs = elapsed(turn);
    trace.totalMs = trace.handledMs;
    if (event.outcome !== 'answered' && event.outcome !== 'aborted' && event.errorCode !== undefined) {
      if (trace.error === undefined || event.errorCode === 'deadline') {
        trace.error = describeFailure(undefined, event.errorCode, secrets);
      }
      options.logger?.warn(
        {
          turnId,
          code: trace.error.code,
          ...(trace.error.status === undefined ? {} : { status: trace.error.status }),
          hint: trace.error.hint ?? 'open this turn on the trace page to see what happened',
        },
        `Turn failed: ${trace.error.message}`,
      );
    }
    turn.finished = true;
    options.onFinished?.(publishNow(turn));
  }

  return {
    wrapAssistant(assistant) {
      return {
        forgetConversation: (conversationId) => assistant.forgetConversation(conversationId),
        // Watched without a generator of its own: every part of every turn passes here.
        respond(request) {
          let turn: LiveTurn | undefined;
          return watchStream(
            () => {
              turn = begin(request);
              return assistant.respond(request);
            },
            { value: (part) => (turn === undefined ? undefined : recordPart(turn, part)) },
          );
        },
      };
    },

    wrapModel(model) {
      return {
        name: model.name,
        stream(request) {
          const turn = request.signal === undefined ? undefined : bySignal.get(request.signal);
          if (turn === undefined || turn.finished) return model.stream(request);
          let step: TraceStep | undefined;
          return watchStream(
            () => {
              step = { index: turn.trace.steps.length + 1, startMs: elapsed(turn) };
              turn.trace.steps.push(step);
              return model.stream(request);
            },
            {
              value: (part) => {
                if (step === undefined) return;
                if (
                  step.firstTokenMs === undefined &&
                  (part.type === 'text-delta' || part.type === 'tool-call')
                ) {
                  step.firstTokenMs = elapsed(turn);
                } else if (part.type === 'usage') {
                  step.promptTokens = part.usage.promptTokens;
                  step.completionTokens = part.usage.completionTokens;
                  if (part.usage.cachedPromptTokens !== undefined)
                    step.cachedTokens = part.usage.cachedPromptTokens;
                } else if (part.type === 'finish') {
                  step.finish = part.reason;
                }
              },
              end: () => {
                if (step !== undefined) step.endMs = elapsed(turn);
                if (!turn.finished) publish(turn);
              },
            },
          );
        },
      };
    },

    observer(turnId, event) {
      const turn = turns.get(turnId);
      if (turn === undefined || turn.finished) return;
      if (event.type === 'chunk') {
        if (event.index === 0) {
          turn.trace.firstChunkMs = elapsed(turn);
          publish(turn);
        }
        return;
      }
      end(turnId, turn, event);
    },

    noteFirstAudio(turnId) {
      const turn = turns.get(turnId);
      if (turn === undefined || turn.trace.firstAudioMs !== undefined) return;
      turn.trace.firstAudioMs = elapsed(turn);
      publish(turn);
    },

    noteHandoff(turnId, text) {
      const turn = turns.get(turnId);
      if (turn === undefined) return;
      turn.trace.handoff = text;
      publish(turn);
    },
  };
}

/**
 * A copy the recorder can go on writing beside: a trace is plain JSON one level deep (strings and numbers,
 * its steps, tool calls and error as flat objects), so spreading each level copies it whole, at a fraction of
 * `structuredClone`'s cost (it serialises and reads back; three copies a turn, every turn).
 */
export function copyTrace(trace: TurnTrace): TurnTrace {
  const copy: TurnTrace = {
    ...trace,
    steps: trace.steps.map((step) => ({ ...step })),
    toolCalls: trace.toolCalls.map((call) => ({ ...call })),
  };
  if (trace.error !== undefined) copy.error = { ...trace.error };
  return copy;
}
