// The surface of the simulated Home Assistant that tests, benchmarks, demo mode and `hearth simulate` use.
// The simulator plays the other side of the wire: it never imports src/ha/.
import type { SatelliteOptions, Satellites } from './services/satellites.js';

/** A state write from outside Home Assistant (a light switched at the wall). */
export interface ExternalChange {
  entityId: string;
  state: string;
  /** Merged over the current attributes; `null` removes an attribute. */
  attributes?: Record<string, unknown>;
}

/** How one service (`domain.service`) misbehaves from now on, for failure tests. */
export interface ServiceBehaviour {
  /** Wait this long before acting and answering. */
  delayMs?: number;
  /** Answer with this Home Assistant error instead of acting. */
  fail?: { code: 'home_assistant_error' | 'service_validation_error' | 'unknown_error'; message: string };
  /** Answer success but change nothing (a device that does not respond). */
  noEffect?: boolean;
}

export interface NewEntity {
  entityId: string;
  state: string;
  attributes?: Record<string, unknown>;
  name?: string;
  areaId?: string;
  deviceId?: string;
  aliases?: string[];
  /** Explicit `conversation` exposure; default follows Home Assistant's default rules. */
  exposed?: boolean;
  /** For a `script.*`: the service calls it makes when run, in order (`action` is `domain.service`). */
  sequence?: { action: string; data?: Record<string, unknown>; target?: Record<string, string | string[]> }[];
  /** For a `scene.*`: the states it sets when activated. */
  scene?: Record<string, { state: string; attributes?: Record<string, unknown> }>;
  /** For a `script.*`: its response variable when called with return_response. */
  response?: Record<string, unknown>;
  /** For a `script.*`: its description and fields (`{name?, description?, required?, selector}`). */
  scriptDescription?: string;
  fields?: Record<string, ScriptField>;
}

export interface ScriptField {
  name?: string;
  description?: string;
  required?: boolean;
  example?: unknown;
  default?: unknown;
  selector: Record<string, unknown>;
}

/** An event fired through the REST API (`POST /api/events/<type>`). */
export interface RecordedEvent {
  eventType: string;
  data: Record<string, unknown>;
  at: number;
}

export interface RecordedServiceCall {
  domain: string;
  service: string;
  data: Record<string, unknown>;
  target: Record<string, unknown> | undefined;
  returnResponse: boolean;
  /** `websocket` or `rest`. */
  via: 'websocket' | 'rest';
  at: number;
}

export interface DiscoveryMessage {
  service: string;
  config: Record<string, unknown>;
}

export interface Simulator {
  /** Base HTTP URL, e.g. `http://127.0.0.1:41234`; Core at `/api`, Supervisor layer at `/core/api`. */
  readonly url: string;
  /** Long-lived access token accepted by the direct Core API (`/api`, `/api/websocket`). */
  readonly token: string;
  /** Token accepted by the Supervisor layer (`/core/...`, `/discovery`, `/addons/self/info`). */
  readonly supervisorToken: string;
  /** Messages POSTed to the Supervisor's `/discovery`, in order. */
  readonly discoveryMessages: readonly DiscoveryMessage[];
  /** The service calls received, in order: every one, or the newest `keepRecords` (see SimulatorOptions). */
  readonly serviceCalls: readonly RecordedServiceCall[];
  /** Service calls received since start, whatever `serviceCalls` still holds (a count of calls stays right past its bound). */
  readonly serviceCallCount: number;
  /** The events fired through the REST API, in order: every one, or the newest `keepRecords`. */
  readonly firedEvents: readonly RecordedEvent[];
  /** Events fired since start, whatever `firedEvents` still holds. */
  readonly firedEventCount: number;
  /** Number of WebSocket connections currently open. */
  readonly openSockets: number;
  /** The Assist satellites: pipeline runs, `start_conversation`, what they played. */
  readonly satellites: Satellites;

  /** Current state object of an entity (wire shape), or undefined. */
  state(
    entityId: string,
  ): { entity_id: string; state: string; attributes: Record<string, unknown> } | undefined;
  setState(change: ExternalChange): void;
  setServiceBehaviour(service: `${string}.${string}`, behaviour: ServiceBehaviour | undefined): void;
  addEntity(entity: NewEntity): void;
  renameEntity(entityId: string, name: string): void;
  removeEntity(entityId: string): void;
  setExposed(entityId: string, exposed: boolean): void;
  /**
   * Simulates a Core restart: closes every WebSocket, answers 502 for `downtimeMs`, applies
   * `whileDown` to the home (entities removed, renamed …), then accepts connections again.
   */
  restart(options?: { downtimeMs?: number; whileDown?: (simulator: Simulator) => void }): Promise<void>;
  close(): Promise<void>;
}

export interface SimulatorOptions {
  /** A home definition object, a path to a home JSON file, or omitted for the sample home. */
  home?: unknown;
  /** Generate a home of about this many entities instead (seeded, deterministic). */
  generate?: { entities: number; seed?: number };
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  token?: string;
  supervisorToken?: string;
  /** Hostname that `/addons/self/info` reports (default `a0d7b954-hearth`). */
  addonHostname?: string;
  /** Minimum version string reported as `ha_version`. */
  haVersion?: string;
  /** How long a WebSocket may stay silent before its auth message (default 10 000 ms, as Core). */
  authTimeoutMs?: number;
  /** WebSocket ping interval; a socket that misses a pong is dropped (default 30 000 ms; 0 disables). */
  heartbeatMs?: number;
  /** REST service errors: `legacy` 500 plain text (Core ≤ 2026.9, default) or `json` 400/500 `{message}`. */
  restErrorStyle?: 'legacy' | 'json';
  /** Coalescing of outbound frames: after `supported_features` (default, as Core), always, or never. */
  coalesce?: 'negotiated' | 'always' | 'never';
  /** Deliver subscription events a moment after other messages (a call's result before its state_changed). */
  eventsAfterResult?: boolean;
  /** Clock in epoch milliseconds (default `Date.now`). */
  now?: () => number;
  /** The satellites' conversation agent and timings (see satellites.ts). */
  satellites?: SatelliteOptions;
  /**
   * How many of the newest service calls, fired events and satellite speeches the recordings keep
   * (`serviceCalls`, `firedEvents`, `satellites.played`). Default: all, for tests and evaluations, which
   * read what a short run did. A simulator that runs for months (demo mode, `hearth simulate`) passes a
   * bound; the counts (`serviceCallCount`, `firedEventCount`) go on counting past it.
   */
  keepRecords?: number;
  /** Optional logger with pino's method shapes. */
  logger?: SimulatorLogger;
}

type LogMethod = (object: Record<string, unknown>, message: string) => void;

export interface SimulatorLogger {
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}
