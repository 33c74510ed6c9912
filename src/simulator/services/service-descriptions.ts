// Service descriptions as `get_services` and `/api/services` show them (fields, target, response).
// Formatting only; the services themselves are in the per-domain tables.
import type { ServiceDefinition } from './service-definition.js';
import type { ServiceRegistry } from './service-registry.js';

function describe(definition: ServiceDefinition): Record<string, unknown> {
  const description: Record<string, unknown> = {
    name: definition.name,
    description: definition.description,
    fields: definition.fields,
  };
  const domains = definition.targetDomains;
  if (domains) description['target'] = { entity: [domains.includes('*') ? {} : { domain: domains }] };
  if (definition.response !== 'none')
    description['response'] = { optional: definition.response === 'optional' };
  return description;
}

/** Domain → service → description (the WebSocket map form). */
export function describeServices(registry: ServiceRegistry): Record<string, Record<string, unknown>> {
  const result: Record<string, Record<string, unknown>> = {};
  for (const [domain, services] of Object.entries(registry.all())) {
    result[domain] = Object.fromEntries(
      Object.entries(services).map(([name, definition]) => [name, describe(definition)]),
    );
  }
  return result;
}
