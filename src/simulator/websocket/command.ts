// The shape of a WebSocket command handler and the session it runs in, plus the command error class.
// Shared by the command tables; the connection that implements the session lives in ws-connection.ts.
import { z } from 'zod';
import type { House } from '../house.js';
import type { ServiceRegistry } from '../services/service-registry.js';
import type { RecordedServiceCall } from '../types.js';

/** A command Home Assistant refuses; `code` is the WebSocket error code. */
export class CommandError extends Error {
  override readonly name = 'CommandError';
  readonly code: string;
  readonly extra: Record<string, unknown>;

  constructor(code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.extra = extra;
  }
}

export interface CommandSession {
  readonly house: House;
  readonly services: ServiceRegistry;
  /** User id that contexts of this connection carry. */
  readonly userId: string;
  result(id: number, value: unknown): void;
  event(id: number, event: unknown): void;
  send(message: Record<string, unknown>): void;
  /** Keeps a subscription until `unsubscribe_events` or the socket closes. */
  subscribe(id: number, stop: () => void): void;
  unsubscribe(id: number): boolean;
  enableCoalescing(): void;
  recordCall(call: Omit<RecordedServiceCall, 'at' | 'via'>): void;
}

export interface Command {
  schema: z.ZodType;
  run(session: CommandSession, message: unknown): void | Promise<void>;
}

export type CommandTable = Record<string, Command>;

/** A strict command schema: `id` and `type` plus the command's own keys, nothing else. */
export function commandSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject({ id: z.number(), type: z.string(), ...shape });
}

export function command<Schema extends z.ZodType>(
  schema: Schema,
  run: (session: CommandSession, message: z.output<Schema>) => void | Promise<void>,
): Command {
  return { schema, run: (session, message) => run(session, message as z.output<Schema>) };
}

/** A zod failure in the voluptuous wording Core uses (`extra keys not allowed @ data['x']`). */
export function schemaErrorText(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Message incorrectly formatted.';
  const path = issue.path
    .map((part) => `[${typeof part === 'number' ? part : `'${String(part)}'`}]`)
    .join('');
  if (issue.code === 'unrecognized_keys') return `extra keys not allowed @ data['${issue.keys[0] ?? ''}']`;
  if (issue.code === 'invalid_type' && issue.message.includes('received undefined')) {
    return `required key not provided @ data${path}. Got None`;
  }
  return `${issue.message.toLowerCase()} for dictionary value @ data${path}`;
}
