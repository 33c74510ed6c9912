// The target fields shared by tools that act on or read entities: free-text targets, and entity ids
// as an enum when the exposed home is small enough to list them in the schema.
import { z } from 'zod';

export function targetFields(entityIds: readonly string[] | undefined) {
  const id =
    entityIds !== undefined && entityIds.length > 0
      ? z.enum(entityIds as [string, ...string[]])
      : z.string().regex(/^[a-z0-9_]+\.[a-z0-9_]+$/);
  return {
    targets: z
      .array(z.string().min(1))
      .optional()
      .describe(
        'names, aliases, areas or floors as the user said them, e.g. "kitchen light", "the lights", "upstairs"',
      ),
    entity_ids: z.array(id).optional(),
    domain: z.string().optional().describe('only entities of this domain, e.g. light'),
  };
}
