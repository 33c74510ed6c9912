// Assist satellites as Home Assistant runs them (assist_satellite/entity.py): a pipeline run per
// utterance (listening → processing → responding → idle) that asks the pipeline's conversation agent, and
// `assist_satellite.start_conversation`, which cancels the running pipeline, speaks its start message, opens
// a NEW chat session (a new conversation id) and then listens without a wake word. The conversation agent
// is handed in (tests point it at Hearth's Wyoming port): the simulator speaks no Wyoming itself.
import { ulid } from '../context-id.js';
import type { House } from '../house.js';
import { keepNewest } from '../keep-newest.js';
import { ServiceCallError, type ServiceDefinition } from './service-definition.js';

/** `AssistSatelliteEntityFeature.START_CONVERSATION` (ANNOUNCE is 1). */
export const START_CONVERSATION = 2;
/** The service's fields, as HA's services.yaml has them (unknown keys are refused). */
const START_FIELDS: ServiceDefinition['fields'] = {
  start_message: { selector: { text: {} } },
  start_media_id: { selector: { text: {} } },
  extra_system_prompt: { selector: { text: {} } },
  preannounce: { selector: { boolean: {} } },
  preannounce_media_id: { selector: { text: {} } },
};
/** HA's chat sessions end after 5 idle minutes (chat_session.CONVERSATION_TIMEOUT). */
const SESSION_IDLE_MS = 5 * 60_000;

export interface AgentRequest {
  text: string;
  language: string;
  conversationId: string;
  deviceId: string | undefined;
  satelliteId: string;
}

/** The pipeline's conversation agent; `signal` aborts when the pipeline is cancelled. */
export type ConversationAgent = (request: AgentRequest, signal: AbortSignal) => Promise<{ speech: string }>;

/** What the satellite played, in order. */
export interface PlayedSpeech {
  source: 'pipeline' | 'start_conversation';
  text: string;
  conversationId: string;
  preannounce?: boolean;
}

export interface PipelineResult {
  conversationId: string;
  /** What the agent answered; `undefined` when the run was cancelled before it answered. */
  speech: string | undefined;
  cancelled: boolean;
}

export interface SatelliteOptions {
  agent?: ConversationAgent;
  language?: string;
  /** How long playing one message takes (default 20 ms). */
  playMs?: number;
  /** How long the satellite listens after a start message before it gives up (default 8 s). */
  listenMs?: number;
  /** How many of the newest speeches `played` keeps (default all; the simulator passes its `keepRecords`). */
  keepPlayed?: number;
}

interface Satellite {
  entityId: string;
  run?: { controller: AbortController; done: Promise<PipelineResult> } | undefined;
  conversationId?: string;
  lastUsed: number;
  announcing: boolean;
  /** Set while listening without a wake word after a start message: the user's words end it. */
  awaiting?: ((text: string | undefined) => void) | undefined;
}

export class Satellites {
  readonly played: PlayedSpeech[] = [];
  readonly #house: House;
  readonly #options: SatelliteOptions;
  readonly #satellites = new Map<string, Satellite>();
  #agent: ConversationAgent | undefined;

  constructor(house: House, options: SatelliteOptions = {}) {
    this.#house = house;
    this.#options = options;
    this.#agent = options.agent;
  }

  setAgent(agent: ConversationAgent | undefined): void {
    this.#agent = agent;
  }

  /** The user wakes the satellite and says `text`: one pipeline run, in the satellite's chat session. */
  wake(entityId: string, text: string): Promise<PipelineResult> {
    return this.#startRun(this.#satellite(entityId), text);
  }

  /** Whether the satellite listens without a wake word now (after a start message). */
  isListening(entityId: string): boolean {
    return this.#satellites.get(entityId)?.awaiting !== undefined;
  }

  /** Resolves once the satellite listens without a wake word; rejects after `timeoutMs`. */
  async whenListening(entityId: string, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.isListening(entityId)) {
      if (Date.now() > deadline) throw new Error(`${entityId} did not start listening`);
      await sleep(5);
    }
  }

  /** The user speaks while the satellite listens without a wake word: that utterance's pipeline run. */
  async reply(entityId: string, text: string): Promise<PipelineResult> {
    const satellite = this.#satellite(entityId);
    const awaiting = satellite.awaiting;
    if (awaiting === undefined) throw new Error(`${entityId} is not listening`);
    awaiting(text);
    await sleep(0);
    if (satellite.run === undefined) throw new Error(`${entityId} started no pipeline`);
    return satellite.run.done;
  }

  /** The running pipeline's result, if one runs. */
  running(entityId: string): Promise<PipelineResult> | undefined {
    return this.#satellites.get(entityId)?.run?.done;
  }

  /** The services this model adds to the `assist_satellite` domain. */
  services(): Record<string, ServiceDefinition> {
    return {
      start_conversation: {
        name: 'Start conversation',
        description: 'Start a conversation from a satellite.',
        fields: START_FIELDS,
        targetDomains: ['assist_satellite'],
        response: 'none',
        validate: (data) => {
          for (const key of Object.keys(data)) {
            if (!(key in START_FIELDS))
              throw new ServiceCallError('invalid_format', `extra keys not allowed @ data['${key}']`);
          }
        },
        run: async (call) => {
          const targets = call.entityIds ?? [];
          for (const entityId of targets) this.#checkFeature(entityId);
          await Promise.all(targets.map((entityId) => this.#startConversation(entityId, call.data)));
          return undefined;
        },
      },
    };
  }

  #checkFeature(entityId: string): void {
    const features = this.#house.states.get(entityId)?.attributes.supported_features;
    if (typeof features === 'number' && (features & START_CONVERSATION) !== 0) return;
    throw new ServiceCallError(
      'service_validation_error',
      `Entity ${entityId} does not support action assist_satellite.start_conversation`,
      {
        key: 'service_not_supported',
        domain: 'homeassistant',
        placeholders: { entity_id: entityId, domain: 'assist_satellite', service: 'start_conversation' },
      },
    );
  }

  async #startConversation(entityId: string, data: Record<string, unknown>): Promise<void> {
    const satellite = this.#satellite(entityId);
    await this.#cancel(satellite);
    if (satellite.announcing) throw new ServiceCallError('home_assistant_error', 'Satellite is busy');
    // A satellite still listening after an earlier start message stops: its timer would otherwise end this
    // listen early, and stay pending until then.
    satellite.awaiting?.(undefined);
    const message = typeof data.start_message === 'string' ? data.start_message : '';
    satellite.announcing = true;
    this.#setState(entityId, 'responding');
    // Not passing a conversation id makes HA open a new chat session.
    satellite.conversationId = ulid(this.#house.clock());
    satellite.lastUsed = this.#house.clock();
    try {
      this.#play({
        source: 'start_conversation',
        text: message,
        conversationId: satellite.conversationId,
        preannounce: data.preannounce !== false,
      });
      await sleep(this.#options.playMs ?? 20);
    } finally {
      satellite.announcing = false;
      this.#setState(entityId, 'idle');
    }
    // The device then runs a pipeline from speech-to-text, without a wake word.
    this.#listenWithoutWakeWord(satellite);
  }

  #listenWithoutWakeWord(satellite: Satellite): void {
    this.#setState(satellite.entityId, 'listening');
    const timer = setTimeout(() => finish(undefined), this.#options.listenMs ?? 8_000);
    const finish = (text: string | undefined): void => {
      clearTimeout(timer);
      satellite.awaiting = undefined;
      if (text === undefined) this.#setState(satellite.entityId, 'idle');
      else void this.#startRun(satellite, text, false);
    };
    satellite.awaiting = finish;
  }

  async #startRun(satellite: Satellite, text: string, cancelFirst = true): Promise<PipelineResult> {
    if (cancelFirst) await this.#cancel(satellite);
    satellite.awaiting?.(undefined);
    const now = this.#house.clock();
    if (satellite.conversationId === undefined || now - satellite.lastUsed > SESSION_IDLE_MS)
      satellite.conversationId = ulid(now);
    satellite.lastUsed = now;
    const conversationId = satellite.conversationId;
    const controller = new AbortController();
    const done = this.#pipeline(satellite, text, conversationId, controller.signal);
    satellite.run = { controller, done };
    return done.finally(() => {
      if (satellite.run?.done === done) satellite.run = undefined;
    });
  }

  async #pipeline(
    satellite: Satellite,
    text: string,
    conversationId: string,
    signal: AbortSignal,
  ): Promise<PipelineResult> {
    const { entityId } = satellite;
    const cancelled = (): PipelineResult => ({ conversationId, speech: undefined, cancelled: true });
    this.#setState(entityId, 'listening');
    await sleep(0);
    if (signal.aborted) return cancelled();
    this.#setState(entityId, 'processing');
    const agent = this.#agent;
    if (agent === undefined) throw new Error('the simulated satellites have no conversation agent');
    const deviceId = this.#house.entries.get(entityId)?.device_id ?? undefined;
    let speech: string;
    try {
      ({ speech } = await agent(
        { text, language: this.#options.language ?? 'en', conversationId, deviceId, satelliteId: entityId },
        signal,
      ));
    } catch (error) {
      if (signal.aborted) return cancelled();
      throw error;
    }
    if (signal.aborted) return cancelled();
    this.#setState(entityId, 'responding');
    this.#play({ source: 'pipeline', text: speech, conversationId });
    await sleep(this.#options.playMs ?? 20);
    // tts_response_finished: back to idle, unless a start_conversation took over meanwhile.
    if (!signal.aborted && !satellite.announcing) this.#setState(entityId, 'idle');
    return { conversationId, speech, cancelled: signal.aborted };
  }

  /** `_cancel_running_pipeline`: cancels the task and waits until it has ended. */
  async #cancel(satellite: Satellite): Promise<void> {
    const run = satellite.run;
    if (run === undefined) return;
    run.controller.abort(new Error('pipeline cancelled'));
    await run.done.catch(() => undefined);
    satellite.run = undefined;
  }

  #play(speech: PlayedSpeech): void {
    keepNewest(this.played, speech, this.#options.keepPlayed ?? Number.POSITIVE_INFINITY);
  }

  #satellite(entityId: string): Satellite {
    if (!entityId.startsWith('assist_satellite.') || !this.#house.states.has(entityId))
      throw new Error(`no satellite ${entityId} in this home`);
    let satellite = this.#satellites.get(entityId);
    if (satellite === undefined) {
      satellite = { entityId, lastUsed: 0, announcing: false };
      this.#satellites.set(entityId, satellite);
    }
    return satellite;
  }

  #setState(entityId: string, state: string): void {
    const current = this.#house.states.get(entityId);
    if (current === undefined || current.state === state) return;
    this.#house.writeState(entityId, state, current.attributes);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
