// One WebSocket connection: auth phase, framing (JSON arrays in, coalesced arrays out), id rules, dispatch.
// Plays either Core itself or the Supervisor's proxy in front of it; the commands live in their tables.
import type { RawData, WebSocket } from 'ws';
import { CommandError, schemaErrorText } from './command.js';
import type { CommandSession, CommandTable } from './command.js';
import type { House } from '../house.js';
import { ServiceCallError } from '../services/service-definition.js';
import type { ServiceRegistry } from '../services/service-registry.js';
import type { RecordedServiceCall } from '../types.js';

export interface ConnectionOptions {
  house: House;
  services: ServiceRegistry;
  commands: CommandTable;
  haVersion: string;
  /** `core` answers auth as Core does; `supervisor` as the Supervisor's proxy (other texts, guarded types). */
  layer: 'core' | 'supervisor';
  token: string;
  userId: string;
  authTimeoutMs: number;
  heartbeatMs: number;
  coalesce: 'negotiated' | 'always' | 'never';
  eventsAfterResult: boolean;
  recordCall(call: RecordedServiceCall): void;
}

export class WebSocketConnection implements CommandSession {
  readonly house: House;
  readonly services: ServiceRegistry;
  readonly userId: string;
  private authenticated = false;
  private coalesce = false;
  private lastId = 0;
  private queue: unknown[] = [];
  private flushScheduled = false;
  private readonly subscriptions = new Map<number, () => void>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly socket: WebSocket;
  private readonly options: ConnectionOptions;

  constructor(socket: WebSocket, options: ConnectionOptions) {
    this.socket = socket;
    this.options = options;
    this.house = options.house;
    this.services = options.services;
    this.userId = options.userId;
    this.coalesce = options.coalesce === 'always';
    socket.send(JSON.stringify({ type: 'auth_required', ha_version: options.haVersion }));
    this.timers.push(setTimeout(() => this.authenticated || socket.close(), options.authTimeoutMs));
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => this.dispose());
    socket.on('error', () => socket.terminate());
  }

  result(id: number, value: unknown): void {
    this.send({ id, type: 'result', success: true, result: value });
  }

  event(id: number, event: unknown): void {
    if (this.options.eventsAfterResult) setTimeout(() => this.send({ id, type: 'event', event }), 5);
    else this.send({ id, type: 'event', event });
  }

  send(message: Record<string, unknown>): void {
    this.queue.push(message);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  subscribe(id: number, stop: () => void): void {
    this.subscriptions.set(id, stop);
  }

  unsubscribe(id: number): boolean {
    const stop = this.subscriptions.get(id);
    if (!stop) return false;
    this.subscriptions.delete(id);
    stop();
    return true;
  }

  enableCoalescing(): void {
    if (this.options.coalesce === 'negotiated') this.coalesce = true;
  }

  recordCall(call: Omit<RecordedServiceCall, 'at' | 'via'>): void {
    this.options.recordCall({ ...call, via: 'websocket', at: Date.now() });
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.coalesce && batch.length > 1) this.socket.send(JSON.stringify(batch));
    else for (const message of batch) this.socket.send(JSON.stringify(message));
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (isBinary) {
      if (!this.authenticated) this.socket.close();
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawText(data));
    } catch {
      this.socket.close();
      return;
    }
    if (!this.authenticated) {
      this.authenticate(parsed);
      return;
    }
    for (const item of Array.isArray(parsed) ? parsed : [parsed]) this.handle(item);
  }

  private authenticate(message: unknown): void {
    const record = isRecord(message) ? message : {};
    const token = record['access_token'] ?? record['api_password'];
    const supervisor = this.options.layer === 'supervisor';
    let failure: string | undefined;
    if (!supervisor && (record['type'] !== 'auth' || typeof token !== 'string')) {
      failure = `Auth message incorrectly formatted: ${record['type'] !== 'auth' ? "value must be one of ['auth'] @ data['type']" : "required key not provided @ data['access_token']"}`;
    } else if (token !== this.options.token) {
      failure = supervisor ? 'Invalid access' : 'Invalid access token or password';
    }
    if (failure !== undefined) {
      this.socket.send(JSON.stringify({ type: 'auth_invalid', message: failure }));
      this.socket.close();
      return;
    }
    this.authenticated = true;
    this.socket.send(JSON.stringify({ type: 'auth_ok', ha_version: this.options.haVersion }));
    if (this.options.heartbeatMs > 0) this.startHeartbeat();
  }

  private startHeartbeat(): void {
    let alive = true;
    this.socket.on('pong', () => (alive = true));
    const timer = setInterval(() => {
      if (!alive) return this.socket.terminate();
      alive = false;
      this.socket.ping();
    }, this.options.heartbeatMs);
    this.timers.push(timer);
  }

  private handle(item: unknown): void {
    if (!isRecord(item)) return this.error(0, 'invalid_format', 'Message incorrectly formatted.');
    const id = item['id'];
    const type = item['type'];
    if (typeof id !== 'number' || !Number.isInteger(id) || id === 0 || typeof type !== 'string') {
      return this.error(id ?? null, 'invalid_format', 'Message incorrectly formatted.');
    }
    if (id <= this.lastId) return this.error(id, 'id_reuse', 'Identifier values have to increase.');
    if (this.options.layer === 'supervisor' && /^(supervisor|hassio)\//.test(type)) {
      return this.error(id, 'unauthorized', 'Unauthorized');
    }
    const command = this.options.commands[type];
    if (!command) return this.error(id, 'unknown_command', 'Unknown command.');
    this.lastId = id;
    const parsed = command.schema.safeParse(item);
    if (!parsed.success) return this.error(id, 'invalid_format', schemaErrorText(parsed.error));
    try {
      const pending = command.run(this, parsed.data);
      if (pending) pending.catch((error: unknown) => this.fail(id, error));
    } catch (error) {
      this.fail(id, error);
    }
  }

  private fail(id: number, error: unknown): void {
    if (error instanceof ServiceCallError) {
      const translation = error.translation
        ? {
            translation_key: error.translation.key,
            translation_domain: error.translation.domain,
            translation_placeholders: error.translation.placeholders ?? {},
          }
        : {};
      return this.error(id, error.code, error.message, translation);
    }
    if (error instanceof CommandError) return this.error(id, error.code, error.message, error.extra);
    this.error(id, 'unknown_error', 'Unknown error');
  }

  private error(id: unknown, code: string, message: string, extra: Record<string, unknown> = {}): void {
    this.send({ id, type: 'result', success: false, error: { code, message, ...extra } });
  }

  private dispose(): void {
    for (const timer of this.timers) clearTimeout(timer);
    for (const stop of this.subscriptions.values()) stop();
    this.subscriptions.clear();
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}
