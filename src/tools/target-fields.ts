// The target fields shared by tools that act on or read entities: free-text targets (names, or entity
// ids, which resolve the same way), and entity ids, as an enum when the owner asks for the list
// (`entity_enum_limit`).
import { z } from 'zod';
import { PARSE_ONLY } from './tool.js';

/**
 * No descriptions: how to name targets (the user's words, or entity ids) and the domain meant is one rule
 * of the system message for every tool, not words repeated in each schema the model reads with every
 * request. Without a list of ids, `entity_ids` is still accepted (models send it from habit) but not
 * shown: `targets` takes ids too.
 */
export function targetFields(entityIds: readonly string[] | undefined) {
  const listed = entityIds !== undefined && entityIds.length > 0;
  const id = listed
    ? z.enum(entityIds as [string, ...string[]])
    : z.string().regex(/^[a-z0-9_]+\.[a-z0-9_]+$/);
  const ids = z.array(id).optional();
  return {
    targets: z.array(z.string().min(1)).optional(),
    entity_ids: listed ? ids : ids.meta({ [PARSE_ONLY]: true }),
    domain: z.string().optional(),
  };
}
