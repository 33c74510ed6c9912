// A bare Home Assistant WebSocket client for tests and benchmarks: raw frames, no reconnects, no library.
// Sees exactly what the server sends (coalesced arrays are kept as frames and flattened into messages).
import WebSocket from 'ws';

export type WireMessage = Record<string, unknown>;

export class RawClient {
  /** Every frame as received (a string), for framing assertions. */
  readonly frames: string[] = [];
  private readonly inbox: WireMessage[] = [];
  private waiters: {
    predicate: (message: WireMessage) => boolean;
    resolve: (message: WireMessage) => void;
  }[] = [];
  private nextId = 1;
  readonly socket: WebSocket;
  readonly closed: Promise<{ code: number }>;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve({ code })));
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      this.frames.push(text);
      const parsed = JSON.parse(text) as WireMessage | WireMessage[];
      for (const message of Array.isArray(parsed) ? parsed : [parsed]) this.deliver(message);
    });
  }

  /** Opens the socket and waits for `auth_required`. */
  static async open(url: string): Promise<RawClient> {
    const socket = new WebSocket(url);
    const client = new RawClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`HTTP ${response.statusCode ?? 0}`)),
      );
    });
    await client.next((message) => message['type'] === 'auth_required');
    return client;
  }

  /** Opens and authenticates; throws when the server does not answer `auth_ok`. */
  static async connect(url: string, token: string): Promise<RawClient> {
    const client = await RawClient.open(url);
    client.send({ type: 'auth', access_token: token });
    const answer = await client.next((message) => String(message['type']).startsWith('auth_'));
    if (answer['type'] !== 'auth_ok') throw new Error(`auth failed: ${JSON.stringify(answer)}`);
    return client;
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /** Sends a command with the next id and resolves with its `result` (or `pong`) message. */
  async command(type: string, fields: Record<string, unknown> = {}): Promise<WireMessage> {
    const id = this.nextId++;
    this.send({ id, type, ...fields });
    return this.next(
      (message) => message['id'] === id && (message['type'] === 'result' || message['type'] === 'pong'),
    );
  }

  /** Like `command`, but resolves with `result` and throws on an error result. */
  async call<T = unknown>(type: string, fields: Record<string, unknown> = {}): Promise<T> {
    const answer = await this.command(type, fields);
    if (answer['success'] === false) throw new Error(JSON.stringify(answer['error']));
    return answer['result'] as T;
  }

  /** The id the next `command` will use (for subscriptions). */
  peekId(): number {
    return this.nextId;
  }

  useId(): number {
    return this.nextId++;
  }

  /** The first received message matching `predicate` (consumed), waiting up to `timeoutMs`. */
  next(predicate: (message: WireMessage) => boolean = () => true, timeoutMs = 2_000): Promise<WireMessage> {
    const index = this.inbox.findIndex(predicate);
    if (index >= 0) return Promise.resolve(this.inbox.splice(index, 1)[0]!);
    return new Promise((resolve, reject) => {
      const waiter = {
        predicate,
        resolve: (message: WireMessage) => {
          clearTimeout(timer);
          resolve(message);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
        reject(new Error('timed out waiting for a message'));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Messages received and not yet consumed. */
  pending(): readonly WireMessage[] {
    return this.inbox;
  }

  close(): void {
    this.socket.close();
  }

  private deliver(message: WireMessage): void {
    const waiter = this.waiters.find((candidate) => candidate.predicate(message));
    if (waiter) {
      this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
      waiter.resolve(message);
    } else this.inbox.push(message);
  }
}
