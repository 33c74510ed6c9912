// What a simulated service is: its description (as `get_services` shows it) and its effect on entities.
// Shared by the per-domain service tables; knows nothing of sockets or REST.
import type { House } from '../house.js';
import type { Context, StoredState } from '../house-types.js';

export type ServiceErrorCode =
  'not_found' | 'invalid_format' | 'service_validation_error' | 'home_assistant_error' | 'unknown_error';

/** A service call that Home Assistant would refuse; `code` is the WebSocket error code. */
export class ServiceCallError extends Error {
  override readonly name = 'ServiceCallError';
  readonly code: ServiceErrorCode;
  readonly translation?: { key: string; domain: string; placeholders?: Record<string, string> };

  constructor(
    code: ServiceErrorCode,
    message: string,
    translation?: { key: string; domain: string; placeholders?: Record<string, string> },
  ) {
    super(message);
    this.code = code;
    if (translation) this.translation = translation;
  }
}

export interface ServiceContext {
  house: House;
  domain: string;
  service: string;
  data: Record<string, unknown>;
  context: Context;
  /** For a `run` service with a target: the targeted entities (of its domains). */
  entityIds?: string[];
}

/** The next state of one entity; omitted parts stay as they are. */
export interface EntityEffect {
  state?: string;
  attributes?: Record<string, unknown>;
  /** This entity's part of the service response. */
  response?: unknown;
}

export interface FieldDescription {
  required?: boolean;
  example?: unknown;
  selector: Record<string, unknown>;
  name?: string;
  description?: string;
}

export interface ServiceDefinition {
  name: string;
  description: string;
  fields: Record<string, FieldDescription>;
  /** Domains of the entities the service targets; absent for services without a target. */
  targetDomains?: string[];
  response: 'none' | 'optional' | 'only';
  /** The service schema's checks beyond field names (exclusive groups, ranges); throws as HA would. */
  validate?: (data: Record<string, unknown>) => void;
  /** Effect on each targeted entity (after domain filtering). */
  entity?: (state: StoredState, call: ServiceContext) => EntityEffect | undefined;
  /** Effect of a service without a target; its (awaited) return value is the response. */
  run?: (call: ServiceContext) => unknown;
}

export type ServiceTable = Record<string, Record<string, ServiceDefinition>>;

/** A service whose description targets `domains` and whose effect applies per entity. */
export function entityService(
  domains: string[],
  name: string,
  fields: Record<string, FieldDescription>,
  entity: ServiceDefinition['entity'],
  response: ServiceDefinition['response'] = 'none',
): ServiceDefinition {
  const definition: ServiceDefinition = {
    name,
    description: `${name}.`,
    fields,
    targetDomains: domains,
    response,
  };
  if (entity) definition.entity = entity;
  return definition;
}

export const numberField = (min: number, max: number, required = false): FieldDescription => ({
  required,
  selector: { number: { min, max } },
});
export const textField = (required = false): FieldDescription => ({ required, selector: { text: {} } });
export const booleanField = (): FieldDescription => ({ required: false, selector: { boolean: {} } });
export const selectField = (options: string[], required = false): FieldDescription => ({
  required,
  selector: { select: { options } },
});

/** Reads a number from service data; throws the validation error HA's schema would. */
export function numberArgument(
  data: Record<string, unknown>,
  key: string,
  min: number,
  max: number,
): number | undefined {
  const value = data[key];
  if (value === undefined) return undefined;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || Number.isNaN(number)) {
    throw new ServiceCallError('invalid_format', `expected float for dictionary value @ data['${key}']`);
  }
  if (number < min || number > max) {
    const bound = number < min ? `at least ${min}` : `at most ${max}`;
    throw new ServiceCallError(
      'invalid_format',
      `value must be ${bound} for dictionary value @ data['${key}']`,
    );
  }
  return number;
}
